/** The runtime checks derivation applies to an item's unknown `system`, and what derivation does with a part that fails. */
import { describe, expect, it } from "vitest";
import { collectItems, isItemActive } from "../../src/data/actor/derive-items.ts";
import {
  addAttributeNumbers, addProtections, isAttributeNumbers, isItemSet, isSustain, isTrait,
} from "../../src/data/actor/item-system-guards.ts";

describe("item system guards", () => {
  it("want a number for every attribute", () => {
    expect(isAttributeNumbers({ might: 1, energy: 0, spirit: -1 })).toBe(true);
    expect(isAttributeNumbers({ might: 1, energy: 0 })).toBe(false);
    expect(isAttributeNumbers({ might: "1", energy: 0, spirit: 0 })).toBe(false);
  });
  it("add only the numbers of a stored change per attribute or protection type", () => {
    const mods = { might: 1, energy: 1, spirit: 1 };
    addAttributeNumbers(mods, { might: 2, energy: "3" });
    addAttributeNumbers(mods, [5, 5, 5]);
    expect(mods).toEqual({ might: 3, energy: 1, spirit: 1 });
    const protection = { physical: 0, erosion: 0, occult: 0 };
    addProtections(protection, { physical: 1, erosion: 2, occult: 3 });
    addProtections(protection, null);
    expect(protection).toEqual({ physical: 1, erosion: 2, occult: 3 });
  });
  it("check a set's key, partners and bonus", () => {
    const set = { key: "a+b", partners: ["b"], bonus: { might: 0, energy: 0, spirit: 1 } };
    expect(isItemSet(set)).toBe(true);
    expect(isItemSet({ ...set, partners: "b" })).toBe(false);
    expect(isItemSet({ ...set, partners: [2] })).toBe(false);
    expect(isItemSet({ ...set, bonus: null })).toBe(false);
  });
  it("check a load override and a movement mode or sense", () => {
    expect(isSustain({ attribute: "", amount: null })).toBe(true);
    expect(isSustain({ attribute: "spirit", amount: 2 })).toBe(true);
    expect(isSustain({ attribute: "luck", amount: 2 })).toBe(false);
    expect(isSustain({ attribute: "might", amount: "2" })).toBe(false);
    expect(isTrait({ mode: "swim", poor: true }, "mode")).toBe(true);
    expect(isTrait({ mode: "swim", poor: true }, "sense")).toBe(false);
    expect(isTrait({ sense: "dark", poor: "no" }, "sense")).toBe(false);
  });
});

describe("derivation over malformed item systems", () => {
  it("leaves out a part that fails its check instead of counting it or throwing", () => {
    const feature = {
      type: "feature",
      system: {
        attributes: { might: 2, energy: 1, spirit: 0 }, protection: "heavy", immune: ["erosion", "luck"],
        invalidAttributes: "spirit", size: "enormous", speed: "fast", movementModes: [{ mode: "walk", poor: false }, "fly"],
        senses: null, perceptionRange: null, initialPotential: 3,
      },
    };
    const c = collectItems([feature, { type: "ability", system: { level: "2", attributeType: "might", gifted: false } }, { type: "weapon", system: null },
      { type: "accessory", system: { equipped: true, statMods: { maxMobility: 1, speed: "2", perceptionMultiplier: null } } }]);
    expect(c.featureMods).toEqual({ might: 2, energy: 1, spirit: 0 });
    expect(c.protection).toEqual({ physical: 0, erosion: 0, occult: 0 });
    expect([c.maxMobilityMod, c.speedMod, c.perceptionMultiplier]).toEqual([1, 0, 1]);
    expect([...c.immune]).toEqual(["erosion"]);
    expect([...c.invalid]).toEqual([]);
    expect([c.size, c.speed]).toEqual([null, null]);
    expect(c.movementModes).toEqual([{ mode: "walk", poor: false }]);
    expect(c.initialPotential).toBe(3);
    expect(c.abilities).toEqual([]);
  });
  it("counts a carried item only with a known scale, and an item with no system as inactive", () => {
    const gear = (scale: unknown) => ({ type: "gear", system: { carried: true, scale, quantity: 2 } });
    expect(collectItems([gear("light"), gear("huge")]).carried).toEqual({ heavy: 0, light: 2, trivial: 0 });
    expect(isItemActive("weapon", null)).toBe(false);
    expect(isItemActive("weapon", { equipped: true })).toBe(true);
    expect(isItemActive("weapon", { equip: { natural: true } })).toBe(true);
  });
});
