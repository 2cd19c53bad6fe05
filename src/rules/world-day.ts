/**
 * Days on the world clock (docs/rules.md §3.6 and §7.4 [DEC] "a day is a day"): the seed counts some limits per day
 * ("每天最多3次", l.88) and replenishment per day ("在某一天中缺少足够的补给…次日开始时", l.293). A day is 24 hours of
 * world time counted from world time 0; a rest lasts its hours on that clock. Pure.
 */

export const SECONDS_PER_HOUR = 3600;
// Stryker disable next-line ArithmeticOperator: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it (its value is pinned in supply-days.test.ts)
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** Reads a stored time in seconds: a finite number, else 0. */
const seconds = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The day a moment of world time (seconds) falls in: day 0 holds world time 0 up to 24 h. */
export function dayOf(time: number): number {
  return Math.floor(seconds(time) / SECONDS_PER_DAY);
}

/**
 * A creature's own now: the world clock, or the end of its last rest when the clock has not caught up with it (a rest
 * made while no GM could move the clock). `restedUntil` is the stored end of its last rest (anything else: none).
 */
export function creatureTime(worldTime: number, restedUntil: unknown): number {
  return Math.max(seconds(worldTime), seconds(restedUntil));
}

/** A rest on the clock: it starts at the creature's own now and lasts its whole hours. */
export interface RestWindow {
  from: number;
  until: number;
}

/** The window of a rest of `hours` starting at the creature's own now (`creatureTime`). */
export function restWindow(worldTime: number, restedUntil: unknown, hours: number): RestWindow {
  const from = creatureTime(worldTime, restedUntil);
  return { from, until: from + Math.max(0, Math.trunc(seconds(hours))) * SECONDS_PER_HOUR };
}
