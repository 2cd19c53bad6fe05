/**
 * Documents behind UUIDs on this client, recognised by their document name so callers get a typed document, and an
 * actor read as a defender. Never throws: v13's `fromUuidSync` throws for an unknown embedded document name or a
 * malformed UUID even when not strict, and a card line or a request may hold any text.
 */
import { isRecord } from "../rules/guards.ts";
import { creatureOf } from "../documents/system-views.ts";
import type { DefenderSource } from "./attack/defender-state.ts";

/** The document behind a UUID on this client, or null. */
export function documentAt(uuid: string): unknown {
  if (!uuid) return null;
  try {
    const doc: unknown = fromUuidSync(uuid, { strict: false });
    return doc ?? null;
  } catch {
    return null;
  }
}

/** Is `doc` an actor (by its document name)? */
export function isActorDocument(doc: unknown): doc is Actor.Implementation {
  return isRecord(doc) && doc.documentName === "Actor";
}

/** Is `doc` a token (by its document name)? */
export function isTokenDocument(doc: unknown): doc is TokenDocument.Implementation {
  return isRecord(doc) && doc.documentName === "Token";
}

/** The actor behind a UUID on this client, or null. */
export function actorAt(uuid: string): Actor.Implementation | null {
  const doc = documentAt(uuid);
  return isActorDocument(doc) ? doc : null;
}

/** The token behind a UUID on this client, or null. */
export function tokenAt(uuid: string): TokenDocument.Implementation | null {
  const doc = documentAt(uuid);
  return isTokenDocument(doc) ? doc : null;
}

/** The actor as the defense reader takes it: a creature (character or NPC), or null for any other actor. */
export function defenderSourceOf(actor: Actor.Implementation | null | undefined): DefenderSource | null {
  return creatureOf(actor);
}
