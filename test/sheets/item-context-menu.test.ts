/**
 * The item rows' context menu on the character sheet (right click), on the ApplicationV2 stage whose context menus
 * read the running version's entry keys (test/stage/application.ts): v13's `name`/`condition`/`callback`, v14's
 * `label`/`visible`/`onClick`. Issue 32, item 4: v14 deprecates v13's keys (removed in v16), so on the v14 stage an
 * entry with them logs a warning and fails the test (test/stage/deprecations.ts).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import { failOnNotifications, StageApplicationV2, type StageMenuItem } from "../stage/application.ts";
import { failOnDeprecations } from "../stage/deprecations.ts";
import type { StageElement } from "../stage/application-dom.ts";
import * as A from "../fixtures/data-actors.ts";

type Rec = Record<string, unknown>;
interface Sheet {
  render(options?: Rec): Promise<unknown>;
  element: StageElement;
  openContextMenu(target: StageElement): StageMenuItem[];
}
let CharacterSheet: SheetClass<Sheet>;

failOnNotifications();
failOnDeprecations();

beforeAll(async () => {
  ({ CharacterSheet } = await loadActorSheets<Sheet>());
}, 60_000);

/** A finished character's open sheet, its first item row, and that row's item with an ApplicationV2 sheet that records renders. */
async function sheetWithRow() {
  const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } });
  const sheet = new CharacterSheet({ document: actor });
  await sheet.render({ force: true });
  const row = sheet.element.querySelector<StageElement>(".meshal-item-row")!;
  const item = (actor.items as { get(id: string): Rec }).get(row.dataset.itemId!)!;
  const itemSheet = new StageApplicationV2();
  vi.spyOn(itemSheet, "render").mockResolvedValue(itemSheet);
  item.sheet = itemSheet;
  return { actor, sheet, row, item };
}

describe("an item row's context menu", () => {
  it("offers edit, duplicate, delete and post to the owner, with the system's labels and icons", async () => {
    const { sheet, row } = await sheetWithRow();
    const items = sheet.openContextMenu(row);
    expect(items.map((i) => i.label)).toEqual(["MESHAL.Sheet.menu.edit", "MESHAL.Sheet.menu.duplicate", "MESHAL.Sheet.menu.delete", "MESHAL.Sheet.menu.post"]);
    expect(items[0]!.icon).toContain("fa-pen-to-square");
  });

  it("edit opens the row's item sheet", async () => {
    const { sheet, row, item } = await sheetWithRow();
    sheet.openContextMenu(row)[0]!.click();
    expect((item.sheet as StageApplicationV2).render).toHaveBeenCalledWith({ force: true, mode: "play" });
  });

  it("hides duplicate and delete from a viewer who does not own the character", async () => {
    const { actor, sheet, row } = await sheetWithRow();
    actor.isOwner = false;
    expect(sheet.openContextMenu(row).map((i) => i.label)).toEqual(["MESHAL.Sheet.menu.edit", "MESHAL.Sheet.menu.post"]);
  });
});
