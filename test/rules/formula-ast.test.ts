/**
 * The exact evaluator's own promise (formula-ast.ts `Fraction`): values come back in lowest terms with a positive
 * denominator, whatever the signs of the operands. max/min compare fractions by cross-multiplying, which is only
 * right when every denominator is positive.
 */
import { describe, expect, it } from "vitest";
import { evaluateNode, parseFormula, readDice } from "../../src/rules/formula-ast.ts";
import type { AttributeDice } from "../../src/rules/index.ts";

const dice: AttributeDice = { might: 3, energy: 5, spirit: 4 };
const valueOf = (text: string) => evaluateNode(parseFormula(text).tree, dice);

describe("evaluateNode fractions", () => {
  it.each([
    ["4/6", { n: 2, d: 3 }],
    ["spirit/-6", { n: -2, d: 3 }],
    ["6/-2", { n: -3, d: 1 }],
    ["-might/-6", { n: 1, d: 2 }],
    ["energy/2*2", { n: 5, d: 1 }],
  ])("%s is %j", (text, fraction) => {
    expect(valueOf(text)).toEqual(fraction);
  });
});

describe("max/min past 2^53", () => {
  // The cross-products exceed 2^53 and round to a tie although the two fractions differ; the first operand is kept.
  const first = "9007199254740991 - 1/2";
  const second = "9007199254740990 + 1/3";

  it("keeps the first operand on a rounding tie", () => {
    expect(valueOf(first)).not.toEqual(valueOf(second));
    expect(valueOf(`max(${first}, ${second})`)).toEqual(valueOf(first));
    expect(valueOf(`min(${second}, ${first})`)).toEqual(valueOf(second));
  });
});

describe("readDice", () => {
  it("passes integers and null, refuses anything else", () => {
    expect(readDice(dice, "energy")).toBe(5);
    expect(readDice({ ...dice, spirit: null }, "spirit")).toBeNull();
    expect(() => readDice({ ...dice, might: 2.5 }, "might")).toThrow(/"might" must be an integer or null, got 2.5/);
    expect(() => readDice({ ...dice, might: "3" as unknown as number }, "might")).toThrow(RangeError);
  });
});

describe("the rulebook's words and full-width signs: each pattern, what it reads and what it leaves alone", () => {
  const same = (text: string) => parseFormula(text).tree;
  // [pattern, text it reads, the formula it reads as, a near miss it must not read]
  it.each([
    ["强壮骰?", "强壮骰+强壮", "might+might", "强+1"],
    ["活力骰?", "活力骰+活力", "energy+energy", "活+1"],
    ["精神骰?", "精神骰+精神", "spirit+spirit", "神骰+1"],
    ["孰高", "强壮/精神孰高", "max(might,spirit)", "强壮/精神孰"],
    ["孰低", "强壮/精神孰低", "min(might,spirit)", "强壮/精神低"],
    ["（", "（might+1)", "(might+1)", "【might+1)"],
    ["）", "(might+1）", "(might+1)", "(might+1】"],
    ["，", "max(might，spirit)", "max(might,spirit)", "max(might、spirit)"],
    ["＋", "might＋1", "might+1", "might﹢1"],
    ["－", "might－1", "might-1", "might一1"],
    ["／", "might／2", "might/2", "might＼2"],
  ])("%s reads %s as %s and refuses %s", (_pattern, text, formula, nearMiss) => {
    expect(same(text)).toEqual(same(formula));
    expect(() => parseFormula(nearMiss)).toThrow(RangeError);
  });

  it("reads every occurrence, and 骰 only right after its attribute's word", () => {
    expect(same("（强壮＋活力骰）／精神")).toEqual(same("(might+energy)/spirit"));
    expect(() => parseFormula("骰强壮")).toThrow(RangeError);
  });
});
