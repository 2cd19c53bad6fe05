/**
 * The rounds a weapon holds (§4.3 "ammo weapons add the loaded ammo's attack effects"; seed l.248 "使用此类武器攻击时，
 * 将会累加所用弹药的攻击效果和优势/劣势"). `reload.rounds` lists them by kind in firing order — the first loaded is the
 * first fired — each group with its round's identifier and name and what one such round adds to an attack, copied
 * from the round when it was loaded (a special round's stack is often used up by then); `reload.value` stays the
 * number loaded. Rounds the list does not name (loaded before rounds were recorded, or a count set by hand) are plain
 * rounds that add nothing, fired after the named ones; named ones past `value` are gone. Pure.
 */
import { isOneOf, isRecord, stringOr, stringsOf } from "../rules/guards.ts";
import { ATTACK_TYPES, type AttackType } from "../rules/types.ts";

/** An extra-damage step as stored ("+2" is `{op: "add", value: 2}`). */
export interface RoundExtra {
  op: "mul" | "div" | "add" | "addDice" | "sub";
  value: number;
}

/** What one round adds to the attack it is fired in (a weapon's `ammunition` field, less `replaces`). */
export interface RoundEffects {
  /** "+N🅟" on the attack roll: N more dice, counted as advantages (§2.2). */
  bonusDice: number;
  addTypes: AttackType[];
  penetration: number;
  extraDamage: RoundExtra[];
  /** What the card cannot act on (a poison's turns), shown as reminders. */
  riders: string[];
}

/** Loaded rounds of one kind. `identifier` "" with no effects: plain rounds. */
export interface RoundGroup extends RoundEffects {
  identifier: string;
  name: string;
  count: number;
}

const EXTRA_OPS = ["mul", "div", "add", "addDice", "sub"] as const;
const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);
const intOr0 = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : 0);

/** A round's effects read strictly from a stored `ammunition` (or a stored group); anything else adds nothing. */
export function roundEffectsOf(stored: unknown): RoundEffects {
  const r = isRecord(stored) ? stored : {};
  const extra = Array.isArray(r.extraDamage) ? r.extraDamage : [];
  return {
    bonusDice: intOr0(r.bonusDice),
    addTypes: stringsOf(r.addTypes).filter((t): t is AttackType => isOneOf(ATTACK_TYPES, t)),
    penetration: whole(r.penetration),
    extraDamage: extra.flatMap((e): RoundExtra[] => (isRecord(e) && isOneOf(EXTRA_OPS, e.op) && whole(e.value) > 0 ? [{ op: e.op, value: whole(e.value) }] : [])),
    riders: stringsOf(r.riders).filter((t) => t.trim() !== ""),
  };
}

/** `count` plain rounds. */
export const plainRounds = (count: number): RoundGroup => ({ identifier: "", name: "", count, bonusDice: 0, addTypes: [], penetration: 0, extraDamage: [], riders: [] });

/** The rounds in a weapon's stored `reload` (see the module comment): the named groups up to `value`, then plain ones. */
export function roundGroupsOf(reload: unknown): RoundGroup[] {
  const r = isRecord(reload) ? reload : {};
  let room = whole(r.value);
  const out: RoundGroup[] = [];
  for (const g of Array.isArray(r.rounds) ? r.rounds : []) {
    const count = Math.min(room, isRecord(g) ? whole(g.count) : 0);
    if (!isRecord(g) || count === 0) continue;
    out.push({ identifier: stringOr(g.identifier, ""), name: stringOr(g.name, ""), count, ...roundEffectsOf(g) });
    room -= count;
  }
  if (room > 0) out.push(plainRounds(room));
  return out;
}

/** The first `n` rounds fired (by group) and the groups left. */
export function takeRounds(groups: readonly RoundGroup[], n: number): { fired: RoundGroup[]; left: RoundGroup[] } {
  const fired: RoundGroup[] = [];
  const left: RoundGroup[] = [];
  let need = whole(n);
  for (const g of groups) {
    const take = Math.min(need, g.count);
    if (take > 0) fired.push({ ...g, count: take });
    if (g.count > take) left.push({ ...g, count: g.count - take });
    need -= take;
  }
  return { fired, left };
}

/** Are two groups rounds of one kind (same round, same effects)? */
export const sameKind = (a: RoundGroup, b: Omit<RoundGroup, "count">): boolean =>
  a.identifier === b.identifier && a.name === b.name && JSON.stringify(roundEffectsOf(a)) === JSON.stringify(roundEffectsOf(b));

/** What the fired rounds add to the attack: each kind among them once, its advantages named by the round. */
export interface FiredEffects extends Omit<RoundEffects, "bonusDice"> {
  /** The named rounds fired, each once. */
  names: string[];
  /** The rounds' dice bonuses as advantages ("+N🅟") or disadvantages ("−N🅟"), by round name. */
  modifiers: { name: string; advantage: number; disadvantage: number }[];
}

/** Sums the effects of the kinds among `fired` (seed l.248: the rounds' effects and advantages add to the attack). */
export function firedEffects(fired: readonly RoundGroup[]): FiredEffects {
  const out: FiredEffects = { addTypes: [], penetration: 0, extraDamage: [], riders: [], names: [], modifiers: [] };
  const seen: RoundGroup[] = [];
  for (const g of fired) {
    if (seen.some((s) => sameKind(s, g))) continue;
    seen.push(g);
    out.penetration += g.penetration;
    for (const t of g.addTypes) if (!out.addTypes.includes(t)) out.addTypes.push(t);
    out.extraDamage.push(...g.extraDamage);
    out.riders.push(...g.riders);
    if (g.name) out.names.push(g.name);
    if (g.bonusDice !== 0) out.modifiers.push({ name: g.name, advantage: Math.max(0, g.bonusDice), disadvantage: Math.max(0, -g.bonusDice) });
  }
  return out;
}
