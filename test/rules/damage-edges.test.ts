import { describe, expect, it } from "vitest";
import { applyDamage, damageToRemove, defaultDamageSplit, suggestedDamageSplit } from "../../src/rules/damage.ts";

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

// Issue 35: the split the card offers the defender first.
describe("suggested split", () => {
  it("takes each die from the attribute with the most dice left, so every attribute stays above 0 while one can", () => {
    expect(suggestedDamageSplit(4, ["might", "energy"], { might: 4, energy: 3, spirit: 3 })).toEqual({ might: 3, energy: 1 });
    expect(suggestedDamageSplit(3, ["might", "energy", "spirit"], { might: 2, energy: 2, spirit: 2 })).toEqual({ might: 1, energy: 1, spirit: 1 });
    expect(suggestedDamageSplit(5, ["energy", "might"], { might: 1, energy: 6, spirit: 3 })).toEqual({ energy: 5 });
  });

  it("is always a legal split: the dice to remove, no share above an attribute's dice, void and empty attributes left out", () => {
    for (const [damage, d] of [[9, { might: 2, energy: 3, spirit: null }], [0, dice], [2, { might: 0, energy: 1, spirit: 1 }]] as const) {
      const split = suggestedDamageSplit(damage, ["might", "energy", "spirit"], d);
      expect(applyDamage({ damage, targets: ["might", "energy", "spirit"], dice: d, allocation: split }).valid).toBe(true);
    }
  });
});
