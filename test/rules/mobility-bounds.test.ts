/**
 * Mobility at its edges (§5.4): spending exactly what is left, and the longest schedule a long action may have
 * (10,000 own turns after the current one).
 */
import { describe, expect, it } from "vitest";
import { planTactic, spendMobility } from "../../src/rules/index.ts";

describe("spendMobility", () => {
  it("may spend every ⚡ left, down to 0, but not one more", () => {
    expect(spendMobility(3, 3)).toBe(0);
    expect(spendMobility(0, 0)).toBe(0);
    expect(() => spendMobility(3, 4)).toThrow(/4⚡ needed, only 3⚡ left/);
  });
});

describe("planTactic's longest schedule", () => {
  it("plans 10,000 more turns of max mobility, and refuses 10,001", () => {
    // 1 ⚡ now, then 20,000 ⚡ owed at 2 per turn: exactly 10,000 more turns.
    const plan = planTactic(20_001, 2, 1);
    expect(plan.spendPerTurn).toHaveLength(10_001);
    expect(plan.spendPerTurn[0]).toBe(1);
    expect(plan.spendPerTurn.slice(1).every((pay) => pay === 2)).toBe(true);
    expect(plan).toMatchObject({ completesOnTurn: 10_001, leftoverOnCompletionTurn: 0, isLong: true });
    // 20,001 owed needs a 10,001st turn (paying 1, the last turn's leftover would be 1).
    expect(() => planTactic(20_002, 2, 1)).toThrow(/more than 10,000 turns/);
  });

  it("counts the turns from what is still owed after paying what is left now", () => {
    // 4 ⚡ left now, 19,998 owed at 2 per turn: 9,999 more turns.
    expect(planTactic(20_002, 2, 4)).toMatchObject({ completesOnTurn: 10_000, leftoverOnCompletionTurn: 0 });
  });
});
