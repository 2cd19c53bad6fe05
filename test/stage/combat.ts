/**
 * A Combat/Combatant stage that behaves like Foundry v13 where this system depends on it, built on the server stage
 * (server.ts: connected users, one client per user, queries, the server's permission rules).
 *
 * - A combatant write (`updateEmbeddedDocuments("Combatant", …)`, `combatant.update`, `setFlag`) re-sorts the turns
 *   with the Combat class's `_sortCombatants` (called unbound, as core sorts with it) and keeps the turn INDEX: the
 *   turn passes to whoever now sits there.
 * - A change of the turn pointer dispatches the turn events (`_onEndTurn`, `_onStartTurn` with `{round, turn,
 *   skipped}`, `_onEndRound`, `_onStartRound`; see combat-turns.ts) unless the write had `turnEvents: false`, only on
 *   the active GM's client, in the background (core does not await them): `stage.settle()` waits for them.
 * - A Combat update that moves the pointer calls `combatTurnChange(combat, prior, current)` on every connected client,
 *   each with its own `game.user`.
 * - Deleting a combat (`delete`, `endCombat`) runs `_onDelete` and the `deleteCombat` hook on every connected client.
 * - The server refuses a non-GM's write of a combatant whose actor they do not own, and any Combat update by a non-GM
 *   (turn and round included): the write rejects with `ServerRefusal` and is recorded.
 * - Core's initiative paths, as the public API pages and dnd5e 5.3 (which overrides the same methods on v13 and v14)
 *   show them: `rollAll` / `rollNPC` pick the combatants the user owns (NPCs only: no player owner) that have not
 *   rolled and call `this.rollInitiative(ids)`; the base `Combat#rollInitiative` rolls each combatant's
 *   `getInitiativeRoll(formula)` and writes the totals; the base `Combatant#rollInitiative(formula)` rolls its own
 *   `getInitiativeRoll(formula)` and writes only itself (`update({initiative})`, turn events on); the base
 *   `getInitiativeRoll(formula)` is a Roll of `formula`, else `CONFIG.Combat.initiative.formula`, else the manifest's
 *   `initiative`, with the actor's roll data. Plain dice: no tie-break, no card.
 *
 * Install with `installCombatStage()` before importing a module that extends `Combat`/`Combatant`.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html (`setupTurns`, `_sortCombatants`,
 * `rollInitiative`, `rollAll`, `rollNPC`, `startCombat`, `nextTurn`, `_onStartTurn`…, `_manageTurnEvents`),
 * https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html (`getInitiativeRoll`, `rollInitiative`,
 * `isNPC`), https://foundryvtt.com/api/v13/functions/hookEvents.combatTurnChange.html ("fires on all clients after the
 * database update"), "Combat Encounters" (https://foundryvtt.com/article/combat/); dnd5e 5.3
 * `module/documents/combat.mjs` (`rollAll`, `_sortCombatants`, `_onStartTurn` overridden on both versions) and Draw
 * Steel 0.11.1 `src/module/documents/combat.mjs`. Turn events and `turnEvents: false`: the check `options.turnEvents
 * !== false` before `_manageTurnEvents` on a combat's or a combatant's update
 * (https://github.com/foundryvtt/foundryvtt/issues/10387), a re-sort that changes the combatant at the same index
 * dispatches them (https://github.com/foundryvtt/foundryvtt/issues/9741), so changing initiative may start a turn
 * (https://github.com/foundryvtt/foundryvtt/issues/12747); no events going back
 * (https://github.com/foundryvtt/foundryvtt/issues/11997); `rollInitiative`'s `updateTurn`
 * (https://github.com/foundryvtt/foundryvtt/issues/12311); `combatTurnChange` on every client
 * (https://github.com/foundryvtt/foundryvtt/issues/9664).
 */
import { initiativeDice } from "../../src/rules/initiative.ts";
import { StageRoll } from "../flows/support/roll.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { OWNERSHIP, ownershipLevel, type GuardedDocument } from "./server-rules.ts";
import { ROLES, setPath, settle as settleTicks, StageServer, type StageUser } from "./server.ts";
import { turnEventsFor, type TurnEvent, type TurnEventContext, type TurnState } from "./combat-turns.ts";
import { releaseOf, STAGE_GENERATION } from "./version.ts";

type Rec = Record<string, unknown>;

const isPlain = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Merges an update into `target` as core does: dotted keys expanded, plain objects key by key, the rest replaced. */
function applyUpdate(target: Rec, changes: Rec): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key === "_id") continue;
    if (key.includes(".")) setPath(target, key, value);
    else if (isPlain(value) && isPlain(target[key])) applyUpdate(target[key], value);
    else target[key] = structuredClone(value);
  }
}

/** A recorded turn event (`userId`: the client it ran on). */
export type RecordedTurnEvent = TurnEvent & { userId: string };

/** An actor as far as the combat reads it: ownership, Energy dice, ⚡, and the ⚡ reset the turn start calls. */
export class StageActor implements GuardedDocument {
  readonly documentName = "Actor";
  ownership: Record<string, number> = { default: OWNERSHIP.NONE };
  system: { attributes: { energy: { value: number; invalid: boolean } }; mobility: { value: number; max: number; owed: number } };

  constructor(private readonly stage: CombatStage, readonly id: string, public name: string, readonly type: "character" | "npc", owners: readonly string[], energy = 3) {
    for (const owner of owners) this.ownership[owner] = OWNERSHIP.OWNER;
    this.system = { attributes: { energy: { value: energy, invalid: false } }, mobility: { value: 3, max: 3, owed: 0 } };
  }
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  testUserPermission(user: StageUser, level: keyof typeof OWNERSHIP = "OWNER"): boolean {
    return ownershipLevel(user, this) >= OWNERSHIP[level];
  }
  get isOwner(): boolean {
    return this.testUserPermission(this.stage.server.clientUser);
  }
  async update(changes: Rec): Promise<this> {
    this.stage.server.guardUpdate(this, changes);
    applyUpdate(this as unknown as Rec, changes);
    return this;
  }
  flags: Record<string, Rec> = {};
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  /** Core's roll data is the actor's `system`; the data model derives `initiative.dice` from Energy (§5.2, no optional rule). */
  getRollData(): Rec {
    const energy = this.system.attributes.energy;
    return { ...structuredClone(this.system), initiative: { dice: initiativeDice(energy.invalid ? null : energy.value) } };
  }
  /** Its Active Effects (none here: the document stage, server-documents.ts, holds effects) and re-preparation. */
  readonly effects = { contents: [] as unknown[] };
  /** Its items (none: the document stage, server-documents.ts, holds items). */
  readonly items = { contents: [] as unknown[] };
  reset(): void {}
  /** The ⚡ reset of a turn start (the real actor also pays a long action's debt). */
  async restoreMobility(): Promise<void> {
    await this.update({ "system.mobility.value": this.system.mobility.max });
  }
}

/** Creation data of a combatant. */
export interface CombatantData {
  _id: string;
  actorId: string | null;
  name?: string;
  initiative?: number | null;
  flags?: Record<string, Rec>;
}

/** The base class `Combatant` is on the stage. */
export class StageCombatant implements GuardedDocument {
  readonly documentName = "Combatant";
  _id: string;
  actorId: string | null;
  name: string;
  initiative: number | null;
  tokenId: string | null = null;
  flags: Record<string, Rec>;
  parent: StageCombat | null;

  constructor(data: CombatantData, context: { parent?: StageCombat | null } = {}) {
    this._id = data._id;
    this.actorId = data.actorId;
    this.name = data.name ?? data._id;
    this.initiative = data.initiative ?? null;
    this.flags = structuredClone(data.flags ?? {});
    this.parent = context.parent ?? null;
  }
  get id(): string {
    return this._id;
  }
  get actor(): StageActor | null {
    return this.actorId ? (theStage().actors.get(this.actorId) ?? null) : null;
  }
  get isOwner(): boolean {
    return ownershipLevel(theStage().server.clientUser, this) >= OWNERSHIP.OWNER;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  updateSource(changes: Rec): void {
    applyUpdate(this as unknown as Rec, changes);
  }
  async update(changes: Rec, options: { turnEvents?: boolean } = {}): Promise<this> {
    if (!this.parent) throw new Error("stage: a combatant outside a combat");
    await this.parent.updateEmbeddedDocuments("Combatant", [{ _id: this.id, ...changes }], options);
    return this;
  }
  async _preCreate(_data: unknown, _options: unknown, _user: unknown): Promise<boolean | void> {
    return undefined;
  }
  /** Does a player (not a GM) own its actor? */
  get hasPlayerOwner(): boolean {
    const actor = this.actor;
    return Boolean(actor && theStage().server.users.players.some((u) => actor.testUserPermission(u, "OWNER")));
  }
  /** Core: no actor, or no player owns it. */
  get isNPC(): boolean {
    return !this.actor || !this.hasPlayerOwner;
  }
  protected _getInitiativeFormula(): string {
    return theStage().config.Combat.initiative.formula ?? MANIFEST_INITIATIVE;
  }
  /** Core's: a Roll of the formula with the actor's roll data (see the module comment). */
  getInitiativeRoll(formula?: string): StageRoll {
    return new StageRoll(formula ?? this._getInitiativeFormula(), this.actor?.getRollData() ?? {});
  }
  /** Core's: rolls its own roll and writes only its initiative (turn events on). */
  async rollInitiative(formula?: string): Promise<this> {
    const roll = this.getInitiativeRoll(formula);
    await roll.evaluate();
    return this.update({ initiative: roll.total ?? null });
  }
}

/** The manifest's initiative formula (core's fallback). */
const MANIFEST_INITIATIVE = readJson<{ initiative: string }>(fromRoot("system.json")).initiative;

/** `combat.combatants`. */
export class StageCombatants extends Map<string, StageCombatant> {
  get contents(): StageCombatant[] {
    return [...this.values()];
  }
  some(test: (c: StageCombatant) => boolean): boolean {
    return this.contents.some(test);
  }
  filter(test: (c: StageCombatant) => boolean): StageCombatant[] {
    return this.contents.filter(test);
  }
  map<T>(fn: (c: StageCombatant) => T): T[] {
    return this.contents.map(fn);
  }
}

/** Options of a write, as core reads them. */
export interface WriteOptions {
  turnEvents?: boolean;
  direction?: number;
}

/** The base class `Combat` is on the stage. */
export class StageCombat implements GuardedDocument {
  readonly documentName = "Combat";
  readonly combatants = new StageCombatants();
  round = 0;
  turn: number | null = null;
  turns: StageCombatant[] = [];
  current: TurnState = { round: 0, turn: null, combatantId: null, tokenId: null };
  previous: TurnState | null = null;

  constructor(readonly _id: string) {}

  get id(): string {
    return this._id;
  }
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }
  get combatant(): StageCombatant | null {
    return this.turn === null ? null : (this.turns[this.turn] ?? null);
  }

  /**
   * Core's default order: initiative high to low (unrolled last), then name, then id (the tie-breaks are the stage's
   * choice; dnd5e 5.3 `combat.mjs` defers to core's order whenever initiatives differ).
   */
  protected _sortCombatants(a: StageCombatant, b: StageCombatant): number {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    return ib - ia || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  }

  /**
   * Sorts the turns and keeps the turn index (clamped to the list), as core's `setupTurns`. The sort function is called
   * unbound, as code outside the class calls it (Draw Steel 0.11.1 `combat-tracker.mjs`: `sort(combat._sortCombatants)`).
   */
  setupTurns(): StageCombatant[] {
    const sort = this._sortCombatants;
    this.turns = this.combatants.contents.sort((a, b) => sort.call(undefined, a, b));
    if (this.turn !== null) this.turn = this.turns.length ? Math.min(Math.max(this.turn, 0), this.turns.length - 1) : null;
    this.current = this.stateNow();
    return this.turns;
  }

  private stateNow(): TurnState {
    const combatant = this.combatant;
    return { round: this.round, turn: this.turn, combatantId: combatant?.id ?? null, tokenId: combatant?.tokenId ?? null };
  }

  async createEmbeddedDocuments(_name: "Combatant", data: CombatantData[], options: WriteOptions = {}): Promise<StageCombatant[]> {
    const stage = theStage();
    const user = stage.server.clientUser;
    const Cls = stage.combatantClass();
    const created: StageCombatant[] = [];
    for (const entry of data) {
      const combatant = new Cls(entry, { parent: this });
      stage.server.guardCreate("Combatant", {}, this);
      if (user.role < ROLES.ASSISTANT && ownershipLevel(user, combatant) < OWNERSHIP.OWNER) stage.refuse("create", `Combatant ${entry._id}`, "the user does not own its actor");
      if ((await combatant._preCreate(entry, options, user)) === false) continue;
      created.push(combatant);
    }
    for (const combatant of created) this.combatants.set(combatant.id, combatant);
    this.onModifyCombatants(options);
    return created;
  }

  async updateEmbeddedDocuments(_name: "Combatant", updates: ({ _id: string } & Rec)[], options: WriteOptions = {}): Promise<StageCombatant[]> {
    const stage = theStage();
    const targets = updates.map((u) => {
      const combatant = this.combatants.get(u._id);
      if (!combatant) throw new Error(`stage: no combatant ${u._id} in combat ${this.id}`);
      return combatant;
    });
    // The server checks the whole batch before writing any of it.
    targets.forEach((combatant, i) => stage.server.guardUpdate(combatant, updates[i]!));
    await Promise.resolve();
    targets.forEach((combatant, i) => applyUpdate(combatant as unknown as Rec, updates[i]!));
    this.onModifyCombatants(options);
    return targets;
  }

  /** After combatants changed: re-sort keeping the index; turn events when the pointer moved (core's `_onModifyCombatants`). */
  private onModifyCombatants(options: WriteOptions): void {
    const prior = this.current;
    this.setupTurns();
    if (sameState(prior, this.current)) return;
    this.previous = prior;
    if (options.turnEvents !== false) theStage().dispatchTurnEvents(this, prior, this.current);
  }

  async update(changes: { round?: number; turn?: number | null } & Rec, options: WriteOptions = {}): Promise<this> {
    const stage = theStage();
    stage.server.guardUpdate(this, changes);
    await Promise.resolve();
    const prior = this.current;
    applyUpdate(this as unknown as Rec, changes);
    this.setupTurns();
    if (sameState(prior, this.current)) return this;
    this.previous = prior;
    if (options.turnEvents !== false) stage.dispatchTurnEvents(this, prior, this.current);
    const current = { ...this.current };
    stage.server.broadcast(() => stage.server.hooks.callAll("combatTurnChange", this, { ...prior }, { ...current }));
    return this;
  }

  /**
   * Core's base roll: each listed combatant the user owns rolls `getInitiativeRoll(formula)`; one write of the totals
   * (turn events off), the turn put back on whoever had it, one chat message per roll. No tie-break.
   */
  async rollInitiative(ids: string | string[], { formula, updateTurn = true }: { formula?: string; updateTurn?: boolean } = {}): Promise<this> {
    const currentId = this.combatant?.id ?? null;
    const rolled: { combatant: StageCombatant; roll: StageRoll }[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll(formula);
      await roll.evaluate();
      rolled.push({ combatant, roll });
    }
    if (!rolled.length) return this;
    await this.updateEmbeddedDocuments("Combatant", rolled.map(({ combatant, roll }) => ({ _id: combatant.id, initiative: roll.total ?? null })), { turnEvents: false });
    const turn = this.turns.findIndex((t) => t.id === currentId);
    if (updateTurn && currentId && turn !== this.turn) await this.update({ turn }, { turnEvents: false });
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(data: Rec): Promise<unknown> } }).ChatMessage;
    for (const { combatant, roll } of rolled) await ChatMessage.create({ speaker: { alias: combatant.name }, rolls: [roll.toJSON()] });
    return this;
  }
  /** Core's: every combatant the user owns that has not rolled. */
  rollAll(options: { formula?: string; updateTurn?: boolean } = {}): Promise<this> {
    return this.rollInitiative(this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id), options);
  }
  /** Core's: every NPC the user owns that has not rolled. */
  rollNPC(options: { formula?: string; updateTurn?: boolean } = {}): Promise<this> {
    return this.rollInitiative(this.combatants.filter((c) => c.isOwner && c.isNPC && c.initiative === null).map((c) => c.id), options);
  }

  startCombat(): Promise<this> {
    this.setupTurns();
    return this.update({ round: 1, turn: 0 }, { direction: 1 });
  }
  nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ round: this.round, turn: next }, { direction: 1 });
  }
  previousTurn(): Promise<this> {
    if (this.round === 0) return Promise.resolve(this);
    if ((this.turn ?? 0) <= 0) return this.update({ round: this.round - 1, turn: this.round - 1 > 0 ? this.turns.length - 1 : null }, { direction: -1 });
    return this.update({ round: this.round, turn: (this.turn ?? 0) - 1 }, { direction: -1 });
  }
  nextRound(): Promise<this> {
    return this.update({ round: this.round + 1, turn: 0 }, { direction: 1 });
  }
  /** Core's `endCombat` after its confirmation: deletes the combat. */
  endCombat(): Promise<this> {
    return this.delete();
  }
  /**
   * Deletes the combat (the server lets only a GM): it leaves the world, then `_onDelete(options, userId)` and the
   * `deleteCombat` hook run on every connected client, as core delivers a deletion.
   */
  async delete(options: Rec = {}): Promise<this> {
    const stage = theStage();
    const userId = stage.server.clientUser.id;
    stage.server.guardDelete(this);
    await Promise.resolve();
    stage.combats.delete(this.id);
    stage.server.broadcast(() => {
      this._onDelete(options, userId);
      stage.server.hooks.callAll("deleteCombat", this, options, userId);
    });
    return this;
  }
  protected _onDelete(_options: Rec, _userId: string): void {}

  protected async _onStartTurn(combatant: StageCombatant, context: TurnEventContext): Promise<void> {
    theStage().record({ kind: "startTurn", combatantId: combatant.id, context });
  }
  protected async _onEndTurn(combatant: StageCombatant, context: TurnEventContext): Promise<void> {
    theStage().record({ kind: "endTurn", combatantId: combatant.id, context });
  }
  protected async _onStartRound(context: TurnEventContext): Promise<void> {
    theStage().record({ kind: "startRound", context });
  }
  protected async _onEndRound(context: TurnEventContext): Promise<void> {
    theStage().record({ kind: "endRound", context });
  }

  /** Runs the dispatched events in order (the stage calls this on the active GM's client). */
  async runTurnEvents(events: readonly TurnEvent[]): Promise<void> {
    for (const event of events) {
      if (!("combatantId" in event)) {
        if (event.kind === "startRound") await this._onStartRound(event.context);
        else await this._onEndRound(event.context);
      } else {
        const combatant = this.combatants.get(event.combatantId);
        if (!combatant) continue;
        if (event.kind === "startTurn") await this._onStartTurn(combatant, event.context);
        else await this._onEndTurn(combatant, event.context);
      }
    }
  }
}

const sameState = (a: TurnState, b: TurnState): boolean => a.round === b.round && a.turn === b.turn && a.combatantId === b.combatantId;

/** A chat message the stage recorded (`author`: the client that created it). */
export interface RecordedMessage {
  author: string;
  data: Rec;
}

/** The stage: its server, world, and what happened. */
export class CombatStage {
  readonly server = new StageServer();
  readonly actors = new Map<string, StageActor>();
  readonly combats = new Map<string, StageCombat>();
  readonly messages: RecordedMessage[] = [];
  readonly warnings: { userId: string; message: string }[] = [];
  readonly events: RecordedTurnEvent[] = [];
  readonly settings = new Map<string, unknown>();
  readonly config = {
    Combat: { documentClass: StageCombat as unknown, initiative: { formula: null as string | null, decimals: 2 } },
    Combatant: { documentClass: StageCombatant as unknown },
    Dice: { randomUniform: Math.random },
    queries: this.server.queries,
  };
  private readonly pending = new Set<Promise<unknown>>();

  combatantClass(): typeof StageCombatant {
    return this.config.Combatant.documentClass as typeof StageCombatant;
  }

  addActor(id: string, name: string, type: "character" | "npc", owners: readonly string[] = [], energy = 3): StageActor {
    const actor = new StageActor(this, id, name, type, owners, energy);
    this.actors.set(id, actor);
    return actor;
  }

  /** A new combat of the configured class (created by the GM). */
  createCombat<C extends StageCombat = StageCombat>(id: string): C {
    const Cls = this.config.Combat.documentClass as new (id: string) => C;
    const combat = new Cls(id);
    this.combats.set(id, combat);
    return combat;
  }

  record(event: TurnEvent): void {
    this.events.push({ ...event, userId: this.server.clientUser.id });
  }

  /** Turn events run on the active GM's client only, in the background (see the module comment). */
  dispatchTurnEvents(combat: StageCombat, prior: TurnState, current: TurnState): void {
    const gm = this.server.users.activeGM;
    if (!gm) return;
    const events = turnEventsFor(prior, current, combat.turns.map((t) => t.id));
    if (!events.length) return;
    this.track(this.server.onClient(gm, () => combat.runTurnEvents(events)));
  }

  track(work: Promise<unknown>): void {
    const tracked = work.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Waits for the background work (turn events and what they write); rethrows its first failure. */
  async settle(): Promise<void> {
    for (let i = 0; i < 50; i++) {
      await settleTicks(2);
      if (!this.pending.size) return;
      await Promise.all([...this.pending]);
    }
  }

  /** Records and throws a refusal the permission rules do not express (a combatant's creation). */
  refuse(action: "create" | "update" | "delete", document: string, reason: string): never {
    const refusal = { userId: this.server.clientUser.id, action, document, reason };
    this.server.refusals.push(refusal);
    throw new Error(`The server refused ${refusal.userId}'s ${action} of ${document}: ${reason}`);
  }
}

let active: CombatStage | null = null;
function theStage(): CombatStage {
  if (!active) throw new Error("stage: installCombatStage() first");
  return active;
}

const randomID = (length = 16): string => {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length }, () => chars[Math.floor(Math.random() * chars.length)]).join("");
};

/** Installs the stage's globals (`game`, `Hooks`, `CONFIG`, `ui`, `Combat`, `Combatant`, `ChatMessage`, `foundry`). */
export function installCombatStage(): CombatStage {
  const stage = new CombatStage();
  active = stage;
  const server = stage.server;
  const game = {
    get user() {
      return server.clientUser;
    },
    release: releaseOf(STAGE_GENERATION),
    users: server.users,
    actors: stage.actors,
    combats: { get: (id: string) => stage.combats.get(id), get contents() { return [...stage.combats.values()]; } },
    settings: {
      get: (ns: string, key: string) => stage.settings.get(`${ns}.${key}`) ?? false,
      // A setting registered at init reads its default until a test sets it (as Foundry's registry does).
      register: (ns: string, key: string, config: { default?: unknown }) => {
        if (!stage.settings.has(`${ns}.${key}`) && config.default !== undefined) stage.settings.set(`${ns}.${key}`, config.default);
      },
    },
    i18n: { localize: (key: string) => key, format: (key: string) => key },
    system: { id: "meshal-lite", initiative: MANIFEST_INITIATIVE },
  };
  class ChatMessage {
    static async create(data: Rec): Promise<RecordedMessage> {
      const message = { author: server.clientUser.id, data: structuredClone(data) };
      stage.messages.push(message);
      return message;
    }
  }
  Object.assign(globalThis, {
    game,
    Hooks: server.hooks,
    CONFIG: stage.config,
    ui: { notifications: { warn: (message: string) => stage.warnings.push({ userId: server.clientUser.id, message }) } },
    Combat: StageCombat,
    Combatant: StageCombatant,
    ChatMessage,
    // Core's initiative paths roll it; PointsRoll (the system's initiative Roll, the attack card's dice) extends it.
    Roll: StageRoll,
    foundry: {
      utils: { randomID },
      applications: {
        // No application is open on the stage (the sheet refresh after a combat's deletion finds none).
        instances: new Map(),
        sheets: { ActorSheetV2: class {} },
        // Never opened here: the roll dialog extends these when the attack card's buttons load.
        api: { ApplicationV2: class {}, HandlebarsApplicationMixin: (base: unknown) => base },
      },
    },
  });
  return stage;
}
