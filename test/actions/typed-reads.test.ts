/**
 * Issue 24: what an item use reads from an item's stored fields is checked at runtime instead of asserted. A malformed
 * field is skipped or defaulted; well-formed data is read as before. What it reads from the actor (flags, ⚡, life
 * state) is tested on the flow stage's actors (test/flows/use-limits.test.ts).
 */
import { describe, expect, it } from "vitest";
import { usedItemParts } from "../../src/actions/item-parts.ts";
import { limitOf } from "../../src/actions/use-limit.ts";

/** A plain stand-in for an owned item of `type` (the parts read only `type` and `system`). */
const itemOf = (type: string, system: object) => ({ type, system }) as unknown as Item.Implementation;
const dice = { pools: ["might"], combine: "max", divisor: 1, bonus: 0, mode: "points" };
const attack = { label: "Stab", cost: 1, dice };

describe("usedItemParts", () => {
  it("reads an ability's activation, and no equip state or kinds", () => {
    const parts = usedItemParts(itemOf("ability", { attacks: [attack], activation: { kind: "tactic", cost: 2 }, description: "d" }));
    expect(parts).toEqual({ attacks: [attack], activation: { kind: "tactic", cost: 2 }, ready: {}, kinds: [], description: "d" });
  });

  it("reads a weapon's use, kinds and equip state", () => {
    const system = { attacks: [attack], use: { kind: "passive" }, kinds: ["blade"], description: "", equipped: false, equip: { natural: false } };
    const parts = usedItemParts(itemOf("weapon", system));
    expect(parts).toMatchObject({ attacks: [attack], use: { kind: "passive" }, kinds: ["blade"], ready: { equipped: false } });
    expect(parts.activation).toBeUndefined();
  });

  it("reads gear's use and kinds with nothing to equip", () => {
    const parts = usedItemParts(itemOf("gear", { attacks: [], use: { kind: "time" }, kinds: ["food"], description: "", equipped: false }));
    expect(parts).toMatchObject({ use: { kind: "time" }, kinds: ["food"], ready: {} });
  });

  it("drops a dice pool that is not an attribute", () => {
    const parts = usedItemParts(itemOf("weapon", { attacks: [{ ...attack, dice: { ...dice, pools: ["might", "luck"] } }], kinds: [] }));
    expect(parts.attacks[0]?.dice?.pools).toEqual(["might"]);
  });

  it("gives a feature only its description, and another module's item nothing", () => {
    expect(usedItemParts(itemOf("feature", { description: "f", attacks: [attack] }))).toEqual({ attacks: [], ready: {}, kinds: [], description: "f" });
    expect(usedItemParts(itemOf("other.thing", { description: "x", attacks: [attack] }))).toEqual({ attacks: [], ready: {}, kinds: [], description: "" });
  });
});

describe("use limits read from an item's stored activation", () => {
  it("reads an ability's limit, a numeric maximum as text; anything else has none", () => {
    expect(limitOf({ system: { activation: { limit: { max: "floor(spirit/3)", per: "day" } } } })).toEqual({ max: "floor(spirit/3)", per: "day" });
    expect(limitOf({ system: { activation: { limit: { max: 2, per: "round" } } } })).toEqual({ max: "2", per: "round" });
    expect(limitOf({ system: { activation: { limit: { max: { x: 1 }, per: null } } } })).toEqual({ max: null, per: null });
    expect(limitOf({ system: { activation: {} } })).toBeNull();
    expect(limitOf({ system: null })).toBeNull();
  });
});
