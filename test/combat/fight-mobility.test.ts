/**
 * Issue 21 item 10 (docs/rules.md §5.3, §10.3 #16): a fight starts with full ⚡ and no long action in progress, and
 * ending (deleting) a fight clears an unfinished long action. Written once, by the active GM's client. Runs the real
 * MeshalCombat on the strict Combat stage.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fightBoundaryMobility } from "../../src/combat/tracker/mobility-ledger.ts";
import { IDS, loadSystemCombat, type SystemStage } from "../stage/combat-system.ts";

let world: SystemStage;

beforeAll(async () => {
  world = await loadSystemCombat();
});

beforeEach(() => {
  world.stage.server.actAs(world.gm);
  world.stage.server.refusals.length = 0;
  for (const actor of Object.values(world.actors)) actor.system.mobility = { value: 3, max: 3, owed: 0 };
});

/** The Hero in the middle of a long action: 0⚡ left, 4⚡ still owed, 2 paid this turn. */
const heroInLongAction = () => Object.assign(world.actors.hero.system.mobility, { value: 0, owed: 4, paid: 2 });

describe("⚡ and long actions across fights (issue 21 #10)", () => {
  it("ending a fight clears an unfinished long action and refills ⚡", async () => {
    const combat = await world.newCombat([IDS.hero, IDS.goblin], [10, 8]);
    await combat.startCombat();
    await world.stage.settle();
    heroInLongAction();
    world.actors.goblin.system.mobility.value = 1;
    await combat.endCombat();
    await world.stage.settle();
    expect(world.actors.hero.system.mobility).toMatchObject({ value: 3, owed: 0, paid: 0 });
    expect(world.actors.goblin.system.mobility.value).toBe(3);
    expect(world.stage.server.refusals).toEqual([]);
  });

  it("a new fight starts with full ⚡ and no long action, before the creature's first turn", async () => {
    heroInLongAction();
    world.actors.rogue.system.mobility.value = 1;
    // The Goblin acts first: the Hero's and the Rogue's turns have not started yet.
    const combat = await world.newCombat([IDS.hero, IDS.goblin, IDS.rogue], [5, 12, 3]);
    await combat.startCombat();
    await world.stage.settle();
    expect(combat.combatant?.name).toBe("Goblin");
    expect(world.actors.hero.system.mobility).toMatchObject({ value: 3, owed: 0, paid: 0 });
    expect(world.actors.rogue.system.mobility.value).toBe(3);
    expect(world.stage.server.refusals).toEqual([]);
  });

  it("only the active GM's client writes when a fight is deleted (players' clients see the deletion too)", async () => {
    const combat = await world.newCombat([IDS.hero, IDS.goblin], [10, 8]);
    await combat.startCombat();
    await world.stage.settle();
    heroInLongAction();
    const writers: string[] = [];
    const update = world.actors.hero.update.bind(world.actors.hero);
    world.actors.hero.update = async (changes) => {
      writers.push(world.stage.server.clientUser.id);
      return update(changes);
    };
    try {
      await combat.delete();
      await world.stage.settle();
    } finally {
      world.actors.hero.update = update;
    }
    expect(writers).toEqual([IDS.gm]);
    expect(world.actors.hero.system.mobility.owed).toBe(0);
  });
});

describe("fightBoundaryMobility (pure)", () => {
  it("full ⚡, nothing owed, nothing paid; null when already so", () => {
    expect(fightBoundaryMobility({ value: 0, max: 3, owed: 4, paid: 2 })).toEqual({ "system.mobility.value": 3, "system.mobility.owed": 0, "system.mobility.paid": 0 });
    expect(fightBoundaryMobility({ value: 1, max: 4 })).toEqual({ "system.mobility.value": 4 });
    expect(fightBoundaryMobility({ value: 3, max: 3, owed: 0, paid: 0 })).toBeNull();
  });
});
