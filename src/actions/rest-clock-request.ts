/**
 * What the GM's client accepts as a request to move the world clock after a rest (docs/queries.md,
 * `meshal-lite.restClock`): the actor that rested, nothing else. Pure.
 */
import { actorUuid, exactObject, type Parsed } from "../core/query-core.ts";

/** The payload: the actor that rested. */
export interface RestClockPayload {
  actorUuid: string;
}

/** Reads `{actorUuid}` and nothing else. */
export function parseRestClock(data: unknown): Parsed<RestClockPayload> {
  const o = exactObject(data, ["actorUuid"]);
  const uuid = actorUuid(o?.actorUuid);
  return uuid ? { ok: true, value: { actorUuid: uuid } } : { ok: false, reasonKey: "MESHAL.Query.badPayload" };
}
