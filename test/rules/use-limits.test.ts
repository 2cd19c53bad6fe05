/**
 * Use limits (issue 21 #6, docs/rules.md §3.6 [DEC]): each stored period maps to a structured one, uses are counted
 * per period key, a use in a new period starts a fresh count, and round/fight limits count only inside a fight. A day
 * is a day of the world clock (issue 36 #1; seed l.88 "每天最多3次"), not the time until the next full rest.
 */
import { describe, expect, it } from "vitest";
import {
  cannotActReason, countedLimit, limitMax, periodKey, planUse, renewedByFullRest, usesLeft, USE_PERIODS, type UseRecord,
} from "../../src/rules/use-limits.ts";
import { dayOf, SECONDS_PER_DAY, SECONDS_PER_HOUR } from "../../src/rules/world-day.ts";

const dice = { might: 3, energy: 3, spirit: 7 };
const round = (n: number, day = 0) => ({ fight: { combatId: "c1", round: n }, day });
const outside = (day = 0) => ({ fight: null, day });

describe("use limits", () => {
  it("maps the stored periods: round → round, moment → one fight, day → a day of the world clock, full rest → until one", () => {
    expect(USE_PERIODS).toEqual({ round: "round", moment: "fight", fullRest: "rest", day: "day" });
    expect(periodKey("round", round(2))).toBe("round:c1:2");
    expect(periodKey("fight", round(2))).toBe("fight:c1");
    expect(periodKey("rest", outside())).toBe("rest");
    expect(periodKey("day", outside(12))).toBe("day:12");
    expect(periodKey("day", round(3, 4))).toBe("day:4");
    expect(periodKey("round", outside())).toBeNull();
    expect(periodKey("fight", outside())).toBeNull();
  });

  it("seed l.88 每天最多3次: a 3-per-day ability is spent for the day whatever rests the day holds, and fresh the next day", () => {
    const limit = { max: "3", per: "day" };
    // Morning of day 0, then an hour's rest at noon (a full rest for an unhurt creature), still day 0.
    const morning = dayOf(8 * SECONDS_PER_HOUR);
    const afternoon = dayOf(13 * SECONDS_PER_HOUR);
    let record: UseRecord | null = null;
    for (let use = 0; use < 3; use++) record = (planUse(countedLimit(limit, dice, outside(morning)), record) as { record: UseRecord }).record;
    expect(record).toEqual({ key: "day:0", count: 3 });
    expect(renewedByFullRest(record!.key)).toBe(false); // the noon rest leaves the day's count alone
    expect(planUse(countedLimit(limit, dice, outside(afternoon)), record)).toMatchObject({ ok: false, reasonKey: "MESHAL.Warn.useLimit.day" });
    expect(usesLeft(countedLimit(limit, dice, outside(dayOf(SECONDS_PER_DAY))), record)).toBe(3);
  });

  it("a full rest renews per-full-rest counts (and stale round and fight counts), never a day's", () => {
    expect(renewedByFullRest("rest")).toBe(true);
    expect(renewedByFullRest("round:c1:2")).toBe(true);
    expect(renewedByFullRest("fight:c1")).toBe(true);
    expect(renewedByFullRest("day:3")).toBe(false);
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
    expect(planUse(countedLimit(limit, dice, { fight: { combatId: "c2", round: 1 }, day: 0 }), stored).ok).toBe(true);
  });

  it("round and fight limits are not counted outside a fight; rest limits are", () => {
    expect(countedLimit({ max: "1", per: "round" }, dice, outside())).toBeNull();
    expect(planUse(countedLimit({ max: "1", per: "moment" }, dice, outside()), { key: "fight:c1", count: 9 })).toEqual({ ok: true, record: null });
    const perRest = countedLimit({ max: "2", per: "fullRest" }, dice, outside());
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
