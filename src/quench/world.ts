/**
 * Helpers the batches share: the system's public API, temporary documents that are deleted again, chat messages a
 * test posted, and waiting for the UI. Batches reach the system only through `globalThis.meshal` (and Foundry's own
 * globals), never by importing its modules: an import would tie this chunk to the main bundle's file.
 */

/** A document as the batches handle it. */
export interface Doc {
  id: string | null;
  name: string | null;
  delete(): Promise<unknown>;
}

/** The system's public API (`globalThis.meshal`). */
export const api = () => globalThis.meshal;

/** The library half of the API (rules, data, migrations), once its chunk has loaded. */
export async function library(): Promise<NonNullable<Awaited<typeof globalThis.meshal.library>>> {
  const loaded = await globalThis.meshal.library;
  if (!loaded) throw new Error("meshal.library did not load");
  return loaded;
}

/** Documents a batch created, deleted newest first by `cleanup` (run it in the batch's `after`). */
export class TempDocs {
  readonly #docs: Doc[] = [];

  /** Remembers a created document; throws when the creation was refused (resolved to nothing). */
  track<T extends Doc>(doc: T | null | undefined, what: string): T {
    if (!doc) throw new Error(`${what} was not created`);
    this.#docs.push(doc);
    return doc;
  }

  /** Deletes everything tracked (and the chat messages posted since `messagesBefore`). */
  async cleanup(messagesBefore?: ReadonlySet<string>): Promise<void> {
    if (messagesBefore) for (const message of postedSince(messagesBefore)) this.#docs.push(message);
    for (const doc of this.#docs.splice(0).reverse()) {
      await doc.delete().catch((err: unknown) => console.warn(`meshal-lite | Quench cleanup could not delete ${doc.name ?? doc.id}`, err));
    }
  }
}

/** A chat message as the batches read it. */
export interface Message extends Doc {
  content: string;
  rolls: { total?: number | null }[];
}

/** Ids of the chat messages in the world now. */
// The casts below: Quench code drives the live world through the few members it reads (Message, TestActor), since
// fvtt-types' stored-document types are not related to the configured classes they really are.
export function messageIds(): Set<string> {
  return new Set([...((game.messages ?? []) as unknown as Iterable<Message>)].map((m) => m.id ?? ""));
}

/** Chat messages created since `before` was taken, oldest first. */
export function postedSince(before: ReadonlySet<string>): Message[] {
  return [...((game.messages ?? []) as unknown as Iterable<Message>)].filter((m) => m.id && !before.has(m.id));
}

/** Resolves with the first truthy value `probe` returns, polling every 50 ms; rejects after `ms`. */
export async function waitFor<T>(probe: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - start > ms) throw new Error("timed out waiting for the UI");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An actor as the batches use it. */
export type TestActor = Doc & {
  type: string;
  uuid: string;
  system: Record<string, unknown>;
  items: Iterable<unknown> & { size: number };
  update(data: object, options?: object): Promise<unknown>;
  createEmbeddedDocuments(type: "Item", data: object[], options?: object): Promise<Doc[]>;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
  takeDamage(damage: number, target: string): Promise<unknown>;
  rest(hours?: number): Promise<unknown>;
  getFlag(scope: "meshal-lite", key: string): unknown;
  toObject(): { system: Record<string, unknown> };
};

/** Creates a world actor for a test (tracked for cleanup). */
export async function createActor(temp: TempDocs, data: { name: string; type: string } & Record<string, unknown>): Promise<TestActor> {
  const created = await Actor.implementation.create(data as never);
  return temp.track(created as unknown as TestActor | undefined, `actor ${data.name}`);
}

/** Current dice of one attribute of an actor (derived data). */
export function currentDice(actor: TestActor, id: string): number {
  return (actor.system.attributes as Record<string, { value: number }>)[id]!.value;
}
