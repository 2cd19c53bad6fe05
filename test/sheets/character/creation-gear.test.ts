/**
 * Issue 22: the starting-gear step. Every ready kit is made of real compendium items (by dataset identifier) and fits
 * the 10,000-copper budget; what is spent is re-derived from the owned items; single purchases are refused over the
 * budget, and the picker offers only what is still affordable.
 */
import { describe, expect, it } from "vitest";
import { packSources } from "../../support/packs.ts";
import {
  gearBudget, gearChoices, GEAR_PACKS, kitViews, planBuy, planKit, STARTING_GEAR_BUDGET, STARTING_KITS, type GearIndexEntry,
} from "../../../src/sheets/character/creation/creation-gear.ts";
import type { SheetItem } from "../../../src/sheets/character/view-types.ts";

const INDEX: GearIndexEntry[] = GEAR_PACKS.flatMap((pack) => packSources(pack).map(({ doc }) => ({
  uuid: `Compendium.meshal-lite.${pack}.Item.${doc._id}`, name: doc.name, type: doc.type, system: doc.system, pack,
})));
const owned = (identifier: string, quantity = 1): SheetItem => {
  const e = INDEX.find((x) => x.system?.identifier === identifier)!;
  return { id: `${identifier}-owned`, name: e.name, type: e.type, img: null, system: { ...e.system, quantity } } as unknown as SheetItem;
};

describe("starting kits", () => {
  it("are made of compendium items and each fits the budget", () => {
    const kits = kitViews(INDEX, []);
    expect(kits.map((k) => k.id)).toEqual(Object.keys(STARTING_KITS));
    for (const kit of kits) {
      expect(kit, kit.id).toMatchObject({ complete: true, affordable: true });
      expect(kit.cost).toBeLessThanOrEqual(STARTING_GEAR_BUDGET);
    }
    expect(kits.find((k) => k.id === "warrior")!.cost).toBe(2500 + 1400 + 330 + 1100 + 700 + 3 * 15);
  });

  it("refuses a kit that no longer fits what is left", () => {
    const items = [owned("longsword"), owned("scale-armor")];
    expect(gearBudget(items)).toEqual({ budget: 10_000, spent: 8400, left: 1600 });
    expect(planKit("warrior", INDEX, items)).toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.overBudget" });
    expect(planKit("bard", INDEX, [])).toMatchObject({ ok: false, warn: "MESHAL.CharacterSheet.creation.kitMissing" });
  });
});

describe("buying gear item by item", () => {
  it("counts value × quantity and refuses what costs more than is left", () => {
    expect(gearBudget([owned("arrow", 20)]).spent).toBe(1200);
    const items = [owned("bastard-sword")]; // 5300
    const longsword = INDEX.find((e) => e.system?.identifier === "longsword")!; // 3400
    expect(planBuy(longsword, items)).toMatchObject({ ok: true });
    expect(planBuy(longsword, [...items, owned("dagger")])).toMatchObject({ ok: true }); // 3620 left
    expect(planBuy(longsword, [...items, owned("short-sword")])).toMatchObject({
      ok: false, warn: "MESHAL.CharacterSheet.creation.overBudget", data: { cost: 3400, left: 2200 },
    });
  });

  it("offers only affordable items with a listed value, cheapest first, filtered by text and compendium", () => {
    const items = [owned("scale-armor"), owned("longsword")]; // 1600 left
    const { rows } = gearChoices(INDEX, items, { limit: 500 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.cost <= 1600)).toBe(true);
    expect(rows.map((r) => r.cost)).toEqual([...rows.map((r) => r.cost)].sort((a, b) => a - b));
    const weapons = gearChoices(INDEX, items, { pack: "weapons", limit: 500 }).rows;
    expect(weapons.every((r) => r.packKey.endsWith(".weapons"))).toBe(true);
    const dagger = INDEX.find((e) => e.system?.identifier === "dagger")!;
    expect(gearChoices(INDEX, [], { text: dagger.name.toLowerCase() }).rows.map((r) => r.uuid)).toContain(dagger.uuid);
  });
});
