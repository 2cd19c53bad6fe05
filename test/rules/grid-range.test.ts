/**
 * Issue 21 item 3 (the pure part): an attack's range. A target at the maximum of an X~Y range is in range; the
 * optional beyond-range penalty counts full multiples of the range exceeded (§4.3).
 */
import { describe, expect, it } from "vitest";
import { beyondRangeDisadvantage } from "../../src/rules/index.ts";
import { rangeVerdict } from "../../src/combat/attack/targets/targets.ts";

describe("attack range (issue 21 #3)", () => {
  it("a target exactly at the maximum of an X~Y range is in range", () => {
    expect(rangeVerdict({ min: 3, max: 6, ranged: true }, 6, true)).toEqual({ range: "inRange", disadvantage: 0 });
    expect(rangeVerdict({ min: 3, max: 6, ranged: false }, 6, false)).toEqual({ range: "inRange", disadvantage: 0 });
    expect(rangeVerdict({ min: 3, max: 6, ranged: false }, 7, false).range).toBe("outOfRange");
    expect(rangeVerdict({ min: 3, max: 6, ranged: false }, 3, false)).toEqual({ range: "tooClose", disadvantage: 3 });
  });
  it("the beyond-range penalty counts full multiples of the range exceeded", () => {
    expect(beyondRangeDisadvantage(7, 6)).toBe(0);
    expect(beyondRangeDisadvantage(11, 6)).toBe(0);
    expect(beyondRangeDisadvantage(12, 6)).toBe(2);
    expect(beyondRangeDisadvantage(17, 6)).toBe(2);
    expect(beyondRangeDisadvantage(18, 6)).toBe(4);
    expect(rangeVerdict({ min: null, max: 6, ranged: true }, 13, true)).toEqual({ range: "beyond", disadvantage: 2 });
  });
});
