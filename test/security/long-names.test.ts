/**
 * Issue 34, item 5: names are clipped before they reach a card, and an attack card's state is checked against its
 * schema before anything is spent. Played on the strict stage: a player names a token or a character with more text
 * than a card stores, and a target whose line cannot be stored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { heldRevolver, makeAttackCast, tokenOf } from "../flows/support/attack-cast.ts";
import { attackFlowStage } from "../flows/support/attack-stage.ts";
import { makeActor, USER_IDS, type Cast, type SystemActor } from "../flows/support/world.ts";

const { stage, MeshalActor } = await attackFlowStage();
const { partyRest } = await import("../../src/actions/party-rest.ts");
const { PARTY_REST_CARD } = await import("../../src/actions/party-rest-card.ts");
const { NAME_LENGTH } = await import("../../src/core/clip-name.ts");
const { cardProblems } = await import("../../src/chat/card-schema.ts");
const { ATTACK_CARD } = await import("../../src/combat/attack/attack-card.ts");

const SLIP = "attackStartSlip";
const LONG = "N".repeat(300);
let cast: Cast;
let slips = 0;
const freshId = () => `names${String(++slips).padStart(11, "0")}`;

const gunOf = (actor: SystemActor) => actor.items.find((i) => i.name === "9mm Revolver")!;
const loaded = (actor: SystemActor) => (gunOf(actor).system.reload as { value: number }).value;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const cards = (type = "attack") => stage.world.messages.contents.filter((m) => m.type === type);


/** Ann asks the GM for Hero's revolver shot at the tokens `tokenUuids`. */
async function fireAt(tokenUuids: string[]): Promise<unknown> {
  const stored = {
    id: freshId(), actorUuid: cast.hero.uuid, itemId: gunOf(cast.hero).id, attackIndex: 0, through: null,
    attackerTokenUuid: tokenOf(cast.hero).uuid, config: { advantage: 0, disadvantage: 0, voluntary: 0, mode: "points" }, tokenUuids,
  };
  const answer = await stage.server.onClient(stage.ann, async () => {
    await stage.ann.setFlag("meshal-lite", SLIP, stored);
    return stage.gm.query("meshal-lite.attackStart", { userId: stage.ann.id, slipId: stored.id });
  });
  await settle();
  return answer;
}

beforeEach(() => {
  stage.reset();
  cast = makeAttackCast(MeshalActor, [heldRevolver(1)]);
  stage.sit("player");
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.hero } }] };
});
afterEach(() => {
  vi.restoreAllMocks();
  stage.server.expectNoRefusals();
});

describe("a token name longer than a card stores", () => {
  it("is clipped on the target line: the attack is made, its ⚡ and round spent once, and the creature stays targetable", async () => {
    const brute = tokenOf(cast.brute);
    brute.name = LONG; // the Brute's token, renamed from the console of whoever owns it
    expect(await fireAt([brute.uuid])).toEqual({ ok: true });
    expect(cards()).toHaveLength(1);
    const line = (cards()[0]!.system as { targets: { name: string }[] }).targets[0]!;
    expect(line.name).toBe(LONG.slice(0, NAME_LENGTH));
    expect(cardProblems(ATTACK_CARD, cards()[0]!.system)).toEqual([]); // the stage stores without the model: checked here
    expect([mobility(cast.hero), loaded(cast.hero)]).toEqual([2, 0]);
  });
});

describe("an attack whose card state fails the schema spends nothing", () => {
  it("no ⚡, no round, no card: refused with the reason", async () => {
    // A target line the card cannot store: its actor's UUID is longer than the card's bound.
    const uuid = "Scene.scene00000000001.Token.oversizeactor001";
    const brute = tokenOf(cast.brute);
    // On the fight's scene, where the Brute stands.
    const { parent, x, y, width, height } = brute;
    const token = { documentName: "Token", uuid, actor: { uuid: `Actor.${"x".repeat(400)}`, documentName: "Actor" }, name: "Odd", parent, x, y, width, height, disposition: -1 };
    const g = globalThis as unknown as { fromUuidSync: (uuid: string) => unknown };
    const resolve = g.fromUuidSync;
    vi.spyOn(g, "fromUuidSync").mockImplementation((u: string) => (u === uuid ? token : resolve(u)));
    expect(await fireAt([uuid])).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.cardInvalid" });
    expect(cards()).toEqual([]);
    expect([mobility(cast.hero), loaded(cast.hero)]).toEqual([3, 1]);
  });
});

describe("an actor name longer than a card stores", () => {
  it("the party rest card is still posted, with every member, the long name clipped", async () => {
    stage.sit("gm");
    const long = makeActor(MeshalActor, LONG, freshCharacter(), [USER_IDS.bo]);
    const state = await partyRest([cast.hero as never, long as never], { hours: 1 });
    await settle();
    expect(state).not.toBeNull();
    expect(cards(PARTY_REST_CARD.type)).toHaveLength(1);
    const members = (cards(PARTY_REST_CARD.type)[0]!.system as { members: { name: string }[] }).members;
    expect(members.map((m) => m.name)).toEqual(["Hero", LONG.slice(0, NAME_LENGTH)]);
  });
});
