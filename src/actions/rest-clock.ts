/**
 * A rest moves the world clock by its hours (docs/rules.md §7.3 [DEC]): a day is a day of world time, and per-day use
 * limits and replenishment follow it. Only a GM's client writes world time, so the GM's own rest moves it there, and a
 * player's rest asks the active GM (docs/queries.md, `meshal-lite.restClock`): the payload names only the actor, and
 * the GM moves the clock forward to the end of that actor's last rest (flag `restedUntil`, documents/rest-clock.ts),
 * never back and never by more than the longest rest. Two players resting at the same time both end at the same hour,
 * so the clock moves once.
 */
import { askGm } from "../core/queries.ts";
import { refuse, type GmQuery } from "../core/query-core.ts";
import { loadLazily } from "../core/lazy.ts";
import { warn } from "../core/notify.ts";
import { advanceWorldTimeTo } from "../core/world-time.ts";
import { parseRestClock, type RestClockPayload } from "./rest-clock-request.ts";

/** The GM-side query (its work a lazy chunk, ./rest-clock-gm.ts); one queue for the clock, so two rests are served one after the other. */
export const REST_CLOCK_QUERY: GmQuery<RestClockPayload> = {
  name: "restClock",
  parse: parseRestClock,
  queueKey: () => "worldTime",
  run: async (payload) => {
    const gm = await loadLazily(() => import("./rest-clock-gm.ts"));
    return gm ? gm.runRestClock(payload) : refuse("MESHAL.Query.failed");
  },
};

/**
 * After `actor`'s rest ended at `until`: the GM's client moves the clock itself; a player's asks the active GM, and
 * with no GM connected is told that the clock stays (the creature's own day still follows its rest).
 */
export async function followRestOnClock(actor: Actor.Implementation, until: number): Promise<void> {
  if (game.user?.isGM === true) {
    await advanceWorldTimeTo(until);
    return;
  }
  if (!game.users?.activeGM) {
    warn("MESHAL.Rest.clock.noGM");
    return;
  }
  await askGm(REST_CLOCK_QUERY, { actorUuid: actor.uuid });
}
