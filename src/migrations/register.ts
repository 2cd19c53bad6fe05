/**
 * World migration, run on `ready` by the active GM: brings world actors, their items, world items, unlinked scene
 * tokens and the documents
 * of the world's own compendium packs (temporarily unlocked) to the current schema, then stores the version. The shape
 * changes themselves are the pure transforms in ../data/migrations/transforms.ts; the models' `migrateData` already applies them on
 * load, so this step only writes the upgraded source back (replacing `system` wholesale so obsolete keys disappear).
 * Unlinked tokens are the exception: their delta receives only the changed keys (./token-delta.ts).
 * A write counts only when it really happened (./attempt.ts); if anything fails, the version is not stored and the
 * migration runs again on the next load.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { isRecord, recordAt } from "../rules/guards.ts";
import { attemptWrite, type Failures } from "./attempt.ts";
import { migrateEffectEnds, type EffectCarrier } from "./effect-ends.ts";
import { storeDeathFromDice } from "./stored-death.ts";
import { planDayUseKeys } from "./use-records.ts";
import { planNamedRounds } from "./loaded-rounds.ts";
import { limitOf } from "../actions/use-limit.ts";
import { creatureNow } from "../documents/rest-clock.ts";
import { USES_FLAG } from "../documents/uses-flag.ts";
import { dayOf } from "../rules/world-day.ts";
import { planTokenDelta } from "./token-delta.ts";
import { CURRENT_SCHEMA_VERSION } from "./version.ts";
import { format, localize } from "../core/i18n.ts";
import { changeAdvanceWindows } from "../documents/advance-windows.ts";
import { OLD_RESTED_FLAG, OLD_UNLOCK_FLAG } from "../documents/logic/advancement-lock.ts";

/** A document whose `system` can be written back. */
interface Migratable {
  name: string | null;
  toObject(): { system?: unknown };
  update(data: object, options: object): Promise<unknown>;
}

/** An item as the migration sees it: its id and `system`, and its embedded effects (schema 5, ./effect-ends.ts). */
type MigratableItem = Migratable & EffectCarrier & { id?: string | null; system?: unknown };

/** An actor as the migration sees it: its own `system` (read for the stored-death step), flags and embedded items. */
interface MigratableActor extends Migratable {
  system?: unknown;
  flags?: unknown;
  items: Iterable<MigratableItem>;
}

/** Options of every migration write: no re-render, and a flag our update handlers recognise. */
const WRITE_OPTIONS = { render: false, meshalMigration: true };

/**
 * Writes a document's (already migrated) `system` back to the database. Never throws; a failed or cancelled write is
 * added to `failures`. `diff: false` sends the write even when the in-memory source already looks current (it is:
 * `migrateData` ran on load), so a resolved `undefined` really means a cancelled update.
 */
async function persist(doc: Migratable, failures: Failures, step?: (system: Record<string, unknown>) => void): Promise<void> {
  const system = doc.toObject().system;
  if (!isRecord(system)) return;
  step?.(system);
  await attemptWrite(doc.name ?? "?", () => doc.update({ system }, { ...WRITE_OPTIONS, diff: false, recursive: false }), failures);
}

/** Migrates an item: its `system`, then the end its pack buff names (schema 5). */
async function migrateItem(item: MigratableItem, failures: Failures): Promise<void> {
  await persist(item, failures);
  await migrateEffectEnds(item, WRITE_OPTIONS, failures);
}

/** Migrates an actor and its embedded items; failed or cancelled writes are added to `failures`. */
export async function migrateActor(actor: MigratableActor, failures: Failures): Promise<void> {
  await persist(actor, failures, storedDeathStep(actor));
  for (const item of actor.items) await migrateItem(item, failures);
  await dayUsesStep(actor, failures);
  await namedRoundsStep(actor, failures);
}

/** Schema 5: a weapon's loaded rounds are named as the usual round the actor owns (./loaded-rounds.ts). */
async function namedRoundsStep(actor: MigratableActor, failures: Failures): Promise<void> {
  const items = [...actor.items];
  for (const item of items) {
    const rounds = planNamedRounds(item.system, items);
    if (rounds) await attemptWrite(`${actor.name ?? "?"} / ${item.name ?? "?"}`, () => item.update({ "system.reload.rounds": rounds }, WRITE_OPTIONS), failures);
  }
}

/** Schema 5: the uses of per-day items recorded under the full-rest key move to the creature's day (./use-records.ts). */
async function dayUsesStep(actor: MigratableActor, failures: Failures): Promise<void> {
  const perDay = new Set<string>();
  for (const item of actor.items) if (item.id && limitOf(item)?.per === "day") perDay.add(item.id);
  const uses = recordAt(recordAt(actor.flags, SYSTEM_ID), USES_FLAG);
  if (!perDay.size || !uses) return;
  const changed = planDayUseKeys(uses, perDay, dayOf(creatureNow(actor)));
  if (!Object.keys(changed).length) return;
  const update = Object.fromEntries(Object.entries(changed).map(([id, record]) => [`flags.${SYSTEM_ID}.${USES_FLAG}.${id}`, record]));
  await attemptWrite(`${actor.name ?? "?"} (uses)`, () => actor.update(update, WRITE_OPTIONS), failures);
}

/**
 * Schema 6: the advancement windows moved from the actor's own flags to the GM's world setting
 * (documents/advance-windows.ts); a character whose flags said open keeps its window open. The old flags are left
 * where they are (nothing reads them).
 */
async function advanceWindowsStep(actors: Iterable<{ id?: string | null; name: string | null; flags?: unknown }>, failures: Failures): Promise<void> {
  const open: [string, { rested?: boolean; unlocked?: boolean }][] = [];
  for (const actor of actors) {
    const flags = recordAt(actor.flags, SYSTEM_ID);
    const rested = flags?.[OLD_RESTED_FLAG] === true;
    const unlocked = flags?.[OLD_UNLOCK_FLAG] === true;
    if (actor.id && (rested || unlocked)) open.push([actor.id, { ...(rested ? { rested } : {}), ...(unlocked ? { unlocked } : {}) }]);
  }
  if (open.length) await attemptWrite("advancement windows", () => changeAdvanceWindows(open), failures);
}

/** Schema 4: the step that stores the death of an actor whose prepared dice already say dead. */
function storedDeathStep(actor: { system?: unknown }): (system: Record<string, unknown>) => boolean {
  const dead = recordAt(actor, "system")?.consciousness === "dead";
  return (system) => storeDeathFromDice(system, dead ? "dead" : undefined);
}

/** An unlinked scene token: its own changes live in an ActorDelta over the base actor. */
interface MigratableToken {
  name: string | null;
  actorLink: boolean;
  baseActor: { type: string; toObject(): { system?: unknown }; system: unknown } | null;
  delta: { toObject(): { system?: unknown } } | null;
  actor: { system?: unknown } | null;
  update(data: object, options: object): Promise<unknown>;
}

/** The base actor's current attribute totals (a schema-1 delta's attribute maximum was the base actor's). */
function totalsOf(system: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, a] of Object.entries(recordAt(system, "attributes") ?? {})) if (isRecord(a) && typeof a.total === "number") out[id] = a.total;
  return out;
}

/**
 * Unlinked tokens of one scene whose delta still stores schema-1 shapes (e.g. a wounded goblin placed before the
 * update) get only the changed keys written into their delta, so the token keeps its own damage and still follows
 * later edits of its base actor. Failed or cancelled writes are added to `failures`.
 */
export async function migrateSceneTokens(scene: { name: string | null; tokens: Iterable<MigratableToken> }, failures: Failures): Promise<void> {
  for (const token of scene.tokens) {
    const base = token.baseActor;
    if (token.actorLink || !base) continue;
    const label = `${scene.name ?? "?"} / ${token.name ?? "?"}`;
    const update = planTokenDelta(base.type, base.toObject().system, token.delta?.toObject().system, totalsOf(base.system));
    if (update) await attemptWrite(label, () => token.update({ delta: { system: update } }, WRITE_OPTIONS), failures);
    // Schema 4: a token whose own dice say dead stores only `life.dead` in its delta.
    const life = { ...recordAt(token.actor?.system, "life") };
    const probe: Record<string, unknown> = { life };
    if (token.actor && storedDeathStep(token.actor)(probe)) {
      await attemptWrite(label, () => token.update({ delta: { system: { life: { dead: true } } } }, WRITE_OPTIONS), failures);
    }
  }
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
async function migratePacks(failures: Failures): Promise<void> {
  for (const pack of game.packs ?? []) {
    if (!shouldMigratePack(pack)) continue;
    const wasLocked = pack.locked;
    try {
      if (wasLocked) await pack.configure({ locked: false });
      for (const doc of await pack.getDocuments()) {
        if (doc instanceof Actor.implementation) await migrateActor(doc, failures);
        else if (doc instanceof Item.implementation) await migrateItem(doc, failures);
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
    ui.notifications?.info(format("MESHAL.Migration.begin", { version: String(CURRENT_SCHEMA_VERSION) }));
    const failures: Failures = [];
    for (const actor of game.actors ?? []) await migrateActor(actor, failures);
    await advanceWindowsStep(game.actors ?? [], failures);
    for (const item of game.items ?? []) await migrateItem(item, failures);
    for (const scene of game.scenes ?? []) await migrateSceneTokens(scene, failures);
    await migratePacks(failures);
    if (failures.length) {
      ui.notifications?.error(format("MESHAL.Migration.failed", { names: failures.join(", ") }), { permanent: true });
      return;
    }
    ui.notifications?.info(localize("MESHAL.Migration.done"));
  }
  await game.settings.set(SYSTEM_ID, "schemaVersion", CURRENT_SCHEMA_VERSION);
}
