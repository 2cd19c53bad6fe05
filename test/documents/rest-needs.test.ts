/**
 * Rest with replenishment's needs (§7.4 [DEC]): a rest without a need is only not a full rest (seed l.292); the days
 * that ended without enough supply cost dice (seed l.293, counted per day in rules/supply-days.ts), kept apart; only
 * full rests return them.
 */
import { describe, expect, it } from "vitest";
import type { DerivedAttribute } from "../../src/rules/index.ts";
import { deprivedFrom, planRest } from "../../src/documents/logic/rest.ts";
import { planRestWithNeeds } from "../../src/documents/logic/rest-needs.ts";
import { planSupplyCost } from "../../src/documents/logic/supply-cost.ts";
import type { PoolView } from "../../src/documents/logic/pools.ts";

const pool = (total: number, lost: number): DerivedAttribute => ({
  trained: total, base: total, temp: 0, total, max: total, value: Math.max(0, total - lost), lost, invalid: false,
});
const view = (might: DerivedAttribute, energy = pool(3, 0), spirit = pool(3, 0)): PoolView => ({
  attributes: { might, energy, spirit }, mobility: { value: 3, max: 3 }, consciousness: "conscious",
});
/** Every die a 2 (two points each). */
const twos = (n: number) => Array.from({ length: n }, () => 2);
const none = { might: 0, energy: 0, spirit: 0 };
const all = { ate: true, drank: true, slept: true };
const hunger = { might: 1, energy: 0, spirit: 0 };

describe("planRestWithNeeds", () => {
  it("with replenishment off behaves as the plain rest and empties any deprived dice", () => {
    const plain = planRest(view(pool(4, 2)), 2, twos);
    const needs = planRestWithNeeds(view(pool(4, 2)), 2, twos, { deprived: { might: 1, energy: 0, spirit: 0 }, supply: null, cost: hunger }, "meshal-lite");
    expect(needs).toMatchObject({ ...plain, fullRest: true, needsLost: none, deprived: none });
    expect(needs.ok && needs.update).toEqual({ "system.attributes.might.lost": 0, "flags.meshal-lite.deprived": none });
  });

  it("seed l.292: a rest without food costs no die by itself; it is only not a full rest", () => {
    const plan = planRestWithNeeds(view(pool(4, 2)), 3, twos, { deprived: none, supply: { ate: false, drank: true, slept: true }, cost: none }, "meshal-lite");
    expect(plan).toMatchObject({ ok: true, fullyRestored: true, fullRest: false, needsLost: none, needsReturned: none, deprived: none });
    expect(plan.ok && plan.update).toEqual({ "system.attributes.might.lost": 0 });
  });

  it("seed l.293: a day that ended without food costs its die, which hourly rolls leave lost", () => {
    const plan = planRestWithNeeds(view(pool(4, 2)), 3, twos, { deprived: none, supply: { ate: false, drank: true, slept: true }, cost: hunger }, "meshal-lite");
    expect(plan).toMatchObject({
      ok: true, fullyRestored: true, fullRest: false, needsLost: hunger, needsReturned: none, deprived: hunger,
      update: { "system.attributes.might.lost": 1, "flags.meshal-lite.deprived": hunger },
    });
    // Hour 1: Might had 2 of 4, lost 1 more to hunger (1 of 4); 1 die rolls and stops at 3 of 4.
    expect(plan.ok && plan.log.might).toEqual([{ diceRolled: 1, points: 2, recovered: 2, after: 3 }]);
  });

  it("each need the ended days lacked costs its own attribute, never a die the attribute does not have", () => {
    const plan = planRestWithNeeds(view(pool(3, 3), pool(3, 0), pool(3, 0)), 1, twos, { deprived: none, supply: all, cost: { might: 1, energy: 1, spirit: 1 } }, "s");
    expect(plan).toMatchObject({ needsLost: { might: 0, energy: 1, spirit: 1 }, deprived: { might: 0, energy: 1, spirit: 1 } });
  });

  it("a full rest with every need met returns one die per cause", () => {
    const plan = planRestWithNeeds(view(pool(4, 3)), 8, twos, { deprived: { might: 2, energy: 0, spirit: 0 }, supply: all, cost: none }, "s");
    expect(plan).toMatchObject({
      ok: true, fullyRestored: true, fullRest: true, needsReturned: { might: 1, energy: 0, spirit: 0 }, deprived: { might: 1, energy: 0, spirit: 0 },
      update: { "system.attributes.might.lost": 1, "flags.s.deprived": { might: 1, energy: 0, spirit: 0 } },
    });
  });

  it("returns nothing when damage is left (not a full rest)", () => {
    const ones = (n: number) => Array.from({ length: n }, () => 1);
    const plan = planRestWithNeeds(view(pool(6, 5)), 1, ones, { deprived: { might: 1, energy: 0, spirit: 0 }, supply: all, cost: none }, "s");
    expect(plan).toMatchObject({ fullyRestored: false, fullRest: false, needsReturned: none, deprived: { might: 1, energy: 0, spirit: 0 } });
    expect(plan.ok && "flags.s.deprived" in plan.update).toBe(false);
  });

  it("never counts more deprived dice than are lost (a GM gave them back by hand)", () => {
    const plan = planRestWithNeeds(view(pool(3, 0)), 1, twos, { deprived: { might: 2, energy: 0, spirit: 0 }, supply: { ate: true, drank: true, slept: false }, cost: { might: 0, energy: 0, spirit: 1 } }, "s");
    expect(plan).toMatchObject({ deprived: { might: 0, energy: 0, spirit: 1 }, fullRest: false });
  });

  it("refuses as the plain rest does", () => {
    expect(planRestWithNeeds(view(pool(3, 1)), 0, twos, { deprived: none, supply: null, cost: none }, "s")).toMatchObject({ ok: false, warn: "MESHAL.Warn.badNumber" });
  });
});

describe("planSupplyCost (a day starts with no rest)", () => {
  it("takes the ended days' dice, never more than an attribute has, and counts them deprived", () => {
    const plan = planSupplyCost(view(pool(3, 1), pool(3, 3)), { might: 1, energy: 1, spirit: 0 }, { might: 1, energy: 0, spirit: 0 }, "s");
    expect(plan).toEqual({
      ok: true, needsLost: { might: 1, energy: 0, spirit: 0 },
      update: { "system.attributes.might.lost": 2, "flags.s.deprived": { might: 2, energy: 0, spirit: 0 } },
    });
  });

  it("writes nothing when nothing is due", () => {
    expect(planSupplyCost(view(pool(3, 0)), none, none, "s")).toEqual({ ok: true, update: {}, needsLost: none });
  });

  it("a void attribute (“–”, §3.2) never loses dice to hunger", () => {
    const voidMight: DerivedAttribute = { ...pool(1, 0), invalid: true };
    expect(planSupplyCost(view(voidMight), hunger, none, "s")).toEqual({ ok: true, update: {}, needsLost: none });
  });

  it("never counts more dice deprived than the attribute has lost", () => {
    // A stale flag says 3 Might dice are deprived, but only the die lost now is missing.
    const plan = planSupplyCost(view(pool(3, 0)), hunger, { might: 3, energy: 0, spirit: 0 }, "s");
    expect(plan).toEqual({
      ok: true, needsLost: hunger,
      update: { "system.attributes.might.lost": 1, "flags.s.deprived": { might: 1, energy: 0, spirit: 0 } },
    });
  });
});

describe("deprivedFrom", () => {
  it("reads whole dice per attribute and ignores anything else", () => {
    expect(deprivedFrom({ might: 2, energy: -1, spirit: "3", extra: 9 })).toEqual({ might: 2, energy: 0, spirit: 0 });
    expect(deprivedFrom(null)).toEqual(none);
    expect(deprivedFrom("x")).toEqual(none);
    expect(deprivedFrom({ might: 9999, energy: 10_000, spirit: 1.5 })).toEqual({ might: 9999, energy: 0, spirit: 0 });
  });
});
