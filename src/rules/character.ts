/**
 * Attributes and life state (§3.1–3.3, §7.1–7.2, §10.3 #7–8).
 */
import { ATTRIBUTE_IDS, type AttributeDice, type AttributeId, type Consciousness } from "./types.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Starting trained value of every attribute (§3.2). */
export const STARTING_TRAINED = 3;

/** Stored attribute data (§3.1). */
export interface AttributeInput {
  trained: number;
  featureMod: number;
  tempMod: number;
  /** Dice lost to damage (§3.3 [DEC]: stored instead of the current count). */
  lost: number;
  /** A void attribute ("–", §3.2 [N]). */
  invalid: boolean;
}

/** Derived attribute values. */
export interface DerivedAttribute {
  trained: number;
  /** trained + feature modifiers. */
  base: number;
  /** Temporary modifiers from abilities and items. */
  temp: number;
  /** max(1, base + temp). */
  total: number;
  /** Maximum dice = total. */
  max: number;
  /** Current dice = clamp(total − lost, 0, total); a void attribute never loses dice (value = total, lost = 0). */
  value: number;
  lost: number;
  invalid: boolean;
}

/**
 * Derives base, total and current dice of one attribute (§3.1, §3.3).
 * All numbers must be finite (RangeError otherwise); trained, modifiers and lost are not rounded.
 * A negative `lost` is treated as 0. For a void attribute, read the dice as `null` (see `attributeDice`).
 */
export function deriveAttribute(input: AttributeInput): DerivedAttribute {
  const fn = "deriveAttribute";
  assertFinite(fn, "trained", input.trained);
  assertFinite(fn, "featureMod", input.featureMod);
  assertFinite(fn, "tempMod", input.tempMod);
  assertFinite(fn, "lost", input.lost);
  const base = input.trained + input.featureMod;
  const total = Math.max(1, base + input.tempMod);
  const invalid = Boolean(input.invalid);
  const lost = invalid ? 0 : Math.max(0, input.lost);
  const value = Math.min(total, Math.max(0, total - lost));
  return { trained: input.trained, base, temp: input.tempMod, total, max: total, value, lost, invalid };
}

/** A value for each of the three attributes, made by `make`. */
export function perAttribute<V>(make: (id: AttributeId) => V): Record<AttributeId, V> {
  return { might: make("might"), energy: make("energy"), spirit: make("spirit") };
}

/** Current dice of three derived attributes, `null` for void ones — the input of formulas and `consciousness`. */
export function attributeDice(attrs: Record<keyof AttributeDice, DerivedAttribute>): AttributeDice {
  return {
    might: attrs.might.invalid ? null : attrs.might.value,
    energy: attrs.energy.invalid ? null : attrs.energy.value,
    spirit: attrs.spirit.invalid ? null : attrs.spirit.value,
  };
}

/**
 * Life state (§7.1, §7.2): dead when every non-void attribute is at 0 dice (§10.3 #8), unconscious when any
 * non-void attribute is at 0, otherwise conscious. Dice ≤ 0 count as 0; `null` = void. A creature whose three
 * attributes are all void is always conscious. NaN/Infinity throw RangeError.
 */
export function consciousness(dice: { might: number | null; energy: number | null; spirit: number | null }): Consciousness {
  let live = 0;
  let empty = 0;
  for (const id of ATTRIBUTE_IDS) {
    const v = dice[id];
    if (v === null) continue;
    assertFinite("consciousness", id, v);
    live++;
    if (v <= 0) empty++;
  }
  if (live > 0 && empty === live) return "dead";
  return empty > 0 ? "unconscious" : "conscious";
}

/**
 * Potential cost of raising a trained attribute by 1 (§3.2): current trained × 3.
 * `currentTrained` must be an integer ≥ 0 (RangeError otherwise).
 */
export function trainedRaiseCost(currentTrained: number): number {
  assertIntegerAtLeast("trainedRaiseCost", "currentTrained", currentTrained, 0);
  return currentTrained * 3;
}

/**
 * Total cost of raising trained from `from` to `to` (sum of each step's cost; 3→n = 1.5·n·(n−1) − 9).
 * Integers with 0 ≤ from ≤ to; RangeError otherwise (trained never goes down).
 */
export function trainedRaiseTotal(from: number, to: number): number {
  assertIntegerAtLeast("trainedRaiseTotal", "from", from, 0);
  assertIntegerAtLeast("trainedRaiseTotal", "to", to, from);
  return (3 * (to * (to - 1) - from * (from - 1))) / 2;
}
