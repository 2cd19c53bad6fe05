/**
 * The stage's server refuses what Foundry v13's server refuses, where the old fakes let everything through: a player's
 * update of an actor they do not own, of another user's message, of their own role; a message posted as someone else;
 * a query to a user who is not connected. A refused write rejects and is recorded; a GM may do all of it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mayUpdate, OWNERSHIP, ROLES, ServerRefusal, StageServer, StageWriteFailure, type StageUser } from "./server.ts";
import { mayCreate, mayDelete, ownershipLevel, updateRefusal } from "./server-rules.ts";
import { StageActor, StageChatMessage, StageWorld, useWorld } from "./server-documents.ts";
import { freshCharacter, npcBrute } from "../fixtures/data-actors.ts";

const server = new StageServer();
const world = new StageWorld(server);
useWorld(world);
const gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
const ann = server.addUser("userAnn000000001", "Ann");
const bo = server.addUser("userBo0000000001", "Bo");

const npc = () => StageActor.make({ name: "Brute", fixture: npcBrute(), ownership: { default: OWNERSHIP.LIMITED } });
const annsHero = () => StageActor.make({ name: "Hero", fixture: freshCharacter(), ownership: { default: OWNERSHIP.NONE, [ann.id]: OWNERSHIP.OWNER } });
/** Runs `fn` on `user`'s client. */
const as = <T>(user: StageUser, fn: () => Promise<T>) => server.onClient(user, fn);

afterEach(() => {
  for (const u of server.users.values()) u.active = true;
  server.takeRefusals();
});

describe("actors", () => {
  it("refuses a player's update of an NPC, rejecting and recording it; a GM's goes through", async () => {
    const brute = npc();
    await expect(as(ann, () => brute.update({ "system.mobility.value": 0 }))).rejects.toThrow(ServerRefusal);
    expect(server.takeRefusals()).toEqual([expect.objectContaining({ userId: ann.id, action: "update", document: `Actor ${brute.id}` })]);
    expect((brute.system.mobility as { value: number }).value).toBe(3);
    await as(gm, () => brute.update({ "system.mobility.value": 0 }));
    expect((brute.system.mobility as { value: number }).value).toBe(0);
    expect(server.refusals).toEqual([]);
  });

  it("lets the owner update their actor and its items, and nobody else", async () => {
    const hero = annsHero();
    await as(ann, () => hero.update({ "system.mobility.value": 1 }));
    const fists = hero.items.find((i) => i.name === "Fists & Feet")!;
    await as(ann, () => fists.update({ "system.description": "mine" }));
    await expect(as(bo, () => fists.update({ "system.description": "his" }))).rejects.toThrow(/not its owner/);
    await expect(as(bo, () => hero.createEmbeddedDocuments("Item", [{ name: "Rock", type: "gear", system: {} }]))).rejects.toThrow(/does not own the parent/);
    expect(fists.system.description).toBe("mine");
    expect(server.takeRefusals()).toHaveLength(2);
  });

  it("expectNoRefusals fails a test that made a refused write, even when the flow swallowed the error", async () => {
    const brute = npc();
    await as(ann, () => brute.update({ name: "Mine" })).catch(() => undefined);
    expect(() => server.expectNoRefusals()).toThrow(/refused 1 write/);
    expect(() => server.expectNoRefusals()).not.toThrow();
  });
});

describe("chat messages", () => {
  it("refuses a player's update of another user's message; its author and a GM may", async () => {
    const message = await as(bo, () => StageChatMessage.create({ content: "Bo's roll" }));
    expect(message.author).toBe(bo);
    await expect(as(ann, () => message.update({ content: "Ann was here" }))).rejects.toThrow(/only its author or a GM/);
    await expect(as(ann, () => message.setFlag("meshal-lite", "recordedOn", "x"))).rejects.toThrow(ServerRefusal);
    await as(bo, () => message.update({ content: "Bo's edit" }));
    await as(gm, () => message.setFlag("meshal-lite", "recordedOn", "card"));
    expect(message._source.content).toBe("Bo's edit");
    expect(message.getFlag("meshal-lite", "recordedOn")).toBe("card");
    expect(server.takeRefusals()).toHaveLength(2);
  });

  it("refuses a message created in another user's name, except by a GM", async () => {
    await expect(as(ann, () => StageChatMessage.create({ author: bo.id, content: "I am Bo" }))).rejects.toThrow(/own author/);
    expect((await as(gm, () => StageChatMessage.create({ author: bo.id }))).author).toBe(bo);
    expect(server.takeRefusals()).toHaveLength(1);
  });
});

describe("users", () => {
  it("lets a player write their own User flag but not their role, nor another user's document", async () => {
    await as(ann, () => ann.setFlag("meshal-lite", "attackSlip", { id: "slip" }));
    expect(ann.getFlag("meshal-lite", "attackSlip")).toEqual({ id: "slip" });
    await expect(as(ann, () => ann.update({ role: ROLES.GAMEMASTER }))).rejects.toThrow(/may not change role/);
    await expect(as(ann, () => bo.setFlag("meshal-lite", "attackSlip", { id: "forged" }))).rejects.toThrow(/another user's/);
    expect(ann.role).toBe(ROLES.PLAYER);
    expect(bo.getFlag("meshal-lite", "attackSlip")).toBeUndefined();
    await as(gm, () => ann.update({ role: ROLES.TRUSTED }));
    expect(ann.role).toBe(ROLES.TRUSTED);
    ann.role = ROLES.PLAYER;
    expect(server.takeRefusals()).toHaveLength(2);
  });
});

describe("the active GM", () => {
  it("is a connected gamemaster rather than an assistant, an assistant when no gamemaster is connected", () => {
    const table = new StageServer();
    const assistant = table.addUser("userAaa000000001", "Assistant", ROLES.ASSISTANT);
    const master = table.addUser("userZed000000001", "Gamemaster", ROLES.GAMEMASTER);
    table.addUser("userAnn000000001", "Ann");
    expect(table.users.activeGM).toBe(master);
    master.active = false;
    expect(table.users.activeGM).toBe(assistant);
    assistant.active = false;
    expect(table.users.activeGM).toBeNull();
  });
});

describe("queries", () => {
  it("rejects a query to a GM who is not connected, and delivers one to a connected GM on the GM's client", async () => {
    server.queries["meshal-lite.echo"] = (data, { user }) => ({ data, from: user.id, ranAs: server.clientUser.id });
    gm.active = false;
    expect(server.users.activeGM).toBeNull();
    await expect(as(ann, () => gm.query("meshal-lite.echo", { x: 1 }))).rejects.toThrow(/not connected/);
    gm.active = true;
    expect(await as(ann, () => gm.query("meshal-lite.echo", { x: 1 }))).toEqual({ data: { x: 1 }, from: ann.id, ranAs: gm.id });
  });

  it("keeps each client's user through awaits, however the chains interleave", async () => {
    const seen: string[] = [];
    const later = async (tag: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`${tag}:${server.clientUser.name}`);
    };
    await Promise.all([as(ann, () => later("a")), as(gm, () => later("g"))]);
    expect(seen.sort()).toEqual(["a:Ann", "g:GM"]);
  });
});

describe("the rules other stages reuse", () => {
  it("judge a combatant by its actor and a combat's turn as the GM's", () => {
    const hero = annsHero();
    const brute = npc();
    expect(mayUpdate(ann, { documentName: "Combatant", id: "c1", actor: hero })).toBe(true);
    expect(mayUpdate(ann, { documentName: "Combatant", id: "c2", actor: brute })).toBe(false);
    expect(mayUpdate(gm, { documentName: "Combatant", id: "c2", actor: brute })).toBe(true);
    expect(updateRefusal(ann, { documentName: "Combat", id: "f1" }, { turn: 1 })).toMatch(/only a GM/);
    expect(mayUpdate(gm, { documentName: "Combat", id: "f1" }, { turn: 1, round: 2 })).toBe(true);
  });

  it("read ownership from the default and per-user levels, and an embedded document from its parent", () => {
    const brute = npc();
    expect(ownershipLevel(ann, brute)).toBe(OWNERSHIP.LIMITED);
    expect(ownershipLevel(ann, { documentName: "Item", id: "i", parent: annsHero() })).toBe(OWNERSHIP.OWNER);
    expect(mayDelete(ann, brute)).toBe(false);
    expect(mayCreate(ann, "Actor")).toBe(false);
    expect(mayCreate(gm, "Actor")).toBe(true);
  });
});

describe("writes made to fail, and UUIDs v13 cannot read", () => {
  it("fails the next update of one document once, changing nothing and recording no refusal", async () => {
    const brute = npc();
    server.failNextWrite(brute);
    await expect(as(gm, () => brute.update({ "system.mobility.value": 0 }))).rejects.toThrow(StageWriteFailure);
    expect((brute.system.mobility as { value: number }).value).toBe(3);
    expect(server.refusals).toEqual([]);
    await as(gm, () => brute.update({ "system.mobility.value": 0 }));
    expect((brute.system.mobility as { value: number }).value).toBe(0);
  });

  it("lets a GM clear another user's flag (a served slip), and refuses a player the same", async () => {
    await as(ann, () => ann.setFlag("meshal-lite", "attackSlip", { id: "x" }));
    await expect(as(bo, () => ann.update({ "flags.meshal-lite.attackSlip": null }))).rejects.toThrow(ServerRefusal);
    server.takeRefusals();
    await as(gm, () => ann.update({ "flags.meshal-lite.attackSlip": null }));
    expect(ann.getFlag("meshal-lite", "attackSlip")).toBeNull();
  });

  it("throws for an unknown embedded document name, as v13's fromUuidSync does; other unknown UUIDs give null", () => {
    const brute = npc();
    expect(() => world.fromUuidSync(`${brute.uuid}.Nonsense.abcdefghijklmnop`)).toThrow(/Invalid embedded Document type/);
    expect(world.fromUuidSync(`${brute.uuid}.Item.abcdefghijklmnop`)).toBeNull();
    expect(world.fromUuidSync("Actor.abcdefghijklmnop")).toBeNull();
    expect(world.fromUuidSync("Scene.abcdefghijklmnop.Token.abcdefghijklmnop")).toBeNull();
  });
});
