/**
 * Abilities that make a weapon attack: which of the actor's weapon attacks they can use, and how the ability's change
 * of the pool becomes advantages or disadvantages. The pack abilities of this kind are all covered.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parse } from "yaml";
import { borrowsWeapon, repeatsAnAttack } from "../../src/actions/attack-route.ts";
import { borrowedModifier, makesUndefendable, weaponChoices, type WeaponCandidate } from "../../src/combat/attack/start/borrowed-attack.ts";
import type { StructuredAttack } from "../../src/combat/attack/attack-plan.ts";
import { fromRoot } from "../support/project.ts";

const dice = { pools: ["might" as const], combine: "max" as const, divisor: 1, bonus: 0, mode: "points" as const };
const attack = (over: Partial<StructuredAttack> = {}): StructuredAttack => ({
  label: "", mode: "melee", action: "tactic", cost: 1,
  range: { kind: "adjacent", min: null, max: null, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, noBeyondRange: false },
  area: { shape: "", radius: 0, center: "self" }, targetAttributes: ["might"], dice, hits: 1, types: ["physical"], defenses: ["block"],
  penetration: 0, extraDamage: [], ...over,
});
const weapon = (id: string, system: WeaponCandidate["system"], type = "weapon"): WeaponCandidate => ({ id, name: id, type, system });

const sword = weapon("sword", { equipped: true, kinds: ["blade"], attacks: [attack({ label: "Cut" }), attack({ label: "Throw", mode: "ranged" })] });
const bow = weapon("bow", { equipped: false, kinds: ["projectile"], attacks: [attack({ mode: "ranged" })] });
const claws = weapon("claws", { equipped: false, kinds: ["naturalWeapon"], attacks: [attack({ label: "Claw" })] });
const feint = weapon("feint", { equipped: true, attacks: [attack({ types: [], targetAttributes: [] })] });
const ring = weapon("ring", { equipped: true, attacks: [attack()] }, "accessory");

describe("which weapon attacks an ability can make", () => {
  it("an equipped or any weapon: attacks that deal damage, of the ability's mode, on weapons in hand (natural ones too)", () => {
    const items = [sword, bow, claws, feint, ring];
    const ids = (source: "equipped" | "any", mode: string) => weaponChoices(source, mode, items).map((c) => `${c.itemId}#${c.attackIndex}`);
    expect(ids("equipped", "melee")).toEqual(["sword#0", "claws#0"]);
    expect(ids("any", "ranged")).toEqual(["sword#1"]);
    expect(ids("any", "")).toEqual(["sword#0", "sword#1", "claws#0"]);
  });

  it("a natural weapon: natural weapons only", () => {
    expect(weaponChoices("natural", "melee", [sword, claws]).map((c) => c.itemName)).toEqual(["claws"]);
    expect(weaponChoices("natural", "melee", [sword])).toEqual([]);
  });

  it("names the weapon attack", () => {
    expect(weaponChoices("equipped", "melee", [sword])[0]).toEqual({ itemId: "sword", itemName: "sword", attackIndex: 0, label: "Cut" });
  });

  it("tells borrowing and repeating attacks from the ability's own", () => {
    expect(["equipped", "any", "natural"].every((weapon) => borrowsWeapon({ weapon }))).toBe(true);
    expect(["", "sameAttack", "copyBlocked", null, undefined].some((weapon) => borrowsWeapon({ weapon }))).toBe(false);
    expect(["sameAttack", "copyBlocked"].every((weapon) => repeatsAnAttack({ weapon }))).toBe(true);
    expect(["", "equipped", null].some((weapon) => repeatsAnAttack({ weapon }))).toBe(false);
  });
});

describe("the ability's change of the pool", () => {
  it("halving and fewer dice become disadvantages; more dice become advantages", () => {
    expect(borrowedModifier(5, { divisor: 2, bonus: 0 })).toEqual({ advantage: 0, disadvantage: 3 });
    expect(borrowedModifier(4, { divisor: 1, bonus: -2 })).toEqual({ advantage: 0, disadvantage: 2 });
    expect(borrowedModifier(1, { divisor: 1, bonus: -2 })).toEqual({ advantage: 0, disadvantage: 1 });
    expect(borrowedModifier(3, { divisor: 1, bonus: 2 })).toEqual({ advantage: 2, disadvantage: 0 });
    expect(borrowedModifier(3, { divisor: 1, bonus: 0 })).toEqual({ advantage: 0, disadvantage: 0 });
  });

  it("always leaves trunc(dice ÷ divisor) + bonus dice (at least 0 before the one-die minimum)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: -5, max: 5 }), (n, divisor, bonus) => {
      const m = borrowedModifier(n, { divisor, bonus });
      return n + m.advantage - m.disadvantage === Math.max(0, Math.trunc(n / divisor) + bonus) && (m.advantage === 0 || m.disadvantage === 0);
    }));
  });

  it("reads a malformed divisor as 1 and a malformed bonus as 0", () => {
    expect(borrowedModifier(4, { divisor: 0, bonus: 0.5 })).toEqual({ advantage: 0, disadvantage: 0 });
  });
});

describe("an ability making its weapon attack undefendable", () => {
  it("is read from the generator's rider, in Chinese or English, and from nothing else", () => {
    expect(makesUndefendable(["无法防御"])).toBe(true);
    expect(makesUndefendable(["knockback 3 steps", "cannot be defended"])).toBe(true);
    expect(makesUndefendable(["命中后击退3步"])).toBe(false);
    expect(makesUndefendable([])).toBe(false);
    expect(makesUndefendable(undefined)).toBe(false);
  });

  it("matches Pincer Strike in the pack and in its English translation", () => {
    const doc = parse(readFileSync(fromRoot("packs", "abilities", "pincer-strike.yml"), "utf8")) as { system: { attacks: { riders: string[] }[] } };
    expect(makesUndefendable(doc.system.attacks[0]!.riders)).toBe(true);
    const english = JSON.parse(readFileSync(fromRoot("translations", "en", "meshal-lite.abilities.json"), "utf8")) as { entries: Record<string, { name?: string; attacks?: { riders?: string[] }[] }> };
    const pincer = Object.values(english.entries).find((e) => e.name === "Pincer Strike");
    expect(makesUndefendable(pincer?.attacks?.[0]?.riders)).toBe(true);
  });
});

describe("the pack abilities that make a weapon attack", () => {
  const dir = fromRoot("packs", "abilities");
  const borrowing = readdirSync(dir).flatMap((file) => {
    const doc = parse(readFileSync(`${dir}/${file}`, "utf8")) as { name: string; system: { attacks?: { weapon?: string; mode?: string; dice: { divisor: number; bonus: number } }[] } };
    return (doc.system.attacks ?? []).filter((a) => borrowsWeapon(a)).map((a) => ({ name: doc.name, attack: a }));
  });

  it("exist, and each names a weapon source and a pool change the card can count", () => {
    expect(borrowing.length).toBeGreaterThanOrEqual(4);
    for (const { name, attack: a } of borrowing) {
      expect(Number.isInteger(a.dice.divisor) && a.dice.divisor >= 1, name).toBe(true);
      expect(Number.isInteger(a.dice.bonus), name).toBe(true);
      expect(["melee", "ranged", ""], name).toContain(a.mode ?? "");
    }
  });
});
