import { describe, expect, it } from "vitest";
import { speedBonusFor } from "../../src/documents/logic/token-bars.ts";

describe("speedBonusFor (token HUD edits of the derived speed)", () => {
  it("sets the bonus so the derived speed becomes the typed value", () => {
    // Derived 7 = bonus 1 + 6 from features; typing 9 stores bonus 3, not 9.
    expect(speedBonusFor(7, 1, 9, false)).toBe(3);
  });
  it("applies a relative change to the bonus", () => {
    expect(speedBonusFor(7, 1, -2, true)).toBe(-1);
    expect(speedBonusFor(7, 1, 0, true)).toBe(1);
  });
});
