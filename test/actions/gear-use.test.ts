/** `planGearUse`: what one use of gear from the sheet takes (charges, a consumable's stack, what it leaves behind). */
import { describe, expect, it } from "vitest";
import { countsUses, GEAR_REFUSALS, planGearUse } from "../../src/actions/gear-use.ts";

describe("planGearUse", () => {
  it("spends a charge of charged gear and keeps the item", () => {
    expect(planGearUse({ quantity: 1, uses: { value: 3, max: 5 } })).toEqual({ ok: true, update: { "system.uses.value": 2 }, remove: false, leaves: null, counted: true });
  });

  it("refuses charged gear with no charge left", () => {
    expect(planGearUse({ quantity: 1, uses: { value: 0, max: 5 } })).toEqual({ ok: false, reason: GEAR_REFUSALS.noCharges });
  });

  it("spends one of a consumable stack", () => {
    expect(planGearUse({ quantity: 3, consumable: true })).toEqual({ ok: true, update: { "system.quantity": 2 }, remove: false, leaves: null, counted: true });
  });

  it("keeps an emptied consumable with nothing to leave at zero and refuses the next use", () => {
    expect(planGearUse({ quantity: 1, consumable: true })).toMatchObject({ ok: true, update: { "system.quantity": 0 }, remove: false });
    expect(planGearUse({ quantity: 0, consumable: true })).toEqual({ ok: false, reason: GEAR_REFUSALS.noneLeft });
  });

  it("a potion leaves an empty bottle per use, and the last one removes the stack", () => {
    expect(planGearUse({ quantity: 2, consumable: true, becomes: "empty-bottle" })).toMatchObject({ update: { "system.quantity": 1 }, remove: false, leaves: "empty-bottle" });
    expect(planGearUse({ quantity: 1, consumable: true, becomes: "empty-bottle" })).toMatchObject({ update: { "system.quantity": 0 }, remove: true, leaves: "empty-bottle" });
  });

  it("the last charge of a consumable uses one of the stack up and the next starts full", () => {
    expect(planGearUse({ quantity: 2, consumable: true, uses: { value: 1, max: 4 } })).toMatchObject({ update: { "system.quantity": 1, "system.uses.value": 4 }, remove: false });
    expect(planGearUse({ quantity: 2, consumable: true, uses: { value: 3, max: 4 } })).toMatchObject({ update: { "system.uses.value": 2 } });
  });

  it("gear that counts nothing is used freely", () => {
    expect(planGearUse({ quantity: 1 })).toEqual({ ok: true, update: {}, remove: false, leaves: null, counted: false });
    expect(countsUses({ quantity: 1 })).toBe(false);
    expect(countsUses({ consumable: true })).toBe(true);
    expect(countsUses({ uses: { value: 0, max: 2 } })).toBe(true);
  });
});
