import { describe, expect, it } from "vitest";
import { DEFAULT_EQUIP_SLOTS, slotDemand, slotOverflow } from "../../src/rules/equip-slots.ts";

describe("newer-edition equip slots (§3.8 [VAR])", () => {
  it("folds item slots into pools: boots are a pair, accessory kinds draw on accessory", () => {
    expect(slotDemand([{ slot: "weapon", count: 2 }])).toEqual({ weapon: 2 });
    expect(slotDemand([{ slot: "boots", count: 2 }])).toEqual({ boots: 1 });
    expect(slotDemand([{ slot: "earpiece", count: 2 }])).toEqual({ accessory: 1 });
    expect(slotDemand([{ slot: "ring", count: 1 }, { slot: "weapon", count: 1 }])).toEqual({ weapon: 1, accessory: 1 });
  });
  it("finds the pool that would overflow", () => {
    expect(slotOverflow({ weapon: 2 }, { weapon: 1 }, DEFAULT_EQUIP_SLOTS)).toEqual({ slot: "weapon", needed: 2, free: 1 });
    expect(slotOverflow({ weapon: 1 }, { weapon: 1 }, DEFAULT_EQUIP_SLOTS)).toBeNull();
    expect(slotOverflow({ accessory: 1 }, { accessory: 3 }, DEFAULT_EQUIP_SLOTS)).toEqual({ slot: "accessory", needed: 1, free: 0 });
    expect(slotOverflow({ harness: 1 }, {}, DEFAULT_EQUIP_SLOTS)).toEqual({ slot: "harness", needed: 1, free: 0 });
  });
});
