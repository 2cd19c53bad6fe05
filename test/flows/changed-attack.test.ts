/**
 * Issue 34, item 2: the GM sees what a player changed. Ann rewrites her own weapon from the console (an `item.update`
 * as the player: more dice, no defense) and attacks the Brute. With the world setting on "hold" (its default) the
 * GM-written card waits for the GM — nothing spent, nothing rolled — and shows the GM what changed, by whom, when;
 * Accept makes the attack and accepts the change, Refuse ends the card and the Brute is untouched. On "mark" the
 * attack is made and the card says plainly it was made with changes the GM has not accepted. Hostile: the log is a
 * world setting a player cannot write, and a player cannot accept their own changes through the card's query.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ServerRefusal, settle } from "../stage/server.ts";
import type { StageChatMessage, StageItem } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const watch = await import("../../src/combat/gm-watch/change-watch.ts");
const { registerChangeWatch } = await import("../../src/combat/gm-watch/watch-start.ts");
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");

type Rec = Record<string, unknown>;
/**
 * `game.settings.set` as Foundry's server answers it: a world setting is written only by a user who may modify the
 * world's configuration — a GM ("Users and Permissions", https://foundryvtt.com/article/users/: *Modify Configuration
 * Settings* is not a player's; test/stage/settings.ts leaves that check out).
 */
const gameSettings = (globalThis as unknown as { game: { settings: Rec } }).game.settings;
const setSetting = async (scope: string, key: string, value: unknown): Promise<unknown> => {
  const user = stage.server.clientUser;
  if (!user.isGM) throw new ServerRefusal({ userId: user.id, action: "update", document: `Setting ${scope}.${key}`, reason: "a world setting is the GM's" });
  stage.settings.set(`${scope}.${key}`, structuredClone(value));
  return value;
};
gameSettings.set = setSetting;
registerChangeWatch();

let cast: Cast;
const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const pools = (actor: SystemActor) => JSON.stringify(actor.system.attributes);
const cards = () => stage.world.messages.contents.filter((m) => m.type === "attack");
const stateOf = (card: StageChatMessage) => attackStateOf(card as never)!;
function fight(current: SystemActor): void {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } }] };
}

/** Ann, from her console: her fists now roll 20 more dice and cannot be defended. */
async function annRewritesFists(): Promise<void> {
  const fists = fistsOf(cast.hero) as StageItem;
  const attacks = structuredClone(fists.system.attacks) as Rec[];
  const first = attacks[0]!;
  attacks[0] = { ...first, dice: { ...(first.dice as Rec), bonus: 20 }, defenses: [] };
  await stage.server.onClient(stage.ann, () => fists.update({ "system.attacks": attacks }));
  await settle();
  await watch.changeLogSaved();
}

/** Ann attacks the Brute with her fists; resolves to the card the GM posted for it. */
async function annAttacks(): Promise<StageChatMessage> {
  const card = await stage.server.onClient(stage.ann, () => startAttack(cast.hero as never, fistsOf(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true }));
  expect(card).not.toBeNull();
  await settle();
  return card as unknown as StageChatMessage;
}
const ask = (by: typeof stage.gm, card: StageChatMessage, request: Parameters<typeof requestAttackChange>[1]) =>
  stage.server.onClient(by, () => requestAttackChange(card as never, request));
const reader = (isGM: boolean) => ({ localize: (k: string) => k, owns: () => true, isGM, gmOnline: true, gmWritten: true });

beforeEach(async () => {
  stage.reset();
  cast = makeAttackCast(MeshalActor);
  fight(cast.hero);
  // What a GM's client does when the world is ready: every actor noted as it is, the hooks added (once).
  stage.server.onClient(stage.gm, () => watch.startWatch());
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("the world holds attacks made with a player's changes (the default)", () => {
  it("an unchanged weapon attacks as before: no mark, no hold", async () => {
    const card = await annAttacks();
    expect(stateOf(card).changed ?? null).toBeNull();
    expect(stateOf(card).hits.length).toBeGreaterThan(0);
  });

  it("the rewritten fists make a held card: nothing spent or rolled, the GM sees what changed, by whom", async () => {
    await annRewritesFists();
    const ap = mobility(cast.hero);
    const brute = pools(cast.brute);
    const card = await annAttacks();
    const state = stateOf(card);
    expect(card.author).toBe(stage.gm);
    expect(state.changed?.status).toBe("held");
    expect(state.hits).toEqual([]);
    expect(state.targets).toEqual([]);
    expect(card.rolls ?? []).toEqual([]);
    expect(mobility(cast.hero)).toBe(ap);
    expect(pools(cast.brute)).toBe(brute);
    expect(state.changed?.entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: "Fists & Feet", path: "attacks.0.dice.bonus", from: "0", to: "20", by: "Ann" }),
      expect.objectContaining({ name: "Fists & Feet", path: expect.stringMatching(/^attacks\.0\.defenses/), by: "Ann" }),
    ]));
    // Everyone reads that it waits; only the GM reads the changes and gets the buttons.
    const gmView = attackView(state, reader(true), { coupDeGrace: false }).changed!;
    const playerView = attackView(state, reader(false), { coupDeGrace: false }).changed!;
    expect(gmView).toMatchObject({ status: "held", noAttack: true, notice: "MESHAL.Attack.changed.held", canDecide: true });
    expect(gmView.details.some((d) => d.includes("attacks.0.dice.bonus: 0 → 20"))).toBe(true);
    expect(playerView).toMatchObject({ notice: "MESHAL.Attack.changed.held", details: [], canDecide: false });
    // Nothing on it can be asked for but the GM's decision.
    expect(await ask(stage.gm, card, { op: "assign", tokenUuids: [tokenOf(cast.brute).uuid] })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.changed.waiting" });
  });

  it("the GM accepts: the attack is made on its own card with the changed dice, and the change is accepted", async () => {
    await annRewritesFists();
    const held = await annAttacks();
    const ap = mobility(cast.hero);
    expect(await ask(stage.gm, held, { op: "acceptChanges" })).toEqual({ ok: true });
    await settle();
    expect(stateOf(held).changed?.status).toBe("accepted");
    const made = cards().find((c) => c !== held)!;
    expect(made).toBeDefined();
    expect(stateOf(made).baseDice).toBeGreaterThanOrEqual(20);
    expect(stateOf(made).allowed).toEqual([]);
    expect(stateOf(made).changed ?? null).toBeNull();
    expect(mobility(cast.hero)).toBeLessThan(ap); // spent only now
    const log = watch.changeLog().actors[cast.hero.id]!;
    expect(log.pending).toEqual([]);
    expect(log.accepted.length).toBeGreaterThan(0);
    // Accepted: the next attack with the same fists is not held.
    fight(cast.hero);
    const next = await annAttacks();
    expect(stateOf(next).changed ?? null).toBeNull();
  });

  it("the GM refuses: the card ends, nothing spent, the Brute untouched, the change still waits", async () => {
    await annRewritesFists();
    const ap = mobility(cast.hero);
    const brute = pools(cast.brute);
    const held = await annAttacks();
    expect(await ask(stage.gm, held, { op: "refuseChanges" })).toEqual({ ok: true });
    await settle();
    expect(stateOf(held).changed?.status).toBe("refused");
    expect(stateOf(held).changed?.request).toBe("");
    expect(cards()).toEqual([held]);
    expect(mobility(cast.hero)).toBe(ap);
    expect(pools(cast.brute)).toBe(brute);
    expect(await ask(stage.gm, held, { op: "acceptChanges" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.changed.notHeld" });
    expect(watch.changeLog().actors[cast.hero.id]!.pending.length).toBeGreaterThan(0);
  });

  it("an accept after Ann changed the fists again is refused: the GM accepts only what the card showed", async () => {
    await annRewritesFists();
    const held = await annAttacks();
    const fists = fistsOf(cast.hero) as StageItem;
    const attacks = structuredClone(fists.system.attacks) as Rec[];
    attacks[0] = { ...attacks[0]!, penetration: 50 };
    await stage.server.onClient(stage.ann, () => fists.update({ "system.attacks": attacks }));
    await settle();
    expect(await ask(stage.gm, held, { op: "acceptChanges" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.changed.changedAgain" });
    expect(cards()).toEqual([held]);
    stage.warnings.length = 0;
  });
});

describe("the world marks attacks made with a player's changes", () => {
  it("the attack is made and the card says so, with the details for the GM", async () => {
    stage.settings.set("meshal-lite.changedAttacks", "mark");
    await annRewritesFists();
    const ap = mobility(cast.hero);
    const card = await annAttacks();
    const state = stateOf(card);
    expect(state.changed?.status).toBe("marked");
    expect(state.hits.length).toBeGreaterThan(0);
    expect(state.baseDice).toBeGreaterThanOrEqual(20);
    expect(mobility(cast.hero)).toBeLessThan(ap);
    const gmView = attackView(state, reader(true), { coupDeGrace: false }).changed!;
    expect(gmView).toMatchObject({ noAttack: false, notice: "MESHAL.Attack.changed.marked", canDecide: false });
    expect(gmView.details.length).toBeGreaterThan(0);
    expect(attackView(state, reader(false), { coupDeGrace: false }).changed).toMatchObject({ notice: "MESHAL.Attack.changed.marked", details: [] });
  });
});

describe("hostile: the log is the GM's", () => {
  it("Ann cannot write the log (a world setting): the server refuses her", async () => {
    const forged = { actors: { [cast.hero.id]: { pending: [], accepted: [], prints: {} } } };
    await expect(stage.server.onClient(stage.ann, () => setSetting("meshal-lite", "changeLog", forged))).rejects.toBeInstanceOf(ServerRefusal);
    stage.server.takeRefusals();
    await annRewritesFists();
    expect((await annAttacks()).type).toBe("attack");
    expect(stateOf(cards()[0]!).changed?.status).toBe("held");
  });

  it("Ann cannot accept her own changes through the card's query: gmOnly, the card still held", async () => {
    await annRewritesFists();
    const held = await annAttacks();
    expect(await ask(stage.ann, held, { op: "acceptChanges" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    expect(await ask(stage.ann, held, { op: "refuseChanges" })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    expect(stateOf(held).changed?.status).toBe("held");
    expect(cards()).toEqual([held]);
    expect(watch.changeLog().actors[cast.hero.id]!.pending.length).toBeGreaterThan(0);
    stage.warnings.length = 0;
  });

  it("Ann's own client records nothing: only the active GM's client keeps the log", async () => {
    const writes = () => [...stage.settings.keys()].filter((k) => k === "meshal-lite.changeLog").length;
    stage.gm.active = false;
    const fists = fistsOf(cast.hero) as StageItem;
    await stage.server.onClient(stage.ann, () => fists.update({ "system.attacks": [] }));
    await settle();
    expect(writes()).toBe(0);
    stage.gm.active = true;
  });
});
