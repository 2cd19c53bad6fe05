import { describe, expect, it } from "vitest";
import { afterFullRestReplenishment, dailySupply, naturalDeathDice, searchCost, survivesNaturalDeath } from "../../src/rules/life.ts";
import type { SizeId } from "../../src/rules/size.ts";

describe("life rules: guards name the function and the argument", () => {
  it("refuses negative points, years, losses and dice", () => {
    expect(() => survivesNaturalDeath(-1, 2)).toThrow("survivesNaturalDeath: points must be at least 0, got -1");
    expect(() => survivesNaturalDeath(3, -2)).toThrow("survivesNaturalDeath: yearsAged must be at least 0, got -2");
    expect(() => afterFullRestReplenishment({ might: 0, energy: -1, spirit: 0 })).toThrow(
      "afterFullRestReplenishment: energy must be at least 0, got -1",
    );
    expect(() => naturalDeathDice({ might: 2, energy: null, spirit: -1 })).toThrow("naturalDeathDice: spirit must be at least 0, got -1");
    expect(() => dailySupply("colossal" as SizeId)).toThrow('dailySupply: unknown size "colossal"');
  });
});

describe("life rules: values", () => {
  it("a small creature needs one portion a day, like a tiny one; medium two; large four", () => {
    expect(dailySupply("small")).toEqual({ food: 1, drink: 1, sleepHours: 6 });
    expect(dailySupply("medium").food).toBe(2);
    expect(dailySupply("large").food).toBe(4);
  });

  it("search costs 1⚡, or 3⚡ with the newer-edition variant", () => {
    expect(searchCost(false)).toBe(1);
    expect(searchCost(true)).toBe(3);
  });
});
