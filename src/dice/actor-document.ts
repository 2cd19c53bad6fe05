/**
 * Telling an actor document from any other value at run time. Foundry makes every actor of the world from the
 * configured document class (`CONFIG.Actor.documentClass`, the system's subclass of `Actor`), so an `Actor` instance
 * is an actor of the configured class.
 */

/** Is `value` an actor document (of the configured class)? */
export function isActorDocument(value: unknown): value is Actor.Implementation {
  return value instanceof Actor;
}
