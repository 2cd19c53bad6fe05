/**
 * The dice helpers' boundaries (§2.1–2.4): the largest rollable term, re-roll indices at the ends of the roll, and the
 * success chance at the edges of what a pool can score.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_ROLL_DICE,
  applyReroll,
  assertRollableCount,
  chanceToSucceed,
  pointsDistribution,
  rerollIndices,
} from "../../src/rules/index.ts";

describe("assertRollableCount", () => {
  it("accepts up to the per-term limit and refuses one more or a non-finite count", () => {
    expect(() => assertRollableCount(MAX_ROLL_DICE)).not.toThrow();
    expect(() => assertRollableCount(0)).not.toThrow();
    expect(() => assertRollableCount(MAX_ROLL_DICE + 1)).toThrow(RangeError);
    expect(() => assertRollableCount(Number.NaN)).toThrow(RangeError);
    expect(() => assertRollableCount(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("re-roll indices at the edges", () => {
  it("a custom filter sees each face with its own index", () => {
    const seen: [number, number][] = [];
    rerollIndices([4, 1, 6], (face, index) => {
      seen.push([face, index]);
      return index !== 1;
    });
    expect(seen).toEqual([[4, 0], [1, 1], [6, 2]]);
    expect(rerollIndices([4, 1, 6], (_face, index) => index !== 1)).toEqual([0, 2]);
  });

  it("checks every face, whichever filter", () => {
    expect(() => rerollIndices([3, 7], "zeroPoints")).toThrow(RangeError);
    expect(() => rerollIndices([3, 0], () => false)).toThrow(RangeError);
    expect(rerollIndices([], "all")).toEqual([]);
  });

  it("replaces the first and last die, and refuses an index just outside the roll", () => {
    const faces = [3, 4, 5];
    expect(applyReroll(faces, [0, 2], [1, 2])).toEqual([1, 4, 2]);
    expect(faces).toEqual([3, 4, 5]);
    expect(() => applyReroll(faces, [3], [1])).toThrow(/no die at index 3/);
    expect(() => applyReroll(faces, [-1], [1])).toThrow(/no die at index -1/);
    expect(() => applyReroll(faces, [0.5], [1])).toThrow(/no die at index 0.5/);
    expect(() => applyReroll(faces, [], [1])).toThrow(RangeError);
    expect(applyReroll(faces, [], [])).toEqual([3, 4, 5]);
  });
});

describe("chanceToSucceed at the edges of a pool", () => {
  it("is the chance of all 2-point faces just below the top score, and 0 at it", () => {
    expect(chanceToSucceed(3, 5)).toBeCloseTo((1 / 6) ** 3, 12);
    expect(chanceToSucceed(3, 6)).toBe(0);
    expect(chanceToSucceed(0, 0)).toBe(0);
  });

  it("drops a fractional difficulty and treats anything below 0 as 0", () => {
    expect(chanceToSucceed(2, 1.9)).toBe(chanceToSucceed(2, 1));
    expect(chanceToSucceed(2, -3)).toBe(chanceToSucceed(2, 0));
    expect(chanceToSucceed(2, Number.NEGATIVE_INFINITY)).toBe(chanceToSucceed(2, 0));
    expect(chanceToSucceed(2, Number.POSITIVE_INFINITY)).toBe(0);
    // P(points > 0) with 2 dice = 1 − (4/6)²
    expect(chanceToSucceed(2, 0)).toBeCloseTo(1 - (4 / 6) ** 2, 12);
  });

  it("sums the distribution's tail exactly, for every difficulty of a pool", () => {
    const dist = pointsDistribution(4);
    for (let difficulty = 0; difficulty < dist.length; difficulty++) {
      const tail = dist.slice(difficulty + 1).reduce((a, b) => a + b, 0);
      expect(chanceToSucceed(4, difficulty)).toBeCloseTo(tail, 12);
    }
  });
});

describe("pointsDistribution flushes probabilities below 1e-300 to 0", () => {
  const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
  // Each die scores 0, 1 or 2 points with chances 4/6, 1/6, 1/6: 1/2 point on average.
  const mean = (xs: readonly number[]): number => xs.reduce((a, p, k) => a + p * k, 0);

  it("at the top: all 2s is kept just above the threshold and dropped just below it", () => {
    // (1/6)^385 ≈ 2.5e-300 stays; (1/6)^390 ≈ 3e-304 is still a (normal) double, yet below the threshold.
    expect(pointsDistribution(385)[770]! / (1 / 6) ** 385).toBeCloseTo(1, 9);
    expect((1 / 6) ** 390).toBeGreaterThan(0);
    const dist = pointsDistribution(390);
    expect(dist).toHaveLength(781);
    expect(dist[780]).toBe(0);
    expect(sum(dist)).toBeCloseTo(1, 12);
    expect(mean(dist)).toBeCloseTo(195, 9);
  });

  it("at the bottom: no points at all with 1,750 dice, (2/3)^1750 ≈ 6e-309, is reported as 0", () => {
    expect((2 / 3) ** 1750).toBeGreaterThan(0);
    const dist = pointsDistribution(1750);
    expect(dist[0]).toBe(0);
    expect(dist[1]).toBe(0);
    expect(sum(dist)).toBeCloseTo(1, 12);
    expect(mean(dist)).toBeCloseTo(875, 9);
    expect(Math.max(...dist)).toBeGreaterThan(0.01);
  });
});
