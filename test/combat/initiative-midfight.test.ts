/**
 * Fault 2 of issue 19: rolling initiative after the fight has begun must keep the turn on the combatant who has it and
 * start no one's turn. On v13 a combatant write re-sorts the turns and keeps the turn index; with turn events on, the
 * active GM would start the turn of whoever now sits there (refilling its ⚡ and marking its turn started, so its real
 * turn would not refill). Runs the real MeshalCombat on the Combat stage.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantIdOf, IDS, loadSystemCombat, mobilityOf, startedRoundOf, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";

let world: SystemStage;
let combat: SystemCombat;
const orc = combatantIdOf(IDS.orc);

beforeAll(async () => {
  world = await loadSystemCombat();
});

/** Hero 10 and Goblin 8 rolled, the Orc not yet; the fight is on the Goblin's turn and everyone's ⚡ is spent. */
beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  combat = await world.newCombat([IDS.hero, IDS.goblin, IDS.orc], [10, 8, null]);
  await combat.startCombat();
  await combat.nextTurn();
  await world.stage.settle();
  for (const actor of Object.values(world.actors)) actor.system.mobility.value = 0;
  world.stage.events.length = 0;
});

describe("rolling initiative mid-fight", () => {
  it("keeps the turn on the Goblin, starts no turn and refills no one's ⚡", async () => {
    expect(combat.combatant?.name).toBe("Goblin");
    world.forceRolls([9]); // the Orc lands between the Hero and the Goblin, at the Goblin's index
    await combat.rollInitiative([orc]);
    await world.stage.settle();
    expect(combat.turns.map((t) => t.name)).toEqual(["Hero", "Orc", "Goblin"]);
    expect(combat.combatant?.name).toBe("Goblin");
    expect(combat.turn).toBe(2);
    expect(world.stage.events.filter((e) => e.kind === "startTurn")).toEqual([]);
    expect(Object.values(world.actors).map(mobilityOf)).toEqual([0, 0, 0, 0]);
    expect(startedRoundOf(combat.combatants.get(orc))).toBe(0);
    expect(world.stage.messages).toHaveLength(1);
  });

  it("the Orc's own turn, when it comes, still refills its ⚡", async () => {
    world.forceRolls([12]); // first in the order, at the Hero's old index
    await combat.rollInitiative([orc]);
    await world.stage.settle();
    expect(combat.combatant?.name).toBe("Goblin");
    expect(startedRoundOf(combat.combatants.get(orc))).toBe(0);
    await combat.nextRound();
    await world.stage.settle();
    expect(combat.combatant?.name).toBe("Orc");
    expect(mobilityOf(world.actors.orc)).toBe(3);
    expect(startedRoundOf(combat.combatants.get(orc))).toBe(2);
  });
});
