/**
 * Fault 3 of issue 19: a player's initiative roll that ties with an NPC must still be rolled, written and posted. The
 * tie-break writes the NPC's combatant, which the server refuses from a player's client, so the roll goes through the
 * active GM (`meshal-lite.initiative`, docs/queries.md). Forged and out-of-bounds requests are refused on the
 * requester's side only. Runs the real MeshalCombat on the Combat stage, the player on their own client.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantIdOf, IDS, loadSystemCombat, mobilityOf, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";

let world: SystemStage;
let combat: SystemCombat;
const hero = combatantIdOf(IDS.hero);
const goblin = combatantIdOf(IDS.goblin);
const rogue = combatantIdOf(IDS.rogue);
const QUERY = "meshal-lite.initiative";
const SLIP = "initiativeSlip";

beforeAll(async () => {
  world = await loadSystemCombat();
});

/** The GM rolled the Goblin (7) and Bo's Rogue (4); Ann's Hero has not rolled. */
beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  world.gm.active = true;
  combat = await world.newCombat([IDS.hero, IDS.rogue, IDS.goblin], [null, 4, 7]);
  world.stage.messages.length = 0;
  world.stage.warnings.length = 0;
  world.stage.server.takeRefusals();
});

const asAnn = <T>(fn: () => T): T => world.stage.server.onClient(world.ann, fn);
const tieBreaksOf = (id: string) => combat.combatants.get(id)?.getFlag("meshal-lite", "tieBreaks");
/** Ann writes a slip on her own User document (as a hostile client could) and sends its id. */
const forge = (slip: unknown, payload?: unknown) =>
  asAnn(async () => {
    await world.ann.setFlag("meshal-lite", SLIP, slip);
    return world.gm.query(QUERY, payload ?? { userId: IDS.ann, slipId: "slipForged000001" });
  });

describe("a player's initiative roll", () => {
  it("ties with an NPC: the GM rolls the tie-break, writes both combatants and posts the card", async () => {
    world.forceRolls([7, 9, 5]);
    await asAnn(() => combat.rollInitiative([hero]));
    world.forceRolls(null);
    world.stage.server.expectNoRefusals();
    expect(combat.combatants.get(hero)?.initiative).toBe(7);
    expect([tieBreaksOf(hero), tieBreaksOf(goblin)].sort()).toEqual([[5], [9]]);
    const first = tieBreaksOf(hero)?.toString() === "9" ? "Hero" : "Goblin";
    expect(combat.turns.map((t) => t.name)).toEqual(first === "Hero" ? ["Hero", "Goblin", "Rogue"] : ["Goblin", "Hero", "Rogue"]);
    expect(world.stage.messages).toHaveLength(1);
    expect(world.stage.messages[0]?.author).toBe(IDS.gm);
    expect((world.stage.messages[0]?.data.system as { entries: unknown[] }).entries).toHaveLength(3);
    expect(world.stage.warnings).toEqual([]);
  });

  it("mid-fight, through the GM, keeps the turn where it was and refills no one", async () => {
    await combat.startCombat(); // the Goblin (7) acts first
    await world.stage.settle();
    await combat.nextTurn(); // the Rogue's turn, at index 1
    await world.stage.settle();
    for (const actor of Object.values(world.actors)) actor.system.mobility.value = 0;
    world.forceRolls([5]);
    await asAnn(() => combat.rollInitiative([hero]));
    world.forceRolls(null);
    await world.stage.settle();
    world.stage.server.expectNoRefusals();
    expect(combat.turns.map((t) => t.name)).toEqual(["Goblin", "Hero", "Rogue"]);
    expect(combat.combatant?.name).toBe("Rogue");
    expect(Object.values(world.actors).map(mobilityOf)).toEqual([0, 0, 0, 0]);
  });

  it("with no GM connected: a warning on the player's screen, nothing written", async () => {
    world.gm.active = false;
    await asAnn(() => combat.rollInitiative([hero]));
    expect(combat.combatants.get(hero)?.initiative).toBeNull();
    expect(world.stage.warnings).toEqual([{ userId: IDS.ann, message: "MESHAL.Combat.initiativeNoGM" }]);
    expect(world.stage.messages).toEqual([]);
  });

  it("a player who asks to roll for an NPC or another player's combatant is refused on their side", async () => {
    await asAnn(() => combat.rollInitiative([hero, goblin]));
    await asAnn(() => combat.rollInitiative([rogue]));
    expect(world.stage.warnings).toEqual([
      { userId: IDS.ann, message: "MESHAL.Query.notYourCombatant" },
      { userId: IDS.ann, message: "MESHAL.Query.notYourCombatant" },
    ]);
    expect([combat.combatants.get(hero)?.initiative, combat.combatants.get(goblin)?.initiative, combat.combatants.get(rogue)?.initiative]).toEqual([null, 7, 4]);
    world.stage.server.expectNoRefusals();
  });
});

describe("the initiative query on the GM's client", () => {
  const slip = (over: Record<string, unknown> = {}) => ({ id: "slipForged000001", combatId: IDS.combat, combatantIds: [hero], ...over });
  const refused = (reasonKey: string) => ({ ok: false, reasonKey });

  it("refuses results, extra keys and malformed ids in the payload or the slip", async () => {
    expect(await forge(slip(), { userId: IDS.ann, slipId: "slipForged000001", initiative: 99 })).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip(), { userId: IDS.ann, slipId: "short" })).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip({ initiative: 99 }))).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip({ combatantIds: [hero, hero] }))).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip({ combatantIds: [] }))).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip({ combatantIds: Array.from({ length: 101 }, (_, i) => `cmb${String(i).padStart(13, "0")}`) }))).toEqual(refused("MESHAL.Query.badPayload"));
    expect(await forge(slip({ combatantIds: "cmborHero0000001" }))).toEqual(refused("MESHAL.Query.badPayload"));
    expect(combat.combatants.get(hero)?.initiative).toBeNull();
  });

  it("refuses a slip that is not the sender's current one, another combat, another's combatant, and a replay", async () => {
    expect(await forge(slip({ id: "slipOther0000001" }))).toEqual(refused("MESHAL.Attack.request.staleSlip"));
    expect(await forge(slip({ combatId: "combat0000000009" }))).toEqual(refused("MESHAL.Query.noCombat"));
    expect(await forge(slip({ id: "slipForged000002", combatantIds: [goblin] }), { userId: IDS.ann, slipId: "slipForged000002" })).toEqual(refused("MESHAL.Query.notYourCombatant"));
    expect(combat.combatants.get(goblin)?.initiative).toBe(7);
    world.forceRolls([3]);
    expect(await forge(slip({ id: "slipForged000003" }), { userId: IDS.ann, slipId: "slipForged000003" })).toEqual({ ok: true });
    world.forceRolls([6]);
    expect(await forge(slip({ id: "slipForged000003" }), { userId: IDS.ann, slipId: "slipForged000003" })).toEqual(refused("MESHAL.Attack.request.slipUsed"));
    world.forceRolls(null);
    expect(combat.combatants.get(hero)?.initiative).toBe(3);
    expect(world.stage.warnings.filter((w) => w.userId === IDS.gm)).toEqual([]);
    world.stage.server.expectNoRefusals();
  });
});
