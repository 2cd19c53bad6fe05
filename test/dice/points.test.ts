import { describe, expect, it } from "vitest";
import { dieViews, scoreResults, type ScorableResult } from "../../src/dice/points.ts";
import { registerPointsModifier } from "../../src/dice/points-modifier.ts";
import { activeResults as results } from "../support/dice.ts";

describe("scoreResults (the p modifier's core)", () => {
  it("scores 1 → 1, 2 → 2, 3–6 → 0 into count and marks scoring faces as successes", () => {
    const rs = results(1, 2, 3, 4, 5, 6);
    expect(scoreResults(rs)).toBe(3);
    expect(rs.map((r) => r.count)).toEqual([1, 2, 0, 0, 0, 0]);
    expect(rs.map((r) => r.success)).toEqual([true, true, false, false, false, false]);
  });

  it("matches the rulebook example 3,1,2,6 → 3 points", () => {
    expect(scoreResults(results(3, 1, 2, 6))).toBe(3);
  });

  it("leaves discarded results alone", () => {
    const rs: ScorableResult[] = [{ result: 2, active: false }, { result: 1, active: true }];
    expect(scoreResults(rs)).toBe(1);
    expect(rs[0]!.count).toBeUndefined();
  });

  it("throws on a face that is not a d6 face", () => {
    expect(() => scoreResults(results(7))).toThrow(RangeError);
  });
});

describe("dieViews", () => {
  it("shows points in points mode and none in face-sum mode", () => {
    expect(dieViews(results(2, 5), "points").map((d) => [d.face, d.points, d.scores])).toEqual([[2, 2, true], [5, 0, false]]);
    expect(dieViews(results(2, 5), "faceSum").map((d) => d.points)).toEqual([0, 0]);
  });
});

describe("registerPointsModifier", () => {
  class FakeDie {
    static MODIFIERS: Record<string, string> = { r: "reroll" };
    constructor(public faces: number, public results: ScorableResult[]) {}
  }
  registerPointsModifier(FakeDie);
  /** Calls the modifier the way Foundry resolves a string entry: as a method of the die. */
  const apply = (die: FakeDie) => (die as unknown as Record<string, (m: string) => void>)[FakeDie.MODIFIERS.p!]!.call(die, "p");

  it("adds the letter p next to the existing modifiers", () => {
    expect(FakeDie.MODIFIERS).toEqual({ r: "reroll", p: "countMeshalPoints" });
  });

  it("scores a d6 and leaves other dice alone", () => {
    const d6 = new FakeDie(6, results(1, 2, 4));
    apply(d6);
    expect(d6.results.map((r) => r.count)).toEqual([1, 2, 0]);
    const d8 = new FakeDie(8, results(1, 8));
    apply(d8);
    expect(d8.results.map((r) => r.count)).toEqual([undefined, undefined]);
  });
});
