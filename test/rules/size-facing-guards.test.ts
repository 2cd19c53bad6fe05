/**
 * Sizes (§3.7 [N]) and facing (§9.5 [OPT]): the size tables, who blocks whom, and bad input refused with a
 * RangeError naming the function and the argument (src/rules/validate.ts).
 */
import { describe, expect, it } from "vitest";
import {
  SIZE_FOOTPRINT,
  SIZE_IDS,
  facingSector,
  modeSpeed,
  screenFacingSector,
  senseRange,
  sizeBlocks,
  sizeLevel,
  type SizeId,
} from "../../src/rules/index.ts";

/** `call` throws a RangeError whose message contains `message`. */
function refuses(call: () => unknown, message: string): void {
  expect(call).toThrow(RangeError);
  expect(call).toThrow(message);
}

describe("sizes (§3.7 [N])", () => {
  it("levels run tiny 1 … gargantuan 6; footprints tiny 0, small/medium 1, large 2, huge 3, gargantuan 5", () => {
    expect(SIZE_IDS.map(sizeLevel)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(SIZE_FOOTPRINT).toEqual({ tiny: 0, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 5 });
  });

  it("an unknown size is refused by name", () => {
    refuses(() => sizeLevel("colossal" as SizeId), 'sizeLevel: unknown size "colossal"');
  });

  it("tiny creatures neither block nor are blocked, even by a size one level away", () => {
    expect(sizeBlocks("small", "medium")).toBe(true);
    expect(sizeBlocks("tiny", "small")).toBe(false);
    expect(sizeBlocks("small", "tiny")).toBe(false);
  });

  it("mode speed and sense range name the bad argument", () => {
    refuses(() => modeSpeed(Number.NaN, false), "modeSpeed: speed must be a finite number");
    refuses(() => senseRange(Infinity, true), "senseRange: range must be a finite number");
  });
});

describe("facing (§9.5 [OPT])", () => {
  it("a point on the creature itself is in front, whatever the facing", () => {
    expect(facingSector(180, 0, 0)).toBe("front");
    expect(facingSector(90, 0, 0)).toBe("front");
  });

  it("names the argument that is not finite", () => {
    refuses(() => facingSector(Number.NaN, 1, 0), "facingSector: facingDeg must be a finite number");
    refuses(() => facingSector(0, Infinity, 0), "facingSector: dx must be a finite number");
    refuses(() => facingSector(0, 1, Number.NaN), "facingSector: dy must be a finite number");
    refuses(() => screenFacingSector(Infinity, 0, 1), "screenFacingSector: headingDeg must be a finite number");
  });
});
