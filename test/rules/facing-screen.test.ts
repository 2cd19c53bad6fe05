/** Facing on a token's heading (§9.5 [OPT]) and who perceives its back ([DEC] senses that do not face forward). */
import { describe, expect, it } from "vitest";
import { attackedFromBlindSide, perceivesBehind, screenFacingSector } from "../../src/rules/index.ts";

describe("screenFacingSector: heading 0 faces down a y-down screen, headings grow clockwise", () => {
  it("heading 0: below is the front, above the back, screen-right and screen-left the flanks", () => {
    expect(screenFacingSector(0, 0, 1)).toBe("front");
    expect(screenFacingSector(0, 0, -1)).toBe("back");
    // Facing down the screen, the creature's left hand is on screen-right.
    expect(screenFacingSector(0, 1, 0)).toBe("flankLeft");
    expect(screenFacingSector(0, -1, 0)).toBe("flankRight");
  });

  it("heading 90 (turned clockwise: facing screen-left) and 180 (facing up)", () => {
    expect(screenFacingSector(90, -1, 0)).toBe("front");
    expect(screenFacingSector(90, 1, 0)).toBe("back");
    expect(screenFacingSector(180, 0, -1)).toBe("front");
    expect(screenFacingSector(180, 0, 1)).toBe("back");
    expect(screenFacingSector(-180, 0, 1)).toBe("back");
  });

  it("a borderline attacker (exactly 135° off the front) is in the back: the acting side is favored", () => {
    expect(screenFacingSector(0, 1, -1)).toBe("back");
    expect(screenFacingSector(0, 1, 1)).not.toBe("front");
  });

  it("rejects a heading that is not a number", () => {
    expect(() => screenFacingSector(Number.NaN, 0, 1)).toThrow(RangeError);
  });
});

describe("the blind side", () => {
  it("only the back is blind, and not to a creature that perceives it", () => {
    expect(attackedFromBlindSide("back", false)).toBe(true);
    expect(attackedFromBlindSide("back", true)).toBe(false);
    for (const s of ["front", "flankLeft", "flankRight"] as const) expect(attackedFromBlindSide(s, false)).toBe(false);
  });

  it("life sense, tremorsense and sonar perceive the back; the five senses and darkvision do not", () => {
    expect(perceivesBehind(["five-senses", "darkvision", "night-vision"])).toBe(false);
    for (const s of ["life-sense", "tremorsense", "sonar"]) expect(perceivesBehind(["five-senses", s])).toBe(true);
    expect(perceivesBehind([])).toBe(false);
  });
});
