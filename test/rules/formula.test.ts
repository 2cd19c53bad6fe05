import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTE_IDS,
  defenseDiceCount,
  diceCount,
  evaluateDiceFormula,
  expressionValue,
  formatDiceExpression,
  parseDiceFormula,
  type AttributeDice,
  type DiceExpression,
} from "../../src/rules/index.ts";

const dice: AttributeDice = { might: 3, energy: 5, spirit: 4 };
const expr = (partial: Partial<DiceExpression>): DiceExpression => ({
  pools: [],
  combine: "max",
  divisor: 1,
  bonus: 0,
  mode: "points",
  ...partial,
});

describe("parseDiceFormula", () => {
  it.each([
    ["might", expr({ pools: ["might"] })],
    ["energy/2", expr({ pools: ["energy"], divisor: 2 })],
    ["might+1", expr({ pools: ["might"], bonus: 1 })],
    ["might-1", expr({ pools: ["might"], bonus: -1 })],
    ["1+might", expr({ pools: ["might"], bonus: 1 })],
    ["4", expr({ bonus: 4 })],
    ["4+3", expr({ bonus: 7 })],
    ["2*3", expr({ bonus: 6 })],
    ["-2", expr({ bonus: -2 })],
    ["max(might,spirit)", expr({ pools: ["might", "spirit"], combine: "max" })],
    ["min(energy, spirit)", expr({ pools: ["energy", "spirit"], combine: "min" })],
    ["might/spirit take-higher", expr({ pools: ["might", "spirit"], combine: "max" })],
    ["energy/spirit take-lower🎲", expr({ pools: ["energy", "spirit"], combine: "min" })],
    ["max(might,spirit)/2+1", expr({ pools: ["might", "spirit"], divisor: 2, bonus: 1 })],
    [" Might + 1 🎲 ", expr({ pools: ["might"], bonus: 1 })],
    ["energy🎲+", expr({ pools: ["energy"], mode: "faceSum" })],
    ["3🅽", expr({ bonus: 3, mode: "faceSum" })],
    ["spirit🅟", expr({ pools: ["spirit"] })],
    ["(might)", expr({ pools: ["might"] })],
    ["energy÷2", expr({ pools: ["energy"], divisor: 2 })],
    ["might−1", expr({ pools: ["might"], bonus: -1 })],
    ["2×3", expr({ bonus: 6 })],
  ])("%s", (text, expected) => {
    expect(parseDiceFormula(text)).toEqual(expected);
  });

  it.each([
    ["", /empty formula/],
    ["might+", /unexpected end/],
    ["strength", /unknown name "strength"/],
    ["might$", /unexpected "\$"/],
    ["max(might", /expected "\)"/],
    ["energy/2+spirit/2", /cannot be stored as a dice expression/],
    ["might*2", /cannot be stored/],
    ["might/0", /cannot be stored/],
    ["might/2/2", /cannot be stored/],
    ["might-energy", /cannot be stored/],
    ["2-might", /cannot be stored/],
    ["max(might,2)", /cannot be stored/],
    ["-might", /cannot be stored/],
    // a part that cannot be stored makes the whole sum unstorable, on either side
    ["max(might,2)+1", /cannot be stored/],
    ["1+max(might,2)", /cannot be stored/],
    // only pools carry a divisor, and (might+1)/2 is not might/2+1
    ["0/2", /cannot be stored/],
    ["(might+1)/2", /cannot be stored/],
    // the roll-mode mark ends the formula; text after it is an error, not dropped
    ["might🎲+1", /unexpected/],
    // the position points at the first character the grammar cannot read
    ["$might", /unexpected "\$" at position 0/],
    ["1+strength", /unknown name "strength" at position 2/],
    ["99999999999999999999", /number too large/],
    ["x".repeat(600), /longer than 500/],
    ["1" + " ".repeat(500), /longer than 500/],
  ])("rejects %j", (text, message) => {
    expect(() => parseDiceFormula(text)).toThrow(RangeError);
    expect(() => parseDiceFormula(text)).toThrow(message);
  });

  it("rejects a non-string", () => {
    expect(() => parseDiceFormula(42 as unknown as string)).toThrow(RangeError);
    expect(() => parseDiceFormula(42 as unknown as string)).toThrow(/must be a string, got number/);
  });

  it("accepts text of exactly 500 characters", () => {
    expect(parseDiceFormula("1" + " ".repeat(499))).toEqual(expr({ bonus: 1 }));
  });
});

describe("formatDiceExpression", () => {
  it.each([
    [expr({ pools: ["might"] }), "might"],
    [expr({ pools: ["energy"], divisor: 2 }), "energy/2"],
    [expr({ pools: ["might"], bonus: 1 }), "might+1"],
    [expr({ pools: ["might"], bonus: -2 }), "might-2"],
    [expr({ bonus: 4 }), "4"],
    [expr({ pools: ["might", "spirit"], combine: "min", divisor: 3, bonus: 2 }), "min(might,spirit)/3+2"],
    [expr({ pools: ["energy"], mode: "faceSum" }), "energy🎲+"],
  ])("formats %j as %s", (e, text) => {
    expect(formatDiceExpression(e)).toBe(text);
  });

  it("rejects malformed expressions", () => {
    expect(() => formatDiceExpression(expr({ pools: ["luck" as "might"] }))).toThrow(/unknown attribute/);
    expect(() => formatDiceExpression(expr({ divisor: 0 }))).toThrow(RangeError);
    expect(() => formatDiceExpression(expr({ divisor: 0 }))).toThrow(/formatDiceExpression: divisor must be at least 1/);
    expect(() => formatDiceExpression(expr({ bonus: Infinity }))).toThrow(/formatDiceExpression: bonus must be a finite/);
    expect(() => formatDiceExpression(expr({ bonus: 1.5 }))).toThrow(/bonus must be an integer/);
    expect(() => formatDiceExpression(expr({ bonus: Number.NaN }))).toThrow(RangeError);
    expect(() => formatDiceExpression(expr({ combine: "sum" as "max" }))).toThrow(/combine/);
    expect(() => formatDiceExpression(expr({ mode: "pips" as "points" }))).toThrow(/roll mode/);
  });

  const arbExpression = fc
    .record({
      pools: fc.uniqueArray(fc.constantFrom(...ATTRIBUTE_IDS), { maxLength: 3 }),
      combine: fc.constantFrom("max" as const, "min" as const),
      divisor: fc.integer({ min: 1, max: 6 }),
      bonus: fc.integer({ min: -5, max: 12 }),
      mode: fc.constantFrom("points" as const, "faceSum" as const),
    })
    .map((e): DiceExpression => {
      // canonical forms: no pools → divisor 1 and combine max; one pool → combine max
      if (e.pools.length === 0) return { ...e, divisor: 1, combine: "max" };
      if (e.pools.length === 1) return { ...e, combine: "max" };
      return e;
    });

  it("round-trips through parseDiceFormula (property)", () => {
    fc.assert(
      fc.property(arbExpression, (e) => {
        expect(parseDiceFormula(formatDiceExpression(e))).toEqual(e);
      }),
      { numRuns: 1000 },
    );
  });

  it("the structured value equals the full-grammar value of its text (property)", () => {
    const arbDice = fc.record({
      might: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
      energy: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
      spirit: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
    });
    fc.assert(
      fc.property(arbExpression, arbDice, (e, d) => {
        const text = formatDiceExpression({ ...e, mode: "points" });
        expect(expressionValue(e, d)).toBeCloseTo(evaluateDiceFormula(text, d), 12);
        expect(diceCount(e, d)).toBe(diceCount(text, d));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("expressionValue", () => {
  it("reads combine(pools) / divisor + bonus", () => {
    expect(expressionValue(expr({ pools: ["might", "energy"], divisor: 2, bonus: 1 }), dice)).toBe(3.5);
    expect(expressionValue(expr({ bonus: -2 }), dice)).toBe(-2);
  });

  it("rejects a malformed expression, naming itself", () => {
    expect(() => expressionValue(expr({ pools: ["might"], divisor: 0 }), dice)).toThrow(
      /expressionValue: divisor must be at least 1/,
    );
  });
});

describe("evaluateDiceFormula (§0, §2.2)", () => {
  it.each([
    ["might", 3],
    ["energy/2", 2.5],
    ["energy/2+spirit/2", 4.5],
    ["(might+energy)*2", 16],
    ["might*energy/spirit", 3.75],
    ["-might+10", 7],
    ["max(might,energy,spirit)", 5],
    ["min(might,energy)-1", 2],
    ["max(might/2, 1)", 1.5],
    ["7/3*3", 7],
    ["2 - 3 - 4", -5],
    ["12/2/3", 2],
    // fractions on both sides of each operator
    ["spirit-energy/2", 1.5],
    ["(might/2)*(energy/2)", 3.75],
    ["might/(energy/2)", 1.2],
    ["max(might/2, spirit/3)", 1.5],
    ["max(spirit/3, might/2)", 1.5],
    // a negative divisor: the sign moves to the value, and max/min still order it correctly
    ["6/-2", -3],
    ["max(1, 6/-2)", 1],
    ["min(1, 6/-2)", -3],
    ["max(1, -2)", 1],
    ["min(1, -2)", -2],
    // the spec's "a/b take-higher" notation: any number of names, spaces around the slashes, a space for the hyphen
    ["might/energy/spirit take-lower", 3],
    ["might / spirit take-higher", 4],
    ["energy/spirit take higher", 5],
    ["2×3", 6],
  ])("%s = %s", (text, value) => {
    expect(evaluateDiceFormula(text, dice)).toBe(value);
  });

  it("drops void attributes from max/min and uses 3 for a lone void attribute", () => {
    const voidMight: AttributeDice = { might: null, energy: 5, spirit: 2 };
    expect(evaluateDiceFormula("max(might,spirit)", voidMight)).toBe(2);
    expect(evaluateDiceFormula("min(might,energy)", voidMight)).toBe(5);
    expect(evaluateDiceFormula("might", voidMight)).toBe(3);
    expect(evaluateDiceFormula("max(might)", voidMight)).toBe(3);
    expect(evaluateDiceFormula("might+1", voidMight)).toBe(4);
  });

  it("rejects division by zero and bad dice", () => {
    expect(() => evaluateDiceFormula("might/(energy-5)", dice)).toThrow(/divides by zero/);
    expect(() => evaluateDiceFormula("might", { ...dice, might: Number.NaN })).toThrow(RangeError);
    expect(() => evaluateDiceFormula("might", { ...dice, might: 2.5 })).toThrow(/must be an integer or null/);
    expect(() => evaluateDiceFormula("might)", dice)).toThrow(RangeError);
  });
});

describe("diceCount (§2.2, §10.3 #12)", () => {
  it("truncates once, then adds modifiers, then keeps one die", () => {
    expect(diceCount("might/3", { might: 2, energy: 3, spirit: 3 }, { advantage: 1 })).toBe(1);
    expect(diceCount("energy/2", dice)).toBe(2);
    expect(diceCount("might", dice, { advantage: 2, disadvantage: 1, voluntary: 1 })).toBe(3);
    expect(diceCount("might", dice, { disadvantage: 10 })).toBe(1);
    expect(diceCount("0", dice)).toBe(1);
    expect(diceCount("-5", dice)).toBe(1);
    expect(diceCount(parseDiceFormula("max(might,energy)+1"), dice)).toBe(6);
  });

  it("void pools: all void gives 3", () => {
    const allVoid: AttributeDice = { might: null, energy: null, spirit: null };
    expect(diceCount(expr({ pools: ["might", "spirit"] }), allVoid)).toBe(3);
    expect(diceCount(expr({ pools: ["might", "spirit"], combine: "min" }), { might: null, energy: 1, spirit: 4 })).toBe(4);
  });

  it("handles absurd pools without clamping them", () => {
    expect(diceCount("10000", dice)).toBe(10000);
  });

  it.each([
    [{ advantage: -1 }, /diceCount: advantage must be at least 0/],
    [{ disadvantage: 1.5 }, /diceCount: disadvantage must be an integer/],
    [{ voluntary: Number.NaN }, /diceCount: voluntary must be an integer/],
    [{ voluntary: -2 }, /diceCount: voluntary must be at least 0/],
    [{ advantage: Infinity }, /diceCount: advantage must be an integer/],
  ])("rejects modifiers %j, naming the modifier", (mods, message) => {
    expect(() => diceCount("might", dice, mods)).toThrow(RangeError);
    expect(() => diceCount("might", dice, mods)).toThrow(message);
  });

  it("an advantage never lowers the count; a disadvantage never raises it (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.nat(8), fc.nat(8), (m, adv, dis) => {
        const d = { might: m, energy: 3, spirit: 3 };
        const n = diceCount("might", d, { advantage: adv, disadvantage: dis });
        expect(diceCount("might", d, { advantage: adv + 1, disadvantage: dis })).toBeGreaterThanOrEqual(n);
        expect(diceCount("might", d, { advantage: adv, disadvantage: dis + 1 })).toBeLessThanOrEqual(n);
        expect(n).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("defenseDiceCount (§6.2)", () => {
  it("block/dodge/resist read might/energy/spirit; void → 3; minimum 1", () => {
    expect(defenseDiceCount("block", dice)).toBe(3);
    expect(defenseDiceCount("dodge", dice, 1)).toBe(6);
    expect(defenseDiceCount("resist", dice, 0, 2)).toBe(2);
    expect(defenseDiceCount("resist", { ...dice, spirit: null })).toBe(3);
    expect(defenseDiceCount("dodge", { ...dice, energy: 0 })).toBe(1);
  });

  it("rejects unknown kinds and bad modifiers", () => {
    expect(() => defenseDiceCount("parry" as "block", dice)).toThrow(/unknown defense/);
    expect(() => defenseDiceCount("block", dice, -1)).toThrow(RangeError);
    expect(() => defenseDiceCount("block", dice, 0, Number.NaN)).toThrow(RangeError);
    expect(() => defenseDiceCount("block", dice, -1)).toThrow(/defenseDiceCount: advantage must be at least 0/);
    expect(() => defenseDiceCount("block", dice, 0, Number.NaN)).toThrow(/defenseDiceCount: disadvantage must be/);
    expect(() => defenseDiceCount("block", dice, 0, 0, -1)).toThrow(/defenseDiceCount: voluntary must be at least 0/);
  });
});

describe("formulas written with the rulebook's Chinese words", () => {
  const dice = { might: 4, energy: 5, spirit: 3 };
  it.each([
    ["强壮", "might"],
    ["活力骰÷2", "energy/2"],
    ["强壮+1", "might+1"],
    ["强壮/精神孰高", "might/spirit take-higher"],
    ["活力/精神 孰低", "energy/spirit take-lower"],
    ["（强壮＋精神）／2", "(might+spirit)/2"],
    ["活力骰🎲+", "energy🎲+"],
    ["max（强壮，精神骰）", "max(might,spirit)"],
    ["强壮－1", "might-1"],
  ])("%s reads like %s", (chinese, english) => {
    expect(evaluateDiceFormula(chinese, dice)).toBe(evaluateDiceFormula(english, dice));
  });
  it("parses to the same structured expression", () => {
    expect(parseDiceFormula("强壮/精神孰高")).toEqual(parseDiceFormula("max(might,spirit)"));
    expect(parseDiceFormula("活力骰÷2")).toEqual(parseDiceFormula("energy/2"));
  });
});
