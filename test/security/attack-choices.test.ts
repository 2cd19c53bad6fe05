/**
 * Issue 34, item 3 "choices stay choices", played on the strict stage by a hostile player with a console: the slip's
 * advantages are capped past the sheet's, the attacker's token is the GM's choice (an unmeasured line is refused like
 * one out of range), and hidden tokens can neither be targeted by a player nor named on a public card.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { sceneOf, stageGrid, tokenAt, type ManifestGrid } from "../stage/grid.ts";
import { castScene, fistsOf, fistsSlip, makeAttackCast, tokenOf } from "../flows/support/attack-cast.ts";
import { attackFlowStage } from "../flows/support/attack-stage.ts";
import { attackReader, defender } from "../support/attack-card-fixtures.ts";
import { fromRoot, readJson } from "../support/project.ts";
import type { Cast, SystemActor } from "../flows/support/world.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");

const SLIP = "attackStartSlip";
let cast: Cast;
let slips = 0;
const freshId = () => `choice${String(++slips).padStart(10, "0")}`;
const mobility = (actor: SystemActor) => (actor.system.mobility as { value: number }).value;
const might = (actor: SystemActor) => (actor.system.attributes as { might: { value: number } }).might.value;
const cards = () => stage.world.messages.contents.filter((m) => m.type === "attack");
const stateOf = (card: unknown): AttackState => attackStateOf(card as never)!;
/** A scene of its own: a grid the cast's scene does not share. */
const elsewhere = () => sceneOf(stageGrid(readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid));

function fight(current: SystemActor): void {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } }] };
}

/** Ann's honest slip for Hero's fists against the Brute; `change` forges parts of it. */
const slip = (change: Record<string, unknown> = {}) => fistsSlip(cast, freshId(), change);

/** `user` writes `stored` as its slip from its own console and asks the active GM for it. */
async function askAs(user = stage.ann, stored: Record<string, unknown> = slip()): Promise<unknown> {
  return stage.server.onClient(user, async () => {
    await user.setFlag("meshal-lite", SLIP, stored);
    return stage.gm.query("meshal-lite.attackStart", { userId: user.id, slipId: stored.id });
  });
}
const config = (advantage: number) => ({ advantage, disadvantage: 0, voluntary: 0, mode: "points" });

beforeEach(() => {
  stage.reset();
  cast = makeAttackCast(MeshalActor);
  stage.sit("player");
  fight(cast.hero);
});
afterEach(() => stage.server.expectNoRefusals());

describe("claimed advantages are capped (issue 34 #3)", () => {
  it("a slip claiming 150 advantages: the GM rolls the sheet's and 3 claimed more, and the card says they were claimed", async () => {
    expect(await askAs(stage.ann, slip())).toEqual({ ok: true });
    await settle();
    const honest = stateOf(cards()[0]);
    expect(await askAs(stage.ann, slip({ config: config(150) }))).toEqual({ ok: true });
    await settle();
    const forged = stateOf(cards()[1]);
    expect(forged.advantage).toBe(honest.advantage + 3);
    expect(forged.dice).toBe(honest.dice + 3);
    expect(forged.hits.every((h) => h.length === honest.dice + 3)).toBe(true);
    expect(forged.claimed).toBe(3);
    expect(honest.claimed).toBeUndefined();
    expect(attackView(forged, attackReader()).claimed).toBe("+3 claimed");
    expect(attackView(forged, attackReader({ lang: "cn" })).claimed).toBe("+3 声明");
  });

  it("the cap is the world's setting: at 0 nothing is claimed; dropping the sheet's disadvantages claims nothing either", async () => {
    stage.settings.set("meshal-lite.claimedAdvantages", 0);
    expect(await askAs(stage.ann, slip())).toEqual({ ok: true });
    await settle();
    expect(await askAs(stage.ann, slip({ config: config(20) }))).toEqual({ ok: true });
    await settle();
    const [honest, forged] = cards().map(stateOf);
    expect(forged!.dice).toBe(honest!.dice);
    expect(forged!.claimed).toBeUndefined();
  });

  it("a GM's own request is not capped", async () => {
    expect(await askAs(stage.ann, slip())).toEqual({ ok: true });
    await settle();
    expect(await askAs(stage.gm, slip({ config: config(10) }))).toEqual({ ok: true });
    await settle();
    const [honest, gms] = cards().map(stateOf);
    expect(gms!.dice).toBe(honest!.dice + 10);
    expect(gms!.claimed).toBeUndefined();
  });
});

describe("the attacker's token is the GM's choice (issue 34 #3)", () => {
  const noCard = (was: number) => {
    expect(cards()).toEqual([]);
    expect(mobility(cast.hero)).toBe(was);
  };

  it("no token named, Hero's own 10 squares away: the GM measures from it and the fists' line is out of range, not applied", async () => {
    Object.assign(tokenOf(cast.hero), tokenAt(castScene.grid, 5, 16));
    expect(await askAs(stage.ann, slip({ attackerTokenUuid: "" }))).toEqual({ ok: true });
    await settle();
    const card = cards()[0]!;
    const line = stateOf(card).targets[0]!;
    expect(stateOf(card).attackerTokenUuid).toBe(tokenOf(cast.hero).uuid);
    expect(line).toMatchObject({ range: "outOfRange", distance: 10 });
    const before = might(cast.brute);
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "apply", target: 0, allocation: null }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.outOfRange" });
    expect(might(cast.brute)).toBe(before);
    expect(stateOf(card).targets[0]!.applied).toBeNull();
  });

  it("no token of Hero's on the scene at all: refused, nothing spent", async () => {
    Object.assign(tokenOf(cast.hero), tokenAt(elsewhere().grid, 5, 5));
    const was = mobility(cast.hero);
    expect(await askAs(stage.ann, slip({ attackerTokenUuid: "" }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.noAttackerToken", data: { name: "Hero" } });
    noCard(was);
  });

  it("a target on another scene: refused, nothing spent (Hero has no token there to measure from)", async () => {
    Object.assign(tokenOf(cast.brute), tokenAt(elsewhere().grid, 5, 6));
    const was = mobility(cast.hero);
    for (const attackerTokenUuid of ["", tokenOf(cast.hero).uuid]) {
      expect(await askAs(stage.ann, slip({ attackerTokenUuid }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.noAttackerToken", data: { name: "Hero" } });
    }
    noCard(was);
  });

  it("another actor's token to measure from: refused, nothing spent", async () => {
    const was = mobility(cast.hero);
    expect(await askAs(stage.ann, slip({ attackerTokenUuid: tokenOf(cast.brute).uuid }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.notYourToken" });
    noCard(was);
  });

  it("the GM's own attack it cannot measure makes a refused line, which only the GM's ruling opens", async () => {
    Object.assign(tokenOf(cast.brute), tokenAt(elsewhere().grid, 5, 6));
    const card = (await stage.server.onClient(stage.gm, () => startAttack(cast.hero as never, fistsOf(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true }))) as unknown as StageChatMessage;
    await settle();
    expect(stateOf(card).targets[0]).toMatchObject({ range: "unmeasured", distance: null, resolved: false });
    expect(await stage.server.onClient(stage.ann, () => requestAttackChange(card as never, { op: "apply", target: 0, allocation: null }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.outOfRange" });
    expect(await stage.server.onClient(stage.gm, () => requestAttackChange(card as never, { op: "overrideRange", target: 0 }))).toEqual({ ok: true });
    await settle();
    expect(stateOf(card).targets[0]!.range).toBe("ruledIn");
  });
});

describe("hidden tokens (issue 34 #3)", () => {
  const hide = (actor: SystemActor) => Object.assign(tokenOf(actor), { hidden: true });

  it("a player's request naming a hidden token is refused as one naming no token: no name, nothing spent", async () => {
    hide(cast.brute);
    const was = mobility(cast.hero);
    const hidden = await askAs(stage.ann, slip());
    const missing = await askAs(stage.ann, slip({ tokenUuids: ["Scene.scene00000000001.Token.nobody0000000001"] }));
    expect(hidden).toEqual({ ok: false, reasonKey: "MESHAL.Attack.start.unknownTarget" });
    expect(missing).toEqual(hidden);
    expect(JSON.stringify(hidden)).not.toContain("Brute");
    expect(cards()).toEqual([]);
    expect(mobility(cast.hero)).toBe(was);
  });

  it("the GM may attack a hidden token: the public card never holds its name; players read an unseen creature, the GM its name", async () => {
    hide(cast.brute);
    const card = (await stage.server.onClient(stage.gm, () => startAttack(cast.hero as never, fistsOf(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true }))) as unknown as StageChatMessage;
    await settle();
    const state = stateOf(card);
    expect(state.targets[0]).toMatchObject({ name: "", hidden: true, actorUuid: cast.brute.uuid });
    expect(JSON.stringify(card.system)).not.toContain("Brute");
    const defenders = { [cast.brute.uuid]: defender() };
    const player = attackView(state, attackReader({ defenders }));
    expect(player.targets[0]!.name).toBe("an unseen creature");
    expect(player.waiting).not.toContain("Brute");
    expect(attackView(state, attackReader({ lang: "cn", defenders })).targets[0]!.name).toBe("一个看不见的生物");
    const gm = attackView(state, { ...attackReader({ isGM: true, defenders }), tokenName: (uuid: string) => (uuid === tokenOf(cast.brute).uuid ? "Brute" : "") });
    expect(gm.targets[0]!.name).toBe("Brute");
  });
});
