import { describe, expect, it } from "vitest";
import { ITEM_TYPES } from "../../src/data/types.ts";
import { defaultActorSystem, defaultItemSystem, validateActorSystem, validateItemSystem } from "../../src/data/validation.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";

const clone = <T>(x: T): T => structuredClone(x);

describe("validateItemSystem: realistic content is valid", () => {
  const items = [
    I.dagger(), I.revolver(), I.fistsAndFeet(), I.chainmail(), I.bascinet(), I.signetOfPalankai(), I.plainRing(),
    I.human(), I.dwarf(), I.medium(), I.undead(), I.pickpocket(), I.freeWill(), I.rope(), I.healingPotion(),
  ];
  for (const item of items) {
    it(`${item.type} ${item.name}`, () => expect(validateItemSystem(item.type, item.system)).toEqual([]));
  }
  it("defaults are valid for documents (not complete content: no kinds yet)", () => {
    for (const type of ITEM_TYPES) expect(validateItemSystem(type, defaultItemSystem(type), { complete: false })).toEqual([]);
    expect(validateItemSystem("weapon", defaultItemSystem("weapon"))).toEqual(["kinds: missing required field (at least one kind)"]);
  });
});

describe("validateItemSystem: problems", () => {
  const weapon = () => clone(I.dagger().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking

  it("rejects an unknown item type", () => {
    expect(validateItemSystem("spell", {})).toEqual(['type: unknown item type "spell"']);
  });
  it("reports unknown choices with the allowed list", () => {
    const s = weapon();
    s.kinds = ["sword"];
    s.attacks[0].types = ["fire"];
    const problems = validateItemSystem("weapon", s);
    expect(problems).toContain('kinds[0]: unknown choice "sword" (allowed: wrestle, blade, impact, swiping, pole, shield, projectile, throwing, telekinesis, ammunition, exoticWeapon, naturalWeapon)');
    expect(problems.some((p) => p.startsWith('attacks[0].types[0]: unknown choice "fire"'))).toBe(true);
  });
  it("reports values out of bounds and fractions where integers are required", () => {
    const s = weapon();
    s.attacks[0].hits = 0;
    s.attacks[0].dice.divisor = 1.5;
    s.quantity = -1;
    s.block.modifier = 200;
    expect(validateItemSystem("weapon", s).sort()).toEqual([
      "quantity: -1 is below the minimum 0",
      "block.modifier: 200 is above the maximum 99",
      "attacks[0].dice.divisor: must be an integer (got 1.5)",
      "attacks[0].hits: 0 is below the minimum 1",
    ].sort());
  });
  it("reports missing required fields and wrong types", () => {
    const s = weapon();
    delete s.block;
    s.attacks[0].thrown = "yes";
    s.value = "10 gold";
    const problems = validateItemSystem("weapon", s);
    expect(problems).toContain("block: missing required field");
    expect(problems).toContain("attacks[0].thrown: must be true or false");
    expect(problems).toContain("value: must be a number");
  });
  it("allows null only where the schema is nullable", () => {
    const s = weapon();
    s.value = null;
    s.scale = null;
    expect(validateItemSystem("weapon", s)).toEqual([]);
    s.quantity = null;
    expect(validateItemSystem("weapon", s)).toEqual(["quantity: must not be null"]);
  });
  it("checks attacks are complete and coherent", () => {
    const s = clone(I.revolver().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    s.attacks[0].types = [];
    s.attacks[0].defenses = ["dodge", "dodge"];
    s.attacks[0].range = { ...s.attacks[0].range, min: 20 };
    s.reload.value = 7;
    expect(validateItemSystem("weapon", s)).toEqual([
      "attacks[0].types: missing required field (at least one attack type)",
      'attacks[0].defenses: "dodge" is listed twice',
      "attacks[0].range.min: 20 must be below the maximum 15",
      "reload.value: 7 is above the capacity 6",
    ]);
    expect(validateItemSystem("weapon", s, { complete: false })).toHaveLength(3);
  });
  it("checks ability intensify steps against their cap and feature sizes", () => {
    const ab = clone(I.pickpocket().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    ab.intensify.maxSteps = 2;
    ab.intensify.steps = 3;
    ab.attributeType = "agility";
    expect(validateItemSystem("ability", ab)).toEqual([
      'attributeType: unknown choice "agility" (allowed: might, energy, spirit, common)',
      "intensify.steps: 3 is above intensify.maxSteps 2",
    ]);
    const f = clone(I.human().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    f.size = "colossal";
    f.speed = 1.5;
    expect(validateItemSystem("feature", f)).toEqual([
      'size: unknown choice "colossal" (allowed: tiny, small, medium, large, huge, gargantuan)',
    ]);
  });
  it("accepts the empty choice where it is one (attack mode \"\" = neither melee nor ranged)", () => {
    const s = weapon();
    s.attacks[0].mode = "";
    expect(validateItemSystem("weapon", s)).toEqual([]);
    s.attacks[0].action = "";
    expect(validateItemSystem("weapon", s)[0]).toMatch(/^attacks\[0\]\.action: unknown choice ""/);
  });
  it("checks roll modifiers name only qualifiers their roll uses", () => {
    const s = clone(I.chainmail().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    s.rollModifiers = [
      I.rollModifier({ roll: "attack", mode: "melee", weaponKind: "naturalWeapon", modifier: 1, condition: "仅限拳脚" }),
      I.rollModifier({ roll: "block", weaponKind: "shield", perEquipped: true, modifier: 2 }),
      I.rollModifier({ roll: "cast", style: "arcanum", modifier: 2 }),
    ];
    expect(validateItemSystem("protection", s)).toEqual([]);
    s.rollModifiers = [
      I.rollModifier({ roll: "dodge", mode: "ranged", weaponKind: "blade", style: "ritual", modifier: -2 }),
      I.rollModifier({ roll: "block", perEquipped: true, modifier: 1 }),
      I.rollModifier({ roll: "luck", modifier: 1.5 }),
    ];
    expect(validateItemSystem("protection", s)).toEqual([
      "rollModifiers[2].roll: unknown choice \"luck\" (allowed: all, attack, block, dodge, resist, might, energy, spirit, cast, search, investigate)",
      "rollModifiers[2].modifier: must be an integer (got 1.5)",
      'rollModifiers[0].mode: only attack rolls have a mode (roll is "dodge")',
      'rollModifiers[0].weaponKind: only attack and block rolls use a weapon (roll is "dodge")',
      'rollModifiers[0].style: only casting rolls have an ability style (roll is "dodge")',
      "rollModifiers[1].perEquipped: needs a weaponKind to count",
    ]);
  });
  it("checks attacks and the use of protection and accessories like those of weapons", () => {
    const s = clone(I.signetOfPalankai().system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    expect(s.use.kind).toBeTypeOf("string");
    s.attacks = [{ ...clone(I.revolver().system.attacks as Record<string, any>[])[0], types: [] }]; // eslint-disable-line @typescript-eslint/no-explicit-any -- test data poking
    s.use.kind = "sometimes";
    expect(validateItemSystem("accessory", s)).toEqual([
      'use.kind: unknown choice "sometimes" (allowed: passive, tactic, reaction, attached, time)',
      "attacks[0].types: missing required field (at least one attack type)",
    ]);
  });
  it("rejects a non-object system", () => {
    expect(validateItemSystem("gear", null)).toEqual(["system: must be an object"]);
  });
});

describe("validateActorSystem", () => {
  it("accepts the fixtures and the defaults", () => {
    for (const a of [A.freshCharacter(), A.woundedCharacter(), A.armouredCharacter(), A.npcBrute()]) {
      expect(validateActorSystem(a.type, a.system)).toEqual([]);
    }
    expect(validateActorSystem("character", defaultActorSystem("character"))).toEqual([]);
  });
  it("rejects fractional dice lost, negative mobility and a bad log entry", () => {
    const a = A.freshCharacter();
    a.system.attributes.might.lost = 0.5;
    (a.system.mobility as { value: number }).value = -1;
    (a.system.potential as { log: unknown[] }).log.push({ kind: "refund", reason: "adjust", amount: 3, target: "", note: "" });
    expect(validateActorSystem("character", a.system)).toEqual([
      "attributes.might.lost: must be an integer (got 0.5)",
      "mobility.value: -1 is below the minimum 0",
      'potential.log[0].kind: unknown choice "refund" (allowed: spend, renounce)',
    ]);
    expect(validateActorSystem("monster", {})).toEqual(['type: unknown actor type "monster"']);
  });
});
