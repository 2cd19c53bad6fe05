/**
 * Dice reading and probability (spec §2.1, §2.2, §2.4). All dice are d6.
 * Points: face 1 → 1, face 2 → 2, faces 3–6 → 0. Face sum: the faces added up.
 */
import { BoundedMemo } from "./memo.ts";
import { assertFinite, assertIntegerAtLeast, assertNotNaN } from "./validate.ts";

/** Largest pool `pointsDistribution` / `chanceToSucceed` accept; larger pools throw a RangeError. */
export const MAX_DISTRIBUTION_DICE = 10_000;

/**
 * Most dice one roll may have: Foundry core refuses a dice term of more than 999 dice. Every formula entry point
 * (dialog, enricher, cards, chance) checks a planned count against this one limit.
 */
export const MAX_ROLL_DICE = 999;

/** Throws RangeError when `count` dice cannot be rolled as one term (above {@link MAX_ROLL_DICE}). */
export function assertRollableCount(count: number): void {
  if (!Number.isFinite(count) || count > MAX_ROLL_DICE) {
    throw new RangeError(`a roll of ${count} dice is more than the ${MAX_ROLL_DICE} dice one roll may have`);
  }
}

/** Points scored by one die face. Throws RangeError unless `face` is an integer 1–6. */
export function pointsOf(face: number): number {
  assertFace("pointsOf", face);
  return face === 1 ? 1 : face === 2 ? 2 : 0;
}

/** Points of a roll (§2.1 🎲). Throws RangeError on any face that is not an integer 1–6. */
export function countPoints(faces: readonly number[]): number {
  let total = 0;
  for (const face of faces) total += pointsOf(face);
  return total;
}

/** Face sum of a roll (§2.1 🎲+). Throws RangeError on any face that is not an integer 1–6. */
export function sumFaces(faces: readonly number[]): number {
  let total = 0;
  for (const face of faces) {
    assertFace("sumFaces", face);
    total += face;
  }
  return total;
}

/**
 * Dice rolled for a pool: trunc(base) + advantage − disadvantage, never below 1 (§2.2, §0: fractions are dropped by
 * truncation toward zero, so a base of −0.5 counts as 0 — as in `diceCount`; the minimum applies after modifiers,
 * §10.3 #12). `base` must be finite (a fractional base is truncated, a negative one alone still yields 1 die);
 * advantage and disadvantage must be integers ≥ 0. Anything else throws a RangeError.
 * With `newerDice` (§10.2 [VAR]) there is no minimum: the pool may be 0 dice, which scores 0.
 */
export function poolSize(base: number, advantage = 0, disadvantage = 0, newerDice = false): number {
  assertFinite("poolSize", "base", base);
  assertIntegerAtLeast("poolSize", "advantage", advantage, 0);
  assertIntegerAtLeast("poolSize", "disadvantage", disadvantage, 0);
  return Math.max(minimumDice(newerDice), Math.trunc(base) + advantage - disadvantage);
}

/** The fewest dice a roll may have (§2.2): 1 under the seed, 0 under the newer-edition dice (0 dice score 0). */
export function minimumDice(newerDice: boolean): number {
  return newerDice ? 0 : 1;
}

/** Pool sizes whose distribution (and its tail sums) are kept for the next question about the same pool. */
export const DICE_MEMO_LIMIT = 64;
const distributions = new BoundedMemo<number, Float64Array>(DICE_MEMO_LIMIT);
const tails = new BoundedMemo<number, Float64Array>(DICE_MEMO_LIMIT);
const NEGLIGIBLE = 1e-300;

/**
 * Exact distribution computed by repeated convolution with one die's [4/6, 1/6, 1/6]. Probabilities below 1e-300
 * are flushed to 0 (they would otherwise linger as slow subnormal numbers), and only the band of entries above that
 * is visited, so large pools stay fast.
 */
function computeDistribution(dice: number): Float64Array {
  let current = new Float64Array(2 * dice + 1);
  let next = new Float64Array(2 * dice + 1);
  current[0] = 1;
  let lo = 0;
  let hi = 0;
  for (let n = 0; n < dice; n++) {
    next.fill(0, lo, hi + 3);
    for (let k = lo; k <= hi; k++) {
      // Entries outside the arrays have probability 0.
      const p = current[k] ?? 0;
      next[k] = (next[k] ?? 0) + (p * 4) / 6;
      next[k + 1] = (next[k + 1] ?? 0) + p / 6;
      next[k + 2] = (next[k + 2] ?? 0) + p / 6;
    }
    [current, next] = [next, current];
    hi += 2;
    // The band's entries sum to 1, so both scans stop at an entry of at least 1/(2n+1) before they can cross.
    // Stryker disable next-line EqualityOperator: no pool of 0…10,000 dice meets exactly 1e-300 here (checked)
    while ((current[lo] ?? 0) < NEGLIGIBLE) lo++;
    // Stryker disable next-line EqualityOperator: as above
    while ((current[hi] ?? 0) < NEGLIGIBLE) hi--;
  }
  // Entries outside the live band may hold stale values from the other buffer: clear them.
  current.fill(0, 0, lo);
  current.fill(0, hi + 1);
  return current;
}

/** Throws RangeError unless `dice` is an integer 0 … MAX_DISTRIBUTION_DICE. */
function assertDistributionDice(fn: string, dice: number): void {
  assertIntegerAtLeast(fn, "dice", dice, 0);
  if (dice > MAX_DISTRIBUTION_DICE) {
    throw new RangeError(`${fn}: dice must be at most ${MAX_DISTRIBUTION_DICE}, got ${dice}`);
  }
}

/**
 * Exact probability of each points total: result[k] = P(points = k), k = 0 … 2·dice.
 * `dice` must be an integer 0 … MAX_DISTRIBUTION_DICE (0 dice → [1]); otherwise RangeError.
 * Exact to floating-point precision; probabilities below 1e-300 are reported as 0. 10,000 dice take well under a second.
 * Results are memoised; the returned array is a fresh copy.
 */
export function pointsDistribution(dice: number): number[] {
  assertDistributionDice("pointsDistribution", dice);
  return Array.from(distributions.get(dice, () => computeDistribution(dice)));
}

/** tail[k] = P(points ≥ k) for k ≥ 1; tail[0] stays 0, as the first winning total is always ≥ 1. */
function tailSums(dist: Float64Array): Float64Array {
  const tail = new Float64Array(dist.length + 1);
  for (let k = dist.length - 1; k >= 1; k--) tail[k] = (tail[k + 1] ?? 0) + (dist[k] ?? 0);
  return tail;
}

/**
 * Probability that `dice` dice score strictly more points than `difficulty` (§2.4).
 * A difficulty below 0 counts as 0. `dice` as for `pointsDistribution`; a NaN difficulty throws RangeError;
 * ±Infinity is allowed (+Infinity → 0, −Infinity counts as 0).
 */
export function chanceToSucceed(dice: number, difficulty: number): number {
  assertDistributionDice("chanceToSucceed", dice);
  assertNotNaN("chanceToSucceed", "difficulty", difficulty);
  const d = Math.max(0, difficulty);
  const firstWinning = Math.floor(d) + 1;
  // No pool scores more than 2 points a die: nothing to compute.
  if (firstWinning > 2 * dice) return 0;
  const tail = tails.get(dice, () => tailSums(distributions.get(dice, () => computeDistribution(dice))));
  return Math.min(1, tail[firstWinning] ?? 0);
}

/**
 * Attempt outcome (§2.4): success iff result > difficulty; a difficulty below 0 counts as 0.
 * NaN in either argument throws RangeError.
 */
export function attemptSucceeds(result: number, difficulty: number): boolean {
  assertNotNaN("attemptSucceeds", "result", result);
  assertNotNaN("attemptSucceeds", "difficulty", difficulty);
  return result > Math.max(0, difficulty);
}

/** Which dice an effect may re-roll (§2.3 [N]): all of them, those that scored 0 points, or a custom test. */
export type RerollFilter = "all" | "zeroPoints" | ((face: number, index: number) => boolean);

/** Indices of the dice a re-roll replaces. Faces must be integers 1–6 (RangeError otherwise). */
export function rerollIndices(faces: readonly number[], filter: RerollFilter = "all"): number[] {
  const out: number[] = [];
  faces.forEach((face, index) => {
    assertFace("rerollIndices", face);
    const pick = filter === "all" ? true : filter === "zeroPoints" ? pointsOf(face) === 0 : filter(face, index);
    if (pick) out.push(index);
  });
  return out;
}

/**
 * Replaces the dice at `indices` with `newFaces` (same length, in order). Throws RangeError on a length mismatch,
 * an index out of range, or a bad face.
 */
export function applyReroll(faces: readonly number[], indices: readonly number[], newFaces: readonly number[]): number[] {
  if (indices.length !== newFaces.length) {
    throw new RangeError(`applyReroll: ${indices.length} dice re-rolled but ${newFaces.length} new faces given`);
  }
  const out = [...faces];
  indices.forEach((index, i) => {
    if (!Number.isInteger(index) || index < 0 || index >= faces.length) {
      throw new RangeError(`applyReroll: no die at index ${index}`);
    }
    const face = newFaces[i];
    assertFace("applyReroll", face);
    out[index] = face;
  });
  return out;
}

function assertFace(fn: string, face: number | undefined): asserts face is number {
  if (face === undefined || !Number.isInteger(face) || face < 1 || face > 6) {
    throw new RangeError(`${fn}: a die face must be an integer 1-6, got ${String(face)}`);
  }
}
