/**
 * Issue 24: what an item use reads from documents and flags is checked at runtime instead of asserted. A malformed
 * flag or field is skipped or defaulted; well-formed data is read as before.
 */
import { describe, expect, it } from "vitest";
import { usedItemParts } from "../../src/actions/item-parts.ts";
import { spendAction } from "../../src/actions/spend-action.ts";
import { cannotActNow, limitOf, recordUse, useRecordOf } from "../../src/actions/use-limit.ts";

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

describe("spendAction", () => {
  it("goes ahead, spending nothing, for a stand-in whose spendMobility is not a function", async () => {
    expect(await spendAction({ spendMobility: "yes" }, { kind: "tactic", cost: 1 })).toBe(true);
  });

  it("spends through the actor's spendMobility and follows its answer", async () => {
    const calls: unknown[] = [];
    const actor = { spendMobility: async (...args: unknown[]) => (calls.push(args), null) };
    expect(await spendAction(actor, { kind: "reaction", cost: 2 })).toBe(false);
    expect(calls).toEqual([[2, { kind: "reaction", confirmOverride: true }]]);
  });
});

describe("use limits read from an owner-written flag", () => {
  const flagged = (uses: unknown) => ({ flags: { "meshal-lite": { uses } } });

  it("reads a well-formed record and skips a malformed one", () => {
    expect(useRecordOf(flagged({ abil: { key: "rest", count: 2 } }), "abil")).toEqual({ key: "rest", count: 2 });
    expect(useRecordOf(flagged({ abil: { key: "rest", count: "2" } }), "abil")).toBeNull();
    expect(useRecordOf(flagged({ abil: ["rest", 2] }), "abil")).toBeNull();
    expect(useRecordOf(flagged("abil"), "abil")).toBeNull();
    expect(useRecordOf({}, "abil")).toBeNull();
  });

  it("reads an ability's limit, a numeric maximum as text; anything else has none", () => {
    expect(limitOf({ system: { activation: { limit: { max: "floor(spirit/3)", per: "day" } } } })).toEqual({ max: "floor(spirit/3)", per: "day" });
    expect(limitOf({ system: { activation: { limit: { max: 2, per: "round" } } } })).toEqual({ max: "2", per: "round" });
    expect(limitOf({ system: { activation: { limit: { max: { x: 1 }, per: null } } } })).toEqual({ max: null, per: null });
    expect(limitOf({ system: { activation: {} } })).toBeNull();
    expect(limitOf({ system: null })).toBeNull();
  });

  it("a consciousness state it does not know does not stop the actor", () => {
    expect(cannotActNow({ system: { consciousness: "dead" } })).toBe("MESHAL.Warn.cannotActDead");
    expect(cannotActNow({ system: { consciousness: "asleep" } })).toBeNull();
    expect(cannotActNow({})).toBeNull();
  });

  it("recordUse writes through the actor's update, and skips a stand-in that cannot be written", async () => {
    const writes: unknown[] = [];
    await recordUse({ update: async (data: unknown) => writes.push(data) }, "abil", { key: "rest", count: 1 });
    expect(writes).toEqual([{ "flags.meshal-lite.uses.abil": { key: "rest", count: 1 } }]);
    await expect(recordUse({ update: "no" }, "abil", { key: "rest", count: 1 })).resolves.toBeUndefined();
  });
});
