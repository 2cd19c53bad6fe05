/**
 * The start of a day on the world clock (§7.4, replenishment on): "你将在次日开始时损失属性骰" (seed l.293) — when the
 * clock enters a new day, each world actor whose ended days lacked supply loses their dice then, not at its next
 * rest (./day-settle.ts, a lazy chunk). Only the active GM's client writes: every client hears `updateWorldTime`, and
 * the GM owns every actor. A creature's rests settle its days too, so a rest across midnight is never charged twice.
 * Actors of unlinked tokens are settled at their next rest.
 */
import { loadLazily } from "../core/lazy.ts";
import { optionalRule } from "../core/settings.ts";
import { dayOf } from "../rules/world-day.ts";

/** Did the clock's change from `time − delta` to `time` enter a later day? Pure. */
export const enteredNewDay = (time: number, delta: number): boolean => dayOf(time) > dayOf(time - delta);

/** Registers the hook (at `init`). */
export function registerDayStart(): void {
  Hooks.on("updateWorldTime", (time: number, delta: number) => {
    if (game.user?.isActiveGM !== true || !optionalRule("replenishment") || !enteredNewDay(time, delta)) return;
    void loadLazily(() => import("./day-settle.ts")).then((settle) => settle?.startDay());
  });
}
