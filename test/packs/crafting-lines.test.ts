// Crafting lines say which items are tools (使用, kept) and which are materials (消耗, consumed), as the source
// separates them; English ordinals are spelled right ("3rd", not "3th").
import { describe, expect, it } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { packSources, readBabele } from "../support/packs.ts";

type Crafting = { tools: unknown[]; materials: { nameZh: string }[] };
const items = readDataset<{ id: string; crafting: Crafting | null }[]>("items", "items.json").filter((i) => i.crafting);
const ITEM_PACKS = ["weapons", "armor", "accessories", "gear"];
const docs = ITEM_PACKS.flatMap((p) => packSources(p).map((s) => ({ pack: p, doc: s.doc })));

const craftingLine = (html: string, head: string) => html.split(/<\/?li>|<\/?p>/).find((l) => l.startsWith(head)) ?? "";

describe("crafting lines", () => {
  it.each(items.map((i) => i.id))("%s: tools are used (使用), materials consumed (消耗)", (id) => {
    const item = items.find((i) => i.id === id)!;
    const { pack, doc } = docs.find((d) => d.doc.system.identifier === id)!;
    const zh = craftingLine(String(doc.system.description), "制造：");
    const en = craftingLine(readBabele(pack).entries[doc._id]!.description, "Crafting:");
    if (item.crafting!.tools.length) {
      expect(zh).toContain("使用");
      expect(en).toMatch(/using .*\(tools?\)/);
    }
    if (item.crafting!.materials.length) {
      expect(zh).toMatch(/消耗/);
      expect(en).toContain("consuming");
      expect(zh.indexOf("消耗")).toBeLessThan(zh.indexOf(item.crafting!.materials[0]!.nameZh));
    }
  });

  it("English ordinals are spelled right in every pack translation (1st, 2nd, 3rd, not 3th)", () => {
    const wrong = ["abilities", "features", ...ITEM_PACKS].flatMap((p) => Object.values(readBabele(p).entries)
      .flatMap((e) => [...JSON.stringify(e).matchAll(/\b(\d+)th\b/g)]))
      .filter((m) => { const n = Number(m[1]); return [1, 2, 3].includes(n % 10) && ![11, 12, 13].includes(n % 100); })
      .map((m) => m[0]);
    expect(wrong).toEqual([]);
  });
});
