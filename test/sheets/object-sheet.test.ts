/**
 * The object sheet (§8.2) rendered by its real class on the strict ApplicationV2 stage: durability, condition,
 * protections and immunities in play mode; material, thickness in the table's unit and the table's modifiers in edit
 * mode; a modifier box writes the stored list; Repair shows only with `objectRepair` on, for a viewer who may edit.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { installSheetStage, stageObject } from "../apps/sheet-stage.ts";
import { failOnNotifications } from "../stage/application.ts";
import type { StageElement } from "../stage/application-dom.ts";

const repairObjectActor = vi.fn(async () => {});
vi.mock("../../src/sheets/actor/object-repair.ts", () => ({ repairObjectActor }));

type Rec = Record<string, unknown>;
interface Sheet {
  render(options?: Rec): Promise<unknown>;
  element: StageElement;
  options: { actions: Record<string, (this: Sheet, event: unknown, target: StageElement) => Promise<void>> };
}
type SheetClass = new (options: { document: object }) => Sheet;

let ObjectSheet: SheetClass;
let stage: ReturnType<typeof installStage>;

failOnNotifications();

beforeAll(async () => {
  stage = installStage();
  installSheetStage();
  ObjectSheet = (await import("../../src/sheets/actor/object-sheet.ts")).ObjectSheet as unknown as SheetClass;
}, 60_000);

beforeEach(() => stage.settings.delete("meshal-lite.objectRepair"));

async function open(actor: object, mode: "play" | "edit" = "play"): Promise<Sheet> {
  const sheet = Object.assign(new ObjectSheet({ document: actor }), { mode });
  await sheet.render({ force: true });
  return sheet;
}
const text = (el: StageElement | null) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("the object sheet", () => {
  it("shows the durability left of its maximum, the condition and the protections from the table", async () => {
    const door = stageObject({ material: "copperIron", modifiers: ["reinforced"], durability: { value: 4 } }, "Iron door");
    const sheet = await open(door);
    expect(text(sheet.element.querySelector(".meshal-object-durability__value"))).toBe("4 / 10");
    const values = sheet.element.querySelectorAll(".meshal-object-protections dd").map((dd) => text(dd));
    expect(values).toEqual(["4", "3", "Immune"]);
    expect(sheet.element.querySelector(".meshal-object-condition--intact")).not.toBeNull();
    expect(sheet.element.querySelector("[data-action=repair]"), "no Repair with the rule off").toBeNull();
  });

  it("an object at 0 is broken (seed); under the newer table it is destroyed, and broken below half", async () => {
    const condition = async (value: number, table: "seed" | "newer") =>
      (await open(stageObject({ durability: { value } }, "Crate", { table }))).element.querySelector(".meshal-object-condition")?.getAttribute("class");
    expect(await condition(0, "seed")).toContain("--broken");
    expect(await condition(0, "newer")).toContain("--destroyed");
    expect(await condition(3, "newer")).toContain("--broken");
    expect(await condition(4, "newer")).toContain("--intact");
  });

  it("edit mode: material, thickness in steps (seed) or digits (newer), and only the table's modifiers", async () => {
    const seed = await open(stageObject({}, "Chest"), "edit");
    expect(seed.element.querySelector("select[name='system.material']")).not.toBeNull();
    expect(seed.element.querySelector("input[name='system.thicknessSteps']")).not.toBeNull();
    expect(seed.element.querySelectorAll("[data-action=toggleModifier]").length).toBe(3);
    const newer = await open(stageObject({}, "Chest", { table: "newer" }), "edit");
    expect(newer.element.querySelector("input[name='system.thicknessDigits']")).not.toBeNull();
    expect(newer.element.querySelector("[data-modifier=weathered]")).not.toBeNull();
  });

  it("a modifier box adds the modifier to the stored list and the maximum follows", async () => {
    const chest = stageObject({}, "Chest");
    const sheet = await open(chest, "edit");
    const box = sheet.element.querySelector("[data-modifier=reinforced]")!;
    await sheet.options.actions.toggleModifier!.call(sheet, {}, box);
    expect((chest._source as { system: { modifiers: string[] } }).system.modifiers).toEqual(["reinforced"]);
    expect((chest.system as { durability: { max: number } }).durability.max).toBe(6);
  });

  it("offers Repair only with objectRepair on, and only to a viewer who may change the object", async () => {
    stage.settings.set("meshal-lite.objectRepair", { default: true });
    expect((await open(stageObject({}, "Door"))).element.querySelector("[data-action=repair]")).not.toBeNull();
    expect((await open(stageObject({}, "Door", { limited: true }))).element.querySelector("[data-action=repair]")).toBeNull();
  });

  it("the Repair action loads and runs the repair only with objectRepair on", async () => {
    const sheet = await open(stageObject({}, "Door"));
    repairObjectActor.mockClear();
    await sheet.options.actions.repair!.call(sheet, {}, sheet.element);
    expect(repairObjectActor).not.toHaveBeenCalled();
    stage.settings.set("meshal-lite.objectRepair", { default: true });
    await sheet.options.actions.repair!.call(sheet, {}, sheet.element);
    expect(repairObjectActor).toHaveBeenCalledTimes(1);
  });
});
