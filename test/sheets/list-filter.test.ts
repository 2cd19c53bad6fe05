/**
 * The Inventory and Abilities tabs' search filters and the rows that open inline: the pure rule (which rows and groups
 * a filter hides), and the character sheet on the ApplicationV2 stage (typing filters without a re-render, the filter
 * and the opened rows survive a re-render of the same sheet).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { listFilterView, nameMatches } from "../../src/sheets/view/list-filter.ts";
import { itemSummaryLines } from "../../src/sheets/view/item-sheet.ts";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import type { StageElement, StageInputElement } from "../stage/application-dom.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { langString, readLang } from "../support/lang.ts";

const en = readLang("en");
const env = { localize: (key: string) => langString(en, key) ?? `!${key}!` };

describe("the list filter rule", () => {
  it("matches every typed word anywhere in the name, in any case", () => {
    expect(nameMatches("9mm Revolver", "REV")).toBe(true);
    expect(nameMatches("9mm Revolver", "revolver 9mm")).toBe(true);
    expect(nameMatches("9mm Revolver", "rifle")).toBe(false);
    expect(nameMatches("长剑", "剑")).toBe(true);
    expect(nameMatches("anything", "  ")).toBe(true);
  });

  it("hides the rows that do not match, the groups left empty by a search, and the groups of other types", () => {
    const groups = [
      { id: "weapon", rows: [{ id: "a", name: "Dagger" }, { id: "b", name: "9mm Revolver" }] },
      { id: "gear", rows: [{ id: "c", name: "Rope" }] },
    ];
    const search = listFilterView({ text: "rev", type: "" }, groups);
    expect(search.hiddenRows).toEqual({ a: true, c: true });
    expect(search.hiddenGroups).toEqual({ gear: true });
    expect(search.nothingMatches).toBe(false);
    expect(listFilterView({ text: "", type: "gear" }, groups).hiddenGroups).toEqual({ weapon: true });
    expect(listFilterView({ text: "zzz", type: "" }, groups).nothingMatches).toBe(true);
    expect(listFilterView({ text: "", type: "" }, groups)).toMatchObject({ hiddenRows: {}, hiddenGroups: {}, nothingMatches: false });
  });

  it("summarises an owned item in the reader's words: its facts, then each attack in one line", () => {
    const lines = itemSummaryLines("weapon", I.revolver().system, env, (id) => (id === "9mm-round" ? "9mm Round" : null));
    expect(lines).toContainEqual({ label: "Reload", text: expect.stringContaining("9mm Round") });
    expect(lines.at(-1)).toMatchObject({ label: "Attack", text: expect.stringContaining("Up to 15 steps") });
    expect(itemSummaryLines("protection", I.chainmail().system, env)).toContainEqual({ label: "Protection", text: "Physical 3, Erosion −2" });
  });
});

type Rec = Record<string, unknown>;
interface Sheet { render(options?: Rec): Promise<unknown>; element: StageElement }
let CharacterSheet: SheetClass<Sheet>;
// Cast: the stage's <input> has the live `value`; a <select> is a plain element there, whose `value` set here is what
// the sheet's change listener reads, as a browser's select would give it.
const control = (el: StageElement | null) => el as StageInputElement;

beforeAll(async () => {
  ({ CharacterSheet } = await loadActorSheets<Sheet>());
}, 60_000);

describe("the character sheet's filters and inline summaries", () => {
  const rowHidden = (sheet: Sheet, id: string) => sheet.element.querySelector(`.meshal-inventory li[data-item-id=${id}]`)!.hasAttribute("hidden");

  it("filters the inventory as the user types, and keeps the filter and the opened rows across a re-render", async () => {
    const actor = stageActor(A.armouredCharacter(), "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } });
    const sheet = new CharacterSheet({ document: actor });
    await sheet.render({ force: true });
    const ids = sheet.element.querySelectorAll(".meshal-inventory li[data-item-id]").map((li) => li.dataset.itemId!);
    const dagger = ids.find((id) => id.startsWith("dagger"))!;
    const others = ids.filter((id) => id !== dagger);
    expect(others.length).toBeGreaterThan(0);

    const search = control(sheet.element.querySelector(".meshal-inventory input[type=search]"));
    search.value = "dag";
    search.dispatch("input");
    expect(rowHidden(sheet, dagger)).toBe(false);
    for (const id of others) expect(rowHidden(sheet, id), id).toBe(true);

    const toggle = sheet.element.querySelector(`.meshal-inventory li[data-item-id=${dagger}] [data-summary-toggle]`)!;
    const summary = () => sheet.element.querySelector(`.meshal-inventory li[data-item-id=${dagger}] .meshal-item-summary`)!;
    expect(summary().hasAttribute("hidden")).toBe(true);
    expect(summary().querySelector("dt"), "a closed row's facts are not rendered").toBeNull();
    toggle.dispatch("click");
    expect(summary().hasAttribute("hidden")).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // Opening a row whose facts were not rendered renders the sheet again, with the row open and its facts in it.
    await vi.waitFor(() => expect(summary().querySelector("dt")).not.toBeNull());
    expect(summary().hasAttribute("hidden")).toBe(false);

    await sheet.render({ force: true });
    expect(control(sheet.element.querySelector(".meshal-inventory input[type=search]")).value).toBe("dag");
    for (const id of others) expect(rowHidden(sheet, id), id).toBe(true);
    expect(summary().hasAttribute("hidden"), "the opened row stays open").toBe(false);
    expect(summary().textContent, "the dagger's defenses, in words").toMatch(/Block|MESHAL\.Choice\.defense\.block/);
  });

  it("filters the abilities by attribute type", async () => {
    const a = A.armouredCharacter();
    a.items.push(I.ability("crush", 2, "might"), I.pickpocket());
    const sheet = new CharacterSheet({ document: stageActor(a, "Lin Wei", { flags: { [SYSTEM_ID]: { creation: false } } }) });
    await sheet.render({ force: true });
    const select = control(sheet.element.querySelector(".meshal-abilities select[data-filter-type]"));
    select.value = "common";
    select.dispatch("change");
    expect(sheet.element.querySelector(".meshal-abilities [data-filter-group=might]")!.hasAttribute("hidden")).toBe(true);
    expect(sheet.element.querySelector(".meshal-abilities [data-filter-group=common]")!.hasAttribute("hidden")).toBe(false);
  });
});
