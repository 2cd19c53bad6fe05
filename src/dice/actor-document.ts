/**
 * Telling an actor document from any other value at run time, and finding one by UUID. Foundry makes every actor of the world from the
 * configured document class (`CONFIG.Actor.documentClass`, the system's subclass of `Actor`), so an `Actor` instance
 * is an actor of the configured class.
 */

/** Is `value` an actor document (of the configured class)? */
export function isActorDocument(value: unknown): value is Actor.Implementation {
  return value instanceof Actor;
}

/** The actor behind `uuid` on this client, or null (never throws: v13's lookup throws on some malformed UUIDs). */
export function findActor(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  try {
    const doc: unknown = fromUuidSync(uuid, { strict: false });
    return isActorDocument(doc) ? doc : null;
  } catch {
    return null;
  }
}
