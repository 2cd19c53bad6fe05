/**
 * Distances and ranges (§9.1, §4.3): bad input is refused with a RangeError naming the function and the argument
 * (the promise of src/rules/validate.ts), and the range bounds sit where the rules put them.
 */
import { describe, expect, it } from "vitest";
import {
  areaSpan,
  attackRangeBounds,
  beyondRangeDisadvantage,
  checkRange,
  freeAreaDistance,
  gridlessDistance,
  hexAreaDistance,
  hexGridDistance,
  squareAreaDistance,
  squareGridDistance,
} from "../../src/rules/index.ts";

/** `call` throws a RangeError whose message contains `message`. */
function refuses(call: () => unknown, message: string): void {
  expect(call).toThrow(RangeError);
  expect(call).toThrow(message);
}

describe("grid distances refuse bad input by name", () => {
  it("square and hex offsets must be integers", () => {
    refuses(() => squareGridDistance(0.5, 0), "squareGridDistance: dx must be an integer");
    refuses(() => squareGridDistance(0, 0.5), "squareGridDistance: dy must be an integer");
    refuses(() => hexGridDistance(0.5, 0), "hexGridDistance: dq must be an integer");
    refuses(() => hexGridDistance(0, 0.5), "hexGridDistance: dr must be an integer");
  });

  it("gridless length and diameter must be finite, the diameter > 0", () => {
    refuses(() => gridlessDistance(Number.NaN, 1), "gridlessDistance: length must be a finite number");
    refuses(() => gridlessDistance(1, Infinity), "gridlessDistance: tokenDiameter must be a finite number");
    refuses(() => gridlessDistance(1, 0), "gridlessDistance: tokenDiameter must be > 0");
  });

  it("an area's radius is a whole number ≥ 0", () => {
    expect(areaSpan(0)).toBe(1);
    refuses(() => areaSpan(-1), "areaSpan: radius must be at least 0");
  });
});

describe("checkRange (§4.3, §9.1)", () => {
  it("names the argument that is not finite", () => {
    refuses(() => checkRange(null, Number.NaN, 1), "checkRange: max must be a finite number");
    refuses(() => checkRange(null, 3, Infinity), "checkRange: distance must be a finite number");
    refuses(() => checkRange(Number.NaN, 6, 4), "checkRange: min must be a finite number");
  });

  it("refuses a negative maximum but accepts a maximum of 0", () => {
    refuses(() => checkRange(null, -1, 0), "checkRange: distances must be ≥ 0");
    expect(checkRange(null, 0, 0)).toEqual({ status: "inRange", disadvantage: 0 });
  });

  it("seed X~Y bounds by default: strictly between X and Y", () => {
    expect(checkRange(3, 6, 6)).toEqual({ status: "outOfRange", disadvantage: 0 });
    expect(checkRange(3, 6, 5)).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 4)).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 3)).toEqual({ status: "tooClose", disadvantage: 3 });
  });

  it("a weapon's X~Y range: beyond X and within Y; the newer switch lets X itself in too (§4.3 [DEC], §10.2)", () => {
    expect(attackRangeBounds(false)).toEqual({ minInclusive: false, maxInclusive: true });
    expect(attackRangeBounds(true)).toEqual({ minInclusive: true, maxInclusive: true });
    expect(checkRange(3, 6, 6, attackRangeBounds(false))).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 7, attackRangeBounds(false))).toEqual({ status: "outOfRange", disadvantage: 0 });
    expect(checkRange(3, 6, 3, attackRangeBounds(false))).toEqual({ status: "tooClose", disadvantage: 3 });
    expect(checkRange(3, 6, 3, attackRangeBounds(true))).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 6, attackRangeBounds(true))).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 2, attackRangeBounds(true))).toEqual({ status: "tooClose", disadvantage: 3 });
  });
});

describe("beyondRangeDisadvantage (§4.3 [OPT])", () => {
  it("is 0 for a target closer than the range", () => {
    expect(beyondRangeDisadvantage(0, 6)).toBe(0);
    expect(beyondRangeDisadvantage(3, 6)).toBe(0);
  });

  it("names the bad argument", () => {
    refuses(() => beyondRangeDisadvantage(Number.NaN, 6), "beyondRangeDisadvantage: distance must be a finite number");
    refuses(() => beyondRangeDisadvantage(7, Infinity), "beyondRangeDisadvantage: range must be a finite number");
    refuses(() => beyondRangeDisadvantage(7, 0), "beyondRangeDisadvantage: range must be > 0");
  });
});

describe("footprint distances refuse bad input by name (§9.1)", () => {
  const medium = { i: 0, j: 0, width: 1, height: 1 };
  it("square footprints must sit on whole rows and columns", () => {
    refuses(() => squareAreaDistance({ ...medium, i: 0.5 }, medium), "squareAreaDistance: a.i must be an integer");
    refuses(() => squareAreaDistance({ ...medium, j: 0.5 }, medium), "squareAreaDistance: a.j must be an integer");
    refuses(() => squareAreaDistance(medium, { ...medium, i: 2.5 }), "squareAreaDistance: b.i must be an integer");
    refuses(() => squareAreaDistance(medium, { ...medium, j: 2.5 }), "squareAreaDistance: b.j must be an integer");
  });

  it("a hex footprint covers at least one hex", () => {
    const one = [{ q: 0, r: 0 }];
    refuses(() => hexAreaDistance([], one), "hexAreaDistance: a footprint covers at least one hex");
    refuses(() => hexAreaDistance(one, []), "hexAreaDistance: a footprint covers at least one hex");
  });

  it("every gridless coordinate and side must be finite", () => {
    const token = { x: 0, y: 0, width: 100, height: 100 };
    const fields = ["x", "y", "width", "height"] as const;
    for (const field of fields) {
      refuses(() => freeAreaDistance({ ...token, [field]: Number.NaN }, token, 100), `freeAreaDistance: a.${field} must be a finite number`);
      refuses(() => freeAreaDistance(token, { ...token, [field]: Infinity }, 100), `freeAreaDistance: b.${field} must be a finite number`);
    }
  });
});
