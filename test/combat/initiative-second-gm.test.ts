/**
 * Issue 32, item 16: a GM who is not the active GM rolls initiative through the active GM, like a player, so every
 * roll of a combat runs on the active GM's write queue (one at a time with the other requests for that combat); a
 * roll on their own client would run beside it. The Combat stage seats a second GM whose id sorts after the first
 * (core makes the connected GM with the lowest id the active one; test/stage/server.ts).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantIdOf, IDS, loadSystemCombat, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";
import { ROLES, type StageUser } from "../stage/server.ts";

let world: SystemStage;
let combat: SystemCombat;
let second: StageUser;
/** The clients that wrote combatants, in order. */
let writers: string[];
const hero = combatantIdOf(IDS.hero);
const goblin = combatantIdOf(IDS.goblin);
const rogue = combatantIdOf(IDS.rogue);
const SECOND_GM = "userGM0000000002";

beforeAll(async () => {
  world = await loadSystemCombat();
  second = world.stage.server.addUser(SECOND_GM, "Second GM", ROLES.GAMEMASTER);
});

/** The Goblin rolled 7, Bo's Rogue 4; Ann's Hero has not rolled. */
beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  world.gm.active = true;
  second.active = true;
  second.flags = {};
  combat = await world.newCombat([IDS.hero, IDS.rogue, IDS.goblin], [null, 4, 7]);
  writers = [];
  const write = combat.updateEmbeddedDocuments.bind(combat);
  combat.updateEmbeddedDocuments = (...args) => (writers.push(world.stage.server.clientUser.id), write(...args));
  world.stage.messages.length = 0;
  world.stage.warnings.length = 0;
  world.stage.server.takeRefusals();
});

const asSecond = <T>(fn: () => T): T => world.stage.server.onClient(second, fn);
const tieBreaksOf = (id: string) => combat.combatants.get(id)?.getFlag("meshal-lite", "tieBreaks");

describe("a GM who is not the active GM", () => {
  it("rolls initiative through the active GM: its client writes the rolls and posts the card", async () => {
    expect(world.stage.server.users.activeGM).toBe(world.gm);
    world.forceRolls([7, 9, 5]);
    await asSecond(() => combat.rollInitiative([hero]));
    world.forceRolls(null);
    world.stage.server.expectNoRefusals();
    expect(combat.combatants.get(hero)?.initiative).toBe(7);
    expect([tieBreaksOf(hero), tieBreaksOf(goblin)].sort()).toEqual([[5], [9]]);
    expect(writers).toEqual([IDS.gm]);
    expect(world.stage.messages.map((m) => m.author)).toEqual([IDS.gm]);
    expect(second.getFlag("meshal-lite", "initiativeSlip")).toMatchObject({ combatId: IDS.combat, combatantIds: [hero] });
    expect(world.stage.warnings).toEqual([]);
  });

  it("may have any combatant rolled (an NPC, another player's), as a GM may", async () => {
    world.forceRolls([2, 6]);
    await asSecond(() => combat.rollInitiative([goblin, rogue]));
    world.forceRolls(null);
    expect([combat.combatants.get(goblin)?.initiative, combat.combatants.get(rogue)?.initiative].sort()).toEqual([2, 6]);
    expect(writers).toEqual([IDS.gm]);
    expect(world.stage.warnings).toEqual([]);
  });

  it("rolls on its own client once it is the active GM (the first GM left)", async () => {
    world.gm.active = false;
    world.forceRolls([5]);
    await asSecond(() => combat.rollInitiative([hero]));
    world.forceRolls(null);
    expect(combat.combatants.get(hero)?.initiative).toBe(5);
    expect(writers).toEqual([SECOND_GM]);
    expect(world.stage.messages.map((m) => m.author)).toEqual([SECOND_GM]);
    expect(second.getFlag("meshal-lite", "initiativeSlip")).toBeUndefined();
  });
});
