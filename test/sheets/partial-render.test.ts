/**
 * Partial re-renders of the actor sheets on the strict ApplicationV2 stage (issue 19, fault 1): an update re-renders
 * the parts its dependency table names, and v13 toasts a warning for every requested part that is not configured and
 * never removes a part that is no longer configured. Any notification fails a test here (`failOnNotifications`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import { failOnNotifications, takeNotifications } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";
import * as A from "../fixtures/data-actors.ts";

type Rec = Record<string, unknown>;
/** A sheet as the test drives it (the stage's render pipeline under the real sheet class). */
interface Sheet {
  render(options?: Rec): Promise<unknown>;
  element: StageElement;
  parts: Record<string, StageElement>;
}

let CharacterSheet: SheetClass<Sheet>;
let NpcSheet: SheetClass<Sheet>;
const finished = { [SYSTEM_ID]: { creation: false } };
const damage = { system: { attributes: { might: { lost: 1 } } } };

failOnNotifications();

beforeAll(async () => {
  ({ CharacterSheet, NpcSheet } = await loadActorSheets<Sheet>());
}, 60_000);

async function open(cls: SheetClass<Sheet>, actor: object, options: Rec = {}): Promise<Sheet> {
  const sheet = new cls({ document: actor });
  await sheet.render({ force: true, ...options });
  return sheet;
}

describe("actor sheets re-render only configured parts", () => {
  it("a finished character takes damage: the touched parts re-render, no warning", async () => {
    const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: finished });
    const sheet = await open(CharacterSheet, actor);
    const [pools, biography] = [sheet.parts.pools, sheet.parts.biography];
    await actor.update(damage);
    expect(sheet.parts.pools, "the pools part shows the damage").not.toBe(pools);
    expect(sheet.parts.biography, "an untouched part stays").toBe(biography);
  });

  it("finishing creation empties the creation panel and shows the advancement buttons without reopening", async () => {
    const actor = stageActor(A.freshCharacter(), "New Hero", { flags: { [SYSTEM_ID]: { creation: true } } });
    const sheet = await open(CharacterSheet, actor);
    expect(sheet.element.querySelector("[data-action=\"finishCreation\"]")).not.toBeNull();
    const raise = () => sheet.parts.pools!.querySelector("[data-action=\"raiseAttribute\"]");
    expect(raise(), "no advancement while creating").toBeNull();
    await (actor.setFlag as (scope: string, key: string, value: unknown) => Promise<unknown>)(SYSTEM_ID, "creation", false);
    expect(sheet.element.querySelector(".meshal-creation [data-action]"), "nothing in the creation panel is clickable").toBeNull();
    expect(sheet.element.querySelector("[data-action=\"finishCreation\"]")).toBeNull();
    expect(raise(), "advancement is offered").not.toBeNull();
  });

  it("a character opened after creation has an empty, hidden creation part", async () => {
    const sheet = await open(CharacterSheet, stageActor(A.armouredCharacter(), "Lin Wei", { flags: finished }));
    expect(sheet.parts.creation?.children).toEqual([]);
    expect(sheet.parts.creation?.hidden).toBe(true);
  });

  it("a limited viewer's sheet ignores the update's parts it does not show", async () => {
    for (const [cls, actor] of [
      [CharacterSheet, stageActor(A.armouredCharacter(), "Lin Wei", { limited: true, flags: finished })],
      [NpcSheet, stageActor(A.npcBrute(), "Grave Brute", { limited: true })],
    ] as const) {
      const sheet = await open(cls, actor);
      await actor.update(damage);
      await actor.update({ name: "Renamed" });
      expect(Object.keys(sheet.parts)).toEqual(["limited"]);
      expect(sheet.parts.limited!.textContent).toContain("Renamed");
    }
  });

  it("keeps a part holding an open editor, and re-renders the others", async () => {
    const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: finished });
    const sheet = await open(CharacterSheet, actor, { mode: "edit" });
    const biography = sheet.parts.biography!;
    biography.querySelector("prose-mirror")!.setAttribute("open", "");
    await actor.update({ system: { details: { biography: "<p>Born in the marshes.</p>" } } });
    expect(sheet.parts.biography, "the open editor is not replaced").toBe(biography);
    const header = sheet.parts.header;
    await actor.update({ name: "Lin Wei the Elder" });
    expect(sheet.parts.header).not.toBe(header);
    expect(sheet.parts.biography).toBe(biography);
  });

  it("a full re-render also leaves an open editor's part alone", async () => {
    const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: finished });
    const sheet = await open(CharacterSheet, actor, { mode: "edit" });
    const biography = sheet.parts.biography!;
    biography.querySelector("prose-mirror")!.setAttribute("open", "");
    await sheet.render();
    expect(sheet.parts.biography).toBe(biography);
    expect(takeNotifications()).toEqual([]);
  });
});
