/**
 * Documents behind UUIDs on this client, recognised by their document name so callers get a typed document, and an
 * actor read as a defender. Never throws: v13's `fromUuidSync` throws for an unknown embedded document name or a
 * malformed UUID even when not strict, and a card line or a request may hold any text.
 */
import { isRecord } from "../rules/guards.ts";
import { documentAt } from "../core/document-guards.ts";
import { creatureOf } from "../documents/system-views.ts";
import type { DefenderSource } from "./attack/defender-state.ts";

/** The document behind a UUID on this client, or null (the one never-throwing lookup, core/document-guards.ts). */
export { documentAt };

/**
 * Does `doc` name itself an actor? Weaker than `isActorDocument` (core/document-guards.ts), which takes only an `Actor`
 * instance: the GM-side attack tests (test/security/attack-query.test.ts, test/combat) still hand these reads plain
 * objects for actors. To go once the stage supplies real documents there (issue 33, item 4).
 */
function namesActor(doc: unknown): doc is Actor.Implementation {
  return isRecord(doc) && doc.documentName === "Actor";
}

/** Is `doc` a token (by its document name)? */
export function isTokenDocument(doc: unknown): doc is TokenDocument.Implementation {
  return isRecord(doc) && doc.documentName === "Token";
}

/** The actor behind a UUID on this client, or null. */
export function actorAt(uuid: string): Actor.Implementation | null {
  const doc = documentAt(uuid);
  // cast: a document named "Actor" is taken for the configured actor class (fromUuidSync builds only that class)
  return namesActor(doc) ? doc : null;
}

/** The token behind a UUID on this client, or null. */
export function tokenAt(uuid: string): TokenDocument.Implementation | null {
  const doc = documentAt(uuid);
  // cast: a document named "Token" is taken for the configured token class (fromUuidSync builds only that class)
  return isTokenDocument(doc) ? doc : null;
}

/** The actor as the defense reader takes it: a creature (character or NPC), or null for any other actor. */
export function defenderSourceOf(actor: Actor.Implementation | null | undefined): DefenderSource | null {
  return creatureOf(actor);
}
