/**
 * Parsing of the journal check enricher (README "Rolling"):
 *
 *   [[/check <formula> difficulty=N advantage=N disadvantage=N progressive rollmode=gmroll]]{Label}
 *
 * `<formula>` is a dice formula in the rules notation (`might`, `energy/2`, `might+1`,
 * `might/spirit take-higher`, `4`, a trailing `🎲+` for a face sum). Options may come in any order;
 * `diff`, `adv` and `dis` are short forms. Pure: no Foundry globals.
 */
import { parseDiceFormula, perAttribute, type AttributeDice } from "../rules/index.ts";
import { readDifficulty, type RollVisibility } from "./check-config.ts";
import { visibilityOf } from "../core/version/message-mode.ts";
import { planRoll, wholeAtLeastZero } from "./formula.ts";

/** Every attribute at 0 dice: the fewest dice a check can need, to refuse counts no actor could roll. */
const ZERO_DICE: AttributeDice = perAttribute(() => 0);

/** What `CONFIG.TextEditor.enrichers` matches: `[[/check …]]` with an optional `{label}`. */
export const CHECK_ENRICHER_PATTERN = /\[\[\/check\s+(?<config>[^\]]*?)\s*\]\](?:\{(?<label>[^}]*)\})?/gi;

/** A parsed check link. */
export interface ParsedCheck {
  expression: string;
  difficulty: number | null;
  advantage: number;
  disadvantage: number;
  /** Start a progressive attempt (needs a difficulty) instead of a single roll. */
  progressive: boolean;
  rollMode: RollVisibility | null;
  label: string;
}

export type CheckParseResult = { ok: true; check: ParsedCheck } | { ok: false; error: string };

const KEY_ALIASES: Record<string, string> = {
  difficulty: "difficulty",
  diff: "difficulty",
  advantage: "advantage",
  adv: "advantage",
  disadvantage: "disadvantage",
  dis: "disadvantage",
  progressive: "progressive",
  rollmode: "rollmode",
};

/** Splits on whitespace, keeping `key="two words"` together and dropping the quotes. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const m of text.matchAll(/([^\s"=]+)=(?:"([^"]*)"|(\S*))|(\S+)/g)) {
    if (m[4] !== undefined) tokens.push(m[4]);
    else tokens.push(`${m[1]}=${m[2] ?? m[3] ?? ""}`);
  }
  return tokens;
}

/**
 * Parses the text between `[[/check` and `]]` plus the optional label.
 * Words without `=` form the formula; the rest are options. Unknown options and bad values are errors,
 * so a typo in a journal shows up as a broken link rather than a silently different roll.
 */
export function parseCheckEnricher(configText: string, label = ""): CheckParseResult {
  const formulaParts: string[] = [];
  const check: ParsedCheck = {
    expression: "",
    difficulty: null,
    advantage: 0,
    disadvantage: 0,
    progressive: false,
    rollMode: null,
    label: label.trim(),
  };
  for (const token of tokenize(configText)) {
    const eq = token.indexOf("=");
    const rawKey = (eq < 0 ? token : token.slice(0, eq)).toLowerCase();
    const key = KEY_ALIASES[rawKey];
    if (eq < 0 && key !== "progressive") {
      formulaParts.push(token);
      continue;
    }
    const value = eq < 0 ? "" : token.slice(eq + 1);
    switch (key) {
      case "difficulty": {
        const d = readDifficulty(value);
        if (d === null || !/^-?\d+$/.test(value)) return { ok: false, error: `difficulty must be a whole number, got "${value}"` };
        check.difficulty = d;
        break;
      }
      case "advantage":
      case "disadvantage": {
        if (!/^\d+$/.test(value)) return { ok: false, error: `${key} must be a whole number ≥ 0, got "${value}"` };
        check[key] = wholeAtLeastZero(value);
        break;
      }
      case "progressive":
        check.progressive = value === "" || value === "true";
        break;
      case "rollmode": {
        // v13's names, or v14's message modes (public, gm, blind, self, ic) for authors who know those.
        const visibility = visibilityOf(value);
        if (!visibility) return { ok: false, error: `rollmode must be publicroll, gmroll, blindroll or selfroll (or public, gm, blind, self), got "${value}"` };
        check.rollMode = visibility;
        break;
      }
      default:
        return { ok: false, error: `unknown option "${rawKey}"` };
    }
  }
  check.expression = formulaParts.join(" ");
  if (!check.expression) return { ok: false, error: "a dice formula is required, e.g. [[/check might]]" };
  try {
    parseDiceFormula(check.expression);
    planRoll(check.expression, ZERO_DICE, check); // a count above the dice cap is a bad formula here, not a throw later
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  if (check.progressive && check.difficulty === null) return { ok: false, error: "a progressive check needs a difficulty" };
  return { ok: true, check };
}
