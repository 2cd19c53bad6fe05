/**
 * Reading and writing the compact parts of an attack line (§4.3): extra damage ("+2", "+2🎲", "×2", "÷2", "−1"),
 * attack types ("erosion/occult") and allowed defenses ("(block/dodge)").
 */
import type { ExtraDamageOp } from "./attack.ts";
import { isOneOf } from "./guards.ts";
import { ATTACK_TYPES, DEFENSE_KINDS, type AttackType, type DefenseKind } from "./types.ts";

/** An extra-damage modifier: its sign, its number, then "🎲", "🅟" or "d" when it rolls dice. */
const EXTRA_DAMAGE = /^([+\-−×x*÷/])\s*(\d+)\s*(🎲|🅟|d)?$/u;

/**
 * Parses one extra-damage modifier: "+2" → add, "+2🎲" (or "+2d") → addDice, "×2"/"x2"/"*2" → mul, "÷2"/"/2" → div,
 * "−1"/"-1" → sub. Throws RangeError on anything else (including ×0, ÷0 and dice on ×/÷/−).
 */
export function parseExtraDamage(text: string): ExtraDamageOp {
  const m = EXTRA_DAMAGE.exec(String(text).trim().toLowerCase());
  if (!m) throw new RangeError(`bad extra damage "${text}": expected +N, +N🎲, ×N, ÷N or −N`);
  const [, sign, digits] = m;
  const dice: string | undefined = m[3]; // the optional dice group
  const n = Number(digits);
  if (dice && sign !== "+") throw new RangeError(`bad extra damage "${text}": only +N🎲 rolls dice`);
  switch (sign) {
    case "+":
      return dice ? { op: "addDice", dice: n } : { op: "add", n };
    case "-":
    case "−":
      return { op: "sub", n };
    default: {
      if (n < 1) throw new RangeError(`bad extra damage "${text}": factor must be at least 1`);
      return sign === "÷" || sign === "/" ? { op: "div", k: n } : { op: "mul", k: n };
    }
  }
}

/** Formats an extra-damage modifier the way the rules print it ("+2", "+2🎲", "×2", "÷2", "−1"). */
export function formatExtraDamage(op: ExtraDamageOp): string {
  const kind = op.op;
  switch (kind) {
    case "add":
      return `+${op.n}`;
    case "addDice":
      return `+${op.dice ?? op.faces?.length ?? 0}🎲`;
    case "mul":
      return `×${op.k}`;
    case "div":
      return `÷${op.k}`;
    case "sub":
      return `−${op.n}`;
    default:
      throw new RangeError(`formatExtraDamage: unknown op "${String(kind)}"`);
  }
}

function splitList(text: string): string[] {
  return String(text)
    .trim()
    .replace(/^\(|\)$/g, "")
    .split(/[/,、]/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
}

/** Parses "physical", "erosion/occult" … into attack types (deduplicated). RangeError on unknown or empty. */
export function parseAttackTypes(text: string): AttackType[] {
  const list = splitList(text);
  if (list.length === 0) throw new RangeError("an attack needs at least one type");
  return uniqueChoices(list, ATTACK_TYPES, (t) => `unknown attack type "${t}"`);
}

/** Parses "(block/dodge)" into allowed defenses; "" or "()" = undefendable (empty list). RangeError on unknown. */
export function parseDefenses(text: string): DefenseKind[] {
  const list = splitList(text);
  return uniqueChoices(list, DEFENSE_KINDS, (d) => `unknown defense "${d}"`);
}

/** The entries of `list`, each once in first-seen order, all of `choices`; RangeError (`unknown`'s message) otherwise. */
function uniqueChoices<T extends string>(list: readonly string[], choices: readonly T[], unknown: (entry: string) => string): T[] {
  const out: T[] = [];
  for (const entry of list) {
    if (!isOneOf(choices, entry)) throw new RangeError(unknown(entry));
    if (!out.includes(entry)) out.push(entry);
  }
  return out;
}

/** Formats allowed defenses as "(block/dodge)", or "" when the attack cannot be defended. */
export function formatDefenses(defenses: readonly DefenseKind[]): string {
  return defenses.length ? `(${defenses.join("/")})` : "";
}
