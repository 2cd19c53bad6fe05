/**
 * Applying damage to attribute dice (§6.3, §10.3 #6): 1 damage = 1 die of a listed attribute.
 */
import { consciousness } from "./character.ts";
import { isOneOf } from "./guards.ts";
import { ATTRIBUTE_IDS, type AttributeDice, type AttributeId, type Consciousness } from "./types.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/** A damage application request. */
export interface DamageRequest {
  damage: number;
  /** Attributes the attack names ("to Might/Energy"); the defender splits among them. */
  targets: readonly AttributeId[];
  /** Current dice; null = void (takes no share). */
  dice: AttributeDice;
  /** Dice removed per attribute; optional when there is one live target (the default split is used otherwise). */
  allocation?: Partial<Record<AttributeId, number>>;
}

/** Why a damage split is invalid (a stable code for localised UI text). */
export type DamageSplitError = "notTarget" | "voidTarget" | "badShare" | "overShare" | "wrongTotal";

/**
 * Outcome: invalid allocations give a code and an English developer message (localise by `code`); valid ones give the
 * dice afterwards and the new life state.
 */
export type DamageOutcome =
  | { valid: true; diceAfter: AttributeDice; state: Consciousness; removed: number }
  | { valid: false; code: DamageSplitError; reason: string; attribute?: AttributeId; required?: number };

/** Dice the split must remove: min(damage, current dice of the listed non-void attributes) (§10.3 #6). */
export function damageToRemove(damage: number, targets: readonly AttributeId[], dice: AttributeDice): number {
  assertIntegerAtLeast("damageToRemove", "damage", damage, 0);
  let pool = 0;
  for (const id of uniqueTargets(targets)) pool += Math.max(0, dice[id] ?? 0);
  return Math.min(damage, pool);
}

/** A legal split filling the listed attributes in order (a sensible default for automation). */
export function defaultDamageSplit(
  damage: number,
  targets: readonly AttributeId[],
  dice: AttributeDice,
): Partial<Record<AttributeId, number>> {
  let left = damageToRemove(damage, targets, dice);
  const split: Partial<Record<AttributeId, number>> = {};
  for (const id of uniqueTargets(targets)) {
    const have = dice[id] ?? 0; // a void attribute has no dice to take
    if (have <= 0) continue;
    const take = Math.min(have, left);
    split[id] = take;
    left -= take;
  }
  return split;
}

/**
 * The split a defender is offered first (§6.3: the split is theirs): each die taken from the listed attribute with the
 * most dice left (the first listed on a tie), so every attribute stays above 0 as long as one can. A legal split.
 */
export function suggestedDamageSplit(damage: number, targets: readonly AttributeId[], dice: AttributeDice): Partial<Record<AttributeId, number>> {
  const listed = uniqueTargets(targets);
  const left = new Map(listed.map((id) => [id, dice[id] ?? 0]));
  const split: Partial<Record<AttributeId, number>> = {};
  for (let n = damageToRemove(damage, targets, dice); n > 0; n--) {
    let most: AttributeId | null = null;
    for (const id of listed) if (most === null || (left.get(id) ?? 0) > (left.get(most) ?? 0)) most = id;
    if (most === null) break;
    left.set(most, (left.get(most) ?? 0) - 1);
    split[most] = (split[most] ?? 0) + 1;
  }
  return split;
}

/**
 * Applies damage (§6.3). Damage must be an integer ≥ 0 and targets known attributes (RangeError otherwise).
 * An allocation is invalid (returned, not thrown) if it names an attribute not listed or void, gives a share that is
 * negative, fractional or above that attribute's dice, or does not total min(damage, listed dice).
 * Excess damage beyond the dice left is lost; void attributes never lose dice.
 */
export function applyDamage(request: DamageRequest): DamageOutcome {
  const { damage, dice } = request;
  assertIntegerAtLeast("applyDamage", "damage", damage, 0);
  const targets = uniqueTargets(request.targets);
  for (const id of ATTRIBUTE_IDS) {
    const v = dice[id];
    if (v !== null) assertIntegerAtLeast("applyDamage", `dice.${id}`, v, 0);
  }
  const required = damageToRemove(damage, targets, dice);
  const allocation = request.allocation ?? defaultDamageSplit(damage, targets, dice);
  let total = 0;
  const after: AttributeDice = { ...dice };
  for (const id of ATTRIBUTE_IDS) {
    const share = allocation[id];
    if (share === undefined || share === 0) continue;
    if (!targets.includes(id)) {
      return { valid: false, code: "notTarget", attribute: id, reason: `${id} is not a target of this attack` };
    }
    const have = dice[id];
    if (have === null) return { valid: false, code: "voidTarget", attribute: id, reason: `${id} is void and takes no damage` };
    // Stryker disable next-line EqualityOperator: a share of 0 was skipped above, so < 0 and <= 0 agree here
    if (!Number.isInteger(share) || share < 0) {
      return { valid: false, code: "badShare", attribute: id, reason: `share for ${id} must be a whole number ≥ 0` };
    }
    if (share > have) return { valid: false, code: "overShare", attribute: id, reason: `${id} has only ${have} dice` };
    after[id] = have - share;
    total += share;
  }
  if (total !== required) {
    return { valid: false, code: "wrongTotal", required, reason: `the split must remove exactly ${required} dice, got ${total}` };
  }
  return { valid: true, diceAfter: after, state: consciousness(after), removed: total };
}

function uniqueTargets(targets: readonly AttributeId[]): AttributeId[] {
  const seen: AttributeId[] = [];
  for (const id of targets) {
    if (!isOneOf(ATTRIBUTE_IDS, id)) throw new RangeError(`unknown attribute "${String(id)}"`);
    if (!seen.includes(id)) seen.push(id);
  }
  return seen;
}
