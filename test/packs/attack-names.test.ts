// Every attack of the item packs has a name in both languages, so its button never shows a bare formula: the
// Chinese in the pack source, the English in the Babele translation at the same index; one item's attacks differ.
// An ability's attack is the ability's own: its button takes the ability's name (test/sheets/attack-names.test.ts).
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, packSources, readBabele } from "../support/packs.ts";

const HAN = /\p{Script=Han}/u;
type Attack = { label: string };
type Entry = { attacks?: ({ label?: string } | null)[] };

describe("attack names in the item packs", () => {
  const packs = ITEM_PACKS.filter((pack) => pack !== "abilities").map((pack) => ({ pack, docs: packSources(pack).map((s) => s.doc), babele: readBabele(pack) }));

  it("the weapons pack has its attacks (the count the issue was filed against)", () => {
    const weapons = packs.find((p) => p.pack === "weapons")!;
    expect(weapons.docs.flatMap((d) => (d.system.attacks ?? []) as Attack[]).length).toBeGreaterThanOrEqual(115);
  });

  it("every attack has a Chinese label, an English label in the translation, and one item's labels differ", () => {
    const problems: string[] = [];
    let counted = 0;
    for (const { pack, docs, babele } of packs) {
      const entries = babele.entries as Record<string, Entry>;
      for (const doc of docs) {
        const attacks = (doc.system.attacks ?? []) as Attack[];
        const english = entries[doc._id]?.attacks ?? [];
        attacks.forEach((a, i) => {
          counted++;
          const where = `${pack}/${doc.name} attack ${i}`;
          if (!HAN.test(a.label)) problems.push(`${where}: Chinese label "${a.label}"`);
          const en = english[i]?.label ?? "";
          if (!en || HAN.test(en)) problems.push(`${where}: English label "${en}"`);
        });
        const labels = attacks.map((a) => a.label);
        if (new Set(labels).size !== labels.length) problems.push(`${pack}/${doc.name}: attacks share a label (${labels.join(", ")})`);
      }
    }
    expect(counted).toBeGreaterThanOrEqual(127);
    expect(problems).toEqual([]);
  });
});
