import { describe, expect, it } from "vitest";
import { actionSpend, attackSpend, itemAction } from "../../src/actions/action-cost.ts";

describe("actionSpend", () => {
  it("reads an attack's action or an activation's kind with its cost", () => {
    expect(actionSpend({ action: "tactic", cost: 2 })).toEqual({ kind: "tactic", cost: 2 });
    expect(actionSpend({ kind: "reaction", cost: 1 })).toEqual({ kind: "reaction", cost: 1 });
    // Used alone from a sheet, an attached action is paid like a reaction (it rides on an action being taken).
    expect(actionSpend({ kind: "attached", cost: 1 })).toEqual({ kind: "reaction", cost: 1 });
    expect(actionSpend({ action: "attached", cost: 2 })).toEqual({ kind: "reaction", cost: 2 });
  });
  it("spends nothing for passive or time uses, no cost, or a malformed cost", () => {
    for (const stored of [{ kind: "passive", cost: 1 }, { kind: "time", cost: 1 }, { kind: "tactic", cost: null }, { kind: "tactic", cost: 0 },
      { kind: "tactic", cost: -1 }, { kind: "tactic", cost: 1.5 }, { kind: "dance", cost: 1 }, {}, null, undefined]) {
      expect(actionSpend(stored)).toBeNull();
    }
  });
  it("uses an ability's activation before an item's use", () => {
    expect(itemAction({ activation: { kind: "reaction", cost: 1 }, use: { kind: "tactic", cost: 2 } })).toEqual({ kind: "reaction", cost: 1 });
    expect(itemAction({ use: { kind: "tactic", cost: 2 } })).toEqual({ kind: "tactic", cost: 2 });
    expect(itemAction({})).toBeNull();
  });
});

describe("attackSpend", () => {
  it("pays a weapon attack's own cost as its action", () => {
    expect(attackSpend({ action: "tactic", cost: 2 }, { use: { kind: "reaction", cost: 5 } })).toEqual({ kind: "tactic", cost: 2 });
    expect(attackSpend({ action: "reaction", cost: 1 }, {})).toEqual({ kind: "reaction", cost: 1 });
  });
  it("pays an ability's attack (cost 0 on the attack) at the ability's activation", () => {
    expect(attackSpend({ action: "tactic", cost: 0 }, { activation: { kind: "reaction", cost: 1 } })).toEqual({ kind: "reaction", cost: 1 });
    expect(attackSpend({ action: "tactic", cost: 0 }, { activation: { kind: "passive", cost: null } })).toBeNull();
  });
  it("never charges an item's use for a free attack", () => {
    expect(attackSpend({ action: "tactic", cost: 0 }, { use: { kind: "tactic", cost: 2 } })).toBeNull();
  });
});
