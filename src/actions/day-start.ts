/**
 * The start of a day on the world clock (§7.4, replenishment on): "你将在次日开始时损失属性骰" (seed l.293) — when the
 * clock enters a new day, each world actor whose ended days lacked supply loses their dice then, not at its next
 * rest (`MeshalActor#startSupplyDay`). Only the active GM's client writes: every client hears `updateWorldTime`, and
 * the GM owns every actor. A creature's rests settle its days too, so a rest across midnight is never charged twice.
 * Actors of unlinked tokens are settled at their next rest.
 */
import { optionalRule } from "../core/settings.ts";
import { isActorDocument } from "../dice/actor-document.ts";
import { dayOf } from "../rules/world-day.ts";

/** Did the clock's change from `time − delta` to `time` enter a later day? Pure. */
export const enteredNewDay = (time: number, delta: number): boolean => dayOf(time) > dayOf(time - delta);

/** Settles every world actor's ended days, one after the other. */
async function startDay(): Promise<void> {
  for (const actor of (game.actors?.contents ?? []).flatMap((a) => (isActorDocument(a) ? [a] : []))) {
    try {
      await actor.startSupplyDay();
    } catch (err) {
      console.error(`meshal-lite | the day start of ${actor.name ?? actor.id ?? "?"} failed`, err);
    }
  }
}

/** Registers the hook (at `init`). */
export function registerDayStart(): void {
  Hooks.on("updateWorldTime", (time: number, delta: number) => {
    if (game.user?.isActiveGM !== true || !optionalRule("replenishment") || !enteredNewDay(time, delta)) return;
    void startDay();
  });
}
