/**
 * Issue 34, item 1: during a started fight the GM decides from its fight ledger on the Combat (src/combat/ledger/), which
 * only a GM can write, not from what a player writes on their own actor and items. Played as Ann (Hero's owner) with
 * a browser console on the strict stage: she clears her use-limit flag, raises her ⚡ and its maximum to 99, and sets
 * her revolver's rounds back after firing; each time the GM still refuses what the ledger does not allow. On the code
 * before the ledger every one of these attacks was made.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { makeAttackCast, resolveTokens, tokenOf } from "../flows/support/attack-cast.ts";
import { itemSystem, revolver } from "../fixtures/data-items.ts";
import { flowStage, loadDocumentClasses, type Cast, type SystemActor } from "../flows/support/world.ts";

const stage = flowStage();
resolveTokens(stage);
const { MeshalActor } = await loadDocumentClasses();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);
await import("../../src/combat/attack/start/attack-start-query.ts").then((m) => m.registerAttackStartQuery());
// Absent before the ledger: the fight is then left unseeded and every attack below reads the actor, as it did.
const ledger = await import("../../src/combat/ledger/ledger-hooks.ts").catch(() => null);
const ledgerGm = await import("../../src/combat/ledger/ledger-gm.ts").catch(() => null);
ledger?.registerLedgerHooks();

const SLIP = "attackStartSlip";
const COMBAT_ID = "fight00000000001";
let cast: Cast;
let slips = 0;
const freshId = () => `ledger${String(++slips).padStart(10, "0")}`;

const cards = () => stage.world.messages.contents.filter((m) => m.type === "attack");
const mobility = (actor: SystemActor) => actor.system.mobility as { value: number; max: number };
const itemNamed = (actor: SystemActor, name: string) => actor.items.find((i) => i.name === name)!;
const storedLedger = () => (stage.world.combats.contents[0]?.flags?.["meshal-lite"] as { ledger?: Record<string, { mobility: { value: number }; loaded: Record<string, number> }> } | undefined)?.ledger;

/** A started fight of Hero and the Brute in `round`, in which it is `current`'s turn, its ledger seeded by the GM. */
async function fight(current: SystemActor, round = 1): Promise<void> {
  const combat = { id: COMBAT_ID, round, started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: current } };
  stage.world.combats = { contents: [combat] };
  // The GM's start of the fight (MeshalCombat#startCombat) seeds every fighter's entry.
  await stage.server.onClient(stage.gm, () => ledgerGm?.seedFight(combat as never));
  await settle();
}

/** Passes the turn to `current` (the GM's tracker). */
function turnOf(current: SystemActor): void {
  const combat = stage.world.combats.contents[0]!;
  combat.combatant = { actor: current };
}

/** Ann's slip for an attack of Hero's `item` at the Brute. */
function slip(itemId: string, through: { abilityItemId: string; attackIndex: number } | null = null): Record<string, unknown> {
  return {
    id: freshId(), actorUuid: cast.hero.uuid, itemId, attackIndex: 0, through, attackerTokenUuid: tokenOf(cast.hero).uuid,
    config: { advantage: 0, disadvantage: 0, voluntary: 0, mode: "points" }, tokenUuids: [tokenOf(cast.brute).uuid],
  };
}

/** Ann writes the slip and asks the GM, as her console could. */
async function ask(stored: Record<string, unknown>): Promise<unknown> {
  const answer = await stage.server.onClient(stage.ann, async () => {
    await stage.ann.setFlag("meshal-lite", SLIP, stored);
    return stage.gm.query("meshal-lite.attackStart", { userId: stage.ann.id, slipId: stored.id });
  });
  await settle();
  return answer;
}

/** Ann's own write on her actor or item, from the console (the server accepts it: she owns them). */
// The GM's hooks answer Ann's write with ledger work of their own: wait for it, not for a number of ticks.
const asAnn = (write: () => Promise<unknown>) => stage.server.onClient(stage.ann, write).then(() => settle()).then(() => ledger?.ledgerWorkDone());

afterEach(() => stage.server.expectNoRefusals());

describe("a use limit holds though the player clears its flag", () => {
  const ONCE_ID = "once000000000001";
  const once = () => ({
    id: ONCE_ID, name: "Once", type: "ability" as const,
    system: itemSystem("ability", {
      activation: { kind: "tactic", cost: 1, limit: { max: "1", per: "round" } },
      attacks: [{ weapon: "natural", mode: "", dice: { divisor: 1, bonus: 0 }, riders: [] }],
    }),
  });

  beforeEach(async () => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [once()]);
    stage.sit("player");
    await fight(cast.hero);
  });

  it("cleared or rewritten, the flag gives no use back: the second attack in the round is refused", async () => {
    const fists = itemNamed(cast.hero, "Fists & Feet").id;
    expect(await ask(slip(fists, { abilityItemId: ONCE_ID, attackIndex: 0 }))).toEqual({ ok: true });
    expect(cards()).toHaveLength(1);
    const key = (cast.hero.getFlag("meshal-lite", "uses") as Record<string, { key: string }>)[ONCE_ID]!.key;
    await asAnn(() => cast.hero.setFlag("meshal-lite", "uses", { [ONCE_ID]: { key, count: 0 } }));
    expect(await ask(slip(fists, { abilityItemId: ONCE_ID, attackIndex: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Warn.useLimit.round", data: { name: "Once", max: "1" } });
    await asAnn(() => cast.hero.setFlag("meshal-lite", "uses", { [ONCE_ID]: { key: "round:elsewhere:9", count: 0 } }));
    expect(await ask(slip(fists, { abilityItemId: ONCE_ID, attackIndex: 0 }))).toEqual({ ok: false, reasonKey: "MESHAL.Warn.useLimit.round", data: { name: "Once", max: "1" } });
    expect(cards()).toHaveLength(1);
  });

  it("the next round still allows it (the ledger counts per period, as the flag did)", async () => {
    const fists = itemNamed(cast.hero, "Fists & Feet").id;
    expect(await ask(slip(fists, { abilityItemId: ONCE_ID, attackIndex: 0 }))).toEqual({ ok: true });
    stage.world.combats.contents[0]!.round = 2;
    expect(await ask(slip(fists, { abilityItemId: ONCE_ID, attackIndex: 0 }))).toEqual({ ok: true });
    expect(cards()).toHaveLength(2);
  });
});

describe("⚡ and its maximum set to 99 by the player", () => {
  beforeEach(async () => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    stage.sit("player");
    await fight(cast.hero);
  });

  it("the attacks cost the ⚡ the ledger holds: no more than an honest 3⚡ allows, and the GM writes the actor back", async () => {
    const fists = itemNamed(cast.hero, "Fists & Feet").id;
    await asAnn(() => cast.hero.update({ "system.mobility.max": 99, "system.mobility.value": 99 }));
    expect(mobility(cast.hero).value).toBe(99);
    expect(await ask(slip(fists))).toEqual({ ok: true });
    // Spent from the ledger's 3, written over the player's 99.
    expect(mobility(cast.hero).value).toBe(2);
    expect(await ask(slip(fists))).toEqual({ ok: true });
    expect(await ask(slip(fists))).toEqual({ ok: true });
    await asAnn(() => cast.hero.update({ "system.mobility.value": 99 }));
    // 0⚡ left: a tactic becomes a long action (§5.4), and nothing more until it is paid.
    expect(await ask(slip(fists))).toEqual({ ok: true });
    expect(await ask(slip(fists))).toMatchObject({ ok: false, reasonKey: "MESHAL.Warn.longActionInProgress" });
    await asAnn(() => cast.hero.update({ "system.mobility.owed": 0, "system.mobility.value": 99 }));
    expect(await ask(slip(fists))).toMatchObject({ ok: false, reasonKey: "MESHAL.Warn.longActionInProgress" });
    expect(cards()).toHaveLength(4);
  });

  it("a reaction needs the ⚡ the ledger holds: refused at 0 whatever the actor says", async () => {
    const STRIKE_ID = "strike0000000001";
    await stage.server.onClient(stage.gm, () => cast.hero.createEmbeddedDocuments("Item", [{
      _id: STRIKE_ID, name: "Strike Back", type: "ability",
      system: itemSystem("ability", { activation: { kind: "reaction", cost: 1 }, attacks: [{ weapon: "natural", mode: "", dice: { divisor: 1, bonus: 0 }, riders: [] }] }),
    }], { keepId: true }));
    const fists = itemNamed(cast.hero, "Fists & Feet").id;
    for (let i = 0; i < 3; i++) expect(await ask(slip(fists))).toEqual({ ok: true });
    turnOf(cast.brute);
    await asAnn(() => cast.hero.update({ "system.mobility.max": 99, "system.mobility.value": 99 }));
    expect(await ask(slip(fists, { abilityItemId: STRIKE_ID, attackIndex: 0 }))).toMatchObject({ ok: false, reasonKey: "MESHAL.Warn.notEnoughMobility" });
    expect(cards()).toHaveLength(3);
  });
});

describe("a revolver's rounds set back after firing", () => {
  const heldRevolver = (rounds: number) => {
    const r = revolver();
    return { ...r, system: { ...r.system, equipped: true, reload: { ...(r.system.reload as object), value: rounds } } };
  };
  const gun = () => itemNamed(cast.hero, "9mm Revolver");

  beforeEach(async () => {
    stage.reset();
    cast = makeAttackCast(MeshalActor, [heldRevolver(1)]);
    stage.sit("player");
    await fight(cast.hero);
  });

  it("out of her turn no reload can be made: the GM still counts the revolver empty and refuses the shot", async () => {
    expect(await ask(slip(gun().id))).toEqual({ ok: true });
    expect((gun().system.reload as { value: number }).value).toBe(0);
    turnOf(cast.brute);
    await asAnn(() => gun().update({ "system.reload.value": 6 }));
    turnOf(cast.hero);
    expect((gun().system.reload as { value: number }).value).toBe(6);
    expect(await ask(slip(gun().id))).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.emptyWeapon" });
    expect(cards()).toHaveLength(1);
  });

  it("on her turn the GM counts the rise as a reload and charges its ⚡ (2) on the ledger, whatever the item now says it costs", async () => {
    expect(await ask(slip(gun().id))).toEqual({ ok: true });
    await asAnn(() => gun().update({ "system.reload.value": 6, "system.reload.cost": 0 }));
    const entry = Object.values(storedLedger() ?? {}).find((e) => e.loaded[gun().id] !== undefined);
    expect(entry?.mobility.value).toBe(0);
    expect(entry?.loaded[gun().id]).toBe(6);
  });
});
