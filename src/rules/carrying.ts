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
 * [VAR] Newer carrying capacity factor by size (docs/rules.md §3.8 [DEC] size factors): tiny ÷2, small ×1, medium ×2,
 * large ×3 as the newer edition's size pages write them (微型 负载：强壮÷2 … 大型 负载：强壮×3, data/features);
 * huge ×4 and gargantuan ×5 go on by one per size level, as small to large do (the rules name those sizes but give them
 * no page). Incorporeal creatures carry nothing (factor 0).
 */
export const NEWER_CAPACITY_FACTOR: Readonly<Record<SizeId, number>> = {
  tiny: 0.5, small: 1, medium: 2, large: 3, huge: 4, gargantuan: 5,
};

/**
 * [VAR] Newer carrying check: capacity = Might × size factor (+ bonus), its fraction dropped (§0: a tiny creature
 * with 3 Might carries 1); load = Σ item loads. Each point over capacity gives difficult movement and −1 die on all
 * rolls (`dicePenalty`). `might` = the Might value the table uses (finite ≥ 0); counts integers ≥ 0.
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
  const capacity = Math.trunc(Math.max(0, might) * factor + (options.capacityBonus ?? 0));
  const load = counts.heavy * NEWER_ITEM_LOAD.heavy +
    // Stryker disable next-line ArithmeticOperator: equivalent — a light item loads 1, and × 1 and ÷ 1 agree
    counts.light * NEWER_ITEM_LOAD.light;
  const over = Math.max(0, Math.ceil(load - capacity));
  return { capacity, load, over, dicePenalty: over, difficultMovement: over > 0 };
}

/** [VAR] Carrying capacity by load when the newer rule is on, else the seed caps: what a sheet shows. */
export type CarryingState =
  | { rule: "seed"; heavy: number; heavyMax: number; light: number; lightMax: number; trivial: number; heavyOver: boolean; lightOver: boolean; over: boolean }
  | { rule: "newer"; load: number; capacity: number; over: boolean; excess: number; trivial: number };

/**
 * The carrying state (§3.8): with `newerRule` the load (heavy 3, light 1) against Might dice × size factor
 * (+ items' bonus; an unknown size counts as medium [DEC]); otherwise the counts against 3 heavy and 9 light.
 */
export function carryingState(
  counts: CarriedCounts, newerRule: boolean, might: number, size: SizeId | null, capacityBonus = 0,
): CarryingState {
  if (!newerRule) {
    const check = checkCarrying(counts);
    return {
      rule: "seed", heavy: counts.heavy, heavyMax: CARRY_LIMITS.heavy, light: counts.light, lightMax: CARRY_LIMITS.light,
      trivial: counts.trivial, heavyOver: check.excess.heavy > 0, lightOver: check.excess.light > 0, over: !check.withinLimits,
    };
  }
  const r = newerCarrying(counts, might, size ?? "medium", { capacityBonus });
  return { rule: "newer", load: r.load, capacity: r.capacity, over: r.over > 0, excess: r.over, trivial: counts.trivial };
}
