/**
 * Issue 36 #4, seed l.248 "使用此类武器攻击时，将会累加所用弹药的攻击效果和优势/劣势": a weapon records which rounds it
 * holds (`reload.rounds`, first loaded first fired, each kind with its effects) and an attack adds the effects of the
 * rounds it fires — penetration, added attack types, extra damage, riders, and their dice bonus as advantages.
 */
import { describe, expect, it } from "vitest";
import { firedEffects, plainRounds, roundEffectsOf, roundGroupsOf, takeRounds } from "../../src/actions/loaded-rounds.ts";
import { addRounds } from "../../src/actions/reload.ts";
import { attackToMake } from "../../src/combat/attack/start/attack-start-plan.ts";
import { armWithRounds } from "../../src/combat/attack/attack-rounds.ts";
import { revolver } from "../fixtures/data-items.ts";
import { byIdentifier, packSources } from "../support/packs.ts";

const weapons = packSources("weapons").map(({ doc }) => doc);
/** A pack round as a loaded group: its identifier, name and `ammunition` effects. */
const packRound = (identifier: string, count: number) => {
  const doc = byIdentifier(weapons, identifier);
  return { identifier, name: doc.name, count, ...roundEffectsOf(doc.system.ammunition) };
};

describe("the rounds a weapon holds", () => {
  it("reads the named groups up to the loaded count, then plain rounds for the rest", () => {
    const ap = packRound("9mm-armor-piercing-round", 2);
    expect(roundGroupsOf({ value: 3, rounds: [ap] })).toEqual([ap, plainRounds(1)]);
    expect(roundGroupsOf({ value: 1, rounds: [ap, packRound("9mm-round", 4)] })).toEqual([{ ...ap, count: 1 }]);
    expect(roundGroupsOf({ value: 2 })).toEqual([plainRounds(2)]);
    expect(roundGroupsOf(null)).toEqual([]);
  });

  it("fires the first loaded first, and a reload joins the last group of the same kind", () => {
    const groups = [packRound("bolt", 1), packRound("poisoned-bolt", 2)];
    expect(takeRounds(groups, 2)).toEqual({ fired: [packRound("bolt", 1), packRound("poisoned-bolt", 1)], left: [packRound("poisoned-bolt", 1)] });
    const { count: _count, ...bolt } = packRound("bolt", 1);
    expect(addRounds(groups, bolt, 2)).toEqual([...groups, packRound("bolt", 2)]);
    expect(addRounds([packRound("bolt", 1)], bolt, 2)).toEqual([packRound("bolt", 3)]);
  });

  it("adds each fired kind's effects once, its dice bonus as a named advantage", () => {
    const flaming = packRound("flaming-arrow", 1);
    expect(firedEffects([flaming, { ...flaming, count: 2 }, packRound("9mm-flat-nose-round", 1)])).toEqual({
      addTypes: ["erosion"], penetration: 0, extraDamage: [{ op: "add", value: 2 }],
      riders: flaming.riders, names: [flaming.name, byIdentifier(weapons, "9mm-flat-nose-round").name],
      modifiers: [{ name: flaming.name, advantage: 2, disadvantage: 0 }],
    });
    expect(firedEffects([plainRounds(1)])).toEqual({ addTypes: [], penetration: 0, extraDamage: [], riders: [], names: [], modifiers: [] });
  });
});

/** The attack as made with its rounds (attackToMake, then armWithRounds, as the requester and the GM do). */
function armed(item: { name: string; system: unknown }, index: number) {
  const made = attackToMake(item, index);
  return made.ok ? armWithRounds(item, index, made) : made;
}

describe("an attack adds what the fired round does (seed l.248)", () => {
  const crossbow = byIdentifier(weapons, "light-crossbow");
  const loadedWith = (identifier: string) => ({
    name: crossbow.name,
    system: { ...crossbow.system, equipped: true, reload: { ...crossbow.system.reload, value: 1, rounds: [packRound(identifier, 1)] } },
  });

  it("a bolt adds its penetration 1 to the crossbow's own 1", () => {
    const made = armed(loadedWith("bolt"), 0);
    expect(made).toMatchObject({ ok: true, attack: { penetration: 2, types: ["physical"] }, ammo: { "system.reload.value": 0, "system.reload.rounds": [] } });
  });

  it("a poisoned bolt adds its poison as a reminder; a windy bolt its two dice as advantages", () => {
    const poisoned = armed(loadedWith("poisoned-bolt"), 0);
    expect(poisoned.ok && poisoned.attack.riders).toEqual(byIdentifier(weapons, "poisoned-bolt").system.ammunition.riders);
    expect(poisoned.ok && poisoned.rounds.names).toEqual([byIdentifier(weapons, "poisoned-bolt").name]);
    const windy = armed(loadedWith("windy-bolt"), 0);
    expect(windy.ok && windy.rounds.modifiers).toEqual([{ name: byIdentifier(weapons, "windy-bolt").name, advantage: 2, disadvantage: 0 }]);
  });

  it("fires the first round loaded and the weapon keeps the others with their kinds", () => {
    const gun = revolver();
    const system = { ...gun.system, equipped: true, reload: { ...(gun.system.reload as object), value: 3, rounds: [packRound("9mm-armor-piercing-round", 1), packRound("9mm-round", 2)] } };
    expect(armed({ name: gun.name, system }, 0)).toMatchObject({
      ok: true, attack: { penetration: 2 }, ammo: { "system.reload.value": 2, "system.reload.rounds": [packRound("9mm-round", 2)] },
    });
  });

  it("a weapon with plain rounds only makes its own attack", () => {
    const gun = revolver();
    const made = armed({ name: gun.name, system: { ...gun.system, equipped: true } }, 0);
    expect(made).toMatchObject({ ok: true, attack: { penetration: 0, types: ["physical"] }, ammo: { "system.reload.value": 5 }, rounds: { names: [], modifiers: [] } });
  });
});
