/**
 * Use limits (issue 21 #6, docs/rules.md §3.6 [DEC]): each stored period maps to a structured one, uses are counted
 * per period key, a use in a new period starts a fresh count, and round/fight limits count only inside a fight.
 */
import { describe, expect, it } from "vitest";
import {
  cannotActReason, countedLimit, limitMax, periodKey, planUse, usesLeft, USE_PERIODS, type UseRecord,
} from "../../src/rules/use-limits.ts";

const dice = { might: 3, energy: 3, spirit: 7 };
const round = (n: number) => ({ combatId: "c1", round: n });

describe("use limits", () => {
  it("maps the stored periods: round → round, moment → one fight, full rest and day → until a full rest", () => {
    expect(USE_PERIODS).toEqual({ round: "round", moment: "fight", fullRest: "rest", day: "rest" });
    expect(periodKey("round", round(2))).toBe("round:c1:2");
    expect(periodKey("fight", round(2))).toBe("fight:c1");
    expect(periodKey("rest", null)).toBe("rest");
    expect(periodKey("round", null)).toBeNull();
    expect(periodKey("fight", null)).toBeNull();
  });

  it("reads the maximum: a number, a formula on the current dice (floor), nothing for no period or no maximum", () => {
    expect(limitMax({ max: "1", per: "round" }, dice)).toBe(1);
    expect(limitMax({ max: "floor(spirit/3)", per: "day" }, dice)).toBe(2);
    expect(limitMax({ max: "", per: "round" }, dice)).toBeNull();
    expect(limitMax({ max: "1", per: "" }, dice)).toBeNull();
    expect(limitMax({ max: "nonsense(", per: "round" }, dice)).toBeNull();
  });

  it("a 1× per round ability refuses its second use in the same round and allows it next round", () => {
    const limit = { max: "1", per: "round" };
    const first = planUse(countedLimit(limit, dice, round(1)), null, "Taunt");
    expect(first).toEqual({ ok: true, record: { key: "round:c1:1", count: 1 } });
    const stored = (first as { record: UseRecord }).record;
    expect(planUse(countedLimit(limit, dice, round(1)), stored, "Taunt")).toEqual({
      ok: false, reasonKey: "MESHAL.Warn.useLimit.round", data: { name: "Taunt", max: "1" }, record: { key: "round:c1:1", count: 2 },
    });
    expect(planUse(countedLimit(limit, dice, round(2)), stored, "Taunt")).toEqual({ ok: true, record: { key: "round:c1:2", count: 1 } });
  });

  it("a per-Moment limit spans the fight's rounds and is fresh in a new fight", () => {
    const limit = { max: "1", per: "moment" };
    const stored = { key: "fight:c1", count: 1 };
    expect(planUse(countedLimit(limit, dice, round(5)), stored).ok).toBe(false);
    expect(planUse(countedLimit(limit, dice, { combatId: "c2", round: 1 }), stored).ok).toBe(true);
  });

  it("round and fight limits are not counted outside a fight; rest limits are", () => {
    expect(countedLimit({ max: "1", per: "round" }, dice, null)).toBeNull();
    expect(planUse(countedLimit({ max: "1", per: "moment" }, dice, null), { key: "fight:c1", count: 9 })).toEqual({ ok: true, record: null });
    const perRest = countedLimit({ max: "2", per: "fullRest" }, dice, null);
    expect(usesLeft(perRest, { key: "rest", count: 1 })).toBe(1);
    expect(planUse(perRest, { key: "rest", count: 2 }).ok).toBe(false);
    expect(usesLeft(null, null)).toBeNull();
  });

  it("an unconscious or dead creature cannot act (§7.1, §7.2)", () => {
    expect(cannotActReason("unconscious")).toBe("MESHAL.Warn.cannotActUnconscious");
    expect(cannotActReason("dead")).toBe("MESHAL.Warn.cannotActDead");
    expect(cannotActReason("conscious")).toBeNull();
  });
});
