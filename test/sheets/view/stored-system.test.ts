import { describe, expect, it } from "vitest";
import { recordsOf } from "../../../src/rules/guards.ts";
import { attackWordsSourceOf } from "../../../src/sheets/view/attack-words.ts";
import { numbersOf, refillSourceOf } from "../../../src/sheets/view/item-words.ts";
import { storedAttack, storedAttacks, storedDice } from "../../../src/sheets/view/stored-attacks.ts";
import { itemRow } from "../../../src/sheets/view/item-rows.ts";

const env = { localize: (key: string) => key };

describe("reading a stored item's untyped system", () => {
  it("keeps a well-formed attack as stored", () => {
    const attack = {
      label: "Stab", mode: "melee", action: "reaction", cost: 2, hits: 3, types: ["physical"], defenses: ["block"], requiresEquip: false, weapon: "", thrown: false,
      dice: { pools: ["might", "energy"], combine: "min", divisor: 2, bonus: 1, mode: "faceSum" },
    };
    expect(storedAttack(attack)).toEqual(attack);
  });

  it("gives a malformed attack the schema's defaults, keeping every index", () => {
    const attacks = storedAttacks({ attacks: [null, { label: 5, dice: { pools: ["might", "luck", 3], divisor: "2" }, types: ["physical", "nonsense"] }] });
    expect(attacks).toHaveLength(2);
    expect(attacks[0]).toMatchObject({ label: "", action: "tactic", cost: 0, hits: 1, types: [], requiresEquip: true });
    expect(attacks[1]?.dice).toEqual({ pools: ["might"], combine: "max", divisor: 1, bonus: 0, mode: "points" });
    expect(attacks[1]?.types).toEqual(["physical"]);
    expect(storedAttacks({ attacks: "none" })).toEqual([]);
    expect(storedAttacks(null)).toEqual([]);
    expect(storedDice(undefined)).toEqual({ pools: [], combine: "max", divisor: 1, bonus: 0, mode: "points" });
  });

  it("reads a reload only when it is an object, numbers only where they are numbers", () => {
    expect(refillSourceOf(undefined)).toBeUndefined();
    expect(refillSourceOf({ capacity: 6, value: "x", cost: "2" })).toEqual({ capacity: 6, value: 0, cost: null, time: "", perAction: 1, ammunition: "" });
    expect(numbersOf({ might: 1, energy: "2", spirit: -1 })).toEqual({ might: 1, spirit: -1 });
    expect(recordsOf([{ a: 1 }, null, [], "x", { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(recordsOf({ a: 1 })).toEqual([]);
  });

  it("leaves malformed attack words out instead of passing them on", () => {
    const words = attackWordsSourceOf({ range: { kind: "steps", max: "far", min: null }, extraDamage: [{ op: "mul", value: 2 }, "x"], types: "physical" });
    expect(words.range).toMatchObject({ kind: "steps", min: null, max: undefined });
    expect(words.extraDamage).toEqual([{ op: "mul", value: 2 }]);
    expect(words.types).toEqual([]);
    expect(words.targets).toBeUndefined();
  });

  it("a row of an item with a malformed system shows defaults instead of failing", () => {
    const row = itemRow({ id: "w", name: "Odd", type: "weapon", system: { quantity: "3", equip: "yes", reload: { capacity: 2 }, attacks: [{ cost: 1 }] } }, env);
    expect(row).toMatchObject({ quantity: 1, natural: false, equipCost: "0⚡", loaded: { value: 0, max: 2 } });
    expect(row.attacks).toHaveLength(1);
    expect(row.attacks[0]?.cost).toBe(1);
  });
});
