/**
 * One word per term in the packs (issue 36, items 13 and 15): the Chinese a player reads uses the seed rulebook's
 * words (lines of shared/rules/seed-rulebook.zh.txt), the English the glossary's (docs/rules.md §1). Read from the
 * generated packs — descriptions, structured strings and effects of every Item pack, and both entries of the rules
 * quick reference — with link labels (document names) left out: names are the source's own.
 * The UI side (lang files, templates) is checked by test/docs/terms.test.ts with the same decisions.
 */
import { describe, expect, it } from "vitest";
import { ITEM_PACKS, packSources, readBabele, type PackDoc } from "../support/packs.ts";

const withoutLinks = (text: string) => text.replace(/@UUID\[[^\]]*\]\{[^}]*\}/g, "");
const HAN = /\p{Script=Han}/u;

/** Every string of a value tree. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

interface Text { where: string; text: string }

const itemDocs = ITEM_PACKS.flatMap((pack) => packSources(pack).map(({ doc }) => ({ pack, doc })));
const chineseOf = (where: string, d: PackDoc): Text[] =>
  strings([d.system, d.effects]).filter((t) => HAN.test(t)).map((t) => ({ where, text: withoutLinks(t) }));
const CHINESE: Text[] = itemDocs.flatMap(({ pack, doc }) => chineseOf(`${pack}/${String(doc.system.identifier)}`, doc));
const ENGLISH: Text[] = ITEM_PACKS.flatMap((pack) => Object.values(readBabele(pack).entries).flatMap((e) =>
  strings(e).map((t) => ({ where: `${pack}: ${e.name}`, text: withoutLinks(t) }))));

/** The rules quick reference, one text per page, by language. */
const reference = (suffix: string): Text[] => {
  const entry = packSources("rules").find(({ file }) => file.endsWith(suffix))!.doc as unknown as { pages: { name: string; text: { content: string } }[] };
  return entry.pages.map((p) => ({ where: `rules: ${p.name}`, text: withoutLinks(p.text.content) }));
};
const CHINESE_ALL = [...CHINESE, ...reference("-cn.yml")];
const ENGLISH_ALL = [...ENGLISH, ...reference("-en.yml")];

const hits = (texts: Text[], re: RegExp) => texts.filter((t) => re.test(t.text)).map((t) => `${t.where}: …${t.text.match(re)![0]}…`);

/** Chinese words: the term, what must not stand for it, the book's line. */
const CHINESE_TERMS: { term: string; variants: RegExp; line: string }[] = [
  { term: "投骰", variants: /掷骰|掷出|重掷|(?<![丢投])掷|投掷(?!武器)|检定/, line: "l.25 投骰; l.34 重投; l.36 尝试 — 掷 only in 丢掷 (l.246) and the kind 投掷武器 (l.149)" },
  { term: "占据 (items) / 占用 (Sustain)", variants: /占用(?![^，。；|<]{0,4}(?:强壮|活力|精神|属性))/, line: "l.85 占用属性 (abilities); l.128, l.140, l.154 占据 (body parts)" },
  { term: "主持人", variants: /\bGM\b|游戏主持(?!人)/, line: "l.5 主持人" },
  { term: "应对", variants: /反应(?!力)/, line: "l.186 应对行动" },
  { term: "援助", variants: /协助/, line: "l.38 援助" },
  { term: "先手", variants: /先攻/, line: "l.182 先手" },
  { term: "携带量", variants: /负载|负重/, line: "l.125 携带; l.135 你可携带的物品数量" },
  { term: "初版", variants: /原版|原规则书/, line: "初版 pairs with 新版 (the UI's name for the seed edition)" },
  { term: "活力÷2🎲", variants: /(?:强壮|活力|精神)骰(?:[÷/]|[^，。；、（）<🎲步]{0,8}🎲)|(?:强壮|活力|精神)\s*\/\s*\d/u, line: "l.56 投活力÷2🎲, 活力/精神孰低🎲" },
  { term: "颗", variants: /个骰/, line: "l.27 投出4+3=7颗骰子" },
  { term: "配件", variants: /配饰/, line: "l.157 配件" },
  { term: "寿终正寝", variants: /自然死亡/, line: "l.285 寿终正寝" },
  { term: "扩展规则", variants: /可选规则/, line: "l.13 扩展规则" },
  { term: "每轮最多1次", variants: /每(?:轮|次瞬息过程|次充分休息后?|天)\d+次/, line: "l.88 每天最多3次 — one wording for use limits" },
];

/** English words: the glossary's term, what must not stand for it, why. */
const ENGLISH_TERMS: { term: string; variants: RegExp; why: string }[] = [
  { term: "Doff", variants: /\bunequip/i, why: "卸下 is Doff (glossary: Carry / Equip / Doff / Use)" },
  { term: "Sustain", variants: /\boccup(?:y|ies|ied)\s+\d+\s+(?:Might|Energy|Spirit)\b|\b(?:ability|attribute) load\b/i, why: "an ability sustains (占用) an attribute" },
  { term: "occupies", variants: /\btakes (?:\d+ [\w ]+ slots?\b|no slot)/, why: "an item occupies (占据) slots and body parts" },
  { term: "Load", variants: /\bload limit\b|\bweight limit\b/i, why: "load is what is carried (携带量); its limit is the carrying capacity (携带上限)" },
  { term: "Assist", variants: /\bhelpers?\b/i, why: "援助 is Assist" },
  { term: "N× per period", variants: /\b(?:once|twice|\d+ times) (?:per|a|each) (?:round|Moment|full rest|day)\b|\b\d+ per (?:round|Moment|full rest|day)\b/i, why: "one wording for use limits on items and abilities: 1× per round" },
  { term: "N🎲", variants: /\b\d+d6\b/, why: "a count of dice is written N🎲, as the book does" },
  { term: "÷", variants: /\b(?:Might|Energy|Spirit)\s*\/\s*\d/i, why: "in the book / means or (强壮/活力); a division is ÷ (l.56 活力÷2🎲)" },
];

describe("Chinese pack text uses the rulebook's words", () => {
  it("finds the text it checks", () => {
    expect(CHINESE.length).toBeGreaterThan(1000);
    expect(reference("-cn.yml").length).toBeGreaterThanOrEqual(8);
  });
  for (const { term, variants, line } of CHINESE_TERMS) {
    it(`${term} (${line})`, () => {
      expect(hits(CHINESE_ALL, variants)).toEqual([]);
    });
  }
  it("the chosen words are in use: 投骰, 占据 on items, 占用 on abilities, 携带量 and 每轮最多", () => {
    const all = CHINESE.map((t) => t.text).join("\n");
    for (const word of ["投骰", "占据武器位", "获得：占用", "携带上限", "每轮最多1次", "活力÷2🎲", "强壮/活力孰低🎲"]) expect(all, word).toContain(word);
  });
});

describe("English pack text uses the glossary's words", () => {
  it("finds the text it checks", () => {
    expect(ENGLISH.length).toBeGreaterThan(1000);
  });
  for (const { term, variants, why } of ENGLISH_TERMS) {
    it(`${term} (${why})`, () => {
      expect(hits(ENGLISH_ALL, variants)).toEqual([]);
    });
  }
  it("items and abilities word their use limits alike, and items occupy slots", () => {
    const all = ENGLISH.map((t) => t.text).join("\n");
    expect(all).toMatch(/\b1× per round\b/);
    expect(all).toMatch(/\b1× per Moment\b/);
    expect(all).toMatch(/occupies 1 weapon slot/);
  });
});
