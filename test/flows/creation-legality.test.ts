/**
 * Issue 35: a character finished with the guided creation cannot be illegal. Each route the issue found is walked on
 * the stage as Ann (a player owning a new character) with the real compendiums: a sense or movement mode taken for
 * free, the female-only subrace on a male Human (in either order), gear dragged past the starting budget, and
 * *Finish* ticking and finishing before the steps are met. Each is also tried by writing the actor directly, around
 * the sheet's pickers: *Finish* decides from the actor's own items and fields. The GM may still finish by hand and
 * grant a sense after creation.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeActor, USER_IDS, type SystemActor } from "./support/world.ts";
import { loadActorSheet, type FlowSheet } from "./support/sheet.ts";
import { installCreationPacks, type PackItem } from "./support/creation-packs.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import { ownedItemData } from "../../src/sheets/drop.ts";
import type { GearIndexEntry } from "../../src/sheets/character/creation/creation-gear.ts";
import type { SheetCharacter } from "../../src/sheets/character/view-types.ts";

type Rec = Record<string, unknown>;
const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");
const { indexes, packItem } = installCreationPacks();
const wait = vi.fn(async () => "spend");
(globalThis as unknown as { foundry: { applications: { api: { DialogV2: Rec } } } }).foundry.applications.api.DialogV2.wait = wait;

let newbie: SystemActor;
let sheet: FlowSheet;

const view = (): SheetCharacter => ({
  name: newbie.name ?? "", img: null,
  system: newbie.system as unknown as SheetCharacter["system"],
  items: newbie.items.contents as unknown as SheetCharacter["items"],
});
const gearIndex = (): GearIndexEntry[] => (["weapons", "armor", "accessories", "gear"] as const)
  .flatMap((pack) => indexes.get(pack)!.map((e) => ({ ...e, pack })));
/** What the creation part shows now, with the compendium indexes the sheet loads. */
const shown = () => characterContext(view(), {
  creation: true, featureIndex: indexes.get("features"), abilityIndex: indexes.get("abilities"), gearIndex: gearIndex(),
});
const budget = () => shown().creationBudget!;
const offeredFeatures = (kind: string) => shown().creationFeatures.find((g) => g.kind === kind)?.options.map((o) => o.uuid) ?? [];
const feature = (identifier: string) => packItem("features", identifier);
const identifiers = (type: string) => newbie.items.contents.filter((i) => i.type === type).map((i) => String((i.system as Rec).identifier)).sort();
const finished = () => (newbie.flags as Record<string, Rec | undefined>)["meshal-lite"]?.creation === false;

async function click(action: string, on: Parameters<FlowSheet["click"]>[1] = {}): Promise<void> {
  await sheet.click(action, on);
  await settle();
}
const pick = (identifier: string) => click("toggleFeature", { data: { uuid: feature(identifier).uuid } });
async function drop(item: PackItem): Promise<void> {
  await sheet.dropItem(item);
  await settle();
}
/** Writes an item straight onto the actor, as the owner may from the console or another module (no sheet involved). */
async function createDirectly(item: PackItem, system: Rec = {}): Promise<void> {
  const data = ownedItemData({ name: item.name ?? "", type: item.type, system: item.system as Rec }, item.uuid);
  await newbie.createEmbeddedDocuments("Item", [{ ...data, system: { ...data.system, ...system } }]);
  await settle();
}

/** A fresh stage with Ann's new character, Newbie, in creation, with no items. */
async function newCharacter(): Promise<void> {
  stage.reset();
  const fixture = freshCharacter();
  fixture.items = [];
  newbie = makeActor(MeshalActor, "Newbie", fixture, [USER_IDS.ann]);
  await stage.server.onClient(stage.ann, () => newbie.setFlag("meshal-lite", "creation", true));
}

/** A legal Human: species, size, gender, one raise, one ability bought, the warrior kit. */
async function legalHuman(gender = "male"): Promise<void> {
  for (const id of ["human", "medium", gender]) await pick(id);
  await click("raiseAttribute", { attribute: "might" });
  await click("obtainAbility", { data: { uuid: packItem("abilities", "cleave").uuid } });
  await click("takeKit", { data: { kit: "warrior" } });
  expect(budget().missing).toEqual([]);
}

describe("an illegal character cannot be finished, as the player", () => {
  beforeEach(async () => {
    wait.mockClear();
    await newCharacter();
    stage.sit("player");
    sheet = sheetOf(newbie);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it.each(["fly", "darkvision", "sonar", "tremorsense"])("%s: not offered, refused when picked or dropped, and blocks Finish when written directly", async (id) => {
    await legalHuman();
    expect(offeredFeatures("sense")).toEqual([]);
    expect(offeredFeatures("movementMode")).toEqual([]);
    await pick(id);
    await drop(feature(id));
    expect(identifiers("feature")).not.toContain(id);
    expect(stage.warnings.join("\n")).toContain("MESHAL.CharacterSheet.creation.senseFromSpecies");

    await createDirectly(feature(id));
    expect(budget().steps.find((s) => s.id === "features")!.done).toBe(false);
    expect(budget().missing.map((m) => m.key)).toEqual(["MESHAL.CharacterSheet.creation.unmet.senseNotFromSpecies"]);
    await click("finishCreation");
    expect(finished()).toBe(false);
    expect(stage.warnings.at(-1)).toContain("MESHAL.CharacterSheet.creation.unfinished");
    expect(stage.warnings.at(-1)).toContain("MESHAL.CharacterSheet.creation.stepFeatures");
  });

  it("a species edited to fly blocks Finish: an owned feature may not give more than its compendium source", async () => {
    await legalHuman();
    const human = newbie.items.contents.find((i) => (i.system as Rec).identifier === "human")!;
    const modes = [...((human.system as Rec).movementModes as Rec[]), { mode: "fly", poor: false }];
    await human.update({ "system.movementModes": modes });
    await settle();
    expect((newbie.system as unknown as { movementModes: { mode: string }[] }).movementModes.map((m) => m.mode)).toContain("fly");
    await click("finishCreation");
    expect(finished()).toBe(false);
  });

  it("a male Human cannot take the female-only subrace 艳阳女子, nor become male after taking it", async () => {
    for (const id of ["human", "medium", "male"]) await pick(id);
    expect(offeredFeatures("subrace")).not.toContain(feature("sulae-woman").uuid);
    await pick("sulae-woman");
    expect(identifiers("feature")).toEqual(["human", "male", "medium"]);
    expect((newbie.system.potential as { total: number }).total).toBe(48); // no +15

    await pick("female");
    await pick("sulae-woman");
    expect(identifiers("feature")).toEqual(["female", "human", "medium", "sulae-woman"]);
    expect(offeredFeatures("gender")).toEqual([feature("female").uuid]);
    await pick("male");
    await drop(feature("male"));
    expect(identifiers("feature")).toEqual(["female", "human", "medium", "sulae-woman"]);
    expect(stage.warnings.filter((w) => w.includes("MESHAL.CharacterSheet.creation.notAllowed"))).toHaveLength(3);
  });

  it("a male Human given 艳阳女子 directly cannot finish", async () => {
    await legalHuman();
    await createDirectly(feature("sulae-woman"));
    expect(budget().missing.map((m) => [m.key, m.data.name, m.data.species])).toEqual([["MESHAL.CharacterSheet.creation.notAllowed", "男性", "艳阳女子"]]);
    await click("finishCreation");
    expect(finished()).toBe(false);
    await newbie.deleteEmbeddedDocuments("Item", newbie.items.contents.filter((i) => (i.system as Rec).identifier === "sulae-woman").map((i) => i.id!));
    await settle();
    await click("finishCreation");
    expect(finished()).toBe(true);
  });

  it("gear dragged in is bought from the budget; past it, it is refused, and gear written directly counts at Finish", async () => {
    await legalHuman();
    const left = shown().creationGear!.budget.left;
    await drop(packItem("armor", "full-plate"));
    expect(identifiers("protection")).not.toContain("full-plate");
    expect(stage.warnings.at(-1)).toContain("MESHAL.CharacterSheet.creation.overBudget");
    await drop(packItem("gear", "candle"));
    expect(identifiers("gear")).toContain("candle");
    expect(shown().creationGear!.budget.left).toBeLessThan(left);

    // Written straight onto the actor, with its value edited to nothing: priced at its compendium value all the same.
    await createDirectly(packItem("armor", "full-plate"), { value: 0 });
    expect(budget().missing.map((m) => m.key)).toEqual(["MESHAL.CharacterSheet.creation.unmet.gearOverBudget"]);
    expect(budget().steps.find((s) => s.id === "gear")!.done).toBe(false);
    await click("finishCreation");
    expect(finished()).toBe(false);
    expect(stage.warnings.at(-1)).toContain("MESHAL.CharacterSheet.creation.stepGear");
  });

  it("an ability written directly, unpaid, blocks Finish", async () => {
    await legalHuman();
    await createDirectly(packItem("abilities", "guard-breaker"));
    expect(budget().missing.map((m) => m.key)).toEqual(["MESHAL.CharacterSheet.creation.unmet.unpaidAbility"]);
    await click("finishCreation");
    expect(finished()).toBe(false);
  });

  it("Finish ticks only when every step is met, and lists the unmet steps by name, in play or edit mode", async () => {
    await pick("human");
    await pick("medium");
    const steps = () => Object.fromEntries(budget().steps.map((s) => [s.id, s.done]));
    expect(steps()).toEqual({ features: false, attributes: false, abilities: false, gear: false, finish: false });
    await click("finishCreation");
    expect(finished()).toBe(false);
    const refusal = stage.warnings.at(-1)!;
    for (const step of ["stepFeatures", "stepAttributes", "stepAbilities", "stepGear"]) expect(refusal).toContain(`MESHAL.CharacterSheet.creation.${step}`);
    (sheet as unknown as { mode: string }).mode = "edit";
    await click("finishCreation");
    expect(finished()).toBe(false);

    await pick("male");
    expect(steps()).toMatchObject({ features: true, finish: false });
    await click("raiseAttribute", { attribute: "might" });
    await click("obtainAbility", { data: { uuid: packItem("abilities", "cleave").uuid } });
    await click("takeKit", { data: { kit: "warrior" } });
    expect(steps()).toEqual({ features: true, attributes: true, abilities: true, gear: true, finish: true });
    await click("finishCreation");
    expect(finished()).toBe(true);
  });
});

describe("steps left empty, which the rules allow, as the player", () => {
  beforeEach(async () => {
    await newCharacter();
    stage.sit("player");
    sheet = sheetOf(newbie);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("no raise, ability or gear: their badges stay unticked, and Finish asks first, listing them (unspent potential carries over)", async () => {
    for (const id of ["human", "medium", "male"]) await pick(id);
    expect(Object.fromEntries(budget().steps.map((s) => [s.id, s.done]))).toEqual({ features: true, attributes: false, abilities: false, gear: false, finish: false });
    expect(budget().canFinish).toBe(true);
    stage.confirm.mockResolvedValueOnce(false);
    await click("finishCreation");
    expect(finished()).toBe(false);
    const asked = JSON.stringify(stage.confirm.mock.calls.at(-1));
    for (const reason of ["needRaise", "needAbility", "needGear"]) expect(asked).toContain(`MESHAL.CharacterSheet.creation.unmet.${reason}`);
    expect(asked).toContain("MESHAL.CharacterSheet.creation.finishEmpty");
    await click("finishCreation");
    expect(finished()).toBe(true);
  });
});

describe("the GM, by hand", () => {
  beforeEach(async () => {
    await newCharacter();
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("may finish a character with unmet steps after a confirmation listing them", async () => {
    stage.sit("gm");
    sheet = sheetOf(newbie);
    await pick("human");
    stage.confirm.mockResolvedValueOnce(false);
    await click("finishCreation");
    expect(finished()).toBe(false);
    await click("finishCreation");
    expect(stage.confirm).toHaveBeenCalledTimes(2);
    expect(finished()).toBe(true);
  });

  it("grants a sense after creation; the player cannot", async () => {
    stage.sit("player");
    sheet = sheetOf(newbie);
    await legalHuman();
    await click("finishCreation");
    expect(finished()).toBe(true);
    await drop(feature("darkvision"));
    expect(identifiers("feature")).not.toContain("darkvision");
    stage.sit("gm");
    sheet = sheetOf(newbie);
    await drop(feature("darkvision"));
    expect(identifiers("feature")).toContain("darkvision");
  });
});
