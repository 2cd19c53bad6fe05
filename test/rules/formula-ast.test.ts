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
