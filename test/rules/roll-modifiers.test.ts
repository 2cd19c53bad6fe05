/**
 * Which item roll modifiers apply to a roll: only equipped or natural items count, every filter (roll, pool, mode,
 * weapon kind, style) must match, `perEquipped` scales by the equipped weapons of the kind, and a conditional modifier
 * is listed as situational without being applied.
 */
import { describe, expect, it } from "vitest";
import { isRollModifierData, rollModifiersFor, type RollModifierData } from "../../src/rules/roll-modifiers.ts";

const mod = (over: Partial<RollModifierData>): RollModifierData => ({
  roll: "attack", mode: "", weaponKind: "", style: "", perEquipped: false, modifier: 1, condition: "", ...over,
});
const worn = (name: string, ...mods: Partial<RollModifierData>[]) =>
  ({ name, type: "accessory", system: { equipped: true, rollModifiers: mods.map(mod) } });
const weapon = (name: string, kinds: string[], equipped = true) => ({ name, type: "weapon", system: { equipped, kinds } });

describe("isRollModifierData", () => {
  it.each(["roll", "mode", "weaponKind", "style", "perEquipped", "modifier", "condition"])("refuses a modifier without %s", (field) => {
    expect(isRollModifierData({ ...mod({}), [field]: undefined })).toBe(false);
  });
});

describe("rollModifiersFor", () => {
  it("applies an equipped item's modifier to its roll with the exact entry, and nothing to other rolls", () => {
    const items = [worn("Shield", { roll: "block", modifier: 2 })];
    expect(rollModifiersFor(items, { roll: "block" })).toEqual({
      advantage: 2, disadvantage: 0, applied: [{ source: "Shield", modifier: 2, condition: "" }], situational: [],
    });
    expect(rollModifiersFor(items, { roll: "dodge" })).toEqual({ advantage: 0, disadvantage: 0, applied: [], situational: [] });
  });

  it("a negative modifier is that many disadvantages", () => {
    expect(rollModifiersFor([worn("Heavy helm", { roll: "search", modifier: -1 })], { roll: "search" }))
      .toMatchObject({ advantage: 0, disadvantage: 1 });
  });

  it("counts an unequipped natural item, never an unequipped ordinary one", () => {
    const claws = { name: "Claws", type: "weapon", system: { equipped: false, equip: { natural: true }, rollModifiers: [mod({})] } };
    const stowed = { name: "Charm", type: "accessory", system: { equipped: false, equip: { natural: false }, rollModifiers: [mod({})] } };
    expect(rollModifiersFor([claws, stowed], { roll: "attack" }).applied.map((a) => a.source)).toEqual(["Claws"]);
  });

  it("'all' applies to every roll", () => {
    expect(rollModifiersFor([worn("Blessing", { roll: "all" })], { roll: "investigate" })).toMatchObject({ advantage: 1 });
  });

  it.each(["might", "energy", "spirit"])("a %s modifier applies to any roll with those dice, not to one without", (attr) => {
    const items = [worn("Token", { roll: attr })];
    expect(rollModifiersFor(items, { roll: "block", pools: [attr] })).toMatchObject({ advantage: 1 });
    expect(rollModifiersFor(items, { roll: "block", pools: [] })).toMatchObject({ advantage: 0 });
    expect(rollModifiersFor(items, { roll: "block" })).toMatchObject({ advantage: 0 });
  });

  it("only attribute modifiers match through the pools", () => {
    expect(rollModifiersFor([worn("Ward", { roll: "dodge" })], { roll: "block", pools: ["dodge"] })).toMatchObject({ advantage: 0 });
  });

  it("a mode-bound modifier needs that attack mode; a modeless one fits any", () => {
    const items = [worn("Sight", { mode: "ranged" }), worn("Grip", { mode: "" })];
    const sources = (mode?: string) => rollModifiersFor(items, { roll: "attack", mode }).applied.map((a) => a.source);
    expect(sources("ranged")).toEqual(["Sight", "Grip"]);
    expect(sources("melee")).toEqual(["Grip"]);
    expect(sources()).toEqual(["Grip"]);
  });

  it("a weapon-kind modifier needs a weapon of that kind in use", () => {
    const items = [worn("Blade oil", { weaponKind: "blade" })];
    expect(rollModifiersFor(items, { roll: "attack", weaponKinds: ["axe", "blade"] })).toMatchObject({ advantage: 1 });
    expect(rollModifiersFor(items, { roll: "attack", weaponKinds: ["axe"] })).toMatchObject({ advantage: 0 });
    expect(rollModifiersFor(items, { roll: "attack" })).toMatchObject({ advantage: 0 });
  });

  it("a style-bound modifier needs a cast of that style", () => {
    const items = [worn("Ember ring", { roll: "cast", style: "fire" })];
    expect(rollModifiersFor(items, { roll: "cast", style: "fire" })).toMatchObject({ advantage: 1 });
    expect(rollModifiersFor(items, { roll: "cast", style: "frost" })).toMatchObject({ advantage: 0 });
    expect(rollModifiersFor(items, { roll: "cast" })).toMatchObject({ advantage: 0 });
  });

  it("perEquipped multiplies by the equipped weapons of the kind (not stowed or broken ones, other kinds or item types)", () => {
    const items = [
      worn("Twin style", { weaponKind: "blade", perEquipped: true, modifier: 1 }),
      { name: "Broken", type: "weapon", system: null },
      weapon("Left blade", ["blade"]),
      weapon("Right blade", ["dagger", "blade"]),
      weapon("Spare blade", ["blade"], false),
      weapon("Axe", ["axe"]),
      { name: "Blade charm", type: "accessory", system: { equipped: true, kinds: ["blade"] } },
    ];
    expect(rollModifiersFor(items, { roll: "attack", weaponKinds: ["blade"] })).toEqual({
      advantage: 2, disadvantage: 0, applied: [{ source: "Twin style", modifier: 2, condition: "" }], situational: [],
    });
  });

  it("a modifier worth 0 (or scaled to 0) is not listed at all", () => {
    const items = [worn("Dull", { modifier: 0 }), worn("Twin style", { weaponKind: "blade", perEquipped: true, modifier: 1 })];
    expect(rollModifiersFor(items, { roll: "attack", weaponKinds: ["blade"] }))
      .toEqual({ advantage: 0, disadvantage: 0, applied: [], situational: [] });
  });

  it("a conditional modifier is situational and not counted; a blank condition is none", () => {
    const items = [worn("Night eyes", { roll: "search", modifier: 2, condition: "in darkness" }), worn("Lens", { roll: "search", condition: "  " })];
    expect(rollModifiersFor(items, { roll: "search" })).toEqual({
      advantage: 1,
      disadvantage: 0,
      applied: [{ source: "Lens", modifier: 1, condition: "  " }],
      situational: [{ source: "Night eyes", modifier: 2, condition: "in darkness" }],
    });
  });
});
