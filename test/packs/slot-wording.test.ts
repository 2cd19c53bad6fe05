// Slot wording says what the equip rules do (src/rules/equip-slots.ts slotDemand): boots are one pair (1 boots slot
// whatever the item's count), every accessory-kind slot (gloves, ring, waistband …) is one accessory slot — no
// species has glove or waistband slots.
import { describe, expect, it } from "vitest";
import { packSources, readBabele } from "../support/packs.ts";

const ITEM_PACKS = ["weapons", "armor", "accessories", "gear"];
const equipLines = (pack: string) => packSources(pack).map(({ doc }) => ({
  zh: (String(doc.system.description).match(/装备：[^<]*/) ?? [""])[0],
  en: (readBabele(pack).entries[doc._id]!.description.match(/Equip:[^<]*/) ?? [""])[0],
  slots: (doc.system.equip?.slots ?? []) as { slot: string; count: number }[],
}));

describe("slot wording", () => {
  it.each(ITEM_PACKS)("packs/%s: no line takes several boots slots or any glove, ring or other accessory-kind slot", (pack) => {
    const bad = equipLines(pack).filter((l) => /鞋靴位×[2-9]|手套位|腰饰位|指环位|耳饰位|项链位/.test(l.zh) || /\d+ boots slots|glove slot|waistband slot|ring slot|necklace slot|earpiece slot/.test(l.en));
    expect(bad.map((l) => l.en)).toEqual([]);
  });

  it.each(ITEM_PACKS)("packs/%s: boots take one boots slot (a pair), accessories one accessory slot", (pack) => {
    for (const l of equipLines(pack)) {
      if (l.slots.some((s) => s.slot === "boots")) expect(l.zh, l.en).toContain("鞋靴位×1（一双）");
      if (l.slots.some((s) => ["gloves", "ring", "necklace", "earpiece", "waistband", "armband", "footwear", "cape", "costume", "adornment", "attachment"].includes(s.slot))) {
        expect(l.zh, l.en).toMatch(/饰品位×1/);
        expect(l.en).toMatch(/1 accessory slot/);
      }
    }
  });
});
