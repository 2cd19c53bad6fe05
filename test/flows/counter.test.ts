/**
 * Dirty Fighting's counter on the strict stage (issue 21, counter.ts): the Brute attacks Hero in melee; the seat (Ann,
 * who owns Hero, or the GM) answers the first hit with Hero's Dirty Fighting. The GM's client makes the counter card
 * (Hero's natural weapon against the Brute, the ability's ⚡ and its use limit) and links it to the hit, which waits;
 * once the counter card resolves, a hit fails the answered hit and the later ones, a miss leaves it taken.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { clearFaces, queueFaces } from "./support/roll.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage, dirtyFighting } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const { startCounter } = await import("../../src/combat/attack/counter/counter-start.ts");

let cast: Cast;
let user: StageUser;
const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const stateOf = (card: StageChatMessage) => attackStateOf(card)!;
const messages = () => stage.world.messages as unknown as { contents: StageChatMessage[] };

/** The Brute attacks Hero with its fists (the GM's attack), every die a 2 (each hit scores). */
async function bruteAttacks(): Promise<StageChatMessage> {
  const card = await stage.server.onClient(stage.gm, () => startAttack(cast.brute as never, fistsOf(cast.brute) as never, 0, { targets: [tokenOf(cast.hero) as never], fastForward: true }));
  await settle();
  return card as unknown as StageChatMessage;
}

/** The seat counters hit `hit` of the card's first line; resolves to the counter card (null when refused). */
async function counter(card: StageChatMessage, hit = 0): Promise<StageChatMessage | null> {
  const made = await stage.server.onClient(user, () => startCounter(card as never, 0, hit));
  await settle();
  return made as unknown as StageChatMessage | null;
}

/** The GM takes every hit of the counter card for the Brute; the card settles. */
async function bruteTakes(counterCard: StageChatMessage): Promise<void> {
  const hits = stateOf(counterCard).hits.length;
  for (let hit = 0; hit < hits; hit++) {
    if (stateOf(counterCard).targets[0]!.defenses[hit]) continue;
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(counterCard as never, { op: "take", target: 0, hit }))).toEqual({ ok: true });
  }
  await settle();
}

describe.each(seats())("Dirty Fighting's counter with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    clearFaces();
    cast = makeAttackCast(MeshalActor, [dirtyFighting]);
    // The Brute attacks from its token on the scene (the counter targets it).
    const bruteToken = tokenOf(cast.brute);
    (cast.brute as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [bruteToken];
    user = stage.sit(seat);
    // A started fight in which it is the Brute's turn: Hero reacts.
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.brute } }] };
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("a hidden Brute's attack can be countered: the counter card's line keeps no name (issue 34)", async () => {
    Object.assign(tokenOf(cast.brute), { hidden: true });
    const made = await counter(await bruteAttacks());
    expect(made).not.toBeNull();
    expect(stateOf(made!).targets[0]).toMatchObject({ actorUuid: cast.brute.uuid, name: "", hidden: true });
  });

  it("a counter that hits: the GM makes the counter card, the answered hit waits, then it and the later hits fail", async () => {
    const card = await bruteAttacks();
    const before = mobility(cast.hero);
    const made = await counter(card);
    expect(made).not.toBeNull();
    expect(made!.author).toBe(stage.gm);
    const counterState = stateOf(made!);
    expect(counterState.answers).toEqual({ messageId: card.id, target: 0, hit: 0 });
    expect(counterState.targets.map((t) => t.actorUuid)).toEqual([cast.brute.uuid]);
    expect(counterState.attackerUuid).toBe(cast.hero.uuid);
    expect(mobility(cast.hero)).toBe(before - 1); // the ability's ⚡, paid on its own card
    expect(stateOf(card).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: made!.id });
    // The line waits: nobody can apply it yet.
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "apply", target: 0, allocation: null }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.refused.notResolved" });
    stage.warnings.length = 0;

    await bruteTakes(made!);
    expect(stateOf(made!).targets[0]).toMatchObject({ resolved: true, hit: true });
    const line = stateOf(card).targets[0]!;
    expect(line.defenses[0]).toMatchObject({ countered: "hit" });
    expect(line).toMatchObject({ resolved: true, hit: false, damage: 0 });
  });

  it("a counter that misses: the answered hit is taken and the line goes on", async () => {
    const card = await bruteAttacks();
    queueFaces(...Array.from({ length: 40 }, () => 6)); // the counter scores nothing
    const made = await counter(card);
    clearFaces();
    await bruteTakes(made!);
    expect(stateOf(made!).targets[0]).toMatchObject({ resolved: true, hit: false });
    const line = stateOf(card).targets[0]!;
    expect(line.defenses[0]).toMatchObject({ kind: "reaction", countered: "missed" });
    expect(line).toMatchObject({ resolved: true, hit: true });
    expect(line.damage).toBeGreaterThan(0);
  });

  it("a result whose write failed is written by the next request on the original card, once", async () => {
    const card = await bruteAttacks();
    const made = await counter(card);
    stage.server.failNextWrite(card as never);
    await bruteTakes(made!);
    expect(stateOf(card).targets[0]!.defenses[0]!.countered).toBeUndefined(); // the settle write failed
    // Any request on the card first brings it in line with the resolved counter card.
    const answer = await stage.server.onClient(user, () => requestAttackChange(card as never, { op: "apply", target: 0, allocation: null }));
    expect(stateOf(card).targets[0]).toMatchObject({ resolved: true, hit: false, damage: 0 });
    expect(stateOf(card).targets[0]!.defenses[0]).toMatchObject({ countered: "hit" });
    // The failed attack removes nothing.
    expect(answer).toEqual({ ok: true });
    expect(stateOf(card).targets[0]!.applied?.removed).toEqual({ might: 0, energy: 0, spirit: 0 });
  });

  it("a second counter on the same round is refused by the use limit, and on the same hit as a second reaction", async () => {
    const card = await bruteAttacks();
    const made = await counter(card);
    expect(made).not.toBeNull();
    const count = messages().contents.length;
    expect(await counter(card)).toBeNull();
    expect(messages().contents.length).toBe(count);
    expect(stage.warnings.length).toBeGreaterThan(0);
    stage.warnings.length = 0;
  });
});
