/**
 * Issue 22: creation allows only legal feature combinations. Features dropped on a new character's sheet (as the
 * pickers do) replace the one of their kind — Human then Elf leaves only Elf, and Human's +12 potential goes with
 * it — and what the species does not allow is refused, or cleared with a notice when the species changes. Run as
 * Ann (a player owning the new character) and as the GM on the stage whose server refuses what Foundry's refuses.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { StageItem } from "../stage/server-documents.ts";
import { flowStage, loadDocumentClasses, makeActor, USER_IDS, type SystemActor } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { freshCharacter, type FixtureActor } from "../fixtures/data-actors.ts";
import { itemSystem } from "../fixtures/data-items.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");

const HUMANOID = { allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] };
/** A feature in the system's features pack. */
class PackFeature extends StageItem {
  override pack = "meshal-lite.features";
  override get uuid(): string {
    return `Compendium.meshal-lite.features.Item.${this.id}`;
  }
}
const feature = (identifier: string, name: string, system: Record<string, unknown>) =>
  new PackFeature({ _id: `${identifier}Pack`.padEnd(16, "0").slice(0, 16), name, type: "feature", system: itemSystem("feature", { identifier, ...system }) });
const human = () => feature("human", "Human", { kind: "species", initialPotential: 12, ...HUMANOID });
const elf = () => feature("elf", "Elf", { kind: "species", ...HUMANOID });
const tarva = () => feature("tarva", "Tarva", { kind: "species", ...HUMANOID, allowedGenders: ["genderless"] });
const size = (id: string, name: string) => feature(id, name, { kind: "size", size: id });
const male = () => feature("male", "Male", { kind: "gender" });

let newbie: SystemActor;
const features = () => newbie.items.contents.filter((i) => i.type === "feature").map((i) => i.name).sort();
const total = () => (newbie.system.potential as { total: number }).total;

describe.each(seats())("picking creation features as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    const fixture: FixtureActor = freshCharacter();
    fixture.items = [];
    newbie = makeActor(MeshalActor, "Newbie", fixture, [USER_IDS.ann]);
    // The sheet marks a new character as in creation on its first render (the owner's client).
    await stage.server.onClient(stage.ann, () => newbie.setFlag("meshal-lite", "creation", true));
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("keeps one species: Elf replaces Human, and Human's +12 potential goes with it", async () => {
    const sheet = sheetOf(newbie);
    await sheet.dropItem(human());
    await settle();
    expect(total()).toBe(48);
    await sheet.dropItem(elf());
    await settle();
    expect(features()).toEqual(["Elf"]);
    expect(total()).toBe(36);
  });

  it("refuses a size the species does not allow, and replaces one size by another", async () => {
    const sheet = sheetOf(newbie);
    await sheet.dropItem(human());
    await sheet.dropItem(size("large", "Large"));
    expect(features()).toEqual(["Human"]);
    expect(stage.warnings.join("\n")).toContain("MESHAL.CharacterSheet.creation.notAllowed");
    await sheet.dropItem(elf());
    await sheet.dropItem(size("medium", "Medium"));
    await sheet.dropItem(male());
    await settle();
    expect(features()).toEqual(["Elf", "Male", "Medium"]);
  });

  it("clears what a new species does not allow", async () => {
    const sheet = sheetOf(newbie);
    await sheet.dropItem(human());
    await sheet.dropItem(male());
    await sheet.dropItem(tarva());
    await settle();
    expect(features()).toEqual(["Tarva"]);
  });
});
