/**
 * The active GM's watch over what players change (docs/queries.md, "What the GM sees a player change"): the update
 * hooks carry the user who wrote, so the active GM's client records each change a non-GM user makes to the deciding
 * fields of an actor or its items (documents/change-log/) in a hidden world setting, which only a GM may write. The
 * GM's own writes keep a document accepted, and so does a character's advancement paid in full inside the window the
 * GM keeps (a rest's, the GM's unlock: documents/advance-windows.ts). The log is held in memory on the active GM's client and written back one
 * save at a time (the newest state wins), so a player updating in a loop costs at most one write in flight. A lazy
 * chunk: only a GM's client loads it.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { CHANGE_LOG_SETTING } from "./watch-settings.ts";
import { CREATED, DELETED } from "../../documents/change-log/change-marks.ts";
import { isActorDocument, isItemDocument } from "../../core/document-guards.ts";
import {
  ACTOR_DECIDING_PATHS, changedFields, decidingFields, fingerprint, ITEM_DECIDING_PATHS, touchesDeciding, type FieldChange, type FlatFields,
} from "../../documents/change-log/deciding-fields.ts";
import { advancementOnly } from "../../documents/change-log/advance-accept.ts";
import { advanceWindow } from "../../documents/advance-windows.ts";
import { windowOpen } from "../../documents/logic/advancement-lock.ts";
import {
  ACTOR_DOC, acceptActor, acceptAsMade, actorLog, notePrint, readChangeLog, recordChanges, unacceptedChanges, type ActorReading, type ChangeEntry, type ChangeLog,
} from "../../documents/change-log/change-log.ts";

let log: ChangeLog = { actors: {} };
let loaded = false;
/** Each watched document's deciding fields as this client last saw them (`<actor id>` or `<actor id>.<item id>`). */
const seen = new Map<string, FlatFields>();
/** Compendium sources read once (by UUID). */
const sources = new Map<string, FlatFields | null>();
let saving: Promise<void> | null = null;
let dirty = false;

const isActiveGM = () => game.user?.isActiveGM === true;
const sourceOf = (doc: { toObject(): unknown }): unknown => doc.toObject();

/** The log as this client knows it (the active GM's memory; any other client the stored setting). */
export function changeLog(): ChangeLog {
  if (!isActiveGM()) return readChangeLog(game.settings.get(SYSTEM_ID, CHANGE_LOG_SETTING));
  if (!loaded) {
    log = readChangeLog(game.settings.get(SYSTEM_ID, CHANGE_LOG_SETTING));
    loaded = true;
  }
  return log;
}

/** Writes the log back: one save in flight, and one more after it when the log changed meanwhile. */
function save(next: ChangeLog): void {
  log = next;
  loaded = true;
  dirty = true;
  if (saving) return;
  saving = (async () => {
    while (dirty) {
      dirty = false;
      try {
        await game.settings.set(SYSTEM_ID, CHANGE_LOG_SETTING, { actors: log.actors });
      } catch (error) {
        console.error("meshal-lite | the change log could not be saved", error);
      }
    }
    saving = null;
  })();
}

/** Resolves once every save asked for so far is written (tests, and the GM's accept before it answers). */
export async function changeLogSaved(): Promise<void> {
  while (saving) await saving;
}

const itemFields = (item: Item.Implementation): FlatFields => decidingFields(sourceOf(item), ITEM_DECIDING_PATHS);
const actorFields = (actor: Actor.Implementation): FlatFields => decidingFields(sourceOf(actor), ACTOR_DECIDING_PATHS);

/** The actor an item is watched under: a world actor's own item (a synthetic token actor's items are left out). */
function ownerOf(item: Item.Implementation): Actor.Implementation | null {
  const actor = item.parent;
  return isActorDocument(actor) && actor.id && !actor.isToken ? actor : null;
}

/** Notes an actor's documents as seen now (at ready, and for an actor first met). */
function see(actor: Actor.Implementation): void {
  if (!actor.id || actor.isToken) return;
  seen.set(actor.id, actorFields(actor));
  for (const item of actor.items.contents) if (item.id) seen.set(`${actor.id}.${item.id}`, itemFields(item));
}

/** The deciding fields of an item's compendium source, or null (none, or it cannot be read). */
async function compendiumFields(item: Item.Implementation): Promise<FlatFields | null> {
  const uuid = item._stats?.compendiumSource;
  if (typeof uuid !== "string" || !uuid) return null;
  if (!sources.has(uuid)) {
    const doc: unknown = await fromUuid(uuid).catch(() => null);
    sources.set(uuid, isItemDocument(doc) ? decidingFields(sourceOf(doc), ITEM_DECIDING_PATHS) : null);
  }
  return sources.get(uuid) ?? null;
}

/** What the user `userId` changed of one document (`doc` of `actor`), recorded when a player wrote it. */
function noteChange(actor: Actor.Implementation, doc: string, name: string, now: FlatFields | null, userId: string, changes?: FieldChange[]): void {
  const actorId = actor.id;
  if (!actorId) return;
  const key = doc === ACTOR_DOC ? actorId : `${actorId}.${doc}`;
  const before = seen.get(key);
  if (now) seen.set(key, now);
  else seen.delete(key);
  const user = game.users?.get(userId);
  if (!user) return;
  const current = changeLog();
  if (user.isGM) {
    // The GM's own write keeps a document accepted (from the state it accepted), or is accepted when it made it.
    const print = actorLog(current, actorId).prints[doc];
    const fromAccepted = before !== undefined && print === fingerprint(before);
    if (now && (fromAccepted || changes?.[0]?.to === CREATED)) save(notePrint(current, actorId, doc, fingerprint(now)));
    return;
  }
  const found = changes ?? changedFields(before ?? {}, now ?? {});
  if (found.length === 0) return;
  const at = Date.now();
  const entries: ChangeEntry[] = found.map((c) => ({ doc, name, ...c, by: user.name ?? "", at }));
  const part = actorLog(current, actorId);
  // A character's own advancement inside the window the GM keeps (a rest's, the GM's unlock) is accepted as made.
  const advancing = doc === ACTOR_DOC && before !== undefined && now !== null && !part.pending.some((e) => e.doc === ACTOR_DOC)
    && windowOpen(advanceWindow(actorId)) && advancementOnly(before, now);
  if (advancing) save(acceptAsMade(current, actorId, doc, entries, fingerprint(now), part.prints[doc] === fingerprint(before)));
  else save(recordChanges(current, actorId, entries));
}

function onItemUpdate(item: Item.Implementation, changed: unknown, userId: string): void {
  const actor = ownerOf(item);
  if (!isActiveGM() || !actor || !item.id || !touchesDeciding(changed, ITEM_DECIDING_PATHS)) return;
  noteChange(actor, item.id, item.name ?? "", itemFields(item), userId);
}

async function onItemCreate(item: Item.Implementation, userId: string): Promise<void> {
  const actor = ownerOf(item);
  if (!isActiveGM() || !actor || !item.id) return;
  const now = itemFields(item);
  // A player's copy of a compendium item as the compendium has it is no change; anything else is the item created.
  const source = await compendiumFields(item);
  const same = source !== null && changedFields(source, decidingFields(sourceOf(item), ITEM_DECIDING_PATHS)).length === 0;
  const created: FieldChange[] = [{ path: CREATED, from: "", to: CREATED }];
  if (same) seen.set(`${actor.id}.${item.id}`, now);
  else noteChange(actor, item.id, item.name ?? "", now, userId, created);
}

function onItemDelete(item: Item.Implementation, userId: string): void {
  const actor = ownerOf(item);
  if (!isActiveGM() || !actor || !item.id) return;
  noteChange(actor, item.id, item.name ?? "", null, userId, [{ path: DELETED, from: "", to: DELETED }]);
}

function onActorUpdate(actor: Actor.Implementation, changed: unknown, userId: string): void {
  if (!isActiveGM() || actor.isToken || !touchesDeciding(changed, ACTOR_DECIDING_PATHS)) return;
  noteChange(actor, ACTOR_DOC, actor.name ?? "", actorFields(actor), userId);
}

let watching = false;

/**
 * Starts the watch on a GM's client (watch-settings.ts loads this chunk at `ready`): every actor noted as seen now, and
 * the hooks added once; only the active GM records.
 */
export function startWatch(): void {
  for (const actor of game.actors?.contents ?? []) if (isActorDocument(actor)) see(actor);
  if (watching) return;
  watching = true;
  Hooks.on("updateItem", (item: Item.Implementation, changed: unknown, _options: unknown, userId: string) => onItemUpdate(item, changed, userId));
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => void onItemCreate(item, userId));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onItemDelete(item, userId));
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: unknown, _options: unknown, userId: string) => onActorUpdate(actor, changed, userId));
  Hooks.on("createActor", (actor: Actor.Implementation) => see(actor));
}

/** An actor's documents as the GM's client reads them now, with the differences from the compendium. */
export async function readActor(actor: Actor.Implementation): Promise<ActorReading> {
  const prints: Record<string, string> = { [ACTOR_DOC]: fingerprint(actorFields(actor)) };
  const names: Record<string, string> = { [ACTOR_DOC]: actor.name ?? "" };
  const fromCompendium: Record<string, FieldChange[]> = {};
  for (const item of actor.items.contents) {
    if (!item.id) continue;
    prints[item.id] = fingerprint(itemFields(item));
    names[item.id] = item.name ?? "";
    const source = await compendiumFields(item);
    const diff = source ? changedFields(source, decidingFields(sourceOf(item), ITEM_DECIDING_PATHS)) : [];
    if (diff.length) fromCompendium[item.id] = diff;
  }
  return { prints, names, fromCompendium };
}

/** What the GM has not accepted of `actor` (empty = nothing), and the reading it was judged on. */
export async function unacceptedOf(actor: Actor.Implementation): Promise<{ entries: ChangeEntry[]; reading: ActorReading }> {
  const reading = await readActor(actor);
  return { entries: actor.id ? unacceptedChanges(changeLog(), actor.id, reading) : [], reading };
}

/** The GM accepts `actor` as it is now (the active GM's client). */
export async function acceptChangesOf(actor: Actor.Implementation): Promise<void> {
  if (!actor.id) return;
  const reading = await readActor(actor);
  save(acceptActor(changeLog(), actor.id, reading.prints));
  see(actor);
  await changeLogSaved();
}
