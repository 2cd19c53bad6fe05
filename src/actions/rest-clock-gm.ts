/**
 * The active GM's side of `meshal-lite.restClock` (docs/queries.md; a lazy chunk): moves the world clock forward to
 * the end of the named actor's last rest (flag `restedUntil`), never back and never by more than the longest rest, and
 * opens the actor's advancement window (§3.5 [DEC], documents/advance-windows.ts) when that rest ended within the last
 * hour of world time and the actor is not in a started fight.
 */
import { findActor } from "../core/document-guards.ts";
import { refuse, type QueryAnswer } from "../core/query-core.ts";
import { advanceWorldTimeTo, worldTime } from "../core/world-time.ts";
import { RESTED_UNTIL_FLAG, systemFlagOf } from "../documents/rest-clock.ts";
import { SECONDS_PER_HOUR } from "../rules/world-day.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import { openRestWindow } from "../documents/advance-windows.ts";
import type { RestClockPayload } from "./rest-clock-request.ts";

/** The longest rest (a year of hours, as `MeshalActor#rest` allows): the clock never moves further for one request. */
export const LONGEST_REST_SECONDS = 24 * 365 * SECONDS_PER_HOUR;

/**
 * Where the clock goes for a rest that ended at `until` when it shows `now`: forward to `until` (a number), nowhere
 * (null) when it is already there or `until` is no time, refused ("tooFar") when `until` lies further ahead than the
 * longest rest. Pure.
 */
export function clockTarget(until: unknown, now: number): number | null | "tooFar" {
  if (typeof until !== "number" || !Number.isFinite(until) || until <= now) return null;
  return until - now > LONGEST_REST_SECONDS ? "tooFar" : until;
}

/**
 * Does a rest that ended at `until` open the advancement window when the clock shows `now`? Only a rest that ends
 * ahead or ended within the last hour: an old `restedUntil` asked again opens nothing. Pure.
 */
export function restOpensWindow(until: unknown, now: number): boolean {
  return typeof until === "number" && Number.isFinite(until) && until >= now - SECONDS_PER_HOUR;
}

/** Moves the clock on this (the active GM's) client to the end of the actor's last rest, and opens its window. */
export async function runRestClock({ actorUuid }: RestClockPayload): Promise<QueryAnswer> {
  const actor = findActor(actorUuid);
  if (!actor) return refuse("MESHAL.Rest.clock.noActor");
  const until = systemFlagOf(actor, RESTED_UNTIL_FLAG);
  const now = worldTime();
  const target = clockTarget(until, now);
  if (target === "tooFar") return refuse("MESHAL.Rest.clock.tooFar");
  if (target !== null) await advanceWorldTimeTo(target);
  if (actor.id && restOpensWindow(until, now) && !actorCombatTurn(actor).inCombat) await openRestWindow(actor.id);
  return { ok: true };
}
