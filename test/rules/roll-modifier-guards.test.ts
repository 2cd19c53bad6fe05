/** Stored roll modifiers read from an item's unknown `system`: whole modifiers only, and no crash on a bad system. */
import { describe, expect, it } from "vitest";
import { isRollModifierData, rollModifiersFor, storedRollModifiers } from "../../src/rules/roll-modifiers.ts";

const whole = { roll: "dodge", mode: "", weaponKind: "", style: "", perEquipped: false, modifier: -2, condition: "" };

describe("stored roll modifiers", () => {
  it("accept a modifier with every field of its kind", () => {
    expect(isRollModifierData(whole)).toBe(true);
    expect(isRollModifierData({ ...whole, modifier: "-2" })).toBe(false);
    expect(isRollModifierData({ ...whole, condition: undefined })).toBe(false);
    expect(isRollModifierData(null)).toBe(false);
  });
  it("skip what is not a whole modifier, and read no list from a system without one", () => {
    expect(storedRollModifiers({ rollModifiers: [whole, { roll: "dodge", modifier: 1 }, 3] })).toEqual([whole]);
    expect(storedRollModifiers({ rollModifiers: "dodge" })).toEqual([]);
    expect(storedRollModifiers(null)).toEqual([]);
  });
  it("treat an item with no system as not equipped, also when counting weapons of a kind", () => {
    const items = [
      { name: "Broken", type: "weapon", system: null },
      { name: "Guard", type: "accessory", system: { equipped: true, rollModifiers: [{ ...whole, roll: "block", weaponKind: "blade", perEquipped: true, modifier: 1 }] } },
      { name: "Blade", type: "weapon", system: { equipped: true, kinds: "blade" } },
    ];
    expect(rollModifiersFor(items, { roll: "block" })).toMatchObject({ advantage: 0, disadvantage: 0 });
  });
});
