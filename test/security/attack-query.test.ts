/**
 * Hostile input against the attack-card query, through the handler the active GM runs: forged payloads, slips that
 * are not the sender's, replays, requests beyond the user's rights or the card's rules, and concurrent requests. A
 * refused request leaves the card and the actors unchanged and tells the requester why; nothing is toasted on the
 * GM's screen. The world is a small stand-in: users with flags, actors with ownership and prepared data, one card.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import "../support/schema-env.ts";
import { answerQuery, WriteQueue } from "../../src/core/query-core.ts";
import { ATTACK_QUERY, requestAttackChange } from "../../src/combat/attack/gm/attack-query.ts";
import { settleAttackCard } from "../../src/combat/attack/gm/attack-settle.ts";
import { storeAttackSlip, type AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { card, line } from "../support/attack.ts";
import { OWNERSHIP, ROLES, updateRefusal, type GuardedDocument } from "../stage/server-rules.ts";

type System = Record<string, unknown> & {
  attributes: Record<string, { total: number; lost: number; value: number; invalid: boolean }>;
  mobility: { value: number; max: number; owed: number };
  consciousness: string;
  life: { dead: boolean };
};

/** Refuses, as the server would, a write the current user (`game.user`) may not make (test/stage/server-rules.ts). */
function guard(doc: GuardedDocument, changes: object): void {
  const reason = updateRefusal((g.game as { user: FakeUser }).user, doc, changes);
  if (reason) throw new Error(`the server refuses: ${reason}`);
}

class FakeUser {
  readonly documentName = "User";
  flags: Record<string, unknown> = {};
  constructor(readonly id: string, readonly isGM = false) {}
  get role(): number {
    return this.isGM ? ROLES.GAMEMASTER : ROLES.PLAYER;
  }
  getFlag(_scope: string, key: string) {
    return this.flags[key];
  }
  async setFlag(scope: string, key: string, value: unknown) {
    guard(this, { [`flags.${scope}.${key}`]: value });
    this.flags[key] = structuredClone(value);
    return this;
  }
  /** Flag writes only (`flags.<scope>.<key>`), as the GM clears a served slip. */
  async update(changes: Record<string, unknown>) {
    guard(this, changes);
    for (const [path, value] of Object.entries(changes)) this.flags[path.split(".").at(-1)!] = structuredClone(value);
    return this;
  }
}

class FakeActor {
  readonly documentName = "Actor";
  /** A creature: the attack reads only a character's or an NPC's pools. */
  readonly type = "character";
  readonly items: unknown[] = [];
  flags: Record<string, unknown> = {};
  system: System;
  updates = 0;
  constructor(readonly uuid: string, readonly owners: string[]) {
    const attr = (total: number) => ({ trained: total, base: total, temp: 0, total, max: total, value: total, lost: 0, invalid: false });
    this.system = {
      attributes: { might: attr(4), energy: attr(3), spirit: attr(3) },
      mobility: { value: 3, max: 3, owed: 0 },
      protection: { physical: 1, erosion: 0, occult: 0 },
      immune: [],
      consciousness: "conscious",
      life: { dead: false },
    };
  }
  testUserPermission(user: FakeUser) {
    return user.isGM || this.owners.includes(user.id);
  }
  getFlag(_scope: string, key: string) {
    return this.flags[key];
  }
  /** Applies the dotted keys the planners write, and derives current dice and life as preparation would. */
  async update(update: Record<string, unknown>) {
    guard({ documentName: "Actor", id: this.uuid, ownership: Object.fromEntries(this.owners.map((id) => [id, OWNERSHIP.OWNER])) }, update);
    this.updates++;
    for (const [key, value] of Object.entries(update)) {
      if (key.startsWith("flags.")) {
        this.flags[key.split(".").at(-1)!] = structuredClone(value);
        continue;
      }
      const path = key.split(".").slice(1);
      let at: Record<string, unknown> = this.system;
      for (const part of path.slice(0, -1)) at = at[part] as Record<string, unknown>;
      at[path.at(-1)!] = value;
    }
    const a = this.system.attributes;
    for (const id of Object.keys(a)) a[id]!.value = Math.max(0, a[id]!.total - a[id]!.lost);
    const down = Object.values(a).filter((x) => x.value === 0).length;
    this.system.consciousness = this.system.life.dead || down >= 2 ? "dead" : down === 1 ? "unconscious" : "conscious";
    return this;
  }
}

class FakeMessage {
  readonly type = "attack";
  readonly documentName = "ChatMessage";
  /** The GM wrote the card (for Bo's request: he owns the attacker). */
  get author(): FakeUser | undefined {
    return users.get(ids.gm);
  }
  writes = 0;
  constructor(readonly id: string, public system: AttackState) {}
  async update(data: { system: AttackState }) {
    guard(this, data);
    await Promise.resolve(); // a write takes a moment: concurrent requests interleave here if they are not queued
    this.writes++;
    this.system = structuredClone(data.system);
    return this;
  }
}

/** Dice the GM's Roll gives, in order. */
let nextFaces: number[] = [];
class FakeRoll {
  dice: { results: { result: number; active: boolean }[] }[] = [];
  constructor(readonly formula: string) {}
  async evaluate() {
    const n = Number(/^(\d+)d6$/.exec(this.formula)![1]);
    this.dice = [{ results: Array.from({ length: n }, () => ({ result: nextFaces.shift() ?? 1, active: true })) }];
    return this;
  }
}

const ids = { ann: "userAnn000000001", bo: "userBo0000000001", gm: "userGM0000000001" };
const CARD = "card000000000001";
let users: Map<string, FakeUser>;
let actors: Map<string, FakeActor>;
let message: FakeMessage;
let queue: WriteQueue;
let combatants: { actor: FakeActor }[];
const warn = vi.fn();
const g = globalThis as unknown as Record<string, unknown>;

/** A card: Bo's actor attacks Ann's ("def") and an NPC's ("npc"); 2 hits, each roll 3 then 2 points. */
function attackCard(over: Partial<AttackState> = {}): AttackState {
  return card({ attackerUuid: "Actor.att", targets: [newTarget(line("def"), 2), newTarget(line("npc"), 2)], ...over });
}

function world(state: AttackState = attackCard()) {
  users = new Map([[ids.ann, new FakeUser(ids.ann)], [ids.bo, new FakeUser(ids.bo)], [ids.gm, new FakeUser(ids.gm, true)]]);
  actors = new Map([
    ["Actor.def", new FakeActor("Actor.def", [ids.ann])],
    ["Actor.npc", new FakeActor("Actor.npc", [])],
    ["Actor.att", new FakeActor("Actor.att", [ids.bo])],
  ]);
  message = new FakeMessage(CARD, structuredClone(state));
  queue = new WriteQueue();
  combatants = [...actors.values()].map((actor) => ({ actor }));
  nextFaces = [];
  warn.mockClear();
  Object.assign(g, {
    Roll: FakeRoll,
    fromUuidSync: (uuid: string) => actors.get(uuid) ?? null,
    ui: { notifications: { warn } },
    game: {
      user: users.get(ids.gm),
      users: Object.assign(users, { activeGM: { isSelf: true } }),
      messages: new Map([[CARD, message]]),
      // Foundry's combatants are a collection: its `contents` is read live (tests empty the list to end the fight).
      combats: { contents: [{ started: true, combatants: { get contents() { return combatants; } }, combatant: null }] },
      settings: { get: () => false },
      i18n: { localize: (k: string) => k, format: (k: string) => k },
    },
  });
  (g.game as { user: { isActiveGM: boolean } }).user.isActiveGM = true;
  // The ids of the GM's debts on the card (attack-steps.ts), unique as Foundry's.
  (g as { foundry: { utils?: unknown } }).foundry.utils = { randomID: () => `debt${String(++debtCount).padStart(12, "0")}` };
}
let debtCount = 0;

let slipCount = 0;
/** `userId` writes a slip for `request` on its own user, as `requestAttackChange` does; returns its id. */
function slip(userId: string, request: unknown, messageId = CARD): string {
  const id = `slip${String(++slipCount).padStart(12, "0")}`;
  users.get(userId)!.flags.attackSlip = storeAttackSlip({ id, messageId, request: request as AttackRequest });
  return id;
}
/** The active GM answers `data` (the handler's whole path: parse, queue, run). */
const ask = (data: unknown) => answerQuery(ATTACK_QUERY, data, true, queue);
/** `userId` writes a slip and asks. */
const request = (userId: string, req: unknown) => ask({ userId, slipId: slip(userId, req) });

const snapshot = () => JSON.stringify({ card: message.system, actors: [...actors.values()].map((a) => a.system) });

beforeEach(() => world());

describe("forged payloads", () => {
  it.each<[string, () => unknown]>([
    ["a request in the payload instead of a slip", () => ({ userId: ids.ann, slipId: slip(ids.ann, { op: "undo", target: 0 }), request: { op: "apply", target: 0, allocation: null } })],
    ["a damage number in the payload", () => ({ userId: ids.ann, slipId: slip(ids.ann, { op: "undo", target: 0 }), damage: 99 })],
    ["a user id that is a number", () => ({ userId: 5, slipId: "slip000000000001" })],
    ["a slip id of 2 million characters", () => ({ userId: ids.ann, slipId: "s".repeat(2_000_000) })],
    ["the slip itself as the payload", () => storeAttackSlip({ id: "slip000000000001", messageId: CARD, request: { op: "undo", target: 0 } })],
    ["null", () => null],
  ])("refuses %s", async (_name, payload) => {
    const before = snapshot();
    expect(await ask(payload())).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(snapshot()).toBe(before);
  });

  it.each<[string, unknown]>([
    ["an extra key in the request", { op: "apply", target: 0, allocation: null, damage: 50 }],
    ["a defense roll in the request", { op: "defend", target: 0, hit: 0, kind: "dodge", faces: [1, 1, 1] }],
    ["a hit past the card's limit", { op: "take", target: 0, hit: 20 }],
    ["a huge token list", { op: "assign", tokenUuids: Array.from({ length: 1000 }, () => "Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP") }],
  ])("refuses a slip holding %s", async (_name, req) => {
    const before = snapshot();
    expect(await request(ids.ann, req)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(snapshot()).toBe(before);
  });
});

describe("slips", () => {
  it("refuses someone else's slip id sent as one's own", async () => {
    const annSlip = slip(ids.ann, { op: "take", target: 0, hit: 0 });
    slip(ids.bo, { op: "take", target: 1, hit: 0 });
    expect(await ask({ userId: ids.bo, slipId: annSlip })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" });
    expect(message.writes).toBe(0);
  });

  it("refuses a user without a slip, and an unknown user", async () => {
    expect(await ask({ userId: ids.bo, slipId: "slip000000000001" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
    expect(await ask({ userId: "userNobody000001", slipId: "slip000000000001" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
  });

  it("serves a slip once: the GM clears it from its user, a replay is refused and changes nothing", async () => {
    const id = slip(ids.ann, { op: "take", target: 0, hit: 0 });
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: true });
    expect(users.get(ids.ann)!.flags.attackSlip).toBeNull();
    const before = snapshot();
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
    expect(snapshot()).toBe(before);
  });

  it("remembers a served slip even when clearing it failed", async () => {
    const ann = users.get(ids.ann)!;
    const id = slip(ids.ann, { op: "take", target: 0, hit: 0 });
    const stored = ann.flags.attackSlip;
    ann.update = async () => { throw new Error("lost connection"); };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: true });
    expect(ann.flags.attackSlip).toEqual(stored);
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.slipUsed" });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("does not mark served a slip for a missing card (the requester may ask again once it exists)", async () => {
    const id = slip(ids.ann, { op: "take", target: 0, hit: 0 }, "late000000000001");
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: false, reasonKey: "MESHAL.Query.noCard" });
    const late = new FakeMessage("late000000000001", structuredClone(attackCard()));
    (g.game as { messages: Map<string, FakeMessage> }).messages.set(late.id, late);
    expect(await ask({ userId: ids.ann, slipId: id })).toEqual({ ok: true });
  });

  it("runs a slip with its own user's rights only, once, whoever sends its id", async () => {
    // Slips are readable by every client, so Bo can send the GM's pending slip id: that runs the GM's own request
    // (nothing Bo chose) and uses the slip up. Bo asking the same in his own name is refused.
    const gmsTake = slip(ids.gm, { op: "take", target: 1, hit: 0 });
    expect(await request(ids.bo, { op: "take", target: 1, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.notYourTarget" });
    expect(await ask({ userId: ids.gm, slipId: gmsTake })).toEqual({ ok: true });
    expect(message.system.targets[1]!.defenses[0]).toEqual({ kind: "take", faces: [] });
    expect(await ask({ userId: ids.gm, slipId: gmsTake })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
  });

  it("refuses every op on a card a player wrote (its author could have rewritten it), using up nothing", async () => {
    const playerCard = new FakeMessage("card000000000003", structuredClone(attackCard()));
    Object.defineProperty(playerCard, "author", { value: users.get(ids.bo) });
    (g.game as { messages: Map<string, FakeMessage> }).messages.set(playerCard.id, playerCard);
    for (const req of [{ op: "take", target: 0, hit: 0 }, { op: "undo", target: 0 }, { op: "apply", target: 0, allocation: null }]) {
      const id = slip(ids.gm, req, playerCard.id);
      expect(await ask({ userId: ids.gm, slipId: id })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.playerCard" });
    }
    expect(playerCard.writes).toBe(0);
  });

  it("refuses a slip for a message that is not an attack card", async () => {
    expect(await ask({ userId: ids.ann, slipId: slip(ids.ann, { op: "undo", target: 0 }, "other00000000001") })).toEqual({ ok: false, reasonKey: "MESHAL.Query.noCard" });
  });
});

describe("rights and rules", () => {
  it.each<[string, string, AttackRequest, string]>([
    ["defend on a target one does not own", ids.ann, { op: "defend", target: 1, hit: 0, kind: "dodge" }, "MESHAL.Attack.request.notYourTarget"],
    ["defend for the attacker's owner", ids.bo, { op: "defend", target: 0, hit: 0, kind: "dodge" }, "MESHAL.Attack.request.notYourTarget"],
    ["apply as a stranger", ids.ann, { op: "apply", target: 1, allocation: null }, "MESHAL.Attack.request.notYourCard"],
    ["assign as a player", ids.bo, { op: "assign", tokenUuids: ["Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP"] }, "MESHAL.Attack.request.gmOnly"],
    ["a defense the attack does not allow", ids.ann, { op: "defend", target: 0, hit: 0, kind: "resist" }, "MESHAL.Attack.refused.notAllowed"],
    ["a hit the card does not have", ids.ann, { op: "defend", target: 0, hit: 5, kind: "dodge" }, "MESHAL.Attack.refused.noHit"],
    ["a target the card does not have", ids.gm, { op: "take", target: 7, hit: 0 }, "MESHAL.Attack.refused.noTarget"],
    ["apply before the target resolved", ids.ann, { op: "apply", target: 0, allocation: null }, "MESHAL.Attack.refused.notResolved"],
    ["undo with nothing applied", ids.ann, { op: "undo", target: 0 }, "MESHAL.Attack.refused.notApplied"],
  ])("refuses %s", async (_name, userId, req, reasonKey) => {
    const before = snapshot();
    expect(await request(userId, req)).toEqual({ ok: false, reasonKey });
    expect(snapshot()).toBe(before);
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses a second defense on the same hit", async () => {
    expect(await request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: true });
    const before = snapshot();
    expect(await request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "block" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyDefended" });
    expect(snapshot()).toBe(before);
  });
});

describe("a whole exchange", () => {
  it("defends with the GM's dice and ⚡, resolves, applies, undoes — each once", async () => {
    const def = actors.get("Actor.def")!;
    nextFaces = [2, 5, 6]; // dodge: 3 Energy dice, 2 points stop hit 1 (3 − 1 protection)
    expect(await request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: true });
    expect(message.system.targets[0]!.defenses[0]).toEqual({ kind: "dodge", faces: [2, 5, 6] });
    expect(def.system.mobility.value).toBe(2);
    expect(await request(ids.ann, { op: "take", target: 0, hit: 1 })).toEqual({ ok: true });
    expect(message.system.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 1 });

    expect(await request(ids.bo, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    expect(def.system.attributes.might!.lost).toBe(1);
    const applied = snapshot();
    expect(await request(ids.ann, { op: "apply", target: 0, allocation: null })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyApplied" });
    expect(snapshot()).toBe(applied);

    expect(await request(ids.ann, { op: "undo", target: 0 })).toEqual({ ok: true });
    expect(def.system.attributes.might!.lost).toBe(0);
    const undone = snapshot();
    expect(await request(ids.bo, { op: "undo", target: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyUndone" });
    expect(snapshot()).toBe(undone);
  });

  it("refuses a split that does not add up to the damage, and applies one that does", async () => {
    world(attackCard({ attributes: ["might", "energy"], allowed: [] }));
    await settleAttackCardHere();
    expect(message.system.targets[0]).toMatchObject({ resolved: true, damage: 3 });
    const before = snapshot();
    expect(await request(ids.ann, { op: "apply", target: 0, allocation: null })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.splitNeeded" });
    expect(await request(ids.ann, { op: "apply", target: 0, allocation: { might: 1, energy: 1 } })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.split.wrongTotal" });
    expect(snapshot()).toBe(before);
    expect(await request(ids.ann, { op: "apply", target: 0, allocation: { might: 1, energy: 2 } })).toEqual({ ok: true });
    expect(actors.get("Actor.def")!.system.attributes.energy!.lost).toBe(2);
  });

  it("spends nothing for a defense outside a started combat", async () => {
    combatants.length = 0;
    expect(await request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "block" })).toEqual({ ok: true });
    expect(actors.get("Actor.def")!.system.mobility.value).toBe(3);
  });

  it("outside a started combat a defender with no ⚡ left may still defend (⚡ is not tracked there)", async () => {
    combatants.length = 0;
    actors.get("Actor.def")!.system.mobility.value = 0;
    expect(await request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "block" })).toEqual({ ok: true });
    expect(actors.get("Actor.def")!.system.mobility.value).toBe(0);
    expect(message.system.targets[0]!.defenses[0]?.kind).toBe("block");
  });
});

/** Settles the card through the shared queue (the GM's createChatMessage hook does this for a new card). */
async function settleAttackCardHere(): Promise<void> {
  // Cast: the stand-in message has the parts settling reads and writes.
  await settleAttackCard(message as unknown as ChatMessage.Implementation);
}

describe("a new card", () => {
  it("is opened before it is settled: decisions, results and applications its author wrote are dropped", async () => {
    const forged = structuredClone(message.system);
    forged.targets[0] = { ...forged.targets[0]!, defenses: forged.hits.map(() => ({ kind: "take" as const, faces: [] })), resolved: true, hit: true, damage: 9999 };
    message.system = forged;
    // Cast: the stand-in message has the parts settling reads and writes.
    await settleAttackCard(message as unknown as ChatMessage.Implementation, { fresh: true });
    // Ann's defender can still defend both hits (3 and 2 points against protection 1, with ⚡ left): both stay open.
    expect(message.system.targets[0]).toMatchObject({ defenses: [null, null], resolved: false, hit: false, damage: 0, applied: null });
    expect(actors.get("Actor.def")!.updates).toBe(0);
  });

  it("is never settled when a player wrote it: a player-authored card is read-only", async () => {
    const playerCard = new FakeMessage("card000000000004", structuredClone(attackCard()));
    Object.defineProperty(playerCard, "author", { value: users.get(ids.bo) });
    (g.game as { messages: Map<string, FakeMessage> }).messages.set(playerCard.id, playerCard);
    // Cast: the stand-in message has the parts settling reads and writes.
    await settleAttackCard(playerCard as unknown as ChatMessage.Implementation, { fresh: true });
    expect(playerCard.writes).toBe(0);
  });
});

describe("concurrent requests", () => {
  it("two defenses of the same hit at once: one is recorded, the other refused", async () => {
    const [a, b] = await Promise.all([
      request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "dodge" }),
      request(ids.gm, { op: "defend", target: 0, hit: 0, kind: "block" }),
    ]);
    expect([a, b]).toContainEqual({ ok: true });
    expect([a, b]).toContainEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyDefended" });
    expect(actors.get("Actor.def")!.system.mobility.value).toBe(2);
  });

  it("two cards cannot both spend a defender's last ⚡", async () => {
    const other = new FakeMessage("card000000000002", structuredClone(attackCard()));
    (g.game as { messages: Map<string, FakeMessage> }).messages.set(other.id, other);
    actors.get("Actor.def")!.system.mobility.value = 1;
    const [a, b] = await Promise.all([
      request(ids.ann, { op: "defend", target: 0, hit: 0, kind: "dodge" }),
      ask({ userId: ids.gm, slipId: slip(ids.gm, { op: "defend", target: 0, hit: 0, kind: "dodge" }, other.id) }),
    ]);
    expect([a, b]).toContainEqual({ ok: true });
    expect([a, b]).toContainEqual({ ok: false, reasonKey: "MESHAL.Warn.notEnoughMobility", data: { cost: "1", value: "0" } });
    expect(actors.get("Actor.def")!.system.mobility.value).toBe(0);
  });
});

describe("the requester's side", () => {
  it("writes the slip on its own user, sends only its id, and shows a refusal there", async () => {
    const ann = users.get(ids.ann)!;
    const sent = vi.fn(async () => ({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyDefended" }));
    Object.assign(g.game as object, { user: ann });
    (g.game as { users: { activeGM: unknown } }).users.activeGM = { isSelf: false, query: sent };
    (g as { foundry: { utils?: unknown } }).foundry.utils = { randomID: () => "slipRandom000001" };
    // Cast: the stand-in message has the id the requester reads.
    const answer = await requestAttackChange(message as unknown as ChatMessage.Implementation, { op: "take", target: 0, hit: 0 });
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyDefended" });
    expect(ann.flags.attackSlip).toEqual({ id: "slipRandom000001", messageId: CARD, request: '{"op":"take","target":0,"hit":0}' });
    expect(sent).toHaveBeenCalledWith("meshal-lite.attack", { userId: ids.ann, slipId: "slipRandom000001" }, expect.anything());
    expect(warn).toHaveBeenCalledWith("MESHAL.Attack.refused.alreadyDefended");
  });

  it("asks once more with the same slip when the GM had not seen it yet, and warns only about the final answer", async () => {
    const ann = users.get(ids.ann)!;
    const answers = [{ ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" }, { ok: true }];
    const sent = vi.fn(async () => answers.shift());
    Object.assign(g.game as object, { user: ann });
    (g.game as { users: { activeGM: unknown } }).users.activeGM = { isSelf: false, query: sent };
    (g as { foundry: { utils?: unknown } }).foundry.utils = { randomID: () => "slipRandom000002" };
    vi.useFakeTimers();
    try {
      // Cast: the stand-in message has the id the requester reads.
      const pending = requestAttackChange(message as unknown as ChatMessage.Implementation, { op: "take", target: 0, hit: 0 });
      await vi.runAllTimersAsync();
      expect(await pending).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ userId: ids.ann, slipId: "slipRandom000002" }, { userId: ids.ann, slipId: "slipRandom000002" }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the refusal when the slip is still unseen after the second ask", async () => {
    const ann = users.get(ids.ann)!;
    const sent = vi.fn(async () => ({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" }));
    Object.assign(g.game as object, { user: ann });
    (g.game as { users: { activeGM: unknown } }).users.activeGM = { isSelf: false, query: sent };
    (g as { foundry: { utils?: unknown } }).foundry.utils = { randomID: () => "slipRandom000003" };
    vi.useFakeTimers();
    try {
      // Cast: the stand-in message has the id the requester reads.
      const pending = requestAttackChange(message as unknown as ChatMessage.Implementation, { op: "take", target: 0, hit: 0 });
      await vi.runAllTimersAsync();
      expect(await pending).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.noSlip" });
    } finally {
      vi.useRealTimers();
    }
    expect(sent).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("with no GM connected, writes nothing and says so", async () => {
    const ann = users.get(ids.ann)!;
    Object.assign(g.game as object, { user: ann });
    (g.game as { users: { activeGM: unknown } }).users.activeGM = null;
    // Cast: the stand-in message has the id the requester reads.
    expect(await requestAttackChange(message as unknown as ChatMessage.Implementation, { op: "take", target: 0, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Chat.noGM" });
    expect(ann.flags.attackSlip).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("MESHAL.Chat.noGM");
  });
});
