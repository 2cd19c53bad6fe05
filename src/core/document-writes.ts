/**
 * Writes to Foundry documents from the system's plans. fvtt-types types `update` and `create` with each document's
 * exact source shape, while the planners produce flat dotted paths ("system.pools.might") and plain source objects
 * the type system cannot follow; the assertion that they fit is made here, once, instead of at every call site.
 * Foundry validates each write against the document's schema, so a plan that does not fit is refused, not stored.
 */

/** A write's arguments handed to Foundry as the document's exact source types; Foundry checks them against the schema. */
function schemaChecked<A extends unknown[]>(...args: A): { [K in keyof A]: never } {
  // cast: fvtt-types cannot follow the planners' flat paths and plain sources to a document's source type; the schema checks them on write
  return args as { [K in keyof A]: never };
}

/** Any document that can be updated. */
interface Updatable {
  // Method syntax keeps the parameter bivariant, so every document's typed `update` fits.
  update(changes: never, options?: never): Promise<unknown>;
}

/** Updates `doc` with flat paths or nested source; resolves to undefined when Foundry refused the write. */
export async function updateDocument(doc: Updatable, changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown> {
  // cast: flat paths as the document's update data (see schemaChecked)
  return doc.update(...schemaChecked(changes, options));
}

/** A parent that can hold embedded documents. */
interface EmbeddingParent {
  createEmbeddedDocuments(name: never, data: never, options?: never): Promise<unknown>;
}

/** Creates embedded documents (e.g. items on an actor) from plain source data. */
export async function createEmbedded(parent: EmbeddingParent, name: "Item" | "ActiveEffect", data: object[], options?: Record<string, unknown>): Promise<unknown> {
  // cast: plain sources as the embedded documents' creation data (see schemaChecked)
  return parent.createEmbeddedDocuments(...schemaChecked(name, data, options));
}

/** Posts a chat message from plain source data (a system card's `type`, `system`, `speaker`, …). */
export async function createChatMessage(data: object, options?: Record<string, unknown>): Promise<ChatMessage.Implementation | undefined> {
  // cast: a card's plain source as the message's creation data (see schemaChecked)
  return ChatMessage.create(...schemaChecked(data, options));
}
