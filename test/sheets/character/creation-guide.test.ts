/**
 * Issue 22: creation as a guided flow. A feature pick shows what it gives before it is chosen; the ability picker
 * shows each ability's summary, cost and needs, filters by level, and knows owned abilities by identifier (a renamed
 * or translated copy is still owned); each step's badge ticks only when that step is really done.
 */
import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import * as I from "../../fixtures/data-items.ts";
import { abilityChoices, abilityLevels, abilitySummary, featureChoices } from "../../../src/sheets/character/creation/creation-choices.ts";
import type { IndexEntry } from "../../../src/sheets/character/creation/index-entry.ts";
import { creationBudget } from "../../../src/sheets/character/creation/creation.ts";
import { prepared } from "./support.ts";

const HUMAN: IndexEntry = {
  uuid: "human", name: "Human",
  system: {
    kind: "species", identifier: "human", initialPotential: 12, speed: 3, perceptionRange: 100, senses: [{ sense: "five-senses", poor: false }],
    giftedAbilities: ["free-will"], equipSlots: [{ slot: "weapon", count: 2 }],
  },
};
const ABILITIES: IndexEntry[] = [
  { uuid: "free", name: "Free Will", system: { identifier: "free-will", level: 0, attributeType: "common", gifted: true } },
  { uuid: "crush", name: "Crush", system: {
    identifier: "crush", level: 2, attributeType: "might", requirements: ["a blunt weapon"],
    description: "<p>Level 2 Might ability. Obtain: Sustain 2 Might, 6 potential.</p><p>Effect: Smash @UUID[Compendium.x.Item.y]{a door} open.</p>",
  } },
  { uuid: "lore", name: "Herb Lore", system: { identifier: "herb-lore", level: 1, attributeType: "common", description: "<p>效果：辨认草药。</p>" } },
];

describe("what a feature gives, shown before it is picked", () => {
  it("lists potential, speed, perception, senses, gifts by name and equip slots", () => {
    const option = featureChoices([HUMAN], [], ABILITIES)[0]!.options[0]!;
    expect(option.gives).toEqual([
      { key: "MESHAL.CharacterSheet.creation.gives.potential", n: 12, labelKey: null, name: null },
      { key: "MESHAL.CharacterSheet.creation.gives.speed", n: 3, labelKey: null, name: null },
      { key: "MESHAL.CharacterSheet.creation.gives.perception", n: 100, labelKey: null, name: null },
      { key: "MESHAL.CharacterSheet.creation.gives.sense", n: 0, labelKey: "MESHAL.Choice.sense.five-senses", name: null },
      { key: "MESHAL.CharacterSheet.creation.gives.gift", n: 0, labelKey: null, name: "Free Will" },
      { key: "MESHAL.CharacterSheet.creation.gives.slot", n: 2, labelKey: "MESHAL.Choice.equipSlot.weapon", name: null },
    ]);
  });
});

describe("the ability picker", () => {
  it("shows the effect as the summary, the needs and the attribute it occupies", () => {
    const c = prepared(A.freshCharacter);
    const crush = abilityChoices(ABILITIES, c.system, c.items).rows.find((r) => r.uuid === "crush")!;
    expect(crush).toMatchObject({ summary: "Smash a door open.", requirements: ["a blunt weapon"], loadKey: "MESHAL.Attribute.might", cost: 6 });
    expect(abilitySummary("<p>效果：辨认草药。</p>")).toBe("辨认草药。");
  });

  it("filters by level and offers the levels of the pickable abilities", () => {
    const c = prepared(A.freshCharacter);
    expect(abilityChoices(ABILITIES, c.system, c.items, { level: "1" }).rows.map((r) => r.uuid)).toEqual(["lore"]);
    expect(abilityLevels(ABILITIES, "2")).toEqual([{ value: "1", selected: false }, { value: "2", selected: true }]);
  });

  it("knows an owned ability by its identifier, whatever its name", () => {
    const c = prepared(A.freshCharacter, (a) => a.items.push(I.ability("Zerschmettern", 2, "might", { identifier: "crush" })));
    const crush = abilityChoices(ABILITIES, c.system, c.items).rows.find((r) => r.uuid === "crush")!;
    expect(crush).toMatchObject({ owned: true, allowed: false, reasonKey: "MESHAL.CharacterSheet.creation.owned" });
  });
});

describe("step badges", () => {
  it("tick only for work done: no raise, no ability bought, no gear means those steps are open", () => {
    const c = prepared(A.freshCharacter, (a) => {
      a.items = a.items.filter((i) => !["weapon", "protection", "accessory", "gear"].includes(i.type) && !(i.type === "ability" && !i.system.gifted));
      a.items.push(I.male());
    });
    const done = Object.fromEntries(creationBudget(c.system, c.items).steps.map((s) => [s.id, s.done]));
    expect(done).toEqual({ features: true, attributes: false, abilities: false, gear: false, finish: false });
  });

  it("tick for a raise, a bought ability and owned gear", () => {
    const c = prepared(A.freshCharacter, (a) => {
      (a.system.potential as { log: unknown[] }).log.push({ kind: "spend", reason: "raise", amount: 9, target: "might", note: "3→4" });
      (a.system.potential as { log: unknown[] }).log.push({ kind: "spend", reason: "obtain", amount: 6, target: "crush", note: "" });
      a.system.attributes.might.trained = 4;
      a.items.push(I.male(), I.ability("crush", 2, "might"), { ...I.dagger(), system: { ...I.dagger().system, value: 1080 } });
    });
    expect(creationBudget(c.system, c.items).steps.every((s) => s.done)).toBe(true);
  });
});
