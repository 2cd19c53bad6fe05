// One word per term: the English column of the glossary table in docs/rules.md §1 is the source, and the
// English a user reads (lang/en.json values, the Babele English of every pack, README.md) never uses a
// variant the glossary or its word decisions replaced.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, packSources, readBabele } from "../support/packs.ts";
import { fromRoot } from "../support/project.ts";

const RULES = readFileSync(fromRoot("docs", "rules.md"), "utf8");

/** The English column of every row of the §1 glossary table. */
function glossaryEnglish(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf("## 1. Glossary"), markdown.indexOf("\n## 2."));
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| 中文") && !line.startsWith("| Key"))
    .map((line) => line.split("|")[2]?.trim() ?? "")
    .filter(Boolean);
}

/** Every string value of a JSON tree. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const linkLabels = (text: string) => text.replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1");
const PACKS = ITEM_PACKS;
const SOURCES: { source: string; texts: string[] }[] = [
  { source: "lang/en.json", texts: strings(JSON.parse(readFileSync(fromRoot("lang", "en.json"), "utf8"))) },
  ...PACKS.map((pack) => ({ source: `translations:${pack}`, texts: strings(readBabele(pack).entries).map(linkLabels) })),
  { source: "README.md", texts: readFileSync(fromRoot("README.md"), "utf8").split("\n") },
  { source: "packs/rules (English)", texts: rulesReferenceEnglish() },
];

/** The English entry of the rules quick reference: page names and each block of page text, tags removed. */
function rulesReferenceEnglish(): string[] {
  const english = packSources("rules").find(({ file }) => file.endsWith("-en.yml"))!.doc as unknown as { pages: { name: string; text: { content: string } }[] };
  return english.pages.flatMap((p) => [p.name, ...p.text.content.split(/<\/(?:p|li|h\d|td|th)>/).map((t) => linkLabels(t).replace(/<[^>]*>/g, ""))]);
}

/** Each glossary term, the variants that must not stand in for it, and why. */
const TERMS: { term: string; variants: RegExp; why: string }[] = [
  { term: "Sustain", variants: /\b(?:ability|abilities|attribute) load\b|\bno load\b|below the load|\bload against\b|\bload \d+ (?:Might|Energy|Spirit)\b|\boccup(?:y|ies|ied) (?:\{level\}|\d+) (?:Might|Energy|Spirit|\{attribute\})/i, why: "占用 is Sustain; load means carrying, and only items occupy (占据) body parts and slots" },
  { term: "Doff", variants: /\bunequip/i, why: "卸下 is Doff" },
  { term: "Vocal Magic", variants: /\bincantations?\b/i, why: "咒语 is the rulebook's Vocal Magic" },
  { term: "Somatic Magic", variants: /^Gesture$|\bGesture(?=[,)])|at least \d+ Gesture/, why: "法术 is the rulebook's Somatic Magic" },
  { term: "Symbolic Magic", variants: /^Sigil$|(?:\(|, )Sigil(?=[,)])|at least \d+ Sigil/, why: "符文 is the rulebook's Symbolic Magic" },
  { term: "Totemic Magic", variants: /^Totem$|\bTotem(?=[,)])/, why: "图腾 is the rulebook's Totemic Magic" },
  { term: "Divine Spell", variants: /^Divine$|(?:\(|, )Divine(?=[,)])|at least \d+ Divine abilities|divine magic/i, why: "神灵魔法 is the rulebook's Divine Spell" },
  { term: "Energy", variants: /\bAgility\b/, why: "活力 is Energy; Agility is the newer edition's word" },
  { term: "Face Sum", variants: /face value|\(🎲\+\)/i, why: "骰面 is written face sum / N🎲+" },
  { term: "Points", variants: /\b\d+(?: |-)dice (?:physical|erosion|occult|true)\b|\b\d+-dice\b/, why: "a pool counted in points is written N🎲" },
  { term: "Wrestle", variants: /\bWrestling\b|wrestling weapon/i, why: "缠斗 weapons are Wrestle weapons" },
  { term: "Strength", variants: /Gather Strength/, why: "Strength is spent potential, never a name for gathering Might" },
  { term: "Common", variants: /speak, read and write Common\b|\bCommon \+\d/, why: "Common is the ability type; the language is the Common Tongue" },
  { term: "Armor", variants: /armour|practis|vigour|fervour|specialis|civilis|\bcentred?\b|defence|favour|behaviour|neighbour|fibre|colour|honour|\bgrey\b|sulphur|\bsabre|mollusc|\blearnt\b|misspelt/i, why: "US spelling, as the glossary's Armor" },
];

/** A variant's hits across every source, with where. */
function hits(variants: RegExp): string[] {
  return SOURCES.flatMap(({ source, texts }) => texts.flatMap((t) => (variants.test(t) ? [`${source}: ${t.match(variants)![0]} — ${t.slice(0, 90)}`] : [])));
}

describe("glossary (docs/rules.md §1)", () => {
  const english = glossaryEnglish(RULES).join(" | ");

  it("the table is found and carries the terms the checks stand for", () => {
    expect(english).toContain("Might");
    for (const { term } of TERMS) expect(english, term).toContain(term);
  });

  it("the Chinese column carries the words the UI uses for the terms decided by the book (docs/seed-audit.md, Terms)", () => {
    const section = RULES.slice(RULES.indexOf("## 1. Glossary"), RULES.indexOf("\n## 2."));
    const chinese = section.split("\n").filter((line) => line.startsWith("| ")).map((line) => line.split("|")[1] ?? "").join(" | ");
    for (const word of ["主持人", "投骰", "援助", "先手", "应对", "携带量", "占据", "初版", "卸下"]) expect(chinese, word).toContain(word);
  });

  it("the word decisions are written down beside the glossary", () => {
    const section = RULES.slice(RULES.indexOf("## 1. Glossary"), RULES.indexOf("\n## 2."));
    expect(section).toMatch(/US spelling/);
    expect(section).toMatch(/Common Tongue/);
  });

  for (const { term, variants, why } of TERMS) {
    it(`"${term}" everywhere (${why})`, () => {
      expect(hits(variants).join("\n")).toBe("");
    });
  }

  it("pickpocketing is named Pickpocket, not Steal", () => {
    expect(hits(/\bSteal \+\d|^Steal$/).join("\n")).toBe("");
    expect(RULES).not.toMatch(/"Steal \+\d"/);
  });
});
