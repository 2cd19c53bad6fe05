import { describe, expect, it } from "vitest";
import {
  assistResult, assistedChance, contest, difficultyBand, fateExpense, progressiveAttempt, progressiveContest, untimedAttemptDuration,
  type AssistMode,
} from "../../src/rules/index.ts";

// The rules core's guards name the function and the argument in every RangeError (src/rules/validate.ts), so a bad
// call from the shell can be traced; these pin the names each attempt function reports.
describe("attempt guards name the function and the argument", () => {
  it("progressive attempt: difficulty and each result", () => {
    expect(() => progressiveAttempt([1], Number.NaN)).toThrow("progressiveAttempt: difficulty");
    expect(() => progressiveAttempt([2, -1], 4)).toThrow("progressiveAttempt: result");
  });

  it("untimed attempt duration: difficulty, dice and period", () => {
    expect(() => untimedAttemptDuration(Number.POSITIVE_INFINITY, 2, 10)).toThrow("untimedAttemptDuration: difficulty");
    expect(() => untimedAttemptDuration(6, 0, 10)).toThrow("untimedAttemptDuration: dice");
    expect(() => untimedAttemptDuration(6, 2, Number.NaN)).toThrow("untimedAttemptDuration: period");
    expect(() => untimedAttemptDuration(6, 2, -1)).toThrow("untimedAttemptDuration: period");
  });

  it("contests, assists and the difficulty guide", () => {
    expect(() => contest(Number.NaN, 1)).toThrow("contest: a");
    expect(() => contest(1, Number.NaN)).toThrow("contest: b");
    expect(() => progressiveContest(Number.NaN, [1], [1])).toThrow("progressiveContest: target");
    expect(() => assistedChance(3, Number.NaN, 1, "add")).toThrow("assistedChance: difficulty");
    expect(() => difficultyBand(Number.NaN)).toThrow("difficultyBand: difficulty");
    expect(() => assistResult("add", -1, [])).toThrow("roll result: value");
  });
});

describe("attempt boundaries (§2.4)", () => {
  it("an untimed attempt over a zero period takes no time", () => {
    // difficulty × 2 ÷ dice × period: 6 × 2 ÷ 4 × 0.
    expect(untimedAttemptDuration(6, 4, 0)).toBe(0);
  });

  it("a progressive contest before any period is complete has no winner, even with a target of 0", () => {
    // The card asks with no complete period at first, and its target may be 0 (progressive-state.ts).
    expect(progressiveContest(0, [], [])).toEqual({ winner: null, period: null, totals: { a: 0, b: 0 } });
  });

  it("a progressive contest reports the period and both totals when one side reaches the target", () => {
    // Target 6: after period 1 the totals are 2 and 3; after period 2, 6 and 4 — only side a has reached 6.
    expect(progressiveContest(6, [2, 4], [3, 1])).toEqual({ winner: "a", period: 2, totals: { a: 6, b: 4 } });
    expect(progressiveContest(6, [2, 1], [3, 3])).toEqual({ winner: "b", period: 2, totals: { a: 3, b: 6 } });
    // Both reach it in the same period: the higher total wins, equal totals draw.
    expect(progressiveContest(6, [7], [6])).toEqual({ winner: "a", period: 1, totals: { a: 7, b: 6 } });
    expect(progressiveContest(6, [3, 3], [4, 2])).toEqual({ winner: "draw", period: 2, totals: { a: 6, b: 6 } });
  });

  it("an unknown assist mode is refused by the chance too", () => {
    expect(() => assistedChance(3, 4, 1, "multiply" as AssistMode)).toThrow('assistedChance: unknown assist mode "multiply"');
  });
});

describe("fate expense guards (§2.4 [N, OPT])", () => {
  it("refuses a negative or fractional die index", () => {
    expect(() => fateExpense([3, 4], { [-1]: 1 })).toThrow("fateExpense: no die at index -1");
    expect(() => fateExpense([3, 4], { 0.5: 1 })).toThrow("fateExpense: no die at index 0.5");
  });

  it("accepts faces 1 to 6 and refuses 0 or a fraction", () => {
    expect(fateExpense([3, 4], { 0: 6, 1: 1 })).toEqual({ faces: [6, 1], diceLost: 2 });
    expect(() => fateExpense([3, 4], { 0: 0 })).toThrow("fateExpense: bad face 0");
    expect(() => fateExpense([3, 4], { 0: 2.5 })).toThrow("fateExpense: bad face 2.5");
  });
});
