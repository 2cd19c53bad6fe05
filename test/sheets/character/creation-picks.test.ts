/**
 * Issue 22: creation allows only legal combinations. One species (picking another replaces it), one subrace of that
 * species, one size and one gender, and only the sizes, forms and genders the species allows — read from the
 * features' structured fields (`allowedSizes`, `allowedForms`, `allowedGenders`), not from their text.
 */
import { describe, expect, it } from "vitest";
import { featureChoices } from "../../../src/sheets/character/creation/creation-choices.ts";
import type { IndexEntry } from "../../../src/sheets/character/creation/index-entry.ts";
import { planFeaturePick } from "../../../src/sheets/character/creation/feature-picks.ts";
import type { SheetItem } from "../../../src/sheets/character/view-types.ts";

const humanLimits = { allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] };
const INDEX: IndexEntry[] = [
  { uuid: "human", name: "Human", system: { kind: "species", identifier: "human", initialPotential: 12, ...humanLimits } },
  { uuid: "elf", name: "Elf", system: { kind: "species", identifier: "elf", ...humanLimits } },
  { uuid: "tarva", name: "Tarva", system: { kind: "species", identifier: "tarva", allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["genderless"] } },
  { uuid: "garmarnrak", name: "Garmarnrak", system: { kind: "subrace", identifier: "garmarnrak", parentSpecies: "human" } },
  { uuid: "sulae", name: "Sulae Woman", system: { kind: "subrace", identifier: "sulae-woman", parentSpecies: "human", ...humanLimits, allowedGenders: ["female"] } },
  { uuid: "deepfolk", name: "Deepfolk", system: { kind: "subrace", identifier: "deepfolk", parentSpecies: "dwarf" } },
  { uuid: "medium", name: "Medium", system: { kind: "size", identifier: "medium" } },
  { uuid: "large", name: "Large", system: { kind: "size", identifier: "large" } },
  { uuid: "humanoid", name: "Humanoid", system: { kind: "form", identifier: "humanoid" } },
  { uuid: "undead", name: "Undead", system: { kind: "form", identifier: "undead" } },
  { uuid: "male", name: "Male", system: { kind: "gender", identifier: "male" } },
  { uuid: "female", name: "Female", system: { kind: "gender", identifier: "female" } },
  { uuid: "genderless", name: "Genderless", system: { kind: "gender", identifier: "genderless" } },
  { uuid: "darkvision", name: "Darkvision", system: { kind: "sense", identifier: "darkvision" } },
];

/** An owned feature made from an index entry (as the sheet copies it from the compendium). */
const owned = (uuid: string): SheetItem => {
  const e = INDEX.find((x) => x.uuid === uuid)!;
  return { id: `${uuid}-owned`, name: e.name, type: "feature", img: null, system: { ...e.system } } as unknown as SheetItem;
};
const entry = (uuid: string) => INDEX.find((x) => x.uuid === uuid)!;
const offered = (items: SheetItem[], kind: string) => featureChoices(INDEX, items).find((g) => g.kind === kind)?.options.map((o) => o.name) ?? [];

describe("creation feature choices", () => {
  it("offers only the sizes, forms and genders the chosen species allows, and only its subraces", () => {
    const items = [owned("human")];
    expect(offered(items, "size")).toEqual(["Medium"]);
    expect(offered(items, "form")).toEqual(["Humanoid"]);
    expect(offered(items, "gender")).toEqual(["Female", "Male"]);
    expect(offered(items, "subrace")).toEqual(["Garmarnrak", "Sulae Woman"]);
    expect(offered(items, "sense")).toEqual([]); // senses and movement come from the species
    expect(offered(items, "species")).toEqual(["Elf", "Human", "Tarva"]);
  });

  it("checks the subrace's limits both ways: a male Human is not offered the female-only subrace, nor its bearer Male", () => {
    expect(offered([owned("human"), owned("male")], "subrace")).toEqual(["Garmarnrak"]);
    expect(offered([owned("human"), owned("sulae")], "gender")).toEqual(["Female"]);
    // A gender is offered in place of the owned one (it replaces it), within the limits.
    expect(offered([owned("human"), owned("sulae"), owned("female")], "gender")).toEqual(["Female"]);
  });

  it("offers no subrace before a species is chosen", () => {
    expect(offered([], "subrace")).toEqual([]);
  });
});

describe("picking a feature in creation", () => {
  it("replaces the species: Human and Elf cannot stack", () => {
    const plan = planFeaturePick(entry("elf"), [owned("human"), owned("medium")]);
    expect(plan).toMatchObject({ ok: true, remove: ["human-owned"], cleared: [] });
  });

  it("replaces the size and the gender", () => {
    expect(planFeaturePick(entry("female"), [owned("human"), owned("male")])).toMatchObject({ ok: true, remove: ["male-owned"] });
    const noLimits = { ...owned("human"), system: { kind: "species", identifier: "human" } } as unknown as SheetItem;
    expect(planFeaturePick(entry("large"), [noLimits, owned("medium")])).toMatchObject({ ok: true, remove: ["medium-owned"] });
  });

  it("refuses a size, form or gender the species does not allow, and a subrace of another species", () => {
    const items = [owned("human")];
    for (const uuid of ["large", "undead", "genderless", "deepfolk"]) {
      const plan = planFeaturePick(entry(uuid), items);
      expect(plan.ok, uuid).toBe(false);
      if (!plan.ok) expect(plan.warn).toBe("MESHAL.CharacterSheet.creation.notAllowed");
    }
  });

  it("refuses the female-only subrace after Male, and Male after the subrace", () => {
    expect(planFeaturePick(entry("sulae"), [owned("human"), owned("male")]))
      .toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.notAllowedWith", data: { name: "Sulae Woman", other: "Male" } });
    expect(planFeaturePick(entry("male"), [owned("human"), owned("sulae")]))
      .toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.notAllowed", data: { name: "Male", species: "Sulae Woman" } });
    expect(planFeaturePick(entry("female"), [owned("human"), owned("sulae"), owned("male")])).toMatchObject({ ok: true, remove: ["male-owned"] });
  });

  it("clears what a new species does not allow, naming it", () => {
    const plan = planFeaturePick(entry("tarva"), [owned("human"), owned("garmarnrak"), owned("medium"), owned("male"), owned("darkvision")]);
    expect(plan).toMatchObject({ ok: true, remove: ["human-owned", "garmarnrak-owned", "male-owned"], cleared: ["Garmarnrak", "Male"] });
  });

  it("refuses a sense or movement mode of its own: they come from the species", () => {
    expect(planFeaturePick(entry("darkvision"), [owned("human")])).toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.senseFromSpecies" });
  });
});
