/**
 * Telling a Foundry actor or item document from any other value at run time, and finding an actor by UUID (a UUID lookup, a drop, a macro's
 * argument). Foundry makes every actor and item of the world and the packs from the configured class
 * (`CONFIG.Actor.documentClass`, `CONFIG.Item.documentClass`: the system's subclasses of `Actor` and `Item`), so an
 * `Actor` or `Item` instance is a document of the configured class; an object that only names itself one is not.
 *
 * Kept in core, the lowest layer that may hold them: the check needs Foundry's classes, which rules (pure) may not
 * touch, and knows no game concept, so dice, actions, combat and sheets all ask the same guard.
 */

/** Is `value` an actor document (of the configured class)? */
export function isActorDocument(value: unknown): value is Actor.Implementation {
  return value instanceof Actor;
}

/** Is `value` an item document (of the configured class)? */
export function isItemDocument(value: unknown): value is Item.Implementation {
  return value instanceof Item;
}

/**
 * The document behind `uuid` on this client, or null. Never throws: v13's `fromUuidSync` throws for an unknown
 * embedded document name or a malformed UUID even when not strict, and a card line or a request may hold any text.
 */
export function documentAt(uuid: string | null): unknown {
  if (!uuid) return null;
  try {
    const doc: unknown = fromUuidSync(uuid, { strict: false });
    return doc ?? null;
  } catch {
    return null;
  }
}

/** The actor behind `uuid` on this client, or null (never throws, {@link documentAt}). */
export function findActor(uuid: string | null): Actor.Implementation | null {
  const doc = documentAt(uuid);
  return isActorDocument(doc) ? doc : null;
}
