/**
 * The stage every flow test runs on: the bare Foundry globals (test/smoke/foundry-stage.ts) with the permission
 * server (test/stage/server.ts) and its documents in place of `Actor`, `Item`, `ActiveEffect`, `ChatMessage`, plus
 * the stand-in `Roll`. Three users: a GM and two players, Ann and Bo; Ann owns the character "Hero", nobody but the
 * GM owns the NPC "Brute". A flow runs as one of the seats (`stage.sit("player")` makes Ann the acting user).
 *
 * The system's modules must be imported after `flowStage()` (they extend the globals it installs).
 */
import { vi } from "vitest";
import "../../support/schema-env.ts";
import { installStage } from "../../smoke/foundry-stage.ts";
import { armouredCharacter, freshCharacter, npcBrute, type FixtureActor } from "../../fixtures/data-actors.ts";
import type { FixtureItem } from "../../fixtures/data-items.ts";
import { OWNERSHIP, ROLES, StageServer, type Seat, type StageUser } from "../../stage/server.ts";
import { StageActiveEffect, StageActor, StageChatMessage, StageItem, StageWorld, useEffectClass, useItemClass, useWorld } from "../../stage/server-documents.ts";
import { clearFaces, StageRoll } from "./roll.ts";
import { isChatModeSetting, readChatModeSetting } from "../../stage/message-mode.ts";
import { failOnDeprecations, takeDeprecations } from "../../stage/deprecations.ts";
import { StageClock } from "../../stage/clock.ts";
import { requestLimit } from "../../../src/core/queries.ts";

export const USER_IDS = { gm: "userGM0000000001", ann: "userAnn000000001", bo: "userBo0000000001" } as const;

type Rec = Record<string, unknown>;

/** What a flow test holds: the server, the world, the users, and the recorded notifications. */
export interface FlowStage {
  server: StageServer;
  world: StageWorld;
  gm: StageUser;
  ann: StageUser;
  bo: StageUser;
  warnings: string[];
  errors: string[];
  /** `DialogV2.confirm`: answers yes (a test may queue another answer). */
  confirm: ReturnType<typeof vi.fn>;
  /** World settings read through `game.settings.get` (`"<scope>.<key>"` → value). */
  settings: Map<string, unknown>;
  /** The world clock (`game.time`), at 0 after each reset. */
  clock: StageClock;
  /** Makes the seat's user the acting one: the GM, or Ann (a player). Returns that user. */
  sit(seat: Seat): StageUser;
  /** Empties the world (actors, messages, fights, flags, notifications, queued dice) for the next test. */
  reset(): void;
}

let stage: FlowStage | null = null;

/** The flow stage of this test file (installed on the first call). */
export function flowStage(): FlowStage {
  stage ??= install();
  return stage;
}

function install(): FlowStage {
  // A flow that uses an API v14 deprecates fails on the v14 stage (test/stage/deprecations.ts).
  failOnDeprecations();
  const g = globalThis as unknown as Rec & { foundry: Rec & { data?: unknown; utils: Rec; applications: { api: Rec } }; game: Rec; CONFIG: Rec & { Dice: Rec } };
  const fields = g.foundry.data; // the field recorder schema-env installed
  installStage();
  g.foundry.data = fields;

  const server = new StageServer();
  const world = new StageWorld(server);
  useWorld(world);
  const gm = server.addUser(USER_IDS.gm, "Gamemaster", ROLES.GAMEMASTER);
  const ann = server.addUser(USER_IDS.ann, "Ann");
  const bo = server.addUser(USER_IDS.bo, "Bo");
  server.actAs(gm);

  const warnings: string[] = [];
  const errors: string[] = [];
  const settings = new Map<string, unknown>();
  const clock = new StageClock(server);

  StageChatMessage.rollFromData = (data) => StageRoll.fromData(data as Rec);
  g.CONFIG.queries = server.queries;
  g.CONFIG.Dice.rolls = [StageRoll];
  // Rest rolls draw from this: every face a 2 (ceil((1 − u) × 6) with u = 0.7).
  g.CONFIG.Dice.randomUniform = () => 0.7;
  Object.assign(g, {
    Actor: StageActor,
    Item: StageItem,
    ActiveEffect: StageActiveEffect,
    ChatMessage: StageChatMessage,
    Roll: StageRoll,
    Hooks: server.hooks,
    canvas: null,
    ui: { notifications: { warn: (m: string) => void warnings.push(m), error: (m: string) => void errors.push(m), info: () => undefined } },
    fromUuidSync: (uuid: string) => world.fromUuidSync(uuid),
    fromUuid: async (uuid: string) => world.fromUuidSync(uuid),
  });
  g.foundry.utils = { randomID: (n = 16) => Array.from({ length: n }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)]).join("") };
  const confirm = vi.fn(async () => true);
  g.foundry.applications.api.DialogV2 = { confirm };
  const game = g.game;
  Object.defineProperties(game, {
    user: { get: () => server.clientUser, configurable: true },
    users: { value: server.users, configurable: true },
    actors: { value: world.actors, configurable: true },
    messages: { value: world.messages, configurable: true },
    combats: { get: () => world.combats, configurable: true },
    combat: { get: () => world.combat, configurable: true },
    time: { value: clock, configurable: true },
  });
  game.keybindings = { register: () => undefined, get: () => [] };
  // The chat selector's mode as the run's version stores it (test/stage/message-mode.ts); other settings as set, or false.
  (game.settings as Rec).get = (scope: string, key: string) =>
    isChatModeSetting(scope, key) ? readChatModeSetting(settings, key) : (settings.get(`${scope}.${key}`) ?? false);
  // A world setting is the GM's to write (the server refuses a player's write); stored as sent.
  (game.settings as Rec).set = async (scope: string, key: string, value: unknown) => {
    server.guardWorldSetting(`${scope}.${key}`);
    settings.set(`${scope}.${key}`, structuredClone(value));
    return value;
  };
  game.i18n = { localize: (key: string) => key, format: (key: string, data: Rec = {}) => `${key} ${JSON.stringify(data)}` };

  const reset = () => {
    world.actors.clear();
    world.messages.clear();
    world.combats = { contents: [] };
    world.combat = null;
    for (const user of server.users.values()) {
      user.flags = {};
      user.active = true;
      user.character = null;
    }
    server.takeRefusals();
    takeDeprecations();
    warnings.length = 0;
    errors.length = 0;
    settings.clear();
    clock.reset();
    requestLimit.reset(); // each test starts with every player's request budget whole
    settings.set("meshal-lite.invertSkipDialog", true); // checks skip the roll dialog unless a test asks for it
    clearFaces();
    confirm.mockClear();
    server.actAs(gm);
  };
  reset();
  return { server, world, gm, ann, bo, warnings, errors, confirm, settings, clock, reset, sit: (seat) => (server.actAs(seat === "gm" ? gm : ann), seat === "gm" ? gm : ann) };
}

/** The system's actor methods the flows call, in the stage's terms (on the stage, MeshalActor extends StageActor). */
export interface SystemActor extends StageActor {
  rollAttribute(attribute: string, options?: Rec): Promise<unknown>;
  equipItem(item: StageItem): Promise<boolean>;
  unequipItem(item: StageItem, options?: { confirm?: boolean }): Promise<boolean>;
  rest(hours?: number): Promise<unknown>;
}
/** The system's item methods the flows call. */
export interface SystemItem extends StageItem {
  equip(): Promise<boolean>;
  unequip(): Promise<boolean>;
}

/**
 * Loads the system's document classes onto the stage (the Actor, Item and ActiveEffect classes documents are made
 * of), and has the GM answer the query a player's rest sends to move the world clock (src/actions/rest-clock.ts).
 */
export async function loadDocumentClasses(): Promise<{ MeshalActor: typeof StageActor }> {
  flowStage();
  const { MeshalActor } = await import("../../../src/documents/actor.ts");
  const { MeshalItem } = await import("../../../src/documents/item.ts");
  const { MeshalActiveEffect } = await import("../../../src/documents/active-effect.ts");
  const { registerGmQuery } = await import("../../../src/core/queries.ts");
  const { REST_CLOCK_QUERY } = await import("../../../src/actions/rest-clock.ts");
  registerGmQuery(REST_CLOCK_QUERY);
  // Casts: on the stage the system's Item, Actor and ActiveEffect classes extend StageItem, StageActor and
  // StageActiveEffect (the globals they extend).
  useItemClass(MeshalItem as unknown as typeof StageItem);
  useEffectClass(MeshalActiveEffect as unknown as typeof StageActiveEffect);
  return { MeshalActor: MeshalActor as unknown as typeof StageActor };
}

/**
 * The stage's actor as `src/` types it (`Actor.Implementation`, the system's MeshalActor). Cast: on the stage the
 * system's class extends StageActor (loadDocumentClasses), which fvtt-types cannot know.
 */
export const actorDoc = (actor: SystemActor): Actor.Implementation => actor as unknown as Actor.Implementation;

/** The stage's item as `src/` types it (`Item.Implementation`). Cast: on the stage MeshalItem extends StageItem. */
export const itemDoc = (item: StageItem): Item.Implementation => item as unknown as Item.Implementation;

/** The actors of a flow: Ann's character "Hero" (a fresh human with an equipped dagger) and the GM's NPC "Brute". */
export interface Cast {
  hero: SystemActor;
  brute: SystemActor;
}

/** A fixture actor made with `actorClass` and owned as named. */
export function makeActor(actorClass: typeof StageActor, name: string, fixture: FixtureActor, owners: readonly string[] = []): SystemActor {
  const ownership: Record<string, number> = { default: OWNERSHIP.NONE };
  for (const id of owners) ownership[id] = OWNERSHIP.OWNER;
  // Cast: `actorClass` is the system's Actor class (loadDocumentClasses), which has the SystemActor methods.
  return actorClass.make({ name, fixture, ownership }) as SystemActor;
}

/** Hero (Ann's; `armoured` puts on chainmail, helm and signet ring; `items` adds more) and Brute (the GM's). */
export function makeCast(actorClass: typeof StageActor, { armoured = false, items = [] as FixtureItem[] } = {}): Cast {
  const heroFixture = armoured ? armouredCharacter() : freshCharacter();
  heroFixture.items.push(...items);
  const hero = makeActor(actorClass, "Hero", heroFixture, [USER_IDS.ann]);
  const brute = makeActor(actorClass, "Brute", npcBrute());
  return { hero, brute };
}
