import { describe, expect, it } from "vitest";
import { formulaFor, formulaForCount, planRoll, wholeAtLeastZero } from "../../src/dice/formula.ts";
import type { AttributeDice } from "../../src/rules/types.ts";

const dice: AttributeDice = { might: 3, energy: 5, spirit: 2 };

describe("formulaFor", () => {
  it("builds Nd6p for points from current attribute dice", () => {
    expect(formulaFor("might", dice)).toBe("3d6p");
    expect(formulaFor("might+1", dice)).toBe("4d6p");
    expect(formulaFor("energy/2", dice)).toBe("2d6p");
    expect(formulaFor("might/spirit take-higher", dice)).toBe("3d6p");
    expect(formulaFor("4", dice)).toBe("4d6p");
  });

  it("keeps face-sum rolls as plain Nd6", () => {
    expect(formulaFor("energy🎲+", dice)).toBe("5d6");
    expect(formulaFor("energy", dice, {}, "faceSum")).toBe("5d6");
    expect(formulaForCount(3, "faceSum")).toBe("3d6");
  });

  it("adds advantages and removes disadvantages and voluntary dice", () => {
    expect(formulaFor("might", dice, { advantage: 2 })).toBe("5d6p");
    expect(formulaFor("might", dice, { disadvantage: 1, voluntary: 1 })).toBe("1d6p");
  });

  it("never rolls fewer than one die", () => {
    expect(formulaFor("spirit", dice, { disadvantage: 5 })).toBe("1d6p");
    expect(formulaFor("might", { ...dice, might: 0 })).toBe("1d6p");
  });

  it("applies the minimum after advantages (§10.3 #12): might/3 with 2 dice and 1 advantage → 1 die", () => {
    expect(formulaFor("might/3", { ...dice, might: 2 }, { advantage: 1 })).toBe("1d6p");
  });

  it("rolls 3 dice for a void attribute used alone", () => {
    expect(formulaFor("might", { ...dice, might: null })).toBe("3d6p");
  });

  it("accepts a structured expression", () => {
    expect(formulaFor({ pools: ["energy"], combine: "max", divisor: 1, bonus: 1, mode: "points" }, dice)).toBe("6d6p");
  });

  it("rolls full-grammar text that has no structured form", () => {
    const plan = planRoll("energy/2+spirit/2", dice);
    expect(plan.formula).toBe("3d6p");
    expect(plan.expression).toBeNull();
  });

  it("throws on unreadable text", () => {
    expect(() => planRoll("banana", dice)).toThrow();
  });
});

describe("planRoll", () => {
  it("describes the expression without its mode mark", () => {
    const plan = planRoll("might+1🎲+", dice);
    expect(plan).toMatchObject({ diceCount: 4, mode: "faceSum", formula: "4d6", expressionText: "might+1" });
  });
});

describe("wholeAtLeastZero", () => {
  it("reads form input into whole numbers ≥ 0", () => {
    expect([wholeAtLeastZero("2"), wholeAtLeastZero(""), wholeAtLeastZero(-1), wholeAtLeastZero("x"), wholeAtLeastZero(2.7)]).toEqual([2, 0, 0, 0, 2]);
  });
});
