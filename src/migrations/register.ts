/**
 * World migration, run on `ready` by the active GM: brings world actors, their items, world items, unlinked scene
 * tokens and the documents
 * of the world's own compendium packs (temporarily unlocked) to the current schema, then stores the version. The shape
 * changes themselves are the pure transforms in ./transforms.ts; the models' `migrateData` already applies them on
 * load, so this step only writes the upgraded source back (replacing `system` wholesale so obsolete keys disappear).
 * If anything fails, the version is not stored and the migration runs again on the next load.
 */
import { SYSTEM_ID } from "../settings.ts";
import type { Consciousness } from "../rules/index.ts";
import { storeDeathFromDice } from "./stored-death.ts";
import { actorSystemNeedsMigration } from "./transforms.ts";
import { CURRENT_SCHEMA_VERSION } from "./version.ts";

/** A document whose `system` can be written back. */
interface Migratable {
  name: string | null;
  toObject(): { system?: unknown };
  update(data: object, options: object): Promise<unknown>;
}

/** Writes a document's (already migrated) `system` back to the database, after `step` if given. Never throws. */
async function persist(doc: Migratable, failures: string[], step?: (system: Record<string, unknown>) => void): Promise<void> {
  try {
    const system = doc.toObject().system;
    if (system && step) step(system as Record<string, unknown>);
    if (system) await doc.update({ system }, { diff: false, recursive: false, render: false, meshalMigration: true });
  } catch (err) {
    failures.push(doc.name ?? "?");
    console.error(`${SYSTEM_ID} | migration failed for ${doc.name ?? "?"}`, err);
  }
}

/** Migrates an actor and its embedded items. */
async function migrateActor(actor: Actor.Implementation, failures: string[]): Promise<void> {
  await persist(actor as unknown as Migratable, failures, storedDeathStep(actor));
  for (const item of actor.items) await persist(item as unknown as Migratable, failures);
}

/** Schema 4: the step that stores the death of an actor whose prepared dice already say dead. */
function storedDeathStep(actor: unknown): (system: Record<string, unknown>) => boolean {
  const state = (actor as { system?: { consciousness?: Consciousness } }).system?.consciousness;
  return (system) => storeDeathFromDice(system, state);
}

/** Schema 4 for an unlinked token: only the changed key goes into its delta (never a whole `system`). */
async function storeTokenDeath(actor: Migratable & { system?: unknown }, failures: string[]): Promise<void> {
  const probe: Record<string, unknown> = { life: { ...((actor.system as { life?: object } | undefined)?.life ?? {}) } };
  if (!storedDeathStep(actor)(probe)) return;
  try {
    await actor.update({ "system.life.dead": true }, { render: false, meshalMigration: true });
  } catch (err) {
    failures.push(actor.name ?? "?");
    console.error(`${SYSTEM_ID} | migration failed for ${actor.name ?? "?"}`, err);
  }
}

/** An unlinked scene token: its own changes live in an ActorDelta over the base actor. */
interface MigratableToken {
  actorLink: boolean;
  actor: unknown;
  delta: { toObject(): { system?: unknown } } | null;
}

/**
 * Unlinked tokens whose delta still stores schema-1 attributes (e.g. a wounded goblin placed before the update) are
 * written back through their synthetic actor, so the token's own damage is kept rather than masked by its base actor.
 */
async function migrateTokens(failures: string[]): Promise<void> {
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens as unknown as Iterable<MigratableToken>) {
      if (token.actorLink || !token.actor) continue;
      if (actorSystemNeedsMigration(token.delta?.toObject().system)) await persist(token.actor as Migratable, failures);
      await storeTokenDeath(token.actor as Migratable & { system?: unknown }, failures);
    }
  }
}

/** A compendium pack as the migration sees it. */
interface MigratablePack {
  locked: boolean;
  documentName: string;
  collection: string;
  metadata: { packageType?: string };
  getDocuments(): Promise<unknown[]>;
  configure(settings: { locked: boolean }): Promise<unknown>;
}

/**
 * Should a pack be migrated? Only the world's own Actor/Item packs: system and module packs are replaced by their
 * package's next update, and writing to them would change another package's content (dnd5e `_shouldMigrateCompendium`).
 */
export function shouldMigratePack(pack: { documentName: string; metadata: { packageType?: string } }): boolean {
  return pack.metadata.packageType === "world" && ["Actor", "Item"].includes(pack.documentName);
}

/**
 * Migrates every Actor and Item document of the world's compendium packs. A locked pack is unlocked for the
 * migration and locked again afterwards, so its documents are not left in the old shape.
 */
async function migratePacks(failures: string[]): Promise<void> {
  for (const pack of (game.packs ?? []) as unknown as Iterable<MigratablePack>) {
    if (!shouldMigratePack(pack)) continue;
    const wasLocked = pack.locked;
    try {
      if (wasLocked) await pack.configure({ locked: false });
      const docs = (await pack.getDocuments()) as Migratable[];
      for (const doc of docs) {
        if (pack.documentName === "Actor") await migrateActor(doc as unknown as Actor.Implementation, failures);
        else await persist(doc, failures);
      }
    } catch (err) {
      failures.push(pack.collection);
      console.error(`${SYSTEM_ID} | migration failed for compendium ${pack.collection}`, err);
    } finally {
      if (wasLocked) await pack.configure({ locked: true }).catch((err: unknown) => console.error(err));
    }
  }
}

/** Runs on `ready`: the active GM brings stored data up to the current schema version. */
export async function runMigrations(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const stored = game.settings.get(SYSTEM_ID, "schemaVersion");
  if (stored >= CURRENT_SCHEMA_VERSION) return;
  // A fresh world has nothing stored in an old shape.
  if (stored > 0 || (game.actors?.size ?? 0) + (game.items?.size ?? 0) > 0) {
    ui.notifications?.info(game.i18n!.format("MESHAL.Migration.begin", { version: String(CURRENT_SCHEMA_VERSION) }));
    const failures: string[] = [];
    for (const actor of game.actors ?? []) await migrateActor(actor as unknown as Actor.Implementation, failures);
    for (const item of game.items ?? []) await persist(item as unknown as Migratable, failures);
    await migrateTokens(failures);
    await migratePacks(failures);
    if (failures.length) {
      ui.notifications?.error(game.i18n!.format("MESHAL.Migration.failed", { names: failures.join(", ") }), { permanent: true });
      return;
    }
    ui.notifications?.info(game.i18n!.localize("MESHAL.Migration.done"));
  }
  await game.settings.set(SYSTEM_ID, "schemaVersion", CURRENT_SCHEMA_VERSION);
}
