/**
 * Issue 32, item 7: every way core, a module or a macro rolls initiative reaches the system's roll (§5.2: Energy dice,
 * 3-dice tie-breaks, one card, a player's roll through the active GM). Core's `rollAll` / `rollNPC` call
 * `Combat#rollInitiative`; `Combatant#rollInitiative` and `getInitiativeRoll` are core's own otherwise and roll plain
 * dice (test/stage/combat.ts models them). Each entry point runs as the GM and as a player (Ann, who owns the Hero), on
 * the Combat stage with the real MeshalCombat and MeshalCombatant.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { combatantIdOf, IDS, loadSystemCombat, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";
import type { StageUser } from "../stage/server.ts";
import { queueFaces, clearFaces } from "../flows/support/roll.ts";

let world: SystemStage;
let combat: SystemCombat;
const hero = combatantIdOf(IDS.hero);
const goblin = combatantIdOf(IDS.goblin);
const orc = combatantIdOf(IDS.orc);

const combatant = (id: string) => combat.combatants.get(id)!;
const tieBreaksOf = (id: string) => combat.combatants.get(id)?.getFlag("meshal-lite", "tieBreaks");

beforeAll(async () => {
  world = await loadSystemCombat();
});

/** The Goblin rolled 7, the Rogue (Bo's) 4; the Hero (Ann's) and the Orc have not rolled. */
beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  world.gm.active = true;
  world.stage.settings.clear();
  for (const actor of Object.values(world.actors)) actor.system.attributes.energy = { value: 3, invalid: false };
  combat = await world.newCombat([IDS.hero, IDS.rogue, IDS.goblin, IDS.orc], [null, 4, 7, null]);
  world.stage.messages.length = 0;
  world.stage.warnings.length = 0;
  world.stage.server.takeRefusals();
});

afterEach(() => {
  world.forceRolls(null);
  clearFaces();
});

const seats: [string, () => StageUser][] = [["the GM", () => world.gm], ["a player", () => world.ann]];

/** The system's roll happened: the forced 7 tied the Goblin, the tie-breaks (9, 5) were written, one card by the GM. */
function expectTheSystemsRollOfTheHero(): void {
  world.stage.server.expectNoRefusals();
  expect(combat.combatants.get(hero)?.initiative).toBe(7);
  expect([tieBreaksOf(hero), tieBreaksOf(goblin)].sort()).toEqual([[5], [9]]);
  expect(world.stage.messages.map((m) => [m.author, m.data.type])).toEqual([[IDS.gm, "initiative"]]);
  expect(world.stage.warnings).toEqual([]);
}

describe.each(seats)("initiative rolled by %s", (_who, seat) => {
  const onSeat = <T>(fn: () => T): T => world.stage.server.onClient(seat(), fn);

  it("Combat#rollInitiative rolls the system's way", async () => {
    world.forceRolls([7, 9, 5]);
    await onSeat(() => combat.rollInitiative([hero]));
    expectTheSystemsRollOfTheHero();
  });

  it("Combatant#rollInitiative (a macro, a module, the tracker) rolls the system's way, not core's plain dice", async () => {
    world.forceRolls([7, 9, 5]);
    queueFaces(6, 6, 6); // what core's own roll would show: 18, no tie
    await onSeat(() => combatant(hero).rollInitiative());
    expectTheSystemsRollOfTheHero();
  });

  it("core's rollAll rolls the user's unrolled combatants the system's way", async () => {
    // The GM owns the Hero and the Orc (unrolled); Ann only the Hero.
    const gmSeat = seat() === world.gm;
    world.forceRolls(gmSeat ? [7, 2, 9, 5] : [7, 9, 5]);
    await onSeat(() => combat.rollAll());
    expect(combat.combatants.get(orc)?.initiative).toBe(gmSeat ? 2 : null);
    expectTheSystemsRollOfTheHero();
  });

  it("core's rollNPC rolls the GM's unrolled NPCs the system's way, and asks nothing of a player, who owns none", async () => {
    const gmSeat = seat() === world.gm;
    world.forceRolls([7, 9, 5]);
    await onSeat(() => combat.rollNPC());
    world.stage.server.expectNoRefusals();
    expect(world.stage.warnings).toEqual([]);
    if (gmSeat) {
      expect(combat.combatants.get(orc)?.initiative).toBe(7);
      expect([tieBreaksOf(orc), tieBreaksOf(goblin)].sort()).toEqual([[5], [9]]);
      expect(world.stage.messages.map((m) => [m.author, m.data.type])).toEqual([[IDS.gm, "initiative"]]);
    } else {
      expect(combat.combatants.get(orc)?.initiative).toBeNull();
      expect(world.stage.messages).toEqual([]);
    }
    expect(combat.combatants.get(hero)?.initiative).toBeNull();
  });

  it("Combatant#getInitiativeRoll is a face sum of the system's initiative dice, whatever formula is passed", async () => {
    const rollOf = (id: string, formula?: string) => onSeat(() => combatant(id).getInitiativeRoll(formula));
    world.actors.hero.system.attributes.energy = { value: 5, invalid: false };
    world.actors.orc.system.attributes.energy = { value: 2, invalid: true };
    expect(rollOf(hero).formula).toBe("5d6");
    expect(rollOf(hero, "1d20").formula).toBe("5d6");
    expect(rollOf(orc).formula).toBe("3d6"); // a void Energy rolls 3 dice
    // With the newer dice (§10.2) 0 Energy rolls no die; the manifest's formula (core's) would roll one.
    world.stage.settings.set("meshal-lite.newerDice", true);
    world.actors.hero.system.attributes.energy = { value: 0, invalid: false };
    const roll = rollOf(hero);
    queueFaces(6);
    expect((await roll.evaluate()).total).toBe(0);
    expect(world.stage.messages).toEqual([]);
  });
});
