/**
 * Dirty Fighting's counter, played by a hostile player (counter.ts, counter-gm.ts): the original card changes only
 * from two GM-written cards that name each other. Ann (Hero's owner) forges the link in her slip, posts a counter card
 * of her own, or edits the GM's counter card: the original card never changes, and nothing is spent or posted.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "../flows/support/attack-cast.ts";
import { clearFaces } from "../flows/support/roll.ts";
import { makeActor, type Cast, type SystemActor } from "../flows/support/world.ts";
import { npcBrute } from "../fixtures/data-actors.ts";
import { attackFlowStage, dirtyFighting, DIRTY_FIGHTING_ID } from "../flows/support/attack-stage.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { stageGrid, tokenAt, type ManifestGrid } from "../stage/grid.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const { startCounter } = await import("../../src/combat/attack/counter/counter-start.ts");

const SLIP = "attackStartSlip";
let cast: Cast;
let wolf: SystemActor;
let slips = 0;
const freshId = () => `cslp${String(++slips).padStart(12, "0")}`;
const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const stateOf = (card: StageChatMessage) => attackStateOf(card)!;
const cards = () => stage.world.messages.contents.filter((m) => m.type === "attack");

/** `attacker` attacks `target` with its fists, made by the GM. */
async function attacks(attacker: SystemActor, target: SystemActor): Promise<StageChatMessage> {
  const card = await stage.server.onClient(stage.gm, () => startAttack(attacker as never, fistsOf(attacker) as never, 0, { targets: [tokenOf(target) as never], fastForward: true }));
  await settle();
  return card as unknown as StageChatMessage;
}

/** Ann's slip for Hero's Dirty Fighting with its fists; `change` forges parts of it. */
function counterSlip(answers: Record<string, unknown>, change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: freshId(), actorUuid: cast.hero.uuid, itemId: fistsOf(cast.hero).id, attackIndex: 0,
    through: { abilityItemId: DIRTY_FIGHTING_ID, attackIndex: 0 }, attackerTokenUuid: "",
    config: { advantage: 0, disadvantage: 0, voluntary: 0, mode: "points" },
    // The Brute's token by its UUID (tokenOf would lay a fresh, unplaced token over a placed one).
    tokenUuids: [`Scene.scene00000000001.Token.${cast.brute.id}`], answers, ...change,
  };
}

/** Ann writes `stored` as her slip and asks the GM for it, as her console could. */
function askAs(stored: Record<string, unknown>): Promise<unknown> {
  return stage.server.onClient(stage.ann, async () => {
    await stage.ann.setFlag("meshal-lite", SLIP, stored);
    return stage.gm.query("meshal-lite.attackStart", { userId: stage.ann.id, slipId: stored.id });
  });
}

beforeEach(() => {
  stage.reset();
  clearFaces();
  cast = makeAttackCast(MeshalActor, [dirtyFighting]);
  wolf = makeActor(MeshalActor, "Wolf", { ...npcBrute(), id: "wolf000000000001" } as never);
  const bruteToken = tokenOf(cast.brute);
  (cast.brute as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [bruteToken];
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.brute } }] };
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("a forged counter request changes nothing", () => {
  it.each<[string, (card: StageChatMessage) => Record<string, unknown>, string]>([
    ["a counter against someone other than the attacker", (card) => counterSlip({ messageId: card.id, target: 0, hit: 0 }, { tokenUuids: [tokenOf(wolf).uuid] }), "MESHAL.Attack.counter.notAttacker"],
    ["a hit that does not exist", (card) => counterSlip({ messageId: card.id, target: 0, hit: 7 }), "MESHAL.Attack.counter.noHit"],
    ["an ability that is no counter (the weapon alone)", (card) => counterSlip({ messageId: card.id, target: 0, hit: 0 }, { through: null }), "MESHAL.Attack.counter.notCounter"],
  ])("%s: refused, nothing spent, posted or linked", async (_name, forge, key) => {
    const card = await attacks(cast.brute, cast.hero);
    const before = JSON.stringify(stateOf(card));
    const count = cards().length;
    expect(await askAs(forge(card))).toEqual({ ok: false, reasonKey: key });
    expect(JSON.stringify(stateOf(card))).toBe(before);
    expect(cards().length).toBe(count);
    expect(mobility(cast.hero)).toBe(3);
  });

  it("a counter on a hit aimed at another creature (Hero attacking the Brute) is refused", async () => {
    const card = await attacks(cast.hero, cast.brute);
    const before = JSON.stringify(stateOf(card));
    expect(await askAs(counterSlip({ messageId: card.id, target: 0, hit: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.counter.notDefender" });
    expect(JSON.stringify(stateOf(card))).toBe(before);
  });

  it("a slip with extra keys in its link is refused before anything is read", async () => {
    const card = await attacks(cast.brute, cast.hero);
    expect(await askAs(counterSlip({ messageId: card.id, target: 0, hit: 0, result: "hit" }))).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(stateOf(card).targets[0]!.defenses[0]).toBeNull();
  });
});

describe("a player's own card or edit never settles the original", () => {
  it("a counter card Ann posts herself, claiming a hit, links and fails nothing", async () => {
    const card = await attacks(cast.brute, cast.hero);
    const forged = { ...stateOf(card), attackerUuid: cast.hero.uuid, answers: { messageId: card.id, target: 0, hit: 0 }, targets: [{ ...stateOf(card).targets[0]!, actorUuid: cast.brute.uuid, resolved: true, hit: true, defenses: [{ kind: "take", faces: [] }] }] };
    const own = await stage.server.onClient(stage.ann, () => (globalThis as unknown as { ChatMessage: typeof StageChatMessage }).ChatMessage.create({ type: "attack", system: forged as never }));
    await settle();
    expect(own).toBeTruthy();
    expect(stateOf(card).targets[0]!.defenses[0]).toBeNull();
    // A request on the original card (which settles counters first) does not pick it up either.
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "take", target: 0, hit: 0 }))).toEqual({ ok: true });
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "take", faces: [] });
  });

  it("Ann cannot edit the GM's counter card to claim a hit: the server refuses, the original still waits", async () => {
    const card = await attacks(cast.brute, cast.hero);
    const made = (await stage.server.onClient(stage.ann, () => startCounter(card as never, 0, 0))) as unknown as StageChatMessage;
    await settle();
    expect(made.author).toBe(stage.gm);
    await expect(stage.server.onClient(stage.ann, () => made.update({ "system.targets": [{ ...stateOf(made).targets[0]!, resolved: true, hit: true }] } as never))).rejects.toThrow();
    expect(stage.server.takeRefusals()).toHaveLength(1);
    await settle();
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: made.id });
    expect(stateOf(card).targets[0]!.resolved).toBe(false);
  });

  it("a second counter on the answered hit, or another reaction, is refused", async () => {
    const card = await attacks(cast.brute, cast.hero);
    await stage.server.onClient(stage.ann, () => startCounter(card as never, 0, 0));
    await settle();
    const linked = JSON.stringify(stateOf(card));
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "react", target: 0, hit: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.oneReaction" });
    expect(JSON.stringify(stateOf(card))).toBe(linked);
    stage.warnings.length = 0;
  });
});

describe("a counter is checked before anything is spent (issue 34)", () => {
  const grid = stageGrid(readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid);
  const dirtyOf = (actor: SystemActor) => actor.items.find((i) => i.id === DIRTY_FIGHTING_ID)!;
  /** The Brute at row `i`, column `j` attacks Hero at (5, 5) with its fists reaching `reach` steps; the card the GM made. */
  async function bruteAttacksFrom(i: number, j: number, reach: number): Promise<StageChatMessage> {
    const brute = Object.assign(tokenOf(cast.brute), tokenAt(grid, i, j));
    const hero = Object.assign(tokenOf(cast.hero), tokenAt(grid, 5, 5));
    (cast.brute as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [brute];
    const fists = fistsOf(cast.brute);
    const attacks = (fists.system.attacks as Record<string, unknown>[]).map((a) => ({ ...a, range: { ...(a.range as object), kind: "steps", min: null, max: reach } }));
    await stage.server.onClient(stage.gm, () => fists.update({ "system.attacks": attacks }));
    const card = await stage.server.onClient(stage.gm, () => startAttack(cast.brute as never, fists as never, 0, { targets: [hero as never], fastForward: true }));
    await settle();
    return card as unknown as StageChatMessage;
  }

  it("an honest counter the natural weapon cannot reach (a Brute reaching 2 steps) is refused: nothing spent, posted or linked, the hit stays open", async () => {
    const card = await bruteAttacksFrom(3, 5, 2);
    expect(stateOf(card).targets[0]!.range).toBe("inRange");
    const count = cards().length;
    expect(await stage.server.onClient(stage.ann, () => startCounter(card as never, 0, 0))).toBeNull();
    await settle();
    expect(stage.warnings.some((w) => w.includes("MESHAL.Attack.counter.outOfReach"))).toBe(true);
    stage.warnings.length = 0;
    expect(cards().length).toBe(count);
    expect(mobility(cast.hero)).toBe(3);
    expect(stateOf(card).targets[0]!.defenses[0]).toBeNull();
    // The hit is still Ann's to answer otherwise.
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "take", target: 0, hit: 0 }))).toEqual({ ok: true });
  });

  it("a counter within reach is measured from the card's own tokens, whatever token the slip names", async () => {
    const card = await bruteAttacksFrom(4, 5, 1);
    const slip = counterSlip({ messageId: card.id, target: 0, hit: 0 }, { attackerTokenUuid: "" });
    expect(await askAs(slip)).toEqual({ ok: true });
    await settle();
    const made = cards().find((m) => stateOf(m).answers?.messageId === card.id)!;
    expect(stateOf(made).attackerTokenUuid).toBe(tokenOf(cast.hero).uuid);
    expect(stateOf(made).targets[0]).toMatchObject({ actorUuid: cast.brute.uuid, range: "inRange", distance: 1 });
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: made.id });
  });

  it.each<[string, Record<string, unknown>]>([
    ["costs 0⚡", { "system.activation.cost": 0 }],
    ["has no round limit", { "system.activation.limit": { max: "", per: "" } }],
  ])("Ann's own Dirty Fighting edited so it %s: the counter is refused, nothing spent, posted or linked", async (_name, edit) => {
    const card = await attacks(cast.brute, cast.hero);
    await stage.server.onClient(stage.ann, () => dirtyOf(cast.hero).update(edit));
    const before = JSON.stringify(stateOf(card));
    const count = cards().length;
    expect(await askAs(counterSlip({ messageId: card.id, target: 0, hit: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.counter.editedTerms" });
    expect(JSON.stringify(stateOf(card))).toBe(before);
    expect(cards().length).toBe(count);
    expect(mobility(cast.hero)).toBe(3);
  });
});

describe("the GM settles a waiting counter by hand (issue 34)", () => {
  /** The Brute's hit on Hero, answered by Ann's counter; resolves to both cards. */
  async function waiting(): Promise<{ card: StageChatMessage; made: StageChatMessage }> {
    const card = await attacks(cast.brute, cast.hero);
    const made = (await stage.server.onClient(stage.ann, () => startCounter(card as never, 0, 0))) as unknown as StageChatMessage;
    await settle();
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: made.id });
    return { card, made };
  }

  it("Ann cannot end the wait herself (GM only): the card is unchanged", async () => {
    const { card } = await waiting();
    const before = JSON.stringify(stateOf(card));
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "endCounter", target: 0, hit: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.gmOnly" });
    stage.warnings.length = 0;
    expect(JSON.stringify(stateOf(card))).toBe(before);
  });

  it("the GM ends it: the hit is taken, the line goes on, and the counter card resolving later changes nothing", async () => {
    const { card, made } = await waiting();
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "endCounter", target: 0, hit: 0 }))).toEqual({ ok: true });
    await settle();
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: made.id, countered: "lapsed" });
    // The counter card hits afterwards: the original card keeps the GM's ruling.
    for (let hit = 0; hit < stateOf(made).hits.length; hit++) {
      if (!stateOf(made).targets[0]!.defenses[hit]) await stage.server.onClient(stage.gm, () => requestAttackChange(made as never, { op: "take", target: 0, hit }));
    }
    await settle();
    expect(stateOf(made).targets[0]!.resolved).toBe(true);
    expect(stateOf(card).targets[0]!.defenses[0]!.countered).toBe("lapsed");
    // Nothing waits any more: the GM's request to end it again is refused, and the line can be applied once decided.
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "endCounter", target: 0, hit: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.counter.notWaiting" });
    stage.warnings.length = 0;
    for (let hit = 1; hit < stateOf(card).hits.length; hit++) await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "take", target: 0, hit }));
    await settle();
    expect(stateOf(card).targets[0]!.resolved).toBe(true);
  });

  it("a slip asking to end a wait with extra keys is refused before anything is read", async () => {
    const { parseAttackRequest } = await import("../../src/combat/attack/gm/attack-request.ts");
    expect(parseAttackRequest({ op: "endCounter", target: 0, hit: 0 })).toEqual({ ok: true, value: { op: "endCounter", target: 0, hit: 0 } });
    expect(parseAttackRequest({ op: "endCounter", target: 0, hit: 0, result: "hit" })).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
    expect(parseAttackRequest({ op: "endCounter", target: 0, hit: 99 })).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });
});
