/**
 * Issue 36 #2: replenishment is counted per day on the world clock, not per rest (seed l.292–293: a rest without food,
 * drink or sleep is only not a full rest; "如果你在某一天中缺少足够的补给…你将在次日开始时损失属性骰"). What a day
 * supplied comes from the rests that end in it; a day costs at most one die per need, at the start of the next day.
 */
import { describe, expect, it } from "vitest";
import { settleSupplyDays, supplyDayFrom, type SupplyDay } from "../../src/rules/supply-days.ts";
import { creatureTime, dayOf, restWindow, SECONDS_PER_DAY, SECONDS_PER_HOUR } from "../../src/rules/world-day.ts";

const none = { might: 0, energy: 0, spirit: 0 };
const all = { ate: true, drank: true, slept: true };
const noFood = { ate: false, drank: true, slept: true };
const H = SECONDS_PER_HOUR;

/** The days of a rest of `hours` from `from` (seconds), supplying `supply`. */
const rest = (from: number, hours: number, supply = all) => ({ fromDay: dayOf(from), toDay: dayOf(from + hours * H), supply });

describe("the world clock's days", () => {
  it("a day is 24 h of world time from world time 0", () => {
    expect([SECONDS_PER_HOUR, SECONDS_PER_DAY]).toEqual([3600, 86_400]);
    expect(dayOf(0)).toBe(0);
    expect(dayOf(SECONDS_PER_DAY - 1)).toBe(0);
    expect(dayOf(SECONDS_PER_DAY)).toBe(1);
    expect(dayOf(-1)).toBe(-1);
    expect(dayOf(Number.NaN)).toBe(0);
  });

  it("a creature's now is the clock, or the end of its last rest when the clock has not caught up", () => {
    expect(creatureTime(100, undefined)).toBe(100);
    expect(creatureTime(100, 50)).toBe(100);
    expect(creatureTime(100, 8 * H)).toBe(8 * H);
    expect(creatureTime(100, "x")).toBe(100);
    expect(restWindow(100, 8 * H, 2)).toEqual({ from: 8 * H, until: 10 * H });
    expect(restWindow(100, null, 1)).toEqual({ from: 100, until: 100 + H });
  });
});

describe("supply counted per day (seed l.292–293)", () => {
  it("breakfast, then an hour's rest at noon without eating, costs nothing", () => {
    // Overnight 22:00 → 06:00 with food ends on day 1 ("breakfast"); noon rest on day 1 without food.
    const night = settleSupplyDays(null, 1, rest(22 * H, 8));
    expect(night).toEqual({ cost: none, open: { day: 1, ...all } });
    const noon = settleSupplyDays(night.open, 1, rest(SECONDS_PER_DAY + 12 * H, 1, noFood));
    expect(noon).toEqual({ cost: none, open: { day: 1, ...all } });
    // The day ends fed: nothing at the start of day 2.
    expect(settleSupplyDays(noon.open, 2).cost).toEqual(none);
  });

  it("two rests of one day without food cost one Might die, at the start of the next day, not at once", () => {
    const first = settleSupplyDays(null, 0, rest(8 * H, 1, noFood));
    expect(first.cost).toEqual(none);
    const second = settleSupplyDays(first.open, 0, rest(14 * H, 1, noFood));
    expect(second).toEqual({ cost: none, open: { day: 0, ...noFood } });
    expect(settleSupplyDays(second.open, 1)).toEqual({ cost: { might: 1, energy: 0, spirit: 0 }, open: null });
  });

  it("a rest across midnight feeds the day it ends in, and settles the day that ended during it", () => {
    const day0: SupplyDay = { day: 0, ate: true, drank: false, slept: false };
    expect(settleSupplyDays(day0, 1, rest(22 * H, 8))).toEqual({ cost: { might: 0, energy: 1, spirit: 1 }, open: { day: 1, ...all } });
  });

  it("a rest of several days feeds each whole day inside it; a day it lacked food costs once per day", () => {
    // 48 h from 08:00 on day 0 to 08:00 on day 2, without food: days 1 and 2 are its days; day 1 ends inside it.
    expect(settleSupplyDays(null, 2, rest(8 * H, 48, noFood))).toEqual({ cost: { might: 1, energy: 0, spirit: 0 }, open: { day: 2, ...noFood } });
  });

  it("a day in which the creature ended no rest is not charged (the table knows what it ate on the road)", () => {
    const day3: SupplyDay = { day: 3, ...noFood };
    expect(settleSupplyDays(day3, 9)).toEqual({ cost: { might: 1, energy: 0, spirit: 0 }, open: null });
    expect(settleSupplyDays(null, 9)).toEqual({ cost: none, open: null });
  });

  it("a recorded day later than the rest's (the clock was set back) is kept, not charged", () => {
    const day5: SupplyDay = { day: 5, ...noFood };
    expect(settleSupplyDays(day5, 2, rest(2 * SECONDS_PER_DAY, 1))).toEqual({ cost: none, open: day5 });
  });

  it("a rest without drink or sleep leaves the day thirsty and tired, and costs Energy and Spirit the next day", () => {
    const thirsty = settleSupplyDays(null, 0, rest(8 * H, 1, { ate: true, drank: false, slept: false }));
    expect(thirsty).toEqual({ cost: none, open: { day: 0, ate: true, drank: false, slept: false } });
    expect(settleSupplyDays(thirsty.open, 1).cost).toEqual({ might: 0, energy: 1, spirit: 1 });
  });

  it("a later rest of the open day adds what the earlier one lacked", () => {
    const hungry: SupplyDay = { day: 0, ate: false, drank: false, slept: false };
    expect(settleSupplyDays(hungry, 0, rest(14 * H, 1))).toEqual({ cost: none, open: { day: 0, ...all } });
    const fed = settleSupplyDays(hungry, 0, rest(14 * H, 1, { ate: true, drank: false, slept: true }));
    expect(fed.open).toEqual({ day: 0, ate: true, drank: false, slept: true });
    expect(settleSupplyDays(fed.open, 1).cost).toEqual({ might: 0, energy: 1, spirit: 0 });
  });

  it("reads the stored day strictly", () => {
    expect(supplyDayFrom({ day: 2, ate: true, drank: 1, slept: "yes" })).toEqual({ day: 2, ate: true, drank: false, slept: false });
    expect(supplyDayFrom({ day: 0, ate: "yes", drank: true, slept: true })).toEqual({ day: 0, ate: false, drank: true, slept: true });
    expect(supplyDayFrom({ day: -3 })).toEqual({ day: -3, ate: false, drank: false, slept: false });
    expect(supplyDayFrom({ day: 1.5 })).toBeNull();
    expect(supplyDayFrom(null)).toBeNull();
  });
});
