import { describe, expect, it } from "vitest";
import { applyDamage, damageToRemove, defaultDamageSplit } from "../../src/rules/damage.ts";

const dice = { might: 4, energy: 3, spirit: 3 };

describe("damage: guards name the function and the argument", () => {
  it("refuses negative damage and negative dice", () => {
    expect(() => damageToRemove(-1, ["might"], dice)).toThrow("damageToRemove: damage must be at least 0, got -1");
    expect(() => applyDamage({ damage: -2, targets: ["might"], dice })).toThrow("applyDamage: damage must be at least 0, got -2");
    expect(() => applyDamage({ damage: 1, targets: ["might"], dice: { ...dice, energy: -1 } })).toThrow(
      "applyDamage: dice.energy must be at least 0, got -1",
    );
  });
});

describe("damage: the split (§6.3)", () => {
  it("default split skips void and empty attributes, naming only those it takes from", () => {
    expect(defaultDamageSplit(2, ["might", "energy", "spirit"], { might: 0, energy: null, spirit: 3 })).toEqual({ spirit: 2 });
  });

  it("ignores a share of 0, even for an attribute the attack does not name", () => {
    const out = applyDamage({ damage: 2, targets: ["might"], dice, allocation: { might: 2, energy: 0 } });
    expect(out).toEqual({ valid: true, diceAfter: { might: 2, energy: 3, spirit: 3 }, state: "conscious", removed: 2 });
  });

  it("ignores a share left empty (undefined), as a form may send it", () => {
    const out = applyDamage({ damage: 1, targets: ["might"], dice, allocation: { might: 1, spirit: undefined } });
    expect(out).toMatchObject({ valid: true, diceAfter: { might: 3, energy: 3, spirit: 3 }, removed: 1 });
  });

  it("refuses a share given to a void attribute, saying why", () => {
    const out = applyDamage({ damage: 1, targets: ["might", "energy"], dice: { ...dice, might: null }, allocation: { might: 1 } });
    expect(out).toEqual({ valid: false, code: "voidTarget", attribute: "might", reason: "might is void and takes no damage" });
  });
});
