/**
 * The system's tracker (src/combat/tracker/tracker.ts) over the stage's core tracker (test/stage/combat-tracker.ts, the same
 * on v13 and v14). Issue 32, item 12: the GM's encounter-strength button sits in one of core's header groups (the
 * left `.control-buttons`, with the GM's roll buttons), not loose in `.encounter-controls` where it falls outside the
 * header's layout. Item 7: a row's roll button rolls the system's way, as the GM and as a player.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installApplicationStage, takeNotifications } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";
import { combatantIdOf, IDS, loadSystemCombat, type SystemCombat, type SystemStage } from "../stage/combat-system.ts";
import { queueFaces, clearFaces } from "../flows/support/roll.ts";
import { installCombatTrackerStage, type StageCombatTracker } from "../stage/combat-tracker.ts";

let world: SystemStage;
let combat: SystemCombat;
let Tracker: typeof StageCombatTracker;

beforeAll(async () => {
  world = await loadSystemCombat();
  installApplicationStage();
  const Base = installCombatTrackerStage();
  const { defineCombatTracker } = await import("../../src/combat/tracker/tracker.ts");
  // cast: on the stage the system's tracker extends the stage's core tracker, which stands in for core's class
  Tracker = defineCombatTracker(Base as never) as unknown as typeof StageCombatTracker;
});

beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  combat = await world.newCombat([IDS.hero, IDS.goblin], [null, 7]);
  world.stage.messages.length = 0;
  world.stage.server.takeRefusals();
  takeNotifications();
  clearFaces();
});

/** The system's tracker as `user`'s client renders it, `times` renders in a row. */
async function trackerOf(user: SystemStage["gm"], times = 1): Promise<StageCombatTracker> {
  return world.stage.server.onClient(user, async () => {
    const tracker = new Tracker();
    tracker.viewed = combat;
    for (let i = 0; i < times; i++) await tracker.render({ force: true });
    return tracker;
  });
}
const renderedBy = async (user: SystemStage["gm"], times = 1): Promise<StageElement> => (await trackerOf(user, times)).element;

describe("the encounter button in the tracker's header", () => {
  it("the GM's joins the GM's controls in the header's left group, once however often the tracker renders", async () => {
    const el = await renderedBy(world.gm, 2);
    const buttons = el.querySelectorAll(".meshal-encounter-open");
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.parentElement?.matches(".encounter-controls .control-buttons.left")).toBe(true);
    expect(el.querySelectorAll(".encounter-controls button").every((b) => b.closest(".control-buttons"))).toBe(true);
  });

  it("a player's tracker has none", async () => {
    const el = await renderedBy(world.ann);
    expect(el.querySelectorAll(".meshal-encounter-open")).toEqual([]);
  });
});

describe.each([["the GM", () => world.gm], ["a player", () => world.ann]])("a row's roll button clicked by %s", (_who, seat) => {
  it("rolls the system's way: the tie-breaks written, one card posted by the GM", async () => {
    const tracker = await trackerOf(seat());
    const button = tracker.element.querySelector(`[data-combatant-id=${combatantIdOf(IDS.hero)}] [data-action=rollInitiative]`)!;
    world.forceRolls([7, 9, 5]);
    queueFaces(6, 6, 6); // what core's plain roll would show
    await world.stage.server.onClient(seat(), () => tracker.clickControl(button));
    world.forceRolls(null);
    world.stage.server.expectNoRefusals();
    const tieBreaks = [IDS.hero, IDS.goblin].map((id) => combat.combatants.get(combatantIdOf(id))?.getFlag("meshal-lite", "tieBreaks"));
    expect(combat.combatants.get(combatantIdOf(IDS.hero))?.initiative).toBe(7);
    expect(tieBreaks.sort()).toEqual([[5], [9]]);
    expect(world.stage.messages.map((m) => [m.author, m.data.type])).toEqual([[IDS.gm, "initiative"]]);
    expect(takeNotifications()).toEqual([]);
  });
});
