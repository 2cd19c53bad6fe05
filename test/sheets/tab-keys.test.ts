/**
 * The character sheet's tabs by keyboard (issue 35, item 7): the ARIA tabs pattern on the strict ApplicationV2 stage,
 * a player's own sheet — Enter and Space select the focused tab, the arrows, Home and End move and select, only the
 * selected tab is in the Tab order, and a click (core's `changeTab`) keeps the same state.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { tabForKey } from "../../src/sheets/base/tab-keys.ts";
import { CHARACTER_TABS } from "../../src/sheets/character/sheet-shape.ts";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import { failOnNotifications } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";
import * as A from "../fixtures/data-actors.ts";

interface Sheet {
  render(options?: Record<string, unknown>): Promise<unknown>;
  changeTab(tab: string, group: string): void;
  element: StageElement;
  tabGroups: Record<string, string | null>;
}

let CharacterSheet: SheetClass<Sheet>;

failOnNotifications();

beforeAll(async () => {
  ({ CharacterSheet } = await loadActorSheets<Sheet>());
}, 60_000);

async function openSheet(): Promise<Sheet> {
  const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } });
  const sheet = new CharacterSheet({ document: actor });
  await sheet.render({ force: true });
  return sheet;
}

const tab = (sheet: Sheet, id: string) => sheet.element.querySelector(`[role=tab][data-tab="${id}"]`)!;
/** The tab list as a reader sees it: which tab is selected, which one Tab reaches, which panel shows. */
function state(sheet: Sheet) {
  const tabs = sheet.element.querySelectorAll("[role=tab]");
  return {
    selected: tabs.filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.dataset.tab),
    inTabOrder: tabs.filter((t) => t.getAttribute("tabindex") === "0").map((t) => t.dataset.tab),
    panels: sheet.element.querySelectorAll("section.tab.active").map((p) => p.dataset.tab),
    group: sheet.tabGroups.primary,
    focused: sheet.element.ownerDocument.activeElement?.dataset.tab,
  };
}
const showing = (id: string) => ({ selected: [id], inTabOrder: [id], panels: [id], group: id, focused: id });

describe("which tab a key leads to", () => {
  const ids = ["a", "b", "c"];
  it("Enter and Space select the focused tab; arrows step and wrap; Home and End jump; other keys do nothing", () => {
    expect(tabForKey(ids, "b", "Enter")).toBe("b");
    expect(tabForKey(ids, "b", " ")).toBe("b");
    expect(tabForKey(ids, "b", "ArrowRight")).toBe("c");
    expect(tabForKey(ids, "c", "ArrowRight")).toBe("a");
    expect(tabForKey(ids, "c", "ArrowDown")).toBe("a");
    expect(tabForKey(ids, "a", "ArrowLeft")).toBe("c");
    expect(tabForKey(ids, "b", "ArrowUp")).toBe("a");
    expect(tabForKey(ids, "b", "Home")).toBe("a");
    expect(tabForKey(ids, "a", "End")).toBe("c");
    expect(tabForKey(ids, "b", "Tab")).toBeNull();
    expect(tabForKey(ids, "b", "a")).toBeNull();
    expect(tabForKey(ids, "x", "Enter")).toBeNull();
  });
});

describe("the character sheet's tabs by keyboard, as the player who owns it", () => {
  it("opens with only the selected tab in the Tab order", async () => {
    const sheet = await openSheet();
    expect(state(sheet)).toEqual({ ...showing("abilities"), focused: undefined });
  });

  it("Enter and Space on a focused tab select it and show its panel", async () => {
    const sheet = await openSheet();
    tab(sheet, "features").focus();
    const enter = tab(sheet, "features").dispatch("keydown", { key: "Enter" });
    expect(enter.defaultPrevented).toBe(true);
    expect(state(sheet)).toEqual(showing("features"));
    tab(sheet, "biography").focus();
    const space = tab(sheet, "biography").dispatch("keydown", { key: " " });
    expect(space.defaultPrevented, "Space does not scroll the sheet").toBe(true);
    expect(state(sheet)).toEqual(showing("biography"));
  });

  it("the arrows move to the next or previous tab and wrap; Home and End reach the ends", async () => {
    const sheet = await openSheet();
    const press = (key: string) => sheet.element.ownerDocument.activeElement!.dispatch("keydown", { key });
    tab(sheet, "abilities").focus();
    press("ArrowRight");
    expect(state(sheet)).toEqual(showing("inventory"));
    press("ArrowLeft");
    press("ArrowLeft");
    expect(state(sheet)).toEqual(showing(CHARACTER_TABS.at(-1)!));
    press("Home");
    expect(state(sheet)).toEqual(showing("abilities"));
    press("End");
    expect(state(sheet)).toEqual(showing("effects"));
  });

  it("keys with a modifier and other keys are left to the browser and Foundry", async () => {
    const sheet = await openSheet();
    tab(sheet, "abilities").focus();
    expect(tab(sheet, "abilities").dispatch("keydown", { key: "ArrowRight", altKey: true }).defaultPrevented).toBe(false);
    expect(tab(sheet, "abilities").dispatch("keydown", { key: "Tab" }).defaultPrevented).toBe(false);
    expect(state(sheet)).toEqual(showing("abilities"));
  });

  it("a click (core's changeTab) moves the selection and the Tab order the same way", async () => {
    const sheet = await openSheet();
    sheet.changeTab("inventory", "primary");
    expect(state(sheet)).toMatchObject({ selected: ["inventory"], inTabOrder: ["inventory"], panels: ["inventory"] });
  });

  it("after a re-render one arrow still moves one tab (the list is bound once) and the selection is kept", async () => {
    const sheet = await openSheet();
    tab(sheet, "abilities").focus();
    tab(sheet, "abilities").dispatch("keydown", { key: "ArrowRight" });
    await sheet.render();
    await sheet.render();
    expect(state(sheet)).toMatchObject({ selected: ["inventory"], inTabOrder: ["inventory"], panels: ["inventory"] });
    tab(sheet, "inventory").focus();
    tab(sheet, "inventory").dispatch("keydown", { key: "ArrowRight" });
    expect(state(sheet)).toEqual(showing("features"));
  });
});
