import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { squareGridDistance, stepsAcrossLevels } from "../../src/rules/index.ts";

describe("stepsAcrossLevels ([DEC] scene levels, §9.1)", () => {
  it("leaves the distance on the map as it is on one level", () => {
    expect([0, 1, 7].map((d) => stepsAcrossLevels(d, 0))).toEqual([0, 1, 7]);
  });

  it("counts the height between levels like a diagonal's third axis, never adjacent", () => {
    expect(stepsAcrossLevels(0, 1)).toBe(2);
    expect(stepsAcrossLevels(1, 1)).toBe(2);
    expect(stepsAcrossLevels(1, 3)).toBe(3);
    expect(stepsAcrossLevels(4, 3)).toBe(5);
    expect(stepsAcrossLevels(0, 10)).toBe(10);
    const whole = fc.integer({ min: 0, max: 200 });
    fc.assert(fc.property(whole, fc.integer({ min: 1, max: 200 }), (d, gap) => {
      const steps = stepsAcrossLevels(d, gap);
      return steps >= 2 && steps >= Math.max(d, gap) && steps === Math.max(2, squareGridDistance(d, gap));
    }));
  });

  it("refuses a negative or fractional distance or gap", () => {
    for (const [d, gap] of [[-1, 1], [1, -1], [1.5, 1], [1, 0.5], [Number.NaN, 1]] as const) {
      expect(() => stepsAcrossLevels(d, gap)).toThrow(RangeError);
    }
  });

  it("names the function and the argument it refuses", () => {
    expect(() => stepsAcrossLevels(-1, 1)).toThrow("stepsAcrossLevels: steps must be at least 0, got -1");
    expect(() => stepsAcrossLevels(1, -2)).toThrow("stepsAcrossLevels: levelGap must be at least 0, got -2");
    expect(() => stepsAcrossLevels(1.5, 1)).toThrow(/^stepsAcrossLevels: steps /);
    expect(() => stepsAcrossLevels(1, 0.5)).toThrow(/^stepsAcrossLevels: levelGap /);
  });
});
