/** Spending follows creation (§3.6): the item step first, the spend second, the item undone when the spend fails. */
import { describe, expect, it } from "vitest";
import { itemThenSpend } from "../../src/documents/logic/item-then-spend.ts";

/** Steps that record their order and fail where told. */
function steps(item: boolean | "throw", spendFails = false, undoFails = false) {
  const calls: string[] = [];
  return {
    calls,
    item: async () => {
      calls.push("item");
      if (item === "throw") throw new Error("item refused");
      return item;
    },
    spend: async () => {
      calls.push("spend");
      if (spendFails) throw new Error("spend refused");
    },
    undo: async () => {
      calls.push("undo");
      if (undoFails) throw new Error("undo refused");
    },
  };
}

describe("itemThenSpend", () => {
  it("changes the item, then spends", async () => {
    const s = steps(true);
    await expect(itemThenSpend(s)).resolves.toBe(true);
    expect(s.calls).toEqual(["item", "spend"]);
  });

  it("spends nothing when the item step did not happen or threw, and logs the error", async () => {
    const refused = steps(false);
    await expect(itemThenSpend(refused)).resolves.toBe(false);
    expect(refused.calls).toEqual(["item"]);
    const threw = steps("throw");
    const logged: unknown[] = [];
    await expect(itemThenSpend(threw, (e) => logged.push(e))).resolves.toBe(false);
    expect(threw.calls).toEqual(["item"]);
    expect(logged.map((e) => (e as Error).message)).toEqual(["item refused"]);
  });

  it("undoes the item when the spend fails, logging both failures and never rejecting", async () => {
    const s = steps(true, true, true);
    const logged: unknown[] = [];
    await expect(itemThenSpend(s, (e) => logged.push(e))).resolves.toBe(false);
    expect(s.calls).toEqual(["item", "spend", "undo"]);
    expect(logged.map((e) => (e as Error).message)).toEqual(["spend refused", "undo refused"]);
    await expect(itemThenSpend(steps(true, true))).resolves.toBe(false);
  });
});
