/**
 * Writes to Foundry documents from the system's plans. fvtt-types types `update` and `create` with each document's
 * exact source shape, while the planners produce flat dotted paths ("system.pools.might") and plain source objects
 * the type system cannot follow; the assertion that they fit is made here, once, instead of at every call site.
 * Foundry validates each write against the document's schema, so a plan that does not fit is refused, not stored.
 */

/** `value` handed to a Foundry write as the document's exact source type; Foundry checks it against the schema. */
function schemaChecked(value: unknown): never {
  // cast: fvtt-types cannot follow the planners' flat paths and plain sources to a document's source type; the schema checks them on write
  return value as never;
}

/** Any document that can be updated. */
interface Updatable {
  // Method syntax keeps the parameter bivariant, so every document's typed `update` fits.
  update(changes: never, options?: never): Promise<unknown>;
}

/** Updates `doc` with flat paths or nested source; resolves to undefined when Foundry refused the write. */
export async function updateDocument(doc: Updatable, changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown> {
  return doc.update(schemaChecked(changes), schemaChecked(options));
}

/** A parent that can hold embedded documents. */
interface EmbeddingParent {
  createEmbeddedDocuments(name: never, data: never, options?: never): Promise<unknown>;
}

/** Creates embedded documents (e.g. items on an actor) from plain source data. */
export async function createEmbedded(parent: EmbeddingParent, name: "Item" | "ActiveEffect", data: object[], options?: Record<string, unknown>): Promise<unknown> {
  return parent.createEmbeddedDocuments(schemaChecked(name), schemaChecked(data), schemaChecked(options));
}

/** Posts a chat message from plain source data (a system card's `type`, `system`, `speaker`, …). */
export async function createChatMessage(data: object, options?: Record<string, unknown>): Promise<ChatMessage.Implementation | undefined> {
  return ChatMessage.create(schemaChecked(data), schemaChecked(options));
}
