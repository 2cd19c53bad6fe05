/** The item fields the attack planners read from any item's stored `system`, checked at runtime (src/combat/attack/start/stored-item-fields.ts). */
import { describe, expect, it } from "vitest";
import { actionFieldsOf, attackCarrierOf, attacksOf, readyFieldsOf } from "../../src/combat/attack/start/stored-item-fields.ts";

describe("readyFieldsOf", () => {
  it("keeps the equipped flag only when it is a boolean (absent = always in hand), a natural mark and the kinds", () => {
    expect(readyFieldsOf({ equipped: false, equip: { natural: true }, kinds: ["blade", 3] })).toEqual({ equipped: false, equip: { natural: true }, kinds: ["blade"] });
    expect(readyFieldsOf({ equipped: "yes", kinds: "blade" })).toEqual({ kinds: [] });
    expect(readyFieldsOf({ equip: { natural: "yes" } })).toEqual({ equip: { natural: false }, kinds: [] });
  });

  it("reads nothing from what is no object", () => {
    for (const system of [null, undefined, 3, "weapon", ["equipped"]]) expect(readyFieldsOf(system)).toEqual({});
  });
});

describe("actionFieldsOf", () => {
  it("reads an ability's activation and an item's use, each field only of its own type", () => {
    expect(actionFieldsOf({ activation: { action: "tactic", cost: 2 }, use: { kind: "reaction", cost: "1" } })).toEqual({
      activation: { action: "tactic", kind: null, cost: 2 },
      use: { action: null, kind: "reaction", cost: null },
    });
  });

  it("gives no action for a missing or malformed one", () => {
    expect(actionFieldsOf({ activation: "tactic" })).toEqual({ activation: null, use: null });
    expect(actionFieldsOf(null)).toEqual({});
  });
});

describe("attacksOf", () => {
  it("lists the stored attacks, and none when the item stores no list", () => {
    const attack = { label: "Cut" };
    expect(attacksOf({ name: "Sword", system: { attacks: [attack] } })).toEqual([attack]);
    for (const system of [{ attacks: "Cut" }, {}, null, ["Cut"]]) expect(attacksOf({ name: "Sword", system })).toEqual([]);
  });
});

describe("attackCarrierOf", () => {
  it("keeps abilities, weapons and gear (the items that store attacks), and nothing else", () => {
    const item = (type: string) => ({ type, system: { attacks: [] } }) as unknown as Item.Implementation;
    for (const type of ["ability", "weapon", "gear"]) expect(attackCarrierOf(item(type))).not.toBeNull();
    for (const type of ["protection", "accessory", "feature"]) expect(attackCarrierOf(item(type))).toBeNull();
  });
});
