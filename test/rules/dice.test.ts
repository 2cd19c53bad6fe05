import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_DISTRIBUTION_DICE,
  attemptSucceeds,
  chanceToSucceed,
  countPoints,
  pointsDistribution,
  pointsOf,
  poolSize,
  sumFaces,
} from "../../src/rules/index.ts";

const RUNS = { numRuns: 1000 };

/** Brute force: enumerate all 6ⁿ outcomes. */
function enumerate(n: number): number[] {
  const counts = new Array<number>(2 * n + 1).fill(0);
  const faces = new Array<number>(n).fill(1);
  const total = 6 ** n;
  for (let i = 0; i < total; i++) {
    let x = i;
    for (let d = 0; d < n; d++) {
      faces[d] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    counts[countPoints(faces)]!++;
  }
  return counts.map((c) => c / total);
}

describe("reading dice (§2.1)", () => {
  it("scores 1 and 2, nothing for 3-6", () => {
    expect([1, 2, 3, 4, 5, 6].map(pointsOf)).toEqual([1, 2, 0, 0, 0, 0]);
    expect(countPoints([])).toBe(0);
    expect(sumFaces([])).toBe(0);
    expect(sumFaces([6, 6, 1])).toBe(13);
  });

  it.each([0, 7, -1, 1.5, Number.NaN, Infinity])("rejects face %s with a RangeError", (face) => {
    expect(() => pointsOf(face)).toThrow(RangeError);
    expect(() => countPoints([1, face])).toThrow(/face must be an integer 1-6/);
    expect(() => sumFaces([face])).toThrow(RangeError);
  });

  it("face sum ≥ points for any roll", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (faces) => {
        expect(sumFaces(faces)).toBeGreaterThanOrEqual(countPoints(faces));
        expect(countPoints(faces)).toBeLessThanOrEqual(2 * faces.length);
      }),
      RUNS,
    );
  });
});

describe("poolSize (§2.2)", () => {
  it("adds advantages, removes disadvantages, truncates the base, keeps one die", () => {
    expect(poolSize(4)).toBe(4);
    expect(poolSize(4, 2, 1)).toBe(5);
    expect(poolSize(2.9)).toBe(2);
    expect(poolSize(3, 0, 3)).toBe(1);
    expect(poolSize(-5)).toBe(1);
    expect(poolSize(0, 1)).toBe(1);
    expect(poolSize(10_000)).toBe(10_000); // no upper cap in the rules
  });

  it.each([
    [Number.NaN, 0, 0],
    [Infinity, 0, 0],
    [3, -1, 0],
    [3, 0, 1.5],
    [3, Number.NaN, 0],
  ])("rejects poolSize(%s, %s, %s)", (b, a, d) => {
    expect(() => poolSize(b, a, d)).toThrow(RangeError);
  });

  it("an advantage never shrinks the pool", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 50 }), fc.nat(10), fc.nat(10), (base, adv, dis) => {
        expect(poolSize(base, adv + 1, dis)).toBeGreaterThanOrEqual(poolSize(base, adv, dis));
        expect(poolSize(base, adv, dis)).toBeGreaterThanOrEqual(1);
      }),
      RUNS,
    );
  });
});

describe("pointsDistribution", () => {
  it("one die: 4/6, 1/6, 1/6", () => {
    const d = pointsDistribution(1);
    expect(d).toHaveLength(3);
    expect(d[0]).toBeCloseTo(4 / 6, 15);
    expect(d[1]).toBeCloseTo(1 / 6, 15);
    expect(d[2]).toBeCloseTo(1 / 6, 15);
    expect(pointsDistribution(0)).toEqual([1]);
  });

  it.each([1, 2, 3, 4, 5, 6])("equals brute-force enumeration of all 6^%i outcomes", (n) => {
    const exact = enumerate(n);
    const d = pointsDistribution(n);
    expect(d).toHaveLength(2 * n + 1);
    d.forEach((p, k) => expect(p).toBeCloseTo(exact[k]!, 14));
  });

  it("sums to 1 (property, up to 200 dice)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (n) => {
        const sum = pointsDistribution(n).reduce((a, b) => a + b, 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-9);
      }),
      RUNS,
    );
  });

  it("returns a copy: callers cannot corrupt the memo", () => {
    const a = pointsDistribution(3);
    a[0] = 99;
    expect(pointsDistribution(3)[0]).not.toBe(99);
  });

  it("stays exact and bounded for the largest allowed pool", () => {
    const d = pointsDistribution(MAX_DISTRIBUTION_DICE);
    expect(d).toHaveLength(2 * MAX_DISTRIBUTION_DICE + 1);
    expect(Math.abs(d.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9);
    // the mean of one die is 0.5 points
    const mean = d.reduce((acc, p, k) => acc + p * k, 0);
    expect(mean).toBeCloseTo(MAX_DISTRIBUTION_DICE / 2, 6);
    const half = chanceToSucceed(MAX_DISTRIBUTION_DICE, MAX_DISTRIBUTION_DICE / 2);
    expect(half).toBeGreaterThan(0.45);
    expect(half).toBeLessThan(0.5);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, MAX_DISTRIBUTION_DICE + 1])("rejects %s dice with a RangeError", (n) => {
    expect(() => pointsDistribution(n)).toThrow(RangeError);
    expect(() => chanceToSucceed(n, 1)).toThrow(RangeError);
  });

  it("accepts exactly MAX_DISTRIBUTION_DICE dice and refuses one more (cheaply: no pool scores above 2 points a die)", () => {
    expect(chanceToSucceed(MAX_DISTRIBUTION_DICE, 2 * MAX_DISTRIBUTION_DICE)).toBe(0);
    expect(() => chanceToSucceed(MAX_DISTRIBUTION_DICE + 1, 2 * MAX_DISTRIBUTION_DICE + 2)).toThrow(
      `chanceToSucceed: dice must be at most ${MAX_DISTRIBUTION_DICE}, got ${MAX_DISTRIBUTION_DICE + 1}`,
    );
  });

  it("evicts old memo entries without changing results", () => {
    const before = pointsDistribution(5);
    for (let n = 100; n < 200; n++) pointsDistribution(n);
    expect(pointsDistribution(5)).toEqual(before);
  });
});

describe("chanceToSucceed (§2.4)", () => {
  it("is P(points > difficulty)", () => {
    expect(chanceToSucceed(1, 0)).toBeCloseTo(2 / 6, 15);
    expect(chanceToSucceed(1, 1)).toBeCloseTo(1 / 6, 15);
    expect(chanceToSucceed(1, 2)).toBe(0);
    expect(chanceToSucceed(3, 100)).toBe(0);
    expect(chanceToSucceed(3, Infinity)).toBe(0);
    expect(chanceToSucceed(0, 0)).toBe(0);
  });

  it("a difficulty below 0 counts as 0", () => {
    expect(chanceToSucceed(2, -3)).toBe(chanceToSucceed(2, 0));
    expect(chanceToSucceed(2, -Infinity)).toBe(chanceToSucceed(2, 0));
  });

  it("fractional difficulties compare against whole points", () => {
    expect(chanceToSucceed(2, 1.5)).toBeCloseTo(chanceToSucceed(2, 1), 15);
  });

  it("rejects a NaN difficulty", () => {
    expect(() => chanceToSucceed(2, Number.NaN)).toThrow(RangeError);
  });

  it("matches brute force for small pools", () => {
    for (let n = 1; n <= 5; n++) {
      const exact = enumerate(n);
      for (let diff = -1; diff <= 2 * n; diff++) {
        const expected = exact.slice(Math.max(0, diff) + 1).reduce((a, b) => a + b, 0);
        expect(chanceToSucceed(n, diff)).toBeCloseTo(expected, 12);
      }
    }
  });

  it("an advantage (one more die) never lowers the chance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -5, max: 130 }), (n, diff) => {
        expect(chanceToSucceed(n + 1, diff)).toBeGreaterThanOrEqual(chanceToSucceed(n, diff) - 1e-12);
      }),
      RUNS,
    );
  });

  it("a higher difficulty never raises the chance, and chances stay in [0, 1]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -5, max: 130 }), (n, diff) => {
        const p = chanceToSucceed(n, diff);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        expect(chanceToSucceed(n, diff + 1)).toBeLessThanOrEqual(p + 1e-12);
      }),
      RUNS,
    );
  });
});

describe("attemptSucceeds (§2.4)", () => {
  it("needs strictly more than the difficulty; difficulty < 0 counts as 0", () => {
    expect(attemptSucceeds(5, 5)).toBe(false);
    expect(attemptSucceeds(6, 5)).toBe(true);
    expect(attemptSucceeds(0, -2)).toBe(false);
    expect(attemptSucceeds(1, -2)).toBe(true);
  });

  it("rejects NaN", () => {
    expect(() => attemptSucceeds(Number.NaN, 1)).toThrow(RangeError);
    expect(() => attemptSucceeds(1, Number.NaN)).toThrow(RangeError);
  });
});
