// One word per term in each language (issue 36, items 13–16): the UI's words (lang files and the text written in
// templates) follow the seed rulebook in Chinese (test/support/terms-zh.ts) and the glossary in English
// (docs/rules.md §1), Chinese UI text carries no English, and docs/seed-audit.md records every decision.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flattenLang, readLang } from "../support/lang.ts";
import { fromRoot, listFiles } from "../support/project.ts";
import { CHINESE_TERMS, LATIN_ALLOWED, withoutAllowedLatin } from "../support/terms-zh.ts";

const en = flattenLang(readLang("en"));
const cn = flattenLang(readLang("cn"));

/**
 * Text written in a template itself, each Handlebars expression shown as "{}": text between tags and literal
 * attribute values a user reads. Only text with a letter in it is kept.
 */
function writtenText(html: string): string[] {
  const bare = html.replace(/\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g, "").replace(/\{\{\{?[\s\S]*?\}\}\}?/g, "{}");
  const attributes = [...bare.matchAll(/\b(?:title|alt|placeholder|aria-label|data-tooltip)="([^"]*)"/g)].map((m) => m[1]!.replace(/<[^>]*>/g, " "));
  const between = bare.replace(/\s[\w-]+="[^"]*"/g, "").replace(/<[^>]*>/g, "\n").split("\n");
  return [...attributes, ...between].map((t) => t.trim()).filter((t) => /\p{L}/u.test(t.replace(/\{\}/g, "")));
}

/** `file: text` for the written text of every template. */
function templateText(): string[] {
  const dir = fromRoot("templates");
  return listFiles(dir, /\.hbs$/).flatMap((file) => writtenText(readFileSync(file, "utf8")).map((t) => `${file.slice(dir.length + 1)}: ${t}`));
}

const TEMPLATE_TEXT = templateText();
const CHINESE: [string, string][] = [...cn, ...TEMPLATE_TEXT.filter((t) => /\p{Script=Han}/u.test(t)).map((t): [string, string] => ["template", t])];
const ENGLISH: [string, string][] = [...en, ...TEMPLATE_TEXT.map((t): [string, string] => ["template", t])];

/** `key: text` of every string matching `re`. */
const hitsIn = (texts: [string, string][], re: RegExp) => texts.filter(([, t]) => re.test(t)).map(([k, t]) => `${k}: ${t}`);

describe("Chinese UI words are the rulebook's (test/support/terms-zh.ts)", () => {
  for (const { term, variants, line } of CHINESE_TERMS) {
    it(`${term} (${line})`, () => {
      expect(hitsIn(CHINESE, variants)).toEqual([]);
    });
  }

  it("the chosen words are in use", () => {
    const all = [...cn.values()].join("\n");
    for (const word of ["主持人", "投骰", "应对", "援助", "先手", "携带量", "占据", "初版", "骰面", "扩展规则", "变体规则"]) expect(all, word).toContain(word);
  });
});

describe("Chinese UI text has no English", () => {
  it("no Latin letters in lang/cn.json outside the allowed list", () => {
    const latin = [...cn].filter(([, t]) => /[A-Za-z]/.test(withoutAllowedLatin(t))).map(([k, t]) => `${k}: ${t}`);
    expect(latin).toEqual([]);
  });

  it("the allowed list is short and every entry is still needed", () => {
    expect(LATIN_ALLOWED.length).toBeLessThanOrEqual(4);
    for (const { text, why } of LATIN_ALLOWED) {
      expect(why).not.toBe("");
      expect([...cn.values()].some((t) => new RegExp(text.source).test(t)), String(text)).toBe(true);
    }
  });

  it("catches English words, d6 and English attribute ids", () => {
    for (const bad of ["GM 可以解锁", "不是有效的d6结果", "也可写英文 might、energy/2", "Meshal NPC 卡", "生物（UUID）"]) {
      expect(withoutAllowedLatin(bad), bad).toMatch(/[A-Za-z]/);
    }
    expect(withoutAllowedLatin("{name}正在战斗中（默认 Shift）；Meshal Lite 世界")).not.toMatch(/[A-Za-z]/);
  });
});

/** English words the glossary replaced in the UI, and why (the packs and the README are checked by glossary.test.ts). */
const ENGLISH_TERMS: { term: string; variants: RegExp; why: string }[] = [
  { term: "Doff", variants: /\bunequip/i, why: "卸下 is Doff (glossary: Carry / Equip / Doff / Use)" },
  { term: "Sustain", variants: /\boccup(?:y|ies|ied)\s+(?:\{level\}|\d+)\s/i, why: "an ability sustains (占用) an attribute; only items occupy (占据) body parts and slots" },
  { term: "Load", variants: /\bload limit\b/i, why: "load is what is carried (携带量); its limit is the carrying capacity (携带上限)" },
  { term: "Assist", variants: /\bhelpers?\b|\bhelp on\b/i, why: "援助 is Assist" },
  { term: "Attempt / roll", variants: /\b(?:a|the) checks?\b|\{formula\} check|\bchecks? of\b/i, why: "the book has no check: a roll against a difficulty is an Attempt (尝试), any other roll a roll" },
  { term: "N🎲", variants: /\}d6\b|\b\d+d6\b/, why: "a count of dice is written N🎲, as the book does" },
  { term: "÷ (division)", variants: /\b(?:might|energy|spirit)\s*\/\s*\d/i, why: "in the book / means or (强壮/活力); a division is ÷ (l.56 活力÷2🎲)" },
  { term: "N× per period", variants: /\bcan be used \{max\}|\b(?:once|twice|\d+ times) (?:per|a|each) (?:round|Moment|full rest|day)\b/i, why: "one wording for use limits on items and abilities: 1× per round, as the packs write it" },
];

describe("English UI words are the glossary's (docs/rules.md §1)", () => {
  for (const { term, variants, why } of ENGLISH_TERMS) {
    it(`${term} (${why})`, () => {
      expect(hitsIn(ENGLISH, variants)).toEqual([]);
    });
  }

  it("use limits read the same in every period, in both languages", () => {
    const limits = (lang: Map<string, string>) => [...lang].filter(([k]) => k.startsWith("MESHAL.Warn.useLimit."));
    expect(limits(en).length).toBeGreaterThanOrEqual(4);
    for (const [key, text] of limits(en)) expect(text, key).toMatch(/^\{name\}: \{max\}× per (?:round|Moment|full rest|day);/);
    for (const [key, text] of limits(cn)) expect(text, key).toMatch(/^\{name\}：每(?:轮|次瞬息过程|次充分休息|天)最多\{max\}次，/);
  });

  it("templates write no words of their own: everything a user reads comes from the lang files", () => {
    expect(TEMPLATE_TEXT).toEqual([]);
  });

  it("the template reader finds written words (a probe)", () => {
    const probe = '{{!-- a comment --}}<span data-tooltip="{{localize "X"}}<br>Hint">{{dice}}d6 · {{cost}}⚡</span><b>{{{html}}}</b> <i>Close</i>';
    expect(writtenText(probe)).toEqual(["{} Hint", "{}d6 · {}⚡", "Close"]);
  });
});

describe("docs/seed-audit.md records each decision", () => {
  const audit = readFileSync(fromRoot("docs", "seed-audit.md"), "utf8");
  const section = audit.slice(audit.indexOf("# Terms"));

  it("has a Terms table", () => {
    expect(audit).toContain("# Terms");
    expect(section).toMatch(/\| Term \| 中文 \| English \| Book \| Why \|/);
  });

  it("names every Chinese and English decision the tests stand for", () => {
    for (const { term } of CHINESE_TERMS) expect(section, term).toContain(term.replace(/（.*$/, ""));
    for (const { term } of ENGLISH_TERMS) expect(section, term).toContain(term.split(" ")[0]!);
  });
});
