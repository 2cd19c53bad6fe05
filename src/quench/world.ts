/**
 * Helpers the batches share: the system's public API, temporary documents that are deleted again, chat messages a
 * test posted, and waiting for the UI. Batches reach the system only through `globalThis.meshal` (and Foundry's own
 * globals), never by importing its modules at runtime: an import would tie this chunk to the main bundle's file.
 * Documents are the configured classes (`Actor.implementation` …): `create` and the world collections are typed as
 * stored base documents, so `configured` checks that a document really is the configured class.
 */
import type { AttributeId } from "../rules/index.ts";

/** A document a batch created and deletes again. */
export interface Doc {
  id: string | null;
  name?: string | null;
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

/** `doc` as an instance of `documentClass` (e.g. `Actor.implementation`); throws, failing the test, when it is not. */
export function configured<T>(doc: unknown, documentClass: abstract new (...args: never[]) => T, what: string): T {
  if (doc instanceof documentClass) return doc;
  throw new Error(`${what} is not an instance of the configured ${documentClass.name}`);
}

/** The chat messages in the world now, oldest first. */
const worldMessages = () => game.messages?.contents ?? [];

/** A chat message of the world. */
export type Message = ReturnType<typeof worldMessages>[number];

/** Ids of the chat messages in the world now. */
export function messageIds(): Set<string> {
  return new Set(worldMessages().map((m) => m.id ?? ""));
}

/** Chat messages created since `before` was taken, oldest first. */
export function postedSince(before: ReadonlySet<string>): Message[] {
  return worldMessages().filter((m) => m.id && !before.has(m.id));
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

/** Creates a world actor for a test (tracked for cleanup). */
export async function createActor(temp: TempDocs, data: Actor.CreateData): Promise<Actor.Implementation> {
  const what = `actor ${data.name}`;
  return configured(temp.track(await Actor.implementation.create(data), what), Actor.implementation, what);
}

/** The derived `system` of a character or NPC; throws for any other actor. */
export function fighterSystem(actor: Actor.Implementation) {
  const { isActorType } = api().documents;
  if (isActorType(actor, "character") || isActorType(actor, "npc")) return actor.system;
  throw new Error(`${actor.name} is neither a character nor an NPC`);
}

/** The derived `system` of a character; throws for any other actor. */
export function characterSystem(actor: Actor.Implementation) {
  if (api().documents.isActorType(actor, "character")) return actor.system;
  throw new Error(`${actor.name} is not a character`);
}

/** Current dice of one attribute of an actor (derived data). */
export function currentDice(actor: Actor.Implementation, id: AttributeId): number {
  return fighterSystem(actor).attributes[id].value;
}
