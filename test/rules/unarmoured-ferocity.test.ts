import { describe, expect, it } from "vitest";
import { unarmouredFerocityBonus } from "../../src/rules/index.ts";

describe("unarmouredFerocityBonus (Unarmoured Ferocity)", () => {
  const bare = (mightTotal: number) => unarmouredFerocityBonus({ mightTotal, wearsProtectiveGear: false });
  it("gives +1 under Might 6", () => {
    expect(bare(1)).toBe(1);
    expect(bare(5)).toBe(1);
  });
  it("gives +2 from Might 6 up to 8", () => {
    expect(bare(6)).toBe(2);
    expect(bare(8)).toBe(2);
  });
  it("gives +3 from Might 9", () => {
    expect(bare(9)).toBe(3);
    expect(bare(14)).toBe(3);
  });
  it("gives nothing while any protective gear is worn, whatever the Might", () => {
    for (const mightTotal of [1, 5, 6, 8, 9, 12]) expect(unarmouredFerocityBonus({ mightTotal, wearsProtectiveGear: true })).toBe(0);
  });
});
