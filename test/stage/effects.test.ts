/**
 * The stage's Active Effects play the version the run plays (server-documents.ts, effect-data.ts, fight.ts), one test
 * per difference: where the changes are kept and how (v13 `changes` with `mode`; v14 `system.changes` with `type`,
 * old data converted on load), the duration (v13 rounds; v14 value/units with an expiry event), the start each core
 * records, and running out (v13 marks nothing and the effect counts on; v14 marks it expired at its event and it stops
 * counting, kept, not deleted). The actor applies its active effects' changes when it prepares, on both.
 */
import { afterEach, describe, expect, it } from "vitest";
import { OWNERSHIP, ROLES, StageServer } from "./server.ts";
import { StageActor, StageWorld, useWorld, type StageActiveEffect } from "./server-documents.ts";
import { StageFight } from "./fight.ts";
import { v14EffectSource } from "./effect-data.ts";
import { onV14 } from "./version.ts";
import { freshCharacter, npcBrute } from "../fixtures/data-actors.ts";

type Rec = Record<string, unknown>;

const server = new StageServer();
const world = new StageWorld(server);
useWorld(world);
const gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
server.actAs(gm);

const hero = () => StageActor.make({ name: "Hero", fixture: freshCharacter(), ownership: { default: OWNERSHIP.NONE } });
const brute = () => StageActor.make({ name: "Brute", fixture: npcBrute(), ownership: { default: OWNERSHIP.NONE } });
const physical = (a: StageActor) => (a.system.protection as Record<"physical" | "erosion" | "occult", number>).physical;

/** Life Ward's effect as the packs store it (v13's shape). */
const lifeWard = (extra: Rec = {}): Rec => ({
  name: "Life Ward", type: "base", system: {},
  changes: [{ key: "system.protection.physical", mode: 2, value: "1", priority: null }],
  duration: { startTime: null, seconds: null, combat: null, rounds: 1, turns: null, startRound: null, startTurn: null },
  flags: {}, statuses: [], transfer: false, disabled: false, ...extra,
});
const created = async (actor: StageActor, data: Rec) => (await actor.createEmbeddedDocuments("ActiveEffect", [data]))[0] as StageActiveEffect;

afterEach(() => {
  world.actors.clear();
  world.combat = null;
  world.combats = { contents: [] };
});

describe("where an effect keeps its changes", () => {
  it(onV14 ? "v14: old data is converted on load — system.changes, a string type, the value parsed" : "v13: kept as given — changes with a numeric mode", async () => {
    const effect = await created(hero(), lifeWard());
    const source = effect.toObject();
    if (onV14) {
      expect(source.changes).toBeUndefined();
      expect((source.system as Rec).changes).toEqual([{ key: "system.protection.physical", type: "add", value: 1, phase: "initial", priority: null }]);
    } else {
      expect(source.changes).toEqual([{ key: "system.protection.physical", mode: 2, value: "1", priority: null }]);
      expect((source.system as Rec).changes).toBeUndefined();
    }
  });
  it("the conversion keeps text that is not JSON, maps every mode, and leaves v14-shaped data as it is", () => {
    const converted = v14EffectSource({ changes: [0, 1, 2, 3, 4, 5].map((mode) => ({ key: "k", mode, value: "physical" })) });
    expect(((converted.system as Rec).changes as Rec[]).map((c) => [c.type, c.value])).toEqual(
      ["custom", "multiply", "add", "downgrade", "upgrade", "override"].map((t) => [t, "physical"]));
    const v14 = { system: { changes: [{ key: "k", type: "add", value: 2, phase: "final", priority: 5 }] }, duration: { value: 3, units: "turns", expiry: "turnStart", expired: false } };
    expect(v14EffectSource(v14)).toMatchObject(v14);
  });
  it("the actor applies an active effect's changes when it prepares (on either version), and drops a disabled one", async () => {
    const actor = hero();
    const before = physical(actor);
    const effect = await created(actor, lifeWard());
    expect(physical(actor)).toBe(before + 1);
    await effect.update({ disabled: true });
    expect(physical(actor)).toBe(before);
  });
});

describe("an effect's duration and start", () => {
  it(onV14 ? "v14: one value in units, no expiry event yet, not expired" : "v13: rounds, turns and seconds as given", async () => {
    const effect = await created(hero(), lifeWard());
    if (onV14) expect(effect.toObject().duration).toEqual({ value: 1, units: "rounds", expiry: null, expired: false });
    else expect(effect.toObject().duration).toMatchObject({ rounds: 1, turns: null, seconds: null });
  });
  it("v14's conversion prefers seconds to rounds (foundryvtt#14112) and moves the start out of the duration", () => {
    const converted = v14EffectSource({ duration: { seconds: 600, rounds: 1, startRound: 2, startTurn: 1, combat: "c1", startTime: 5 } });
    expect(converted.duration).toEqual({ value: 600, units: "seconds", expiry: null, expired: false });
    expect(converted.start).toMatchObject({ combat: "c1", round: 2, turn: 1, time: 5, combatant: null });
  });
  it(onV14 ? "v14 records the start in `start`, with the combatant whose turn it is" : "v13 records the start in the duration", async () => {
    const a = hero();
    const b = brute();
    const fight = new StageFight(world, server, [a, b]).begin();
    await fight.nextTurn();
    const effect = await created(a, lifeWard());
    if (onV14) expect(effect.toObject().start).toMatchObject({ combat: fight.id, combatant: fight.turns[1]!.id, initiative: fight.turns[1]!.initiative, round: 1, turn: 1 });
    else expect(effect.toObject().duration).toMatchObject({ combat: fight.id, startRound: 1, startTurn: 1 });
  });
});

describe("running out", () => {
  it(onV14 ? "v14: at its event, once the duration ran out, the effect is marked expired and stops counting (kept)" : "v13: remaining reaches 0, nothing is marked and the effect goes on counting", async () => {
    const a = hero();
    const b = brute();
    const base = physical(a);
    const fight = new StageFight(world, server, [a, b]).begin();
    const effect = await created(a, onV14 ? lifeWard({ duration: { value: 1, units: "rounds", expiry: "turnEnd" } }) : lifeWard());
    await fight.nextTurn(); // a's turn ends in round 1: the round has not run out yet
    expect(physical(a)).toBe(base + 1);
    await fight.nextTurn(); // round 2, a's turn
    await fight.nextTurn(); // a's turn ends in round 2
    expect(a.effects.get(effect.id)).toBe(effect);
    if (onV14) {
      expect(effect.duration.expired).toBe(true);
      expect(effect.active).toBe(false);
      expect(physical(a)).toBe(base);
    } else {
      expect(effect.duration.remaining).toBe(0);
      expect(effect.duration.expired).toBeUndefined();
      expect(physical(a)).toBe(base + 1);
    }
  });
  it.runIf(onV14)("v14: a turn end counts only for the start combatant; a round end for anyone; no event, no expiry", async () => {
    const a = hero();
    const b = brute();
    const fight = new StageFight(world, server, [a, b]).begin();
    const onB = await created(a, lifeWard({ duration: { value: null, units: "rounds", expiry: "turnEnd" } }));
    onB.updateSource({ start: { combatant: fight.turns[1]!.id } });
    const round = await created(a, lifeWard({ name: "Haste", duration: { value: null, units: "rounds", expiry: "roundEnd" } }));
    const none = await created(a, lifeWard({ name: "Note", duration: { value: null, units: "rounds", expiry: null } }));
    await fight.nextTurn(); // a's turn ends
    expect([onB, round, none].map((e) => e.duration.expired)).toEqual([false, false, false]);
    await fight.nextTurn(); // b's turn ends, and the round
    expect([onB, round, none].map((e) => e.duration.expired)).toEqual([true, true, false]);
  });
});
