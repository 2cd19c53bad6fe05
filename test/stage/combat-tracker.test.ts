/**
 * The combat tracker stage renders core's header as both versions group it (Draw Steel finds the same groups on v13
 * and v14): the controls in `.encounter-controls`, split into a left and a right `.control-buttons` group, the GM's
 * roll buttons on the left; and one row per turn with a roll control for its owner while it has no initiative.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installApplicationStage } from "./application.ts";
import { combatantIdOf, IDS, loadSystemCombat, type SystemCombat, type SystemStage } from "./combat-system.ts";
import { installCombatTrackerStage, StageCombatTracker } from "./combat-tracker.ts";
import type { StageElement } from "./application-dom.ts";

let world: SystemStage;
let combat: SystemCombat;

beforeAll(async () => {
  world = await loadSystemCombat();
  installApplicationStage();
  installCombatTrackerStage();
});

beforeEach(async () => {
  world.stage.server.actAs(world.gm);
  combat = await world.newCombat([IDS.hero, IDS.goblin], [null, 7]);
});

/** The tracker as `user`'s client renders it. */
async function trackerOf(user: SystemStage["gm"]): Promise<StageElement> {
  return world.stage.server.onClient(user, async () => {
    const tracker = new StageCombatTracker();
    tracker.viewed = combat;
    await tracker.render({ force: true });
    return tracker.element;
  });
}
const actions = (el: StageElement | null) => (el?.querySelectorAll("button") ?? []).map((b) => b.getAttribute("data-action"));

describe("the combat tracker stage", () => {
  it("groups the header's controls: the GM's roll buttons left, reset and settings right", async () => {
    const el = await trackerOf(world.gm);
    const controls = el.querySelector('[data-application-part="header"] .encounter-controls.combat');
    expect(actions(controls?.querySelector(".control-buttons.left") ?? null)).toEqual(["rollAll", "rollNPC"]);
    expect(actions(controls?.querySelector(".control-buttons.right") ?? null)).toEqual(["resetAll", "trackerSettings"]);
    expect(controls?.querySelectorAll("button").every((b) => b.closest(".control-buttons"))).toBe(true);
  });

  it("shows a player the settings only, and a roll control on the rows they own that have not rolled", async () => {
    const el = await trackerOf(world.ann);
    expect(actions(el.querySelector(".control-buttons.left"))).toEqual([]);
    expect(actions(el.querySelector(".control-buttons.right"))).toEqual(["trackerSettings"]);
    const row = (actorId: string) => el.querySelector(`li.combatant[data-combatant-id=${combatantIdOf(actorId)}]`);
    expect(actions(row(IDS.hero))).toEqual(["rollInitiative"]);
    expect(row(IDS.goblin)?.querySelector(".token-initiative")?.textContent).toBe("7");
  });
});
