import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import * as I from "../../fixtures/data-items.ts";
import { attributeViews, mobilityView, pips, protectionViews } from "../../../src/sheets/character/attributes-view.ts";
import { headerView } from "../../../src/sheets/character/header-view.ts";
import { abilityGroups } from "../../../src/sheets/character/abilities-view.ts";
import { carriedView, inventoryGroups } from "../../../src/sheets/character/inventory-view.ts";
import { descriptorViews, featureRows } from "../../../src/sheets/character/biography-view.ts";
import { attributeModifiers, namedModifiers } from "../../../src/actions/modifier-sources.ts";
import { characterContext } from "../../../src/sheets/character/context.ts";
import { prepared } from "./support.ts";

describe("attribute pips and values", () => {
  it("draws current dice filled and lost dice empty, with trained/base/temp", () => {
    const c = prepared(A.woundedCharacter);
    const [might, energy] = attributeViews(c.system);
    // Dwarf +1 on trained 4 → base 5; 4 lost → 1 of 5.
    expect(might).toMatchObject({ display: "1/5", trained: 4, base: 5, temp: 0, lost: 4, canLose: true, canRecover: true });
    expect(might!.pips.map((p) => p.filled)).toEqual([true, false, false, false, false]);
    expect(energy).toMatchObject({ display: "0/3", empty: true, canLose: false });
  });

  it("shows a void attribute as – with no pips and no controls", () => {
    const c = prepared(A.freshCharacter, (a) => { a.system.attributes.spirit.invalid = true; });
    const spirit = attributeViews(c.system)[2]!;
    expect(spirit).toMatchObject({ display: "–", invalid: true, pips: [], canLose: false, canRecover: false, cap: null });
  });

  it("summarises pips beyond the maximum", () => {
    expect(pips(15, 15).pips).toHaveLength(12);
    expect(pips(15, 15).overflow).toBe(3);
  });

  it("counts the temporary bonus of an equipped accessory", () => {
    const spirit = attributeViews(prepared(A.armouredCharacter).system)[2]!;
    expect(spirit).toMatchObject({ trained: 3, base: 3, temp: 1, display: "3/4" });
  });
});

describe("protections and mobility", () => {
  it("sums gear, marks negative values as weaknesses and lists immunities", () => {
    const c = prepared(A.armouredCharacter, (a) => { a.system.immune = ["occult"]; });
    const { protections, immunities } = protectionViews(c.system);
    expect(protections.map((p) => [p.id, p.display, p.weakness])).toEqual([
      ["physical", "+4", false], ["erosion", "−1", true], ["occult", "+1", false],
    ]);
    expect(immunities).toEqual([{ id: "occult", labelKey: "MESHAL.AttackType.occult" }]);
  });

  it("draws mobility as pips", () => {
    const m = mobilityView(prepared(A.freshCharacter, (a) => { a.system.mobility = { value: 1, max: 3 }; }).system);
    expect(m.pips.map((p) => p.filled)).toEqual([true, false, false]);
    expect(m).toMatchObject({ display: "1/3", canSpend: true, canRestore: true });
  });
});

describe("header", () => {
  it("lists species first, speeds per mode (poor halved), senses, strength/unspent and consciousness", () => {
    const c = prepared(A.woundedCharacter);
    const h = headerView(c.system, c.items);
    expect(h.species).toBe("Dwarf");
    expect(h.features[0]).toMatchObject({ name: "Dwarf", kind: "species" });
    expect(h.sizeLabelKey).toBe("MESHAL.Choice.size.medium");
    expect(h.speeds).toEqual([
      { mode: "walk", labelKey: "MESHAL.Choice.movementMode.walk", speed: 2, poor: false },
      { mode: "climb", labelKey: "MESHAL.Choice.movementMode.climb", speed: 2, poor: false },
    ]);
    expect(h.potential.display).toBe("9/27");
    expect(h.consciousness).toEqual({ state: "unconscious", labelKey: "MESHAL.Status.unconscious", alert: true });
  });

  it("halves the speed of a poor mode", () => {
    const c = prepared(A.freshCharacter);
    expect(headerView(c.system, c.items).speeds.find((s) => s.mode === "climb")).toMatchObject({ speed: 1.5, poor: true });
  });
});

describe("roll modifiers of equipped items", () => {
  const withMods = () => prepared(A.armouredCharacter, (a) => {
    const chain = a.items.find((i) => i.name === "Chainmail")!;
    chain.system.rollModifiers = [I.rollModifier({ roll: "energy", modifier: -2 }), I.rollModifier({ roll: "dodge", modifier: -1 })];
    const ring = a.items.find((i) => i.name === "Signet of Palankai")!;
    ring.system.rollModifiers = [I.rollModifier({ roll: "all", modifier: 1, condition: "in darkness" })];
    const spare = I.plainRing(false);
    spare.system.rollModifiers = [I.rollModifier({ roll: "energy", modifier: 3 })];
    a.items.push(spare);
  });

  it("names each source, applies unconditional ones and only offers conditional ones", () => {
    const r = attributeModifiers(withMods().items, "energy");
    expect(r.advantage).toBe(0);
    expect(r.disadvantage).toBe(2);
    expect(r.sources).toEqual([
      { name: "Chainmail", amount: -2, applied: true, condition: "" },
      { name: "Signet of Palankai", amount: 1, applied: false, condition: "in darkness" },
    ]);
  });

  it("ignores modifiers of other rolls and of unequipped items", () => {
    const r = attributeModifiers(withMods().items, "might");
    expect(r.sources.map((s) => s.name)).toEqual(["Signet of Palankai"]);
    expect(r.advantage + r.disadvantage).toBe(0);
  });

  it("multiplies a per-equipped modifier by the equipped weapons of its kind", () => {
    const c = prepared(A.armouredCharacter, (a) => {
      const dagger = a.items.find((i) => i.name === "Dagger")!;
      dagger.system.equipped = true;
      dagger.system.rollModifiers = [I.rollModifier({ roll: "block", weaponKind: "wrestle", perEquipped: true, modifier: 1 })];
      a.items.push(I.fistsAndFeet());
    });
    // The equipped dagger and the natural fists are both wrestle weapons.
    const r = namedModifiers(c.items, { roll: "block", pools: ["might"], weaponKinds: ["wrestle"] });
    expect(r.advantage).toBe(2);
    expect(namedModifiers(c.items, { roll: "block", pools: ["might"], weaponKinds: ["blade"] }).sources).toEqual([]);
  });
});

describe("abilities tab", () => {
  it("groups by attribute with load against the base cap and flags over-cap", () => {
    const c = prepared(A.freshCharacter, (a) => {
      a.items.push(I.ability("crush", 2, "might"), I.ability("smash", 2, "might"));
    });
    const groups = abilityGroups(c.system, c.items);
    const might = groups.find((g) => g.id === "might")!;
    expect(might).toMatchObject({ load: 4, cap: 3, over: true, percent: 100 });
    expect(might.abilities.map((a) => a.name)).toEqual(["crush", "smash"]);
    expect(groups.find((g) => g.id === "spirit")!.abilities[0]).toMatchObject({ name: "free-will", gifted: true });
    expect(groups.find((g) => g.id === "spirit")!.load).toBe(0);
  });

  it("shows activation, cost, intensifications and the use kind", () => {
    const c = prepared(A.armouredCharacter, (a) => {
      const p = a.items.find((i) => i.name === "pickpocket")!;
      (p.system.intensify as { steps: number }).steps = 2;
    });
    const row = abilityGroups(c.system, c.items).find((g) => g.id === "common")!.abilities[0]!;
    expect(row).toMatchObject({ level: 3, steps: 2, activationKey: "MESHAL.Choice.activationKind.time", activationTime: "10 seconds", use: "post" });
  });
});

describe("inventory tab", () => {
  it("groups items, marks scale and equip state, and builds attack buttons with dice and cost", () => {
    const c = prepared(A.armouredCharacter);
    const groups = inventoryGroups(c.system, c.items);
    expect(groups.map((g) => g.type)).toEqual(["weapon", "protection", "accessory", "gear"]);
    const chain = groups[1]!.items.find((i) => i.name === "Chainmail")!;
    expect(chain).toMatchObject({ scaleMark: "H", equipped: true, equippable: true });
    const dagger = groups[0]!.items[0]!;
    expect(dagger.attacks[0]).toMatchObject({ diceText: "energy÷2", dice: 1, hits: 2, costText: "1⚡" });
    expect(groups[3]!.items[0]).toMatchObject({ name: "Rope", quantity: 2, scaleMark: "L" });
  });

  it("counts carried items against the limits", () => {
    const c = prepared(A.armouredCharacter, (a) => { a.items.push(I.chainmail(false), I.chainmail(false), I.chainmail(false)); });
    expect(carriedView(c.system)).toMatchObject({ heavy: 4, heavyMax: 3, heavyOver: true, light: 3, lightOver: false });
  });

  it("lists uses and loaded rounds as inline counters", () => {
    const c = prepared(A.freshCharacter, (a) => { a.items.push(I.revolver()); });
    const rev = inventoryGroups(c.system, c.items)[0]!.items.find((i) => i.name === "9mm Revolver")!;
    expect(rev.uses).toEqual([{ path: "system.reload.value", labelKey: "MESHAL.CharacterSheet.reload", value: 6, max: 6 }]);
    expect(rev.attacks[0]!.dice).toBe(1);
  });
});

describe("features and biography", () => {
  it("shows optional descriptors only with the extra-features rule", () => {
    const c = prepared(A.freshCharacter);
    expect(descriptorViews(c.system, false).map((d) => d.key)).toEqual(["alias"]);
    expect(descriptorViews(c.system, true).map((d) => d.key)).toContain("sexuality");
  });

  it("lists the gifted abilities each feature grants", () => {
    const c = prepared(A.freshCharacter);
    expect(featureRows(c.items).find((f) => f.name === "Human")!.gifts).toEqual(["free-will"]);
  });
});

describe("whole context", () => {
  it("puts the equipped roll modifiers on each attribute and the creation budget only in creation mode", () => {
    const c = prepared(A.armouredCharacter);
    const ctx = characterContext(c, { creation: false });
    expect(ctx.creationBudget).toBeNull();
    expect(ctx.attributes[0]!.modifiers).toEqual({ advantage: 0, disadvantage: 0, sources: [] });
    expect(characterContext(c, { creation: true }).creationBudget).not.toBeNull();
    expect(ctx.tabs.filter((t) => t.active).map((t) => t.id)).toEqual(["abilities"]);
  });
});
