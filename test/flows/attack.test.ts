/**
 * README "Combat": an attack exchange in three clicks — attack, defend, apply — and undo. Run with Ann (a player owning
 * Hero) and with the GM in the seat, on the stage whose server refuses what Foundry's refuses: the attack itself is a
 * request (a slip on the attacker's user, then `meshal-lite.attackStart`) and the GM's client spends the ⚡, rolls and
 * posts the card as its author; every change to the card is a request too (`meshal-lite.attack`), and the GM's client
 * writes the actors and the card. No write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { queueFaces } from "./support/roll.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();

type Request = Parameters<typeof requestAttackChange>[1];
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;

let cast: Cast;
let user: StageUser;

const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const pools = (actor: SystemActor) => actor.system.attributes as Pools;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
/** A started fight in which it is `current`'s turn. */
function fight(current: SystemActor): void {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } }] };
}

/** `attacker` attacks `target` with its fists (dialog skipped); resolves to the card once the GM has settled it. */
async function attack(attacker: SystemActor, target: SystemActor): Promise<StageChatMessage> {
  // Casts: the stage's actor, item and token stand in for the documents startAttack reads.
  const card = await startAttack(attacker as never, fistsOf(attacker) as never, 0, { targets: [tokenOf(target) as never], fastForward: true });
  expect(card).not.toBeNull();
  await settle();
  return card as unknown as StageChatMessage;
}
/** `by` asks for `request` on `card`, from its own client. */
const ask = (by: StageUser, card: StageChatMessage, request: Request) => stage.server.onClient(by, () => requestAttackChange(card as never, request));
const stateOf = (card: StageChatMessage) => attackStateOf(card)!;

describe.each(seats())("an attack exchange with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("Hero attacks the Brute; the GM takes both hits for the Brute; the seat applies and undoes", async () => {
    fight(cast.hero);
    const card = await attack(cast.hero, cast.brute);
    expect(card.author).toBe(stage.gm); // whoever attacks, the GM's client posts the card
    expect(card.speaker.actor).toBe(cast.hero.id);
    expect(mobility(cast.hero)).toBe(2); // the attack's ⚡, spent by the GM's client
    const hits = stateOf(card).hits.length;
    for (let hit = 0; hit < hits; hit++) expect(await ask(stage.gm, card, { op: "take", target: 0, hit })).toEqual({ ok: true });
    const line = stateOf(card).targets[0]!;
    expect(line).toMatchObject({ resolved: true, hit: true });
    expect(line.damage).toBeGreaterThan(0);

    const before = pools(cast.brute).energy!.lost;
    expect(await ask(user, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    expect(pools(cast.brute).energy!.lost).toBe(before + line.damage);
    expect(await ask(user, card, { op: "undo", target: 0 })).toEqual({ ok: true });
    expect(pools(cast.brute).energy!.lost).toBe(before);
    expect(stateOf(card).targets[0]!.applied).toMatchObject({ undone: true });
    expect(stage.warnings).toEqual([]);
  });

  it("the Brute attacks Hero; the seat dodges (the GM rolls it and spends Hero's ⚡), fails, applies and undoes", async () => {
    fight(cast.brute);
    const card = await stage.server.onClient(stage.gm, () => attack(cast.brute, cast.hero));
    expect(stateOf(card).targets[0]!.defenses).toEqual([null]); // one hit, open: Hero can defend it
    queueFaces(6, 6, 6); // the dodge scores nothing
    expect(await ask(user, card, { op: "defend", target: 0, hit: 0, kind: "dodge" })).toEqual({ ok: true });
    expect(mobility(cast.hero)).toBe(2);
    const line = stateOf(card).targets[0]!;
    expect(line).toMatchObject({ defenses: [{ kind: "dodge", faces: [6, 6, 6] }], resolved: true, hit: true });

    expect(await ask(user, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    await settle();
    expect(line.damage).toBe(4); // 2 dice of 2 points, no protection
    expect(pools(cast.hero).energy).toMatchObject({ lost: 3, value: 0 }); // all of Hero's 3 Energy dice
    expect(cast.hero.statuses.has("unconscious")).toBe(true); // set by the GM's client, which wrote the damage

    expect(await ask(user, card, { op: "undo", target: 0 })).toEqual({ ok: true });
    await settle();
    expect(pools(cast.hero).energy!.lost).toBe(0);
    expect(cast.hero.statuses.has("unconscious")).toBe(false);
    expect(stage.warnings).toEqual([]);
  });
});

describe("a player's requests the GM refuses, or cannot hear", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    user = stage.sit("player");
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("Ann may not take a hit for the Brute: refused on her screen, nothing written", async () => {
    const card = await stage.server.onClient(stage.gm, () => attack(cast.hero, cast.brute));
    const before = JSON.stringify(stateOf(card));
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.notYourTarget" });
    expect(JSON.stringify(stateOf(card))).toBe(before);
    expect(stage.warnings).toEqual(["MESHAL.Attack.request.notYourTarget"]);
  });

  it("with no GM connected, Ann's request says so and writes nothing", async () => {
    const card = await attack(cast.hero, cast.brute);
    stage.gm.active = false;
    expect(await ask(stage.ann, card, { op: "take", target: 0, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Chat.noGM" });
    expect(stage.ann.getFlag("meshal-lite", "attackSlip")).toBeUndefined();
  });
});
