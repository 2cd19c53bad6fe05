/**
 * The attack card's first state, planned from an item's structured attack (src/data/fields/attack.ts) and the
 * attacker's dice (§4.3, §6, §9.1): its reach, types, penetration, allowed defenses, target attributes, extra damage,
 * the dice per hit with the advantages and disadvantages, the hits and the ⚡ cost. Pure: the caller rolls the dice
 * the plan asks for and measures the targets, then `initialAttackState` puts it all together.
 */
import {
  ATTRIBUTE_IDS, VOID_DICE, evaluateDiceFormula, expressionValue, extraDamageDice, parseDiceFormula, poolSize,
  type AttackType, type AttributeDice, type AttributeId, type DefenseKind, type DiceExpression, type RollMode,
} from "../../rules/index.ts";
import { isOneOf } from "../../rules/guards.ts";
import { ATTACK_CARD_LIMITS } from "./attack-card-schema.ts";
import { extraOps, newTarget, type AttackState, type CardItemText, type StoredExtra } from "./attack-state.ts";
import { MAX_TARGETS, type AttackReach, type TargetLine } from "./targets/targets.ts";
import { areaExclusionOf } from "./targets/target-exclusion.ts";
import { clipName } from "../../core/clip-name.ts";

/** The fields of a structured attack the planner reads (as the item's data model stores them). */
export interface StructuredAttack {
  label: string;
  /** "" (neither: aura, area effect), "melee" or "ranged". */
  mode: string;
  /** "tactic", "reaction" or "attached". */
  action: string;
  cost: number;
  /** The attack needs its item equipped (weapons; stored data always has it). */
  requiresEquip?: boolean;
  range: {
    kind: string;
    min: number | null;
    max: number | null;
    maxAttribute: string;
    maxUsesDice: boolean;
    maxMultiplier: number;
    noBeyondRange: boolean;
  };
  /** `excludes`: whom the area leaves out (target-exclusion.ts); absent = nobody. */
  area: { shape: string; radius: number; center: string; excludes?: string };
  targetAttributes: readonly AttributeId[];
  dice: DiceExpression;
  hits: number;
  types: readonly AttackType[];
  defenses: readonly DefenseKind[];
  penetration: number;
  extraDamage: readonly { op: StoredExtra["op"]; value: number }[];
  /** Text consequences of a hit the card does not act on (knock-back, moves): reminders for the table; absent = none. */
  riders?: readonly string[];
  /** Each target is attacked on its own: the hits are rolled separately for each target line; absent = one shared roll. */
  perTarget?: boolean;
}

/** The attacker's attribute dice: current (what rolls use) and total (some ranges use it); null = void. */
export interface AttackerDice {
  current: AttributeDice;
  total: AttributeDice;
}

/** How the roll was configured: the roll dialog's result, or the prefilled values when the dialog was skipped. */
export interface AttackRollChoice {
  /** The attack's expression, or formula text the roller typed in the dialog. */
  expression: string | DiceExpression;
  mode: RollMode;
  advantage: number;
  disadvantage: number;
  /** Dice the roller chose to drop (§2.2). */
  voluntary: number;
}

/** Who attacks with what, as the card names them. */
export interface AttackIdentity {
  attackerUuid: string;
  attackerTokenUuid: string;
  attackerName: string;
  itemName: string;
  attackLabel: string;
  /** Both languages' item text (attack-item-text.ts); absent = the stored name only. */
  itemText?: CardItemText[];
}

/** The card's state before the dice are rolled and the targets measured, plus what to roll. */
export interface AttackPlan {
  base: Omit<AttackState, "hits" | "extraFaces" | "targets">;
  /** Hits to roll, each `base.dice` dice. */
  hitCount: number;
  /** Dice of the +N🎲 extra damage to roll for each hit (0 = none). */
  extraDice: number;
  /** Roll the hits separately for each target line (`initialAttackState`'s `targetHits`); else one roll for all. */
  perTarget: boolean;
}

/** Why an attack cannot be made: a lang key and its data. */
export interface PlanRefusal {
  ok: false;
  reasonKey: string;
  data?: Record<string, string>;
}

/** A plan, or why the attack cannot be made. */
export type AttackPlanResult = { ok: true; plan: AttackPlan } | PlanRefusal;

/** The dice part of the card's state. */
export type AttackPool = Pick<AttackState, "baseDice" | "advantage" | "disadvantage" | "dice" | "mode">;

const L = ATTACK_CARD_LIMITS;
const AREA_AROUND_SELF = new Set(["circle", "sector", "ray", "ring"]);

const clampInt = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));
const isAttribute = (id: string): id is AttributeId => isOneOf(ATTRIBUTE_IDS, id);
const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/**
 * The far end of a step range: a fixed `max`, or an attribute × multiplier (current dice when `maxUsesDice`, else the
 * attribute's total; a void attribute counts as 3, as a roll on it alone would). Null when neither is set.
 */
export function rangeMaximum(range: StructuredAttack["range"], attacker: AttackerDice): number | null {
  if (isAttribute(range.maxAttribute)) {
    const value = (range.maxUsesDice ? attacker.current : attacker.total)[range.maxAttribute] ?? VOID_DICE;
    return Math.max(0, Math.trunc(value)) * Math.max(1, Math.trunc(range.maxMultiplier || 1));
  }
  return range.max;
}

/**
 * The attack's reach for the range check (§4.3, §9.1), or null when there is nothing to measure:
 * - adjacent: within 1 step; steps: "within max" or "min~max", the max possibly from an attribute;
 * - an area around the attacker (range "self" with a circle, sector, ray or ring): within its radius;
 * - an area centred elsewhere (impact point, target, object): a target may stand up to the area's radius beyond the
 *   range, and the minimum range binds the aimed point, not the targets, so the reach is "within max + radius";
 * - anything else around the attacker (a path, no area): null, the GM rules on it.
 * `ranged` (the beyond-range rule may apply) for ranged attacks that do not forbid it.
 */
export function attackReach(attack: Pick<StructuredAttack, "mode" | "range" | "area">, attacker: AttackerDice): AttackReach | null {
  const { range, area } = attack;
  const ranged = attack.mode === "ranged" && !range.noBeyondRange;
  const hasArea = area.shape !== "" && area.radius > 0;
  let min: number | null = null;
  let max: number | null = null;
  if (range.kind === "adjacent") max = 1;
  else if (range.kind === "steps") {
    max = rangeMaximum(range, attacker);
    min = range.min;
  } else if (range.kind === "self" && hasArea && area.center === "self" && AREA_AROUND_SELF.has(area.shape)) {
    return { min: null, max: clampInt(area.radius, 0, L.distance), ranged: false };
  }
  if (max === null) return null;
  if (hasArea && area.center !== "self") {
    max += area.radius;
    min = null;
  }
  return { min: min === null ? null : clampInt(min, 0, L.distance), max: clampInt(max, 0, L.distance), ranged };
}

/**
 * Extra damage as the card stores it, in the item's order; the +N🎲 steps are merged into one (their points add up,
 * so one roll of all their dice per hit is the same, and the card keeps one list of extra faces per hit).
 */
export function storedExtras(extraDamage: StructuredAttack["extraDamage"]): StoredExtra[] {
  const out: StoredExtra[] = [];
  let addDice: StoredExtra | null = null;
  for (const e of extraDamage) {
    // ×N and ÷N need N ≥ 1 (the data model keeps every value 1–99; this only bounds what the card stores).
    const value = clampInt(e.value, e.op === "mul" || e.op === "div" ? 1 : 0, L.damage);
    if (e.op !== "addDice") out.push({ op: e.op, value });
    else if (addDice) addDice.value = Math.min(L.dice, addDice.value + value);
    else out.push((addDice = { op: "addDice", value: Math.min(L.dice, value) }));
  }
  return out;
}

/** Dice of the +N🎲 extra damage per hit. */
export const extraDicePerHit = (extra: readonly StoredExtra[]): number => extraDamageDice(extraOps(extra));

/** The exact value of the chosen expression for the attacker (formula text the rules cannot store is evaluated whole). */
function expressionDice(expression: string | DiceExpression, dice: AttributeDice): number {
  if (typeof expression !== "string") return expressionValue(expression, dice);
  let parsed: DiceExpression | null = null;
  try {
    parsed = parseDiceFormula(expression);
  } catch {
    // Not a stored expression ("energy/2+spirit/2"): the full grammar reads it below.
  }
  return parsed ? expressionValue(parsed, dice) : evaluateDiceFormula(expression, dice);
}

/**
 * The dice of each hit (§2.2): `baseDice` = the expression's value, truncated; the card's `dice` = that with the
 * advantages and disadvantages, at least 1 (0 with the newer-edition dice). The roller's voluntary reduction is stored as disadvantages (the count is
 * the same), and so is a negative base (the card stores base ≥ 0). Refused above the card's dice limit.
 */
export function attackPool(choice: AttackRollChoice, dice: AttributeDice, newerDice = false): { ok: true; pool: AttackPool } | PlanRefusal {
  let value: number;
  try {
    value = Math.trunc(expressionDice(choice.expression, dice));
  } catch (err) {
    return { ok: false, reasonKey: "MESHAL.Roll.badFormula", data: { error: err instanceof Error ? err.message : String(err) } };
  }
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);
  const advantage = whole(choice.advantage);
  const disadvantage = whole(choice.disadvantage) + whole(choice.voluntary) + Math.max(0, -value);
  const baseDice = Math.max(0, value);
  const count = poolSize(baseDice, advantage, disadvantage, newerDice);
  if (baseDice > L.dice || advantage > L.dice || disadvantage > L.dice || count > L.dice) {
    return { ok: false, reasonKey: "MESHAL.Attack.start.tooManyDice", data: { max: String(L.dice) } };
  }
  return { ok: true, pool: { baseDice, advantage, disadvantage, dice: count, mode: choice.mode } };
}

/** Source names for the card: trimmed, each once, within the card's limits. */
function cardSources(sources: readonly string[]): string[] {
  const names = [...new Set(sources.map((s) => clip(s.trim(), L.text)).filter((s) => s !== ""))];
  return names.slice(0, L.sources);
}

/** The riders the card shows as reminders (attackToMake leaves out the ones the card acts on): trimmed, blank ones left out, within the card's limits; none = no field. */
function cardRiders(riders: readonly string[] | undefined): { riders?: string[] } {
  const kept = (riders ?? []).filter((r) => typeof r === "string").map((r) => clip(r.trim(), L.text)).filter((r) => r !== "").slice(0, L.sources);
  return kept.length ? { riders: kept } : {};
}

/** The area's exclusion the card keeps, so assigned targets are left out alike; none for an attack without an area. */
function cardExclusion(area: StructuredAttack["area"]): Pick<AttackState, "excludes"> {
  const excludes = areaExclusionOf(area.excludes ?? "");
  return area.shape !== "" && area.radius > 0 && excludes !== undefined ? { excludes } : {};
}

/** Plans an attack: everything but the rolled faces and the target lines. */
export function planAttack(input: {
  identity: AttackIdentity;
  attack: StructuredAttack;
  attacker: AttackerDice;
  choice: AttackRollChoice;
  /** Names of the items whose advantages or disadvantages the roll counts. */
  sources: readonly string[];
  /** The GM's world setting for the newer-edition dice (§10.2): pools may be 0 dice. */
  newerDice?: boolean;
}): AttackPlanResult {
  const { identity, attack, attacker } = input;
  const newerDice = input.newerDice === true;
  const pool = attackPool(input.choice, attacker.current, newerDice);
  if (!pool.ok) return pool;
  const extra = storedExtras(attack.extraDamage);
  return {
    ok: true,
    plan: {
      base: {
        attackerUuid: clip(identity.attackerUuid, L.uuid),
        attackerTokenUuid: clip(identity.attackerTokenUuid, L.uuid),
        attackerName: clipName(identity.attackerName),
        itemName: clipName(identity.itemName),
        attackLabel: clip(identity.attackLabel, L.text),
        ...(identity.itemText ? { itemText: identity.itemText.map((t) => ({ lang: t.lang, name: clipName(t.name), label: clip(t.label, L.text) })) } : {}),
        reach: attackReach(attack, attacker),
        ...cardExclusion(attack.area),
        types: [...new Set(attack.types)],
        penetration: clampInt(attack.penetration, 0, L.damage),
        allowed: [...new Set(attack.defenses)],
        attributes: [...new Set(attack.targetAttributes)],
        extra,
        sources: cardSources(input.sources),
        cost: clampInt(attack.cost, 0, L.cost),
        ...cardRiders(attack.riders),
        ...pool.pool,
        ...(newerDice ? { newerDice: true } : {}),
      },
      hitCount: clampInt(attack.hits, 1, L.hits),
      extraDice: extraDicePerHit(extra),
      perTarget: attack.perTarget === true,
    },
  };
}

/**
 * How many target lines get a roll of their own: every line (up to the card's limit) when the attack rolls per
 * target and there are several, else none (one roll shared by all, as before).
 */
export function ownRollLines(plan: Pick<AttackPlan, "perTarget">, lineCount: number): number {
  return plan.perTarget && lineCount > 1 ? Math.min(lineCount, MAX_TARGETS) : 0;
}

/**
 * The card's first state: the plan with the rolled faces (`hits[i]` has `plan.base.dice` faces; `extraFaces[i]` has
 * `plan.extraDice`, or the list is empty when the attack has no +N🎲) and a fresh line for each target.
 * Throws RangeError when the faces do not match the plan (a caller's mistake, never stored).
 */
export function initialAttackState(plan: AttackPlan, rolled: { hits: number[][]; extraFaces: number[][]; targetHits?: number[][][] }, targets: readonly TargetLine[]): AttackState {
  const face = (f: number) => Number.isInteger(f) && f >= 1 && f <= 6;
  const fits = (list: number[][], count: number) => list.length === plan.hitCount && list.every((h) => h.length === count && h.every(face));
  if (!fits(rolled.hits, plan.base.dice)) throw new RangeError(`initialAttackState: expected ${plan.hitCount} hits of ${plan.base.dice} d6 faces`);
  const extraOk = plan.extraDice === 0 ? rolled.extraFaces.length === 0 : fits(rolled.extraFaces, plan.extraDice);
  if (!extraOk) throw new RangeError(`initialAttackState: expected ${plan.extraDice} extra-damage faces per hit`);
  const lines = targets.slice(0, MAX_TARGETS);
  const own = rolled.targetHits;
  if (own && (own.length !== lines.length || !own.every((h) => fits(h, plan.base.dice)))) throw new RangeError(`initialAttackState: expected ${plan.hitCount} hits of ${plan.base.dice} d6 faces per target line`);
  return {
    ...plan.base,
    hits: rolled.hits.map((h) => [...h]),
    extraFaces: rolled.extraFaces.map((h) => [...h]),
    targets: lines.map((t, i) => {
      const hits = own?.[i];
      return { ...newTarget(t, plan.hitCount), ...(hits ? { hits: hits.map((h) => [...h]) } : {}) };
    }),
  };
}
