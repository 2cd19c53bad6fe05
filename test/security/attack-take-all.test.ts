/**
 * Issue 35, Take all and Apply all played by a hostile player with a console: one request names many target lines,
 * and the GM decides each line by its own rights. A player's request naming creatures they do not own decides nothing
 * for those creatures; a player who owns only the attacker never chooses an NPC's split through Apply all.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "../flows/support/attack-cast.ts";
import { attackFlowStage } from "../flows/support/attack-stage.ts";
import { makeActor, USER_IDS, type Cast, type SystemActor } from "../flows/support/world.ts";
import { dagger, daggerAttack, itemSystem } from "../fixtures/data-items.ts";
import { npcBrute } from "../fixtures/data-actors.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();

let cast: Cast;
let ogres: SystemActor[];
const stateOf = (card: unknown): AttackState => attackStateOf(card as never)!;
const dice = (actor: SystemActor, id: "might" | "energy") => (actor.system.attributes as Record<string, { value: number }>)[id]!.value;
const daggerOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Dagger")!;
const NOT_YOURS = { ok: false, reasonKey: "MESHAL.Attack.request.notYourTarget" };

/** An NPC of the GM's with 12 Might and 10 Energy dice. */
function ogre(n: number): SystemActor {
  const fixture = npcBrute();
  const attributes = fixture.system.attributes as Record<string, { base: number; lost: number }>;
  attributes.might = { ...attributes.might!, base: 12, lost: 0 };
  attributes.energy = { ...attributes.energy!, base: 10, lost: 0 };
  return makeActor(MeshalActor, `Ogre ${n}`, { ...fixture, id: `ogre${n}00000000000`.slice(0, 16) } as never);
}

/** A dagger in Hero's hand, 2 hits of Might's dice, its damage to Might or Energy. */
function splitDagger() {
  const d = dagger();
  const attack = { ...daggerAttack, dice: { ...daggerAttack.dice, pools: ["might"], divisor: 1 }, targetAttributes: ["might", "energy"] };
  return { ...d, system: { ...d.system, equipped: true, attacks: itemSystem("weapon", { attacks: [attack] }).attacks } };
}

/** `user` asks for `request` on `card` from its own client (the slip it writes is its own, as from a console). */
const ask = (user: typeof stage.ann, card: StageChatMessage, request: object) =>
  stage.server.onClient(user, () => requestAttackChange(card as never, request as never));

beforeEach(() => {
  stage.reset();
  cast = makeAttackCast(MeshalActor, [splitDagger()]);
  ogres = [1, 2].map(ogre);
  for (const o of ogres) tokenOf(o);
  stage.settings.set("meshal-lite.skipAttackDialog", true);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("Take all decides only the lines the requester may decide", () => {
  /** The GM strikes Pip (Ann's) and both Ogres (the GM's) with Hero's dagger: three open lines of two hits each. */
  async function gmsCard(): Promise<StageChatMessage> {
    const pip = makeActor(MeshalActor, "Pip", { ...npcBrute(), id: "pipannspet000001" } as never, [USER_IDS.ann]);
    const targets = [pip, ...ogres].map((a) => tokenOf(a));
    const card = await stage.server.onClient(stage.gm, () => startAttack(cast.hero as never, daggerOf(cast.hero) as never, 0, { targets: targets as never, fastForward: true }));
    await settle();
    expect(stateOf(card).targets.map((t) => [t.name, t.resolved, t.defenses.length])).toEqual([["Pip", false, 2], ["Ogre 1", false, 2], ["Ogre 2", false, 2]]);
    return card as unknown as StageChatMessage;
  }

  it("naming only the GM's creatures: refused, and nothing is decided for them", async () => {
    const card = await gmsCard();
    const before = JSON.stringify(stateOf(card).targets);
    expect(await ask(stage.ann, card, { op: "takeAll", targets: [1, 2] })).toEqual(NOT_YOURS);
    expect(JSON.stringify(stateOf(card).targets)).toBe(before);
  });

  it("naming her own creature and the GM's: Pip's hits are taken, the Ogres' lines stay open", async () => {
    const card = await gmsCard();
    expect(await ask(stage.ann, card, { op: "takeAll", targets: [0, 1, 2] })).toEqual({ ok: true });
    const [pip, ...rest] = stateOf(card).targets;
    expect(pip!.defenses.every((d) => d?.kind === "take")).toBe(true);
    for (const line of rest) expect(line).toMatchObject({ resolved: false, defenses: [null, null] });
  });

  it("the GM's Take all decides every line", async () => {
    const card = await gmsCard();
    expect(await ask(stage.gm, card, { op: "takeAll", targets: [0, 1, 2] })).toEqual({ ok: true });
    expect(stateOf(card).targets.every((t) => t.resolved)).toBe(true);
  });
});

describe("Apply all never chooses a split the requester may not choose", () => {
  it("Ann owns the attacker only: her Apply all on the Ogres (each with a split to choose) applies nothing", async () => {
    stage.ann.targets = new Set(ogres.map((o) => ({ document: tokenOf(o) })));
    const card = (await stage.server.onClient(stage.ann, () => startAttack(cast.hero as never, daggerOf(cast.hero) as never, 0, { fastForward: true }))) as unknown as StageChatMessage;
    await settle();
    expect(await ask(stage.gm, card, { op: "takeAll", targets: [0, 1] })).toEqual({ ok: true });
    expect(stateOf(card).targets.every((t) => t.resolved && t.hit)).toBe(true);
    const before = ogres.map((o) => [dice(o, "might"), dice(o, "energy")]);
    expect(await ask(stage.ann, card, { op: "applyAll", targets: [0, 1] })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.defenderSplits" });
    expect(ogres.map((o) => [dice(o, "might"), dice(o, "energy")])).toEqual(before);
    expect(stateOf(card).targets.every((t) => t.applied === null)).toBe(true);

    // The GM's Apply all applies both with the suggested split: every attribute keeps dice.
    expect(await ask(stage.gm, card, { op: "applyAll", targets: [0, 1] })).toEqual({ ok: true });
    for (const [i, o] of ogres.entries()) {
      expect(dice(o, "might") + dice(o, "energy")).toBe(22 - stateOf(card).targets[i]!.damage);
      expect(Math.min(dice(o, "might"), dice(o, "energy"))).toBeGreaterThan(0);
    }
  });
});
