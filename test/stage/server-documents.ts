/**
 * Fake documents whose every create/update/delete goes through the stage's server (server.ts): an Actor whose `system`
 * is prepared from its stored data and items as the system's models do, embedded Items and ActiveEffects, and
 * ChatMessages with an author. A write is checked against the writing client's user, applied (objects merged key by
 * key, arrays replaced, keys deleted or replaced in the version's form, update-operators.ts, as core merges an update),
 * the document prepared again, and the event delivered to every connected client (`_onUpdate`/`_on…DescendantDocuments`
 * and the `create…`/`update…`/`delete…` hooks), each with its own `game.user`. A ChatMessage gets the mode its creation
 * options name, as each version reads them (message-mode.ts). Effects are kept and applied as the version the stage
 * plays does (version.ts; effect-data.ts): v13 `changes` with `mode` and durations in rounds, v14 `system.changes` with
 * `type`, durations in `value`/`units` with expiry events, old data converted on load, expired effects marked.
 *
 * Sources (public pages; core's code not read):
 * - create/update/delete and their per-client callbacks and hooks:
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html (each fires on every connected client;
 *   `update<Name>` hook names); `keepId` of
 *   https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseCreateOperation.html;
 * - an update merged into the source (objects key by key, arrays and other values replaced, `-=` keys deleted):
 *   https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html and
 *   https://foundryvtt.com/api/v13/functions/foundry.utils.expandObject.html;
 * - preparation (base data, then the active effects' changes, then derived data):
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html (`prepareData`, `applyActiveEffects`,
 *   `statuses`, `hasPlayerOwner`, `inCombat`, `toggleStatusEffect`) and the change modes
 *   https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html (v14's change types:
 *   https://foundryvtt.com/api/v14/interfaces/CONFIG.ActiveEffectChangeTypeConfig.html);
 * - an effect's duration and start: https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html (v13
 *   `duration.remaining` in rounds and turns of the running combat, the start recorded at creation) and, for v14,
 *   https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html and `EffectStartData`
 *   (https://github.com/foundryvtt/foundryvtt/issues/13740, #14112, #13667);
 * - UUIDs: https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuidSync.html; core resolves only its own
 *   embedded names, which is why dnd5e overrides `getEmbeddedDocument` for its pseudo-documents
 *   (https://github.com/foundryvtt/foundryvtt/issues/14499);
 * - ids of 16 characters: https://foundryvtt.com/api/v13/functions/foundry.utils.randomID.html;
 * - a message's speaker and speaking actor: https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html
 *   (`getSpeaker`, `getSpeakerActor`, `applyRollMode`), the modes in message-mode.ts.
 *
 * Where it differs: no schema validation or type casting on write (the system's own validator is tested apart); the
 * prepared `system` comes from the system's derivation functions, not its TypeDataModels; no token actors.
 */
import { applyDerived } from "../../src/data/actor/base.ts";
import { actorPosture } from "../../src/data/actor/posture.ts";
import { deriveInput, type FixtureActor } from "../fixtures/data-actors.ts";
import type { FixtureItem } from "../fixtures/data-items.ts";
import { OWNERSHIP, ownershipLevel, type GuardedDocument } from "./server-rules.ts";
import { nestPath, type StageServer, type StageUser } from "./server.ts";
import { applyUpdate, coreDeletion } from "./update-operators.ts";
import { applyChoice, legacyToMessageMode, optionMode } from "./message-mode.ts";
import { logDeprecation } from "./deprecations.ts";
import { MODE_TYPES, v14EffectSource } from "./effect-data.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;

const isPlain = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** `{"a.b": 1}` → `{a: {b: 1}}` (core's expandObject; `-=`/`==` keys and operator values kept as written). */
export function expand(changes: Rec): Rec {
  const out: Rec = {};
  for (const [key, value] of Object.entries(changes)) nestPath(out, key, isPlain(value) ? expand(value) : value);
  return out;
}

let idCount = 0;
/** A fresh 16-character document id. */
export const stageId = (prefix = "stage"): string => `${prefix}${String(++idCount).padStart(16 - prefix.length, "0")}`.slice(0, 16);

/** A collection of documents by id (the parts of Foundry's Collection the system reads). */
export class StageCollection<D extends { id: string }> extends Map<string, D> {
  get contents(): D[] {
    return [...this.values()];
  }
  find(test: (d: D) => boolean): D | undefined {
    return this.contents.find(test);
  }
  filter(test: (d: D) => boolean): D[] {
    return this.contents.filter(test);
  }
}

/** Embedded document names an actor UUID may name (Foundry knows more; the stage's actors hold these). */
const EMBEDDED_NAMES = new Set(["Item", "ActiveEffect"]);

/** What an effect reads of the running fight (`game.combat`): its id, round, turn and the turn order. */
export interface FightClock {
  id: string;
  started: boolean;
  round: number;
  turn: number;
  turns: readonly { id: string; actor: unknown; initiative: number | null }[];
}

/** The world the documents live in: its server, its collections, UUID lookup. */
export class StageWorld {
  readonly actors = new StageCollection<StageActor>();
  readonly messages = new StageCollection<StageChatMessage>();
  #combats: { contents: StageCombatRecord[] } = { contents: [] };
  /**
   * The world's combats (`game.combats`), set by a test: started or not, their combatants' actors, the current one.
   * Each is given what a Combat document has and the system reads (`asCombatDocument`): ids, flags and a guarded update.
   */
  get combats(): { contents: StageCombatRecord[] } {
    return this.#combats;
  }
  set combats(next: { contents: StageCombatRecord[] }) {
    for (const combat of next.contents) asCombatDocument(combat);
    this.#combats = next;
  }
  /** The running fight effects time themselves by (`game.combat`; fight.ts), or none. */
  combat: FightClock | null = null;
  private clock = 1_000;

  constructor(readonly server: StageServer) {}

  /** A strictly increasing timestamp (two messages created in one millisecond are still ordered). */
  now(): number {
    return ++this.clock;
  }

  /**
   * Core's `fromUuidSync` for world actors, their items and effects, and messages. As v13's, it throws for an unknown
   * embedded document name (`Actor.<id>.Nonsense.<id>`), even when not strict; other unknown UUIDs give null.
   */
  fromUuidSync(uuid: string): StageDocument | null {
    const [kind, id, embedded, embeddedId] = uuid.split(".");
    if (kind === "Actor" && embedded && !EMBEDDED_NAMES.has(embedded)) throw new Error(`Invalid embedded Document type "${embedded}" in UUID ${uuid}`);
    if (kind === "Actor") {
      const actor = this.actors.get(id ?? "") ?? null;
      if (!embedded) return actor;
      return (embedded === "Item" ? actor?.items.get(embeddedId ?? "") : actor?.effects.get(embeddedId ?? "")) ?? null;
    }
    if (kind === "ChatMessage") return this.messages.get(id ?? "") ?? null;
    return null;
  }
}

/** A combat as a test sets it (a plain record, or a fight of fight.ts). */
export interface StageCombatRecord {
  id?: string;
  round?: number;
  started: boolean;
  combatants: { contents: { id?: string; actor: unknown }[] };
  combatant: { actor: unknown } | null;
  flags?: Rec;
}

/**
 * Gives a combat a test set what a Combat document has: an id, its combatants' ids, `flags`, and `update`, which the
 * server refuses to anyone but a GM — players may change a Combat's turn and round, never its flags or system data
 * (the SR5 and Year Zero systems on "User lacks permission to update Combat": https://github.com/SR5-FoundryVTT/SR5-FoundryVTT/pull/1988,
 * https://github.com/fvtt-fria-ligan/yearzero-combat-fvtt/pull/85). `updateCombat` is called on every client.
 */
function asCombatDocument(combat: StageCombatRecord): void {
  const doc = combat as StageCombatRecord & Rec;
  if (typeof doc.update === "function") return;
  if (!doc.id) Object.defineProperty(doc, "id", { value: stageId("combat"), writable: true, configurable: true, enumerable: true });
  for (const c of combat.combatants.contents) c.id ??= stageId("cbt");
  doc.flags ??= {};
  Object.defineProperty(doc, "documentName", { value: "Combat", configurable: true });
  doc.update = async (changes: Rec, options: Rec = {}) => {
    server().guardUpdate(doc as unknown as GuardedDocument, changes);
    const changed = expand(changes);
    applyUpdate(doc, changed);
    const userId = server().clientUser.id;
    server().broadcast(() => hooks().callAll("updateCombat", doc, changed, options, userId));
    return doc;
  };
}

/** The world fake documents use (one per test file). */
let world: StageWorld | null = null;
export function useWorld(next: StageWorld): void {
  world = next;
}
const theWorld = (): StageWorld => {
  if (!world) throw new Error("stage: no world installed (useWorld)");
  return world;
};
const server = (): StageServer => theWorld().server;

/** Base of the fake documents: identity, source data, flags, permission tests and guarded updates. */
export abstract class StageDocument implements GuardedDocument {
  abstract readonly documentName: string;
  readonly id: string;
  parent: StageDocument | null;
  _source: Rec;

  constructor(source: Rec, parent: StageDocument | null = null) {
    this._source = structuredClone({ flags: {}, ownership: { default: OWNERSHIP.NONE }, ...source });
    this.id = typeof source._id === "string" ? source._id : stageId();
    this._source._id = this.id;
    this.parent = parent;
  }

  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  get name(): string | null {
    return (this._source.name as string | undefined) ?? null;
  }
  get flags(): Record<string, Rec> {
    return this._source.flags as Record<string, Rec>;
  }
  get ownership(): Record<string, number> {
    return this._source.ownership as Record<string, number>;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  unsetFlag(scope: string, key: string): Promise<this> {
    return this.update(coreDeletion(`flags.${scope}.${key}`));
  }
  testUserPermission(user: StageUser, level: keyof typeof OWNERSHIP | number): boolean {
    return ownershipLevel(user, this) >= (typeof level === "number" ? level : OWNERSHIP[level]);
  }
  get isOwner(): boolean {
    return this.testUserPermission(server().clientUser, "OWNER");
  }
  toObject(): Rec {
    return structuredClone(this._source);
  }

  /** Prepares derived data after a change (nothing by default). */
  prepare(): void {}

  async update(changes: Rec, options: Rec = {}): Promise<this> {
    server().guardUpdate(this, changes);
    const changed = expand(changes);
    applyUpdate(this._source, changed);
    this.prepare();
    this.parent?.prepare();
    const userId = server().clientUser.id;
    server().broadcast(() => this.onUpdated(changed, options, userId));
    return this;
  }

  async delete(options: Rec = {}): Promise<this> {
    server().guardDelete(this);
    this.removeFromWorld();
    const userId = server().clientUser.id;
    server().broadcast(() => this.onDeleted(options, userId));
    return this;
  }

  /** Runs on every client after an update. */
  protected abstract onUpdated(changed: Rec, options: Rec, userId: string): void;
  /** Runs on every client after a deletion. */
  protected abstract onDeleted(options: Rec, userId: string): void;
  /** Removes the document from its collection. */
  protected abstract removeFromWorld(): void;
}

const hooks = () => server().hooks;

/** An item owned by an actor. */
export class StageItem extends StageDocument {
  readonly documentName = "Item";
  get type(): string {
    return this._source.type as string;
  }
  get system(): Rec {
    return this._source.system as Rec;
  }
  get img(): string | null {
    return (this._source.img as string | undefined) ?? null;
  }
  get actor(): StageActor | null {
    return this.parent instanceof StageActor ? this.parent : null;
  }
  /** A compendium item's pack (`null` for world and owned items). */
  pack: string | null = null;
  get _stats(): Rec {
    return (this._source._stats as Rec | undefined) ?? {};
  }
  protected onUpdated(changed: Rec, options: Rec, userId: string): void {
    this.actor?._onUpdateDescendantDocuments(this.actor, "items", [this], [changed], options, userId);
    hooks().callAll("updateItem", this, changed, options, userId);
  }
  protected onDeleted(options: Rec, userId: string): void {
    this.actor?._onDeleteDescendantDocuments(this.actor, "items", [this], [this.id], options, userId);
    hooks().callAll("deleteItem", this, options, userId);
  }
  protected removeFromWorld(): void {
    this.actor?.items.delete(this.id);
    this.actor?.prepare();
  }
}

/** A change as core applies it: the path under the actor, how, and the value. */
export interface AppliedChange {
  key: string;
  type: string;
  value: unknown;
}

/** v13's combat time of a round and turn: the decimal `{round}.{turn}` its API page describes. */
const combatTime = (round: unknown, turn: unknown): number => Number(round ?? 0) + Number(turn ?? 0) / 100;

/**
 * An Active Effect as the version the stage plays keeps it. v13: `changes` with `mode`, a duration in rounds / turns
 * with `remaining` worked out from the running fight, nothing marked when it runs out. v14: v13-shaped data converted
 * on load (effect-data.ts), `system.changes` with `type`, a duration in `value`/`units` with an `expiry` event and the
 * `expired` mark, which suppresses the effect. `_preCreate` records the start as each version's core does.
 */
export class StageActiveEffect extends StageDocument {
  readonly documentName = "ActiveEffect";
  constructor(source: Rec, parent: StageDocument | null = null) {
    super(onV14 ? v14EffectSource(source) : source, parent);
  }
  get statuses(): Set<string> {
    return new Set((this._source.statuses as string[] | undefined) ?? []);
  }
  get disabled(): boolean {
    return this._source.disabled === true;
  }
  get origin(): string | null {
    return (this._source.origin as string | undefined) ?? null;
  }
  get system(): Rec {
    return (this._source.system as Rec | undefined) ?? {};
  }
  get start(): Rec {
    return (this._source.start as Rec | undefined) ?? {};
  }
  /** The stored duration, with v13's derived `remaining` (rounds.turns left in the running fight; null outside one). */
  get duration(): Rec {
    const stored = (this._source.duration as Rec | undefined) ?? {};
    if (onV14) return { ...stored };
    const fight = theWorld().combat;
    const timed = Number(stored.rounds ?? 0) > 0 || Number(stored.turns ?? 0) > 0;
    if (!timed || !fight?.started || stored.startRound === undefined || stored.startRound === null) return { ...stored, remaining: null };
    const end = combatTime(stored.startRound, stored.startTurn) + combatTime(stored.rounds, stored.turns);
    const remaining = Math.max(0, Math.round((end - combatTime(fight.round, fight.turn)) * 100) / 100);
    return { ...stored, remaining };
  }
  /** Core v14 suppresses an effect it marked expired; core v13 has no such mark. */
  get isSuppressed(): boolean {
    return onV14 && this.duration.expired === true;
  }
  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }
  /** The changes core applies, read where the version keeps them. */
  get appliedChanges(): AppliedChange[] {
    const list = onV14 ? this.system.changes : this._source.changes;
    return (Array.isArray(list) ? (list as Rec[]) : []).map((c) => ({
      key: String(c.key ?? ""),
      type: onV14 ? String(c.type) : (MODE_TYPES[Number(c.mode)] ?? "custom"),
      value: c.value,
    }));
  }
  /** Core's `updateSource`: merges into the source with no database write. */
  updateSource(changes: Rec): void {
    applyUpdate(this._source, expand(changes));
  }
  /** Core's start record at creation: v13 in the duration (when it has rounds or turns), v14 in `start`. */
  async _preCreate(_data: Rec, _options: Rec, _user: StageUser): Promise<boolean | void> {
    const fight = theWorld().combat;
    const running = fight?.started ? fight : null;
    if (onV14) {
      const current = running?.turns[running.turn];
      this.updateSource({ start: { combat: running?.id ?? null, combatant: current?.id ?? null, initiative: current?.initiative ?? null, round: running?.round ?? null, turn: running?.turn ?? null } });
      return;
    }
    const d = (this._source.duration as Rec | undefined) ?? {};
    if (!running || !(Number(d.rounds ?? 0) > 0 || Number(d.turns ?? 0) > 0)) return;
    this.updateSource({ duration: { combat: running.id, startRound: running.round, startTurn: running.turn } });
  }
  protected onUpdated(changed: Rec, options: Rec, userId: string): void {
    const actor = this.parent as StageActor | null;
    actor?._onUpdateDescendantDocuments(actor, "effects", [this], [changed], options, userId);
    hooks().callAll("updateActiveEffect", this, changed, options, userId);
  }
  protected onDeleted(options: Rec, userId: string): void {
    const actor = this.parent as StageActor | null;
    actor?._onDeleteDescendantDocuments(actor, "effects", [this], [this.id], options, userId);
    hooks().callAll("deleteActiveEffect", this, options, userId);
  }
  protected removeFromWorld(): void {
    (this.parent as StageActor | null)?.effects.delete(this.id);
    this.parent?.prepare();
  }
}

/** The class embedded effects are made of (the system's ActiveEffect class once it is loaded). */
let effectClass: new (source: Rec, parent: StageDocument) => StageActiveEffect = StageActiveEffect;
export function useEffectClass(cls: typeof effectClass): void {
  effectClass = cls;
}

/** Applies one change to an actor's prepared `system` as core's change types do (numbers; a list takes an add). */
function applyChange(system: Rec, change: AppliedChange): void {
  if (!change.key.startsWith("system.")) return;
  const path = change.key.slice("system.".length).split(".");
  const last = path.pop()!;
  let node: unknown = system;
  for (const part of path) node = (node as Rec | undefined)?.[part];
  if (typeof node !== "object" || node === null) return;
  const target = node as Rec;
  const current = target[last];
  if (Array.isArray(current)) {
    if (change.type === "add") target[last] = [...current, change.value];
    return;
  }
  const delta = Number(change.value);
  const now = Number(current ?? 0);
  const next = { add: now + delta, multiply: now * delta, override: delta, upgrade: Math.max(now, delta), downgrade: Math.min(now, delta) }[change.type];
  if (next !== undefined && Number.isFinite(next)) target[last] = next;
}

/** The class embedded items are made of (the system's Item class once it is loaded). */
let itemClass: new (source: Rec, parent: StageDocument) => StageItem = StageItem;
export function useItemClass(cls: typeof itemClass): void {
  itemClass = cls;
}

/** Creation data of a stage actor: a fixture actor (stored system and items), a name and its ownership. */
export interface StageActorData {
  name: string;
  fixture: FixtureActor;
  ownership: Record<string, number>;
}

/** An actor (world document): stored data, items and effects, and `system` prepared from them as the models do. */
export class StageActor extends StageDocument {
  readonly documentName = "Actor";
  readonly items = new StageCollection<StageItem>();
  readonly effects = new StageCollection<StageActiveEffect>();
  statuses = new Set<string>();
  system: Rec = {};

  /** Makes an actor and adds it to the world (the GM's setup, not a write the flow makes). */
  static make(this: new (source: Rec) => StageActor, data: StageActorData): StageActor {
    const actor = new this({ name: data.name, type: data.fixture.type, system: data.fixture.system, ownership: data.ownership });
    for (const item of data.fixture.items) actor.items.set(item.id, new itemClass({ ...item, _id: item.id }, actor));
    actor.prepare();
    theWorld().actors.set(actor.id, actor);
    return actor;
  }

  get type(): string {
    return this._source.type as string;
  }
  get actor(): this {
    return this;
  }
  /** Core's `Document#reset`: prepares the data again from the source. */
  reset(): void {
    this.prepare();
  }

  /**
   * As core and the models do: the active effects' changes land on the stored values (and their statuses on the
   * actor), then the model derives from them.
   */
  override prepare(): void {
    const stored = this._source.system as FixtureActor["system"];
    const system = structuredClone(stored) as Rec & Parameters<typeof applyDerived>[0];
    const items = this.items.contents.map((i): FixtureItem => ({ id: i.id, name: i.name ?? "", type: i.type as FixtureItem["type"], system: i.system }));
    const active = this.effects.contents.filter((e) => e.active);
    for (const change of active.flatMap((e) => e.appliedChanges)) applyChange(system, change);
    this.statuses = new Set(active.flatMap((e) => [...e.statuses]));
    const input = { ...deriveInput({ type: this.type as FixtureActor["type"], system: system as FixtureActor["system"], items }), posture: actorPosture(this) };
    const derived = applyDerived(system, input);
    // A character's potential summary (strength, unspent), as the character model adds it.
    if (derived?.potential) Object.assign(system.potential as Rec, derived.potential);
    this.system = system;
  }

  /** Core's `Actor#hasPlayerOwner`: some user who is not a GM owns it. */
  get hasPlayerOwner(): boolean {
    return server().users.contents.some((u) => !u.isGM && this.testUserPermission(u, "OWNER"));
  }

  /** Core's `Actor#inCombat`: in a combat of the world (started or not). */
  get inCombat(): boolean {
    return theWorld().combats.contents.some((c) => c.combatants.contents.some((x) => x.actor === this));
  }
  getActiveTokens(): unknown[] {
    return [];
  }

  async createEmbeddedDocuments(name: "Item" | "ActiveEffect", data: Rec[], options: Rec = {}): Promise<StageDocument[]> {
    for (const d of data) server().guardCreate(name, d, this);
    const created: StageDocument[] = [];
    for (const d of data) {
      const source = options.keepId ? d : { ...d, _id: undefined };
      if (name === "Item") {
        const item = new itemClass(source, this);
        this.items.set(item.id, item);
        created.push(item);
        continue;
      }
      // Core's `_preCreate` on the creating client: an effect class may give itself its start and timing, or refuse.
      const effect = new effectClass(source, this);
      if ((await effect._preCreate(effect.toObject(), options, server().clientUser)) === false) continue;
      this.effects.set(effect.id, effect);
      created.push(effect);
    }
    this.prepare();
    const userId = server().clientUser.id;
    const collection = name === "Item" ? "items" : "effects";
    server().broadcast(() => {
      this._onCreateDescendantDocuments(this, collection, created, data, options, userId);
      for (const doc of created) hooks().callAll(`create${name}`, doc, options, userId);
    });
    return created;
  }

  async deleteEmbeddedDocuments(name: "Item" | "ActiveEffect", ids: string[], options: Rec = {}): Promise<StageDocument[]> {
    const collection = name === "Item" ? this.items : this.effects;
    const docs = ids.map((id) => collection.get(id)).filter((d): d is StageItem | StageActiveEffect => d !== undefined);
    for (const doc of docs) await doc.delete(options);
    return docs;
  }

  /** Core's `toggleStatusEffect`: creates or deletes the status's effect on this actor. */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean; overlay?: boolean } = {}): Promise<boolean> {
    const existing = this.effects.find((e) => e.statuses.has(statusId));
    const wanted = active ?? !existing;
    if (wanted && !existing) await this.createEmbeddedDocuments("ActiveEffect", [{ name: statusId, statuses: [statusId] }]);
    if (!wanted && existing) await existing.delete();
    return wanted;
  }

  // Core's per-client callbacks; the system's Actor class overrides them and calls these.
  _onUpdate(_changed: Rec, _options: Rec, _userId: string): void {}
  _onCreateDescendantDocuments(..._args: unknown[]): void {}
  _onUpdateDescendantDocuments(..._args: unknown[]): void {}
  _onDeleteDescendantDocuments(..._args: unknown[]): void {}

  protected onUpdated(changed: Rec, options: Rec, userId: string): void {
    this._onUpdate(changed, options, userId);
    hooks().callAll("updateActor", this, changed, options, userId);
  }
  protected onDeleted(options: Rec, userId: string): void {
    hooks().callAll("deleteActor", this, options, userId);
  }
  protected removeFromWorld(): void {
    theWorld().actors.delete(this.id);
  }
}

/** A roll as a message holds it: rebuilt from its JSON by the stage's Roll class. */
interface MessageRoll {
  toJSON(): unknown;
}

/** A speaker (`ChatMessage.getSpeaker`). */
export interface Speaker {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string;
}

/** A chat message: its author is the user who created it; only that author or a GM may change it. */
export class StageChatMessage extends StageDocument {
  readonly documentName = "ChatMessage";
  /** Rebuilds a roll from its JSON (the stage's `Roll.fromData`). */
  static rollFromData: (data: unknown) => MessageRoll = (data) => ({ toJSON: () => data });
  rolls: MessageRoll[] = [];

  /**
   * Creates a message as the current user. The mode the options name (`rollMode` on v13; `messageMode` on v14, where
   * `rollMode` still works with a deprecation warning) is applied to the data first, as core's `_preCreate` does.
   */
  static async create(data: Rec, options: Rec = {}): Promise<StageChatMessage> {
    const author = server().clientUser;
    const mode = optionMode(options, "ChatMessage.create");
    const source: Rec = { type: "base", content: "", whisper: [], blind: false, ...data };
    if (mode !== undefined) applyChoice(source, mode, gmIds(), author.id);
    server().guardCreate("ChatMessage", source);
    const rolls = ((source.rolls as unknown[] | undefined) ?? []).map((r) => (typeof (r as MessageRoll).toJSON === "function" ? (r as MessageRoll).toJSON() : r));
    const message = new this({ ...source, rolls, author: source.author ?? author.id, timestamp: theWorld().now() });
    message.prepare();
    theWorld().messages.set(message.id, message);
    server().broadcast(() => hooks().callAll("createChatMessage", message, options, author.id));
    return message;
  }

  static getSpeaker({ actor, token, alias }: { actor?: { id: string; name: string | null } | null; token?: { id: string } | null; alias?: string } = {}): Speaker {
    return { scene: null, actor: actor?.id ?? null, token: token?.id ?? null, alias: alias ?? actor?.name ?? server().clientUser.name };
  }

  static getSpeakerActor(speaker: Speaker | null | undefined): StageActor | null {
    return speaker?.actor ? (theWorld().actors.get(speaker.actor) ?? null) : null;
  }

  /**
   * Core's roll modes (v13's names): a GM roll is whispered to the GMs, a self roll to the roller, a blind roll hidden
   * from them. On v14 a deprecated alias of `applyMode` that still takes the old names.
   */
  static applyRollMode(data: Rec, mode: string): Rec {
    if (!onV14) return applyChoice(data, mode, gmIds(), server().clientUser.id);
    logDeprecation("ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode.");
    return applyChoice(data, legacyToMessageMode(mode), gmIds(), server().clientUser.id);
  }

  /** v14's `applyMode` with its message modes (public, gm, blind, self, ic); v13 has none (undefined there). */
  static applyMode?: (data: Rec, mode: string) => Rec;

  get type(): string {
    return this._source.type as string;
  }
  get system(): Rec {
    return this._source.system as Rec;
  }
  get author(): StageUser | null {
    return server().users.get(this._source.author as string) ?? null;
  }
  get timestamp(): number {
    return this._source.timestamp as number;
  }
  get speaker(): Speaker {
    return this._source.speaker as Speaker;
  }
  get whisper(): string[] {
    return this._source.whisper as string[];
  }
  get blind(): boolean {
    return this._source.blind === true;
  }

  override prepare(): void {
    this.rolls = ((this._source.rolls as unknown[] | undefined) ?? []).map((r) => StageChatMessage.rollFromData(r));
  }

  override async update(changes: Rec, options: Rec = {}): Promise<this> {
    const rolls = changes.rolls as unknown[] | undefined;
    // Rolls are stored as JSON, whatever the writer passed.
    const stored = rolls ? { ...changes, rolls: rolls.map((r) => (typeof (r as MessageRoll).toJSON === "function" ? (r as MessageRoll).toJSON() : r)) } : changes;
    return super.update(stored, options);
  }

  protected onUpdated(changed: Rec, options: Rec, userId: string): void {
    hooks().callAll("updateChatMessage", this, changed, options, userId);
  }
  protected onDeleted(options: Rec, userId: string): void {
    hooks().callAll("deleteChatMessage", this, options, userId);
  }
  protected removeFromWorld(): void {
    theWorld().messages.delete(this.id);
  }
}

if (onV14) StageChatMessage.applyMode = (data, mode) => applyChoice(data, mode, gmIds(), server().clientUser.id);

/** The ids of the world's GM users (whom a GM or blind message is whispered to). */
function gmIds(): string[] {
  return server().users.contents.filter((u) => u.isGM).map((u) => u.id);
}
