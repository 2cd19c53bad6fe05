/**
 * Spending follows creation (§3.6): the item step runs first and potential is spent only when it happened; a failed
 * spending undoes the item step. An invalid ability is refused by the item validator before anything happens.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { itemThenSpend } from "../../src/documents/logic/item-then-spend.ts";
import { validateItemSystem } from "../../src/data/validation.ts";

function recorder(item: () => Promise<boolean>, spend: () => Promise<void>) {
  const steps: string[] = [];
  const run = itemThenSpend({
    item: async () => (steps.push("item"), item()),
    spend: async () => (steps.push("spend"), spend()),
    undo: async () => void steps.push("undo"),
  });
  return { steps, run };
}

describe("itemThenSpend", () => {
  it("spends only after the item step succeeded", async () => {
    const r = recorder(async () => true, async () => undefined);
    expect(await r.run).toBe(true);
    expect(r.steps).toEqual(["item", "spend"]);
  });

  it("spends nothing when the item is not created (or its creation throws)", async () => {
    const refused = recorder(async () => false, async () => undefined);
    expect(await refused.run).toBe(false);
    expect(refused.steps).toEqual(["item"]);
    const thrown = recorder(async () => { throw new Error("invalid"); }, async () => undefined);
    expect(await thrown.run).toBe(false);
    expect(thrown.steps).toEqual(["item"]);
  });

  it("undoes the item step when the spending fails", async () => {
    const r = recorder(async () => true, async () => { throw new Error("update refused"); });
    expect(await r.run).toBe(false);
    expect(r.steps).toEqual(["item", "spend", "undo"]);
  });
});

describe("an invalid ability is refused before anything is spent", () => {
  it("the validator the actor runs first names the problems", () => {
    expect(validateItemSystem("ability", { attributeType: "luck", level: -3 }, { complete: false }).length).toBeGreaterThan(0);
    expect(validateItemSystem("ability", "<script>", { complete: false })).toEqual([expect.stringMatching(/must be an object/)]);
  });
});
