// Every @UUID link in a pack description (Chinese source and English translation) resolves to a document of
// our packs, and its label is that document's name in the same language; the links the issue asks for exist.
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, packSources, readBabele } from "../support/packs.ts";

const PACKS = ITEM_PACKS;
const LINK = /@UUID\[Compendium\.([\w-]+)\.([\w-]+)\.Item\.(\w+)\]\{([^}]*)\}/g;

interface Target { zh: string; en: string }
const targets = new Map<string, Target>();
const texts: { where: string; lang: "zh" | "en"; text: string }[] = [];
for (const pack of PACKS) {
  const en = readBabele(pack).entries;
  for (const { file, doc } of packSources(pack)) {
    targets.set(`${pack}.${doc._id}`, { zh: doc.name, en: en[doc._id]!.name });
    texts.push({ where: `${pack}/${file}`, lang: "zh", text: String(doc.system.description) });
    texts.push({ where: `${pack}/${file} (en)`, lang: "en", text: JSON.stringify(en[doc._id]) });
  }
}
const links = texts.flatMap((t) => [...t.text.matchAll(LINK)].map((m) => ({ ...t, system: m[1]!, pack: m[2]!, id: m[3]!, label: m[4]! })));

describe("compendium links", () => {
  it("every link resolves to a document of this system's packs, labelled with its name", () => {
    expect(links.length).toBeGreaterThan(300);
    const bad = links.filter((l) => {
      const t = targets.get(`${l.pack}.${l.id}`);
      return l.system !== "meshal-lite" || !t || t[l.lang] !== l.label;
    });
    expect(bad.map((l) => `${l.where}: ${l.pack}.${l.id} {${l.label}}`)).toEqual([]);
  });

  const count = (where: RegExp, pack: string, re: RegExp) => links.filter((l) => where.test(l.where) && l.pack === pack && re.test(l.text)).length;

  it("link natural weapons from species, gifted-by features and prerequisites from abilities", () => {
    expect(count(/^features/, "weapons", /Natural weapons: @UUID/)).toBeGreaterThan(5);
    expect(count(/^abilities/, "features", /Gifted by: @UUID/)).toBeGreaterThan(10);
    expect(count(/^abilities/, "abilities", /Must already know @UUID/)).toBeGreaterThan(0);
  });

  it("link consumed items, crafting ingredients and tools, and say where materials are used", () => {
    expect(count(/^abilities/, "gear", /consumes @UUID/)).toBeGreaterThan(5);
    expect(count(/^gear/, "gear", /Crafting: cast [^.]*using \d+ @UUID/)).toBeGreaterThan(5);
    expect(count(/^gear/, "gear", /Used to craft @UUID/)).toBeGreaterThan(5);
    expect(count(/^gear/, "abilities", /Consumed or used when casting @UUID/)).toBeGreaterThan(5);
    expect(texts.some((t) => t.lang === "zh" && /用于制造：@UUID/.test(t.text))).toBe(true);
  });
});
