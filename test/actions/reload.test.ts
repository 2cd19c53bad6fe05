import { describe, expect, it } from "vitest";
import { planReload, reloadActionCost } from "../../src/actions/reload.ts";
import { itemRow } from "../../src/sheets/view/item-rows.ts";
import { dagger, revolver } from "../fixtures/data-items.ts";

const gun = (over: object = {}) => ({ reload: { capacity: 6, value: 0, cost: 2, perAction: 1, ammunition: "9mm-round", ...over } });
const rounds = (id: string, quantity: number, over: object = {}) => ({ id, system: { identifier: "9mm-round", quantity, carried: true, ...over } });

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
      ok: true, cost: 2, loads: 1, update: { "system.reload.value": 3 }, stacks: [{ id: "a", quantity: 9 }],
    });
  });

  it("never loads past the capacity, and takes from the smallest stack first", () => {
    const plan = planReload(gun({ value: 3, perAction: 5 }), [rounds("big", 20), rounds("small", 1)]);
    expect(plan).toEqual({
      ok: true, cost: 2, loads: 3, update: { "system.reload.value": 6 }, stacks: [{ id: "small", quantity: 0 }, { id: "big", quantity: 18 }],
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
