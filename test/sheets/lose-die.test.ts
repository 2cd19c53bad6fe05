/**
 * A player's lose-a-die "−" (issue 35, item 8): on the real character sheet rendered on the strict ApplicationV2
 * stage, a player who owns the character sees no "−" beside the roll buttons in play mode, and finds it in edit mode
 * beside the stored "lost" value; the GM keeps −/+ in play mode (the GM may recover a die, so a slip is undone there).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import { failOnNotifications } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";
import * as A from "../fixtures/data-actors.ts";

interface Sheet {
  render(options?: Record<string, unknown>): Promise<unknown>;
  element: StageElement;
}

let CharacterSheet: SheetClass<Sheet>;
const user = () => (globalThis as unknown as { game: { user: { isGM: boolean } } }).game.user;

failOnNotifications();

beforeAll(async () => {
  ({ CharacterSheet } = await loadActorSheets<Sheet>());
}, 60_000);
afterEach(() => {
  user().isGM = false;
});

async function pools(mode: "play" | "edit") {
  const actor = stageActor(A.woundedCharacter(), "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } });
  const sheet = new CharacterSheet({ document: actor });
  await sheet.render({ force: true, mode });
  const controls = (delta: string) => sheet.element.querySelectorAll(`[data-action="adjustDie"][data-delta="${delta}"]`).length;
  const roll = sheet.element.querySelectorAll("[data-action=rollAttribute]").length;
  return { lose: controls("-1"), recover: controls("1"), roll, lostInputs: ["might", "energy", "spirit"].filter((id) => sheet.element.querySelector(`input[name="system.attributes.${id}.lost"]`)).length };
}

describe("the lose-a-die − on the character sheet", () => {
  it("a player in play mode has the roll buttons and no − beside them", async () => {
    expect(await pools("play")).toEqual({ lose: 0, recover: 0, roll: 3, lostInputs: 0 });
  });

  it("a player in edit mode has a − per attribute beside the stored lost dice, and no +", async () => {
    expect(await pools("edit")).toEqual({ lose: 3, recover: 0, roll: 3, lostInputs: 3 });
  });

  it("the GM keeps − and + in play mode", async () => {
    user().isGM = true;
    expect(await pools("play")).toMatchObject({ lose: 3, recover: 3 });
  });
});
