import { describe, expect, it } from "vitest";
import { planReload, reloadActionCost, reloadChoices } from "../../src/actions/reload.ts";
import { itemRow } from "../../src/sheets/view/item-rows.ts";
import { dagger, revolver } from "../fixtures/data-items.ts";

const gun = (over: object = {}) => ({ reload: { capacity: 6, value: 0, cost: 2, perAction: 1, ammunition: "9mm-round", ...over } });
const rounds = (id: string, quantity: number, over: object = {}) => ({ id, name: "9mm Round", system: { identifier: "9mm-round", quantity, carried: true, ...over } });
/** The plain 9mm round as the weapon records it. */
const nineMil = (count: number) => ({ identifier: "9mm-round", name: "9mm Round", count, bonusDice: 0, addTypes: [], penetration: 0, extraDamage: [], riders: [] });
const plain = (count: number) => ({ identifier: "", name: "", count, bonusDice: 0, addTypes: [], penetration: 0, extraDamage: [], riders: [] });
/** A carried stack of armour-piercing 9mm rounds (they replace the 9mm round, penetrate 2). */
const piercing = (id: string, quantity: number) => ({
  id, name: "9mm Armor-Piercing Round",
  system: { identifier: "9mm-armor-piercing-round", quantity, carried: true, ammunition: { replaces: "9mm-round", bonusDice: 0, addTypes: [], penetration: 2, extraDamage: [], riders: [] } },
});

describe("reloadActionCost", () => {
  it("is the reload's ⚡ for a weapon with a capacity and a cost, else null", () => {
    expect(reloadActionCost(gun())).toBe(2);
    expect(reloadActionCost(gun({ cost: null }))).toBeNull(); // recharged over time, not with an action
    expect(reloadActionCost(gun({ capacity: 0 }))).toBeNull(); // capacity from a fitted magazine
    expect(reloadActionCost({})).toBeNull();
  });
});

describe("planReload: one reload action", () => {
  it("loads its rounds per action from a carried stack, for the reload's ⚡", () => {
    expect(planReload(gun({ value: 2 }), [rounds("a", 10)])).toEqual({
      ok: true, cost: 2, loads: 1, update: { "system.reload.value": 3, "system.reload.rounds": [plain(2), nineMil(1)] }, stacks: [{ id: "a", quantity: 9 }],
    });
  });

  it("never loads past the capacity, and takes from the smallest stack first", () => {
    const plan = planReload(gun({ value: 3, perAction: 5 }), [rounds("big", 20), rounds("small", 1)]);
    expect(plan).toEqual({
      ok: true, cost: 2, loads: 3, update: { "system.reload.value": 6, "system.reload.rounds": [plain(3), nineMil(3)] }, stacks: [{ id: "small", quantity: 0 }, { id: "big", quantity: 18 }],
    });
  });

  it("loads what is left when fewer rounds are carried", () => {
    expect(planReload(gun({ perAction: 3 }), [rounds("a", 2)])).toMatchObject({ ok: true, loads: 2, update: { "system.reload.value": 2 } });
  });

  it("refuses a full weapon, one with no carried rounds of its ammunition, and one not reloaded with an action", () => {
    expect(planReload(gun({ value: 6 }), [rounds("a", 5)])).toMatchObject({ ok: false, reasonKey: "MESHAL.Reload.full" });
    const other = [rounds("arrows", 5, { identifier: "arrow" }), rounds("stashed", 5, { carried: false }), rounds("empty", 0)];
    expect(planReload(gun(), other)).toMatchObject({ ok: false, reasonKey: "MESHAL.Reload.noAmmo" });
    expect(planReload(gun({ cost: null }), [rounds("a", 5)])).toMatchObject({ ok: false, reasonKey: "MESHAL.Reload.notReloadable" });
  });

  it("issue 36 #4: special rounds that replace the usual ammunition can be loaded, and keep their kind and effects", () => {
    const stacks = [rounds("a", 10), piercing("ap", 1), rounds("arrows", 5, { identifier: "arrow" })];
    expect(reloadChoices(gun(), stacks)).toEqual([
      { identifier: "9mm-round", name: "9mm Round", quantity: 10 },
      { identifier: "9mm-armor-piercing-round", name: "9mm Armor-Piercing Round", quantity: 1 },
    ]);
    const plan = planReload(gun({ value: 1, rounds: [nineMil(1)] }), stacks, "9mm-armor-piercing-round");
    expect(plan).toEqual({
      ok: true, cost: 2, loads: 1, stacks: [{ id: "ap", quantity: 0 }],
      update: { "system.reload.value": 2, "system.reload.rounds": [nineMil(1), { ...nineMil(1), identifier: "9mm-armor-piercing-round", name: "9mm Armor-Piercing Round", penetration: 2 }] },
    });
    // Without a choice the usual ammunition is loaded, joined to the rounds of its kind before it.
    expect(planReload(gun({ value: 1, rounds: [nineMil(1)] }), stacks)).toMatchObject({ update: { "system.reload.rounds": [nineMil(2)] } });
    expect(planReload(gun(), [rounds("a", 10)], "9mm-armor-piercing-round")).toMatchObject({ ok: false, reasonKey: "MESHAL.Reload.noAmmo" });
  });

  it("a weapon that names no ammunition is loaded without taking any", () => {
    expect(planReload(gun({ ammunition: "", value: 1 }), [])).toEqual({ ok: true, cost: 2, loads: 1, update: { "system.reload.value": 2 }, stacks: [] });
  });
});

describe("the item row of a weapon shows its loaded rounds and a Reload button", () => {
  const env = { localize: (k: string) => k, format: (k: string) => k } as never; // cast: the row reads only the label lookups

  it("the revolver: Loaded 6/6 and a 2⚡ reload; a dagger: neither", () => {
    expect(itemRow(revolver(), env)).toMatchObject({ loaded: { value: 6, max: 6 }, reloadCost: "2⚡" });
    expect(itemRow(dagger(), env)).toMatchObject({ loaded: null, reloadCost: "" });
  });
});
