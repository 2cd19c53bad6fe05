/**
 * Fault 5 of issue 19: a turn the combat jumps past (`_onStartTurn` with `context.skipped`) has not started, so the
 * creature's ⚡ is not reset then (docs/rules.md §5.3): it resets when its turn does start — the GM going back to it
 * this round, or its turn in the next round. Runs the real MeshalCombat on the Combat stage.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantIdOf, IDS, loadSystemCombat, mobilityOf, startedRoundOf, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";

let world: SystemStage;
let combat: SystemCombat;
const goblin = () => combat.combatants.get(combatantIdOf(IDS.goblin));

beforeAll(async () => {
  world = await loadSystemCombat();
});

/** Hero 10, Goblin 8, Orc 5; round 1 on the Hero's turn; everyone's ⚡ spent. */
beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  combat = await world.newCombat([IDS.hero, IDS.goblin, IDS.orc], [10, 8, 5]);
  await combat.startCombat();
  await world.stage.settle();
  for (const actor of Object.values(world.actors)) actor.system.mobility.value = 0;
});

describe("a skipped turn", () => {
  it("does not reset ⚡ when the GM jumps past it; going back to it starts it", async () => {
    await combat.update({ turn: 2 });
    await world.stage.settle();
    expect(world.stage.events.some((e) => e.kind === "startTurn" && e.context.skipped)).toBe(true);
    expect(combat.combatant?.name).toBe("Orc");
    expect(mobilityOf(world.actors.orc)).toBe(3);
    expect(mobilityOf(world.actors.goblin)).toBe(0);
    expect(startedRoundOf(goblin())).toBe(0);
    await combat.previousTurn();
    await world.stage.settle();
    expect(combat.combatant?.name).toBe("Goblin");
    expect(mobilityOf(world.actors.goblin)).toBe(3);
    expect(startedRoundOf(goblin())).toBe(1);
  });

  it("turns left when the GM ends the round early start only in the next round", async () => {
    await combat.nextRound();
    await world.stage.settle();
    expect(combat.combatant?.name).toBe("Hero");
    expect(mobilityOf(world.actors.hero)).toBe(3);
    expect(mobilityOf(world.actors.goblin)).toBe(0);
    expect(mobilityOf(world.actors.orc)).toBe(0);
    await combat.nextTurn();
    await world.stage.settle();
    expect(mobilityOf(world.actors.goblin)).toBe(3);
    expect(startedRoundOf(goblin())).toBe(2);
  });
});
