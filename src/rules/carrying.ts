/**
 * Carrying limits (§3.8, §10.3 #11): at most 3 heavy and 9 light items, trivial unlimited; caps are independent.
 */
import type { SizeId } from "./size.ts";
import type { ItemScale } from "./types.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Carrying caps per scale; `Infinity` = unlimited. */
export const CARRY_LIMITS: Readonly<Record<ItemScale, number>> = { heavy: 3, light: 9, trivial: Infinity };

/** Items carried, by scale (natural weapons/protection are not counted by the caller). */
export type CarriedCounts = Record<ItemScale, number>;

/** Result of a carrying check: per scale how many are over the cap. */
export interface CarryingCheck {
  withinLimits: boolean;
  excess: Record<ItemScale, number>;
}

/** Checks carried counts against the seed caps. Counts must be integers ≥ 0 (RangeError otherwise). */
export function checkCarrying(counts: CarriedCounts): CarryingCheck {
  for (const scale of ["heavy", "light", "trivial"] as const) {
    assertIntegerAtLeast("checkCarrying", scale, counts[scale], 0);
  }
  const excess = {
    heavy: Math.max(0, counts.heavy - CARRY_LIMITS.heavy),
    light: Math.max(0, counts.light - CARRY_LIMITS.light),
    trivial: 0,
  };
  return { withinLimits: excess.heavy === 0 && excess.light === 0, excess };
}

/** Can one more item of `scale` be picked up without breaking a cap? */
export function canCarryAnother(counts: CarriedCounts, scale: ItemScale): boolean {
  checkCarrying(counts);
  return counts[scale] + 1 <= CARRY_LIMITS[scale];
}

/** [VAR] Newer carrying: load points per item scale. */
export const NEWER_ITEM_LOAD: Readonly<Record<ItemScale, number>> = { heavy: 3, light: 1, trivial: 0 };

/**
 * [VAR] Newer carrying capacity factor by size: small 1, medium 2, large 3 (rules text); tiny 0, huge 4,
 * gargantuan 5 extrapolated [DEC]. Incorporeal creatures carry nothing (factor 0).
 */
export const NEWER_CAPACITY_FACTOR: Readonly<Record<SizeId, number>> = {
  tiny: 0, small: 1, medium: 2, large: 3, huge: 4, gargantuan: 5,
};

/**
 * [VAR] Newer carrying check: capacity = Might × size factor (+ bonus); load = Σ item loads. Each point over capacity
 * gives difficult movement and −1 die on all rolls (`dicePenalty`). `might` = the Might value the table uses
 * (finite ≥ 0); counts integers ≥ 0.
 */
export function newerCarrying(
  counts: CarriedCounts,
  might: number,
  size: SizeId,
  options: { incorporeal?: boolean; capacityBonus?: number } = {},
): { capacity: number; load: number; over: number; dicePenalty: number; difficultMovement: boolean } {
  checkCarrying(counts);
  assertFinite("newerCarrying", "might", might);
  const factor = options.incorporeal ? 0 : NEWER_CAPACITY_FACTOR[size];
  if (factor === undefined) throw new RangeError(`newerCarrying: unknown size "${String(size)}"`);
  const capacity = Math.max(0, might) * factor + (options.capacityBonus ?? 0);
  const load = counts.heavy * NEWER_ITEM_LOAD.heavy + counts.light * NEWER_ITEM_LOAD.light;
  const over = Math.max(0, Math.ceil(load - capacity));
  return { capacity, load, over, dicePenalty: over, difficultMovement: over > 0 };
}
