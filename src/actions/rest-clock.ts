/**
 * A rest moves the world clock by its hours (docs/rules.md §7.3 [DEC]): a day is a day of world time, and per-day use
 * limits and replenishment follow it. Only a GM's client writes world time, so the GM's own rest moves it there, and a
 * player's rest asks the active GM (docs/queries.md, `meshal-lite.restClock`): the payload names only the actor, and
 * the GM moves the clock forward to the end of that actor's last rest (flag `restedUntil`, documents/rest-clock.ts),
 * never back and never by more than the longest rest. Two players resting at the same time both end at the same hour,
 * so the clock moves once.
 */
import { isActorDocument } from "../dice/actor-document.ts";
import { askGm } from "../core/queries.ts";
import { exactObject, refuse, type GmQuery, type Parsed, type QueryAnswer } from "../core/query-core.ts";
import { warn } from "../core/notify.ts";
import { advanceWorldTimeTo, worldTime } from "../core/world-time.ts";
import { RESTED_UNTIL_FLAG, systemFlagOf } from "../documents/rest-clock.ts";
import { SECONDS_PER_HOUR } from "../rules/world-day.ts";

/** The longest rest (a year of hours, as `MeshalActor#rest` allows): the clock never moves further for one request. */
export const LONGEST_REST_SECONDS = 24 * 365 * SECONDS_PER_HOUR;

const ID = "[A-Za-z0-9]{16}";
/** A world actor, or the synthetic actor of an unlinked token. */
const ACTOR_UUID = new RegExp(`^(?:Actor\\.${ID}|Scene\\.${ID}\\.Token\\.${ID}\\.Actor\\.${ID})$`);

/** The payload: the actor that rested. */
export interface RestClockPayload {
  actorUuid: string;
}

/** Reads `{actorUuid}` and nothing else. */
export function parseRestClock(data: unknown): Parsed<RestClockPayload> {
  const o = exactObject(data, ["actorUuid"]);
  const actorUuid = o && typeof o.actorUuid === "string" && ACTOR_UUID.test(o.actorUuid) ? o.actorUuid : undefined;
  return actorUuid ? { ok: true, value: { actorUuid } } : { ok: false, reasonKey: "MESHAL.Query.badPayload" };
}

/** The actor behind `uuid` on this client, or null (never throws: v13's lookup throws on some malformed UUIDs). */
function actorAt(uuid: string): Actor.Implementation | null {
  try {
    const doc: unknown = fromUuidSync(uuid, { strict: false });
    return isActorDocument(doc) ? doc : null;
  } catch {
    return null;
  }
}

/**
 * Where the clock goes for a rest that ended at `until` when it shows `now`: forward to `until` (a number), nowhere
 * (null) when it is already there or `until` is no time, refused ("tooFar") when `until` lies further ahead than the
 * longest rest. Pure.
 */
export function clockTarget(until: unknown, now: number): number | null | "tooFar" {
  if (typeof until !== "number" || !Number.isFinite(until) || until <= now) return null;
  return until - now > LONGEST_REST_SECONDS ? "tooFar" : until;
}

/** Moves the clock on this (the active GM's) client to the end of the actor's last rest. */
async function runRestClock({ actorUuid }: RestClockPayload): Promise<QueryAnswer> {
  const actor = actorAt(actorUuid);
  if (!actor) return refuse("MESHAL.Rest.clock.noActor");
  const target = clockTarget(systemFlagOf(actor, RESTED_UNTIL_FLAG), worldTime());
  if (target === "tooFar") return refuse("MESHAL.Rest.clock.tooFar");
  if (target !== null) await advanceWorldTimeTo(target);
  return { ok: true };
}

/** The GM-side query; one queue for the clock, so two rests are served one after the other. */
export const REST_CLOCK_QUERY: GmQuery<RestClockPayload> = {
  name: "restClock",
  parse: parseRestClock,
  queueKey: () => "worldTime",
  run: runRestClock,
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
