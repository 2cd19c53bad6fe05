/**
 * Distances and ranges (§9.1, §4.3, §10.3 #2).
 */
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Disadvantages for attacking a target inside the minimum range (§4.3, seed). */
export const MIN_RANGE_DISADVANTAGE = 3;

/**
 * Square-grid distance in steps (§9.1): orthogonal 1, diagonal 1.5 → (max − min) + trunc(1.5 × min) of |dx|, |dy|.
 * dx, dy must be integers (RangeError otherwise); signs do not matter.
 */
export function squareGridDistance(dx: number, dy: number): number {
  assertIntegerAtLeast("squareGridDistance", "dx", dx, Number.MIN_SAFE_INTEGER);
  assertIntegerAtLeast("squareGridDistance", "dy", dy, Number.MIN_SAFE_INTEGER);
  const a = Math.abs(dx);
  const b = Math.abs(dy);
  const lo = Math.min(a, b);
  return Math.max(a, b) - lo + Math.trunc(1.5 * lo);
}

/** Hex distance [N]: hexes counted between axial offsets (dq, dr) = (|dq| + |dr| + |dq + dr|) / 2. Integers only. */
export function hexGridDistance(dq: number, dr: number): number {
  assertIntegerAtLeast("hexGridDistance", "dq", dq, Number.MIN_SAFE_INTEGER);
  assertIntegerAtLeast("hexGridDistance", "dr", dr, Number.MIN_SAFE_INTEGER);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Gridless distance [N]: measured length ÷ medium token diameter, truncated. Both finite, diameter > 0. */
export function gridlessDistance(length: number, tokenDiameter: number): number {
  assertFinite("gridlessDistance", "length", length);
  assertFinite("gridlessDistance", "tokenDiameter", tokenDiameter);
  if (tokenDiameter <= 0) throw new RangeError("gridlessDistance: tokenDiameter must be > 0");
  return Math.trunc(Math.abs(length) / tokenDiameter);
}

/** Squares spanned by an area of radius r (centre = step 0): 2r + 1. */
export function areaSpan(radius: number): number {
  assertIntegerAtLeast("areaSpan", "radius", radius, 0);
  return 2 * radius + 1;
}

/** Which ends of an "X~Y" range are inclusive. Seed: neither (> X and < Y); newer edition: the lower one. */
export interface RangeBounds {
  minInclusive: boolean;
  maxInclusive: boolean;
}

/** Seed bounds for "X~Y" (strictly between). */
// Stryker disable next-line BooleanLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const SEED_RANGE_BOUNDS: RangeBounds = { minInclusive: false, maxInclusive: false };

/**
 * Bounds of a weapon's "X~Y" range (§4.3 [DEC]): beyond X and within Y — the seed's attack-range text words the whip's
 * "3~6 steps" as "3步之外、6步之内" (beyond 3, within 6), and "within N" is ≤ N by the seed's own definition, so a
 * target exactly at Y is in range; a target at X or closer is too close.
 */
// Stryker disable next-line BooleanLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const ATTACK_RANGE_BOUNDS: RangeBounds = { minInclusive: false, maxInclusive: true };

/**
 * [VAR] Bounds of a weapon's "X~Y" range with the newer edition's definition (§10.2 "≥ X and < Y", the `rangeBounds`
 * switch): a target exactly at X is in range instead of too close. Y stays in range as the [DEC] above has it — the
 * switch moves only the lower bound, so turning it on never puts a target at the far end out of reach.
 */
// Stryker disable next-line BooleanLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const NEWER_ATTACK_RANGE_BOUNDS: RangeBounds = { minInclusive: true, maxInclusive: true };

/** The bounds of a weapon's "X~Y" range: the newer edition's with the `rangeBounds` switch on, else the seed's. */
export function attackRangeBounds(newerRangeBounds: boolean): RangeBounds {
  return newerRangeBounds ? NEWER_ATTACK_RANGE_BOUNDS : ATTACK_RANGE_BOUNDS;
}

/** Range check result: inRange, tooClose (attack allowed with 3 disadvantages), or outOfRange. */
export interface RangeCheck {
  status: "inRange" | "tooClose" | "outOfRange";
  disadvantage: number;
}

/**
 * Checks a distance against a range (§4.3, §9.1). `min` null = "within max" (distance ≤ max). Otherwise "min~max"
 * with `bounds` (default seed: > min and < max); a target at or inside min is too close → 3 disadvantages.
 * Distances must be finite and ≥ 0 (RangeError otherwise).
 */
export function checkRange(
  min: number | null,
  max: number,
  distance: number,
  bounds: RangeBounds = SEED_RANGE_BOUNDS,
): RangeCheck {
  assertFinite("checkRange", "max", max);
  assertFinite("checkRange", "distance", distance);
  if (distance < 0 || max < 0) throw new RangeError("checkRange: distances must be ≥ 0");
  if (min === null) {
    return distance <= max ? { status: "inRange", disadvantage: 0 } : { status: "outOfRange", disadvantage: 0 };
  }
  assertFinite("checkRange", "min", min);
  const beyondMax = bounds.maxInclusive ? distance > max : distance >= max;
  if (beyondMax) return { status: "outOfRange", disadvantage: 0 };
  const tooClose = bounds.minInclusive ? distance < min : distance <= min;
  if (tooClose) return { status: "tooClose", disadvantage: MIN_RANGE_DISADVANTAGE };
  return { status: "inRange", disadvantage: 0 };
}

/**
 * [OPT, N] Beyond-range penalty for ranged attacks: 2 disadvantages per **full** multiple of the range by which the
 * distance exceeds the range (§4.3): range 6 → 7–11 steps 0, 12–17 steps 2, 18–23 steps 4. 0 when within range.
 * Throws RangeError if range ≤ 0.
 */
export function beyondRangeDisadvantage(distance: number, range: number): number {
  assertFinite("beyondRangeDisadvantage", "distance", distance);
  assertFinite("beyondRangeDisadvantage", "range", range);
  if (range <= 0) throw new RangeError("beyondRangeDisadvantage: range must be > 0");
  return 2 * Math.max(0, Math.floor((distance - range) / range));
}
