import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_MOBILITY,
  areaSpan,
  assistResult,
  beyondRangeDisadvantage,
  cancelledActionRefund,
  checkAction,
  checkRange,
  contest,
  difficultyBand,
  fallingAttackDice,
  fateExpense,
  gridlessDistance,
  initiativeDice,
  liftLimitKg,
  mobilityAtTurnStart,
  movementRate,
  orderGroupInitiative,
  orderInitiative,
  planTactic,
  poorMode,
  progressiveAttempt,
  progressiveContest,
  spendMobility,
  squareGridDistance,
  travelDistanceKm,
  unresolvedTies,
  untimedAttemptDuration,
  type AssistMode,
} from "../../src/rules/index.ts";

describe("attempts and contests (§2.4)", () => {
  it("progressive attempt keeps totalling after success", () => {
    expect(progressiveAttempt([5, 3], 4)).toEqual({ runningTotals: [5, 8], succeededOnRoll: 1 });
    expect(progressiveAttempt([], 4)).toEqual({ runningTotals: [], succeededOnRoll: null });
    expect(() => progressiveAttempt([-1], 4)).toThrow(RangeError);
    expect(() => progressiveAttempt([1], Number.NaN)).toThrow(RangeError);
  });

  it("untimed progressive attempts: difficulty × 2 ÷ dice × period", () => {
    expect(untimedAttemptDuration(6, 4, 10)).toBe(30);
    expect(untimedAttemptDuration(-2, 4, 10)).toBe(0);
    expect(() => untimedAttemptDuration(6, 0, 10)).toThrow(RangeError);
    expect(() => untimedAttemptDuration(6, 2, -1)).toThrow(RangeError);
  });

  it("contest and progressive contest", () => {
    expect(contest(1, 2)).toBe("b");
    expect(() => contest(Number.NaN, 1)).toThrow(RangeError);
    expect(progressiveContest(5, [5], [6])).toMatchObject({ winner: "b", period: 1 });
    expect(progressiveContest(5, [5], [5])).toMatchObject({ winner: "draw", period: 1 });
    expect(progressiveContest(5, [6], [5])).toMatchObject({ winner: "a", period: 1 });
    expect(progressiveContest(5, [2, 2], [1])).toEqual({ winner: null, period: null, totals: { a: 4, b: 1 } });
    expect(() => progressiveContest(5, [1.5], [1])).toThrow(RangeError);
    expect(() => progressiveContest(Number.NaN, [1], [1])).toThrow(RangeError);
  });

  it("assist modes", () => {
    expect(assistResult("add", 2, [])).toBe(2);
    expect(assistResult("takeHigher", 1, [3, 2])).toBe(3);
    expect(() => assistResult("multiply" as AssistMode, 1, [1])).toThrow(/unknown assist mode/);
    expect(() => assistResult("add", 1, [Number.NaN])).toThrow(RangeError);
  });

  it("difficulty guide bands", () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(difficultyBand)).toEqual([
      "trivial", "trivial", "easy", "easy", "skilled", "skilled", "expert", "expert", "exceptional", "exceptional", "beyond", "beyond",
    ]);
    expect(() => difficultyBand(Number.NaN)).toThrow(RangeError);
  });

  it("fate expense removes one die per changed die", () => {
    expect(fateExpense([3, 4, 1], { 0: 1, 2: 1 })).toEqual({ faces: [1, 4, 1], diceLost: 1 });
    expect(() => fateExpense([3], { 1: 1 })).toThrow(/no die at index 1/);
    expect(() => fateExpense([3], { 0: 7 })).toThrow(/bad face/);
  });
});

describe("mobility and actions (§5.3, §5.4)", () => {
  it("resets to max at the start of the own turn", () => {
    expect(DEFAULT_MAX_MOBILITY).toBe(3);
    expect(mobilityAtTurnStart(3)).toBe(3);
    expect(() => mobilityAtTurnStart(-1)).toThrow(RangeError);
  });

  it("plans long actions", () => {
    expect(planTactic(0, 3, 0)).toEqual({ spendPerTurn: [0], completesOnTurn: 1, leftoverOnCompletionTurn: 0, isLong: false });
    expect(planTactic(4, 3, 0)).toEqual({ spendPerTurn: [0, 3, 1], completesOnTurn: 3, leftoverOnCompletionTurn: 2, isLong: true });
    expect(() => planTactic(4, 0, 1)).toThrow(/never completes/);
    expect(() => planTactic(100_000, 1, 0)).toThrow(/10,000 turns/);
    expect(() => planTactic(1.5, 3, 3)).toThrow(RangeError);
  });

  it("a plan always pays exactly the cost (property)", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.integer({ min: 1, max: 6 }), fc.nat(6), (cost, max, remaining) => {
        const p = planTactic(cost, max, remaining);
        expect(p.spendPerTurn.reduce((a, b) => a + b, 0)).toBe(cost);
        expect(p.spendPerTurn.slice(1).every((x) => x <= max)).toBe(true);
        expect(p.leftoverOnCompletionTurn).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("checks action kinds", () => {
    const base = { cost: 1, remaining: 1, ownTurn: true };
    expect(checkAction({ ...base, kind: "tactic" })).toEqual({ allowed: true, long: false, total: 1 });
    expect(checkAction({ ...base, kind: "tactic", attachedCost: 1 })).toEqual({ allowed: true, long: true, total: 2 });
    expect(checkAction({ ...base, kind: "tactic", ownTurn: false })).toEqual({ allowed: false, reason: "notOwnTurn" });
    expect(checkAction({ ...base, kind: "reaction", ownTurn: false })).toEqual({ allowed: true, long: false, total: 1 });
    expect(checkAction({ ...base, kind: "reaction", attachedCost: 1 })).toEqual({ allowed: false, reason: "notEnoughMobility" });
    expect(checkAction({ ...base, kind: "attached" })).toEqual({ allowed: false, reason: "attachedAlone" });
    expect(checkAction({ ...base, kind: "tactic", inLongAction: true })).toEqual({ allowed: false, reason: "longActionInProgress" });
    expect(checkAction({ ...base, kind: "reaction", unconscious: true })).toEqual({ allowed: false, reason: "unconscious" });
    expect(() => checkAction({ ...base, kind: "dance" as "tactic" })).toThrow(/unknown action kind/);
    expect(() => checkAction({ ...base, kind: "tactic", cost: -1 })).toThrow(RangeError);
  });

  it("spends and refunds", () => {
    expect(spendMobility(3, 2)).toBe(1);
    expect(() => spendMobility(1, 2)).toThrow(/only 1⚡ left/);
    expect(cancelledActionRefund([2, 3, 1], 2)).toBe(1);
    expect(cancelledActionRefund([2], 5)).toBe(0);
    expect(() => cancelledActionRefund([2], -1)).toThrow(RangeError);
  });
});

describe("initiative (§5.2, §10.3 #3)", () => {
  it("orders by face sum, tie-breaks, then late-joiner batches", () => {
    const order = orderInitiative([
      { id: "late2", faceSum: 30, lateJoiner: true, batch: 2 },
      { id: "lateA", faceSum: 5, lateJoiner: true },
      { id: "lateB", faceSum: 9, lateJoiner: true },
      { id: "x", faceSum: 10 },
      { id: "y", faceSum: 12 },
    ]);
    expect(order).toEqual(["y", "x", "lateB", "lateA", "late2"]);
  });

  it("reports ties still to be rolled", () => {
    const entries = [
      { id: "a", faceSum: 10, tieBreaks: [9] },
      { id: "b", faceSum: 10, tieBreaks: [9] },
      { id: "c", faceSum: 10, tieBreaks: [5] },
      { id: "d", faceSum: 4 },
      { id: "e", faceSum: 4 },
      { id: "f", faceSum: 4, lateJoiner: true },
    ];
    expect(unresolvedTies(entries)).toEqual([["a", "b"], ["d", "e"]]);
    expect(orderInitiative(entries)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("group initiative expands groups in order", () => {
    const order = orderGroupInitiative(
      [{ id: "goblins", faceSum: 9 }, { id: "hero", faceSum: 12 }],
      { goblins: ["g1", "g2", "g3"], hero: ["hero"] },
    );
    expect(order).toEqual(["hero", "g1", "g2", "g3"]);
    expect(() => orderGroupInitiative([{ id: "x", faceSum: 1 }], {})).toThrow(/no members/);
  });

  it("initiative dice and validation", () => {
    expect(initiativeDice(null)).toBe(3);
    expect(initiativeDice(0)).toBe(1);
    expect(initiativeDice(5)).toBe(5);
    expect(() => initiativeDice(-1)).toThrow(RangeError);
    expect(() => orderInitiative([{ id: "a", faceSum: 1 }, { id: "a", faceSum: 2 }])).toThrow(/duplicate id/);
    expect(() => orderInitiative([{ id: "a", faceSum: Number.NaN }])).toThrow(RangeError);
    expect(() => orderInitiative([{ id: "a", faceSum: 1, tieBreaks: [-2] }])).toThrow(RangeError);
    expect(() => orderInitiative([{ id: "a", faceSum: 1, lateJoiner: true, batch: 0 }])).toThrow(RangeError);
  });

  it("the order is a permutation with non-increasing face sums among starters (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ faceSum: fc.nat(36), late: fc.boolean() }), { maxLength: 12 }), (list) => {
        const entries = list.map((e, i) => ({ id: `c${i}`, faceSum: e.faceSum, lateJoiner: e.late }));
        const order = orderInitiative(entries);
        expect([...order].sort()).toEqual(entries.map((e) => e.id).sort());
        const byId = new Map(entries.map((e) => [e.id, e]));
        const starters = order.map((id) => byId.get(id)!).filter((e) => !e.lateJoiner);
        for (let i = 1; i < starters.length; i++) expect(starters[i]!.faceSum).toBeLessThanOrEqual(starters[i - 1]!.faceSum);
        const firstLate = order.findIndex((id) => byId.get(id)!.lateJoiner);
        if (firstLate >= 0) expect(order.slice(firstLate).every((id) => byId.get(id)!.lateJoiner)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("grid and ranges (§9.1, §4.3)", () => {
  it("square distance is symmetric and sign-free", () => {
    expect(squareGridDistance(-3, 3)).toBe(4);
    expect(squareGridDistance(0, 0)).toBe(0);
    expect(() => squareGridDistance(1.5, 0)).toThrow(RangeError);
    expect(() => squareGridDistance(Number.NaN, 0)).toThrow(RangeError);
  });

  it("distance is a metric-like count (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (dx, dy) => {
        const d = squareGridDistance(dx, dy);
        expect(d).toBe(squareGridDistance(dy, dx));
        expect(d).toBeGreaterThanOrEqual(Math.max(Math.abs(dx), Math.abs(dy)));
        expect(d).toBeLessThanOrEqual(Math.abs(dx) + Math.abs(dy));
      }),
      { numRuns: 1000 },
    );
  });

  it("gridless and areas", () => {
    expect(gridlessDistance(-7.9, 2)).toBe(3);
    expect(() => gridlessDistance(1, 0)).toThrow(RangeError);
    expect(() => gridlessDistance(Number.NaN, 1)).toThrow(RangeError);
    expect(areaSpan(2)).toBe(5);
    expect(() => areaSpan(-1)).toThrow(RangeError);
  });

  it("range bounds are configurable (newer edition: ≥ X)", () => {
    const newer = { minInclusive: true, maxInclusive: false };
    expect(checkRange(3, 6, 3, newer)).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(3, 6, 2, newer)).toEqual({ status: "tooClose", disadvantage: 3 });
    expect(checkRange(3, 6, 6, { minInclusive: false, maxInclusive: true })).toEqual({ status: "inRange", disadvantage: 0 });
    expect(checkRange(null, 3, 4)).toEqual({ status: "outOfRange", disadvantage: 0 });
    expect(() => checkRange(null, 3, -1)).toThrow(RangeError);
    expect(() => checkRange(Number.NaN, 3, 1)).toThrow(RangeError);
    expect(() => checkRange(null, Infinity, 1)).toThrow(RangeError);
  });

  it("beyond-range penalty", () => {
    expect(beyondRangeDisadvantage(6, 6)).toBe(0);
    // §4.3: per full multiple of the range exceeded (issue 21 #3; test/rules/grid-range.test.ts).
    expect(beyondRangeDisadvantage(7, 6)).toBe(0);
    expect(beyondRangeDisadvantage(12, 6)).toBe(2);
    expect(beyondRangeDisadvantage(13, 6)).toBe(2);
    expect(() => beyondRangeDisadvantage(3, 0)).toThrow(RangeError);
  });
});

describe("movement (§9.3)", () => {
  it("speed modifiers, posture and the newer variant", () => {
    expect(movementRate(3, 2, 0)).toEqual({ effectiveSpeed: 12, stepsPerMove: 12, mobilityPerStep: 1 });
    expect(movementRate(3, 0, 0, { extraDivisor: 3 })).toEqual({ effectiveSpeed: 1, stepsPerMove: 1, mobilityPerStep: 1 });
    expect(movementRate(2, 0, 0, { extraDivisor: 3 })).toMatchObject({ stepsPerMove: 1, mobilityPerStep: 2 });
    expect(movementRate(0)).toEqual({ effectiveSpeed: 0, stepsPerMove: 0, mobilityPerStep: Infinity });
    expect(movementRate(1, 0, 1, { newerMovement: true })).toEqual({ effectiveSpeed: 0, stepsPerMove: 0, mobilityPerStep: Infinity });
    expect(movementRate(3, 0, 1, { newerMovement: true })).toEqual({ effectiveSpeed: 1, stepsPerMove: 1, mobilityPerStep: 1 });
    expect(movementRate(3, 0, 10_000).mobilityPerStep).toBeGreaterThan(1e15);
  });

  it("rejects bad input", () => {
    expect(() => movementRate(-1)).toThrow(RangeError);
    expect(() => movementRate(Number.NaN)).toThrow(RangeError);
    expect(() => movementRate(3, -1)).toThrow(RangeError);
    expect(() => movementRate(3, 0, 0.5)).toThrow(RangeError);
    expect(() => movementRate(3, 0, 0, { extraDivisor: 0 })).toThrow(RangeError);
  });

  it("more difficult terrain never speeds you up (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 20, noNaN: true }), fc.nat(4), fc.nat(4), (speed, smooth, difficult) => {
        const a = movementRate(speed, smooth, difficult);
        const b = movementRate(speed, smooth, difficult + 1);
        expect(b.effectiveSpeed).toBeLessThanOrEqual(a.effectiveSpeed);
        expect(b.mobilityPerStep).toBeGreaterThanOrEqual(a.mobilityPerStep);
      }),
      { numRuns: 1000 },
    );
  });

  it("falling, lifting, travel, poor modes", () => {
    expect(fallingAttackDice(2, 3)).toBe(0);
    expect(fallingAttackDice(3, 3)).toBe(1);
    expect(fallingAttackDice(3, 3, true)).toBe(0);
    expect(fallingAttackDice(7, 3)).toBe(4);
    expect(fallingAttackDice(3, null)).toBe(1);
    expect(fallingAttackDice(0, 0)).toBe(0);
    expect(() => fallingAttackDice(Number.NaN, 3)).toThrow(RangeError);
    expect(liftLimitKg(4)).toBe(120);
    expect(liftLimitKg(null)).toBe(0);
    expect(() => liftLimitKg(-1)).toThrow(RangeError);
    expect(travelDistanceKm(3)).toBe(24);
    expect(() => travelDistanceKm(-3)).toThrow(RangeError);
    expect(poorMode(3)).toBe(1.5);
  });
});
