// The rules quick reference (issue 23): a JournalEntry pack with an English and a Chinese entry generated from
// data/rules-reference/, the same pages in both, every link inside resolving, and the sheet and card help links
// (src/core/rules-reference.ts, templates/shared/rules-link.hbs) opening a page that exists in both languages.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import YAML from "yaml";
import * as common from "../../scripts/packs/common.mjs";
import { SOURCE_TAGS, buildRulesReference, markdownToHtml } from "../../scripts/packs/rules-reference.mjs";
import { OPTIONAL_RULE_IDS } from "../../src/core/optional-rules.ts";
import { RULES_PAGES, openRulesPage, rulesPageUuid } from "../../src/core/rules-reference.ts";
import { fromRoot, listFiles, readJson } from "../support/project.ts";

interface Page { _id: string; _key: string; name: string; type: string; sort: number; text: { format: number; content: string } }
interface Entry { _id: string; _key: string; name: string; pages: Page[] }

const DIR = fromRoot("packs", "rules");
const entries = readdirSync(DIR).filter((f) => f.endsWith(".yml")).sort().map((f) => YAML.parse(readFileSync(path.join(DIR, f), "utf8")) as Entry);
const byLang = { en: entries.find((e) => e.name === "Quick reference")!, cn: entries.find((e) => e.name === "规则速查")! };
const HAN = /\p{Script=Han}/u;
const UUID = /@UUID\[([^\]]+)\]\{([^}]*)\}/g;

/** The page a UUID of this pack names, or undefined. */
function resolve(uuid: string): { entry: Entry; page: Page } | undefined {
  const m = /^Compendium\.meshal-lite\.rules\.JournalEntry\.(\w{16})\.JournalEntryPage\.(\w{16})$/.exec(uuid);
  const entry = entries.find((e) => e._id === m?.[1]);
  const page = entry?.pages.find((p) => p._id === m?.[2]);
  return entry && page ? { entry, page } : undefined;
}

describe("rules reference pack (packs/rules)", () => {
  it("holds exactly an English and a Chinese entry, keyed for the Foundry CLI", () => {
    expect(entries).toHaveLength(2);
    expect(byLang.en).toBeDefined();
    expect(byLang.cn).toBeDefined();
    for (const entry of entries) {
      expect(common.isDocumentId(entry._id)).toBe(true);
      expect(entry._key).toBe(`!journal!${entry._id}`);
      for (const page of entry.pages) {
        expect(common.isDocumentId(page._id)).toBe(true);
        expect(page._key).toBe(`!journal.pages!${entry._id}.${page._id}`);
        expect(page.type).toBe("text");
        expect(page.text.format).toBe(1); // HTML
        expect(page.text.content.length, page.name).toBeGreaterThan(200);
      }
    }
  });

  it("has the same page ids, in the same order, in both languages, each page in its own language", () => {
    expect(byLang.cn.pages.map((p) => p._id)).toEqual(byLang.en.pages.map((p) => p._id));
    expect(byLang.en.pages.length).toBeGreaterThanOrEqual(8);
    for (const page of byLang.en.pages) expect(`${page.name} ${page.text.content}`, page.name).not.toMatch(HAN);
    for (const page of byLang.cn.pages) {
      expect(page.name, page.name).toMatch(HAN);
      const words = page.text.content.replace(/@UUID\[[^\]]*\]/g, "").replace(/<[^>]*>/g, " ").match(/[A-Za-z]{2,}/g);
      expect(words, `English words on the Chinese page ${page.name}`).toBeNull();
    }
  });

  it("tags every statement with its source: each list item, paragraph and table row ends with one (issue 36)", () => {
    for (const [lang, entry] of Object.entries(byLang)) {
      const t = SOURCE_TAGS[lang as "en" | "cn"];
      const tag = new RegExp(`<span class="meshal-source"(?: title="(l\\.\\d+(?:–\\d+)?(?:, l\\.\\d+(?:–\\d+)?)*)")?>\\${t.open}((?:${t.seed}|${t.newer}|${t.system})(?:${t.join}(?:${t.seed}|${t.newer}|${t.system}))*)\\${t.close}</span>`, "g");
      let statements = 0;
      for (const page of entry.pages) {
        const html = page.text.content.replace(/<blockquote>.*?<\/blockquote>/g, "");
        const blocks = [...html.matchAll(/<(li|p)>(.*?)<\/\1>/g), ...html.matchAll(/<tr><td>(?:(?!<\/tr>).)*<\/td><\/tr>/g)].map((m) => m[0]);
        for (const block of blocks) {
          statements++;
          expect(block.replace(/<\/(?:li|p|td)><\/tr>$|<\/(?:li|p)>$/, ""), `${entry.name} / ${page.name}: ${block.slice(0, 80)}`).toMatch(new RegExp(`${tag.source}$`));
          for (const m of block.matchAll(tag)) {
            // a seed claim names its lines; the other sources have none
            expect(Boolean(m[1]), `${page.name}: ${m[0]}`).toBe(m[2]!.includes(t.seed));
          }
        }
        // no raw source token is left in the text
        expect(page.text.content, page.name).not.toMatch(/\[\[/);
      }
      expect(statements, entry.name).toBeGreaterThan(150);
    }
  });

  it("explains the tags on its first page, in both languages", () => {
    for (const [lang, entry] of Object.entries(byLang)) {
      const t = SOURCE_TAGS[lang as "en" | "cn"];
      const legend = /<blockquote>(.*?)<\/blockquote>/.exec(entry.pages[0]!.text.content)?.[1] ?? "";
      for (const name of [t.seed, t.newer, t.system]) expect(legend, `${entry.name}: ${name}`).toContain(`${t.open}${name}${t.close}`);
    }
  });

  it("tags the statements the issue named: the mobility page's ⚡ rules as the newer edition's, defense dice and complete defense too, the order of damage extras a decision", () => {
    const text = (lang: "en" | "cn", topic: keyof typeof RULES_PAGES) => byLang[lang].pages.find((p) => p._id === RULES_PAGES[topic])!.text.content;
    expect(text("en", "mobility")).toMatch(/Max mobility<\/strong> is 3[^<]*<strong>at the start of your own turn<\/strong>\. <span class="meshal-source">\[Newer\]<\/span>/);
    expect(text("en", "attack")).toMatch(/<strong>resist<\/strong> Spirit dice[^]*?<span class="meshal-source">\[Newer\]<\/span><\/li>/);
    expect(text("en", "attack")).toMatch(/Complete defense:<\/strong>[^]*?<span class="meshal-source">\[Newer\]<\/span><\/li>/);
    expect(text("en", "damage")).toMatch(/then <strong>−N<\/strong>; drop the fraction; never below 0\. <span class="meshal-source">\[Newer · System\]<\/span>/);
    expect(text("cn", "damage")).toMatch(/最后<strong>−N<\/strong>；舍去小数，最低为0。 <span class="meshal-source">〔新版·本系统〕<\/span>/);
  });

  it("states what issue 36 found wrong as the book has it, and the core rules it found missing", () => {
    const all = (lang: "en" | "cn") => byLang[lang].pages.map((p) => p.text.content).join("\n");
    const en = all("en");
    const cn = all("cn");
    // wrong or misleading before
    expect(en).not.toMatch(/assumed to be reloaded|reloaded during|at least X and under Y|Energy\/2|refreshes? on a full rest|some species add/i);
    expect(cn).not.toMatch(/视为已经装填|不少于X且少于Y|活力\/2|某些种族还会增加/);
    expect(en).toContain("<code>Energy÷2🎲</code>");
    expect(cn).toContain("<code>活力÷2🎲</code>");
    expect(en).toMatch(/Amnius and Inamnius −6/);
    expect(cn).toMatch(/天人与非天−6/);
    expect(en).toMatch(/"per day" come back when a new day begins, not with each rest/);
    expect(en).toMatch(/A weapon's "X~Y" range[^<]*<strong>includes Y<\/strong>/);
    expect(en).toMatch(/dagger|Might\/Energy, 2 hits of Energy÷2🎲/);
    // missing before (seed lines)
    expect(en).toMatch(/at the same time<\/strong> as what it answers/); // l.188
    expect(cn).toMatch(/<strong>同时发生<\/strong>/);
    expect(en).toMatch(/<strong>durability<\/strong> instead of attribute dice/); // l.257–259
    expect(en).toMatch(/Rock or concrete<\/td><td>6 × thickness; under 1 step: 4/);
    expect(en).toMatch(/<strong>3 heavy and 9 light items<\/strong>/); // l.135
    expect(en).toMatch(/<strong>one accessory of each kind<\/strong>/); // l.154
    expect(en).toMatch(/must be perceived/); // l.216
    expect(en).toMatch(/is <strong>not<\/strong> perceiving it/); // l.217
    expect(en).toMatch(/<strong>adjacent<\/strong> means within 1 step with no obstacle between/); // l.206
    expect(en).toMatch(/two diagonal squares count 3 steps/); // l.207
    expect(en).toMatch(/<strong>both<\/strong> of you spend the action/); // l.132
    expect(en).toMatch(/fails if anything hinders you at all/); // l.131
    expect(en).toMatch(/acts <strong>after everyone<\/strong> already in the order/); // l.184
    expect(en).toMatch(/<strong>ammunition's own effects<\/strong>/); // l.248
    expect(en).toMatch(/A <strong>same-named<\/strong> ability effect replaces the one already on you/); // l.96
    for (const word of ["同时发生", "耐久", "3件重型物品和9件轻型物品", "每种类型的饰品皆可装备一件", "察觉", "对角", "双方", "任何阻挠", "所有已在顺序中的角色之后", "所用弹药的攻击效果", "同名"]) expect(cn, word).toContain(word);
  });

  it("resolves every @UUID link inside the pages to a page of the same language's entry", () => {
    let count = 0;
    for (const entry of entries) {
      for (const page of entry.pages) {
        for (const [, uuid, label] of page.text.content.matchAll(UUID)) {
          count++;
          const target = resolve(uuid!);
          expect(target, `${entry.name} / ${page.name}: ${uuid}`).toBeDefined();
          expect(target!.entry._id, `${page.name} links into the other language`).toBe(entry._id);
          expect(label, uuid).not.toBe("");
        }
      }
    }
    expect(count).toBeGreaterThanOrEqual(16);
  });

  it("explains every optional rule of src/core/optional-rules.ts in both languages, once each", () => {
    for (const entry of entries) {
      const optional = entry.pages.find((p) => p._id === RULES_PAGES.optional)!;
      const sections = [...optional.text.content.matchAll(/<h3 data-rule="(\w+)">/g)].map((m) => m[1]);
      expect([...sections].sort(), entry.name).toEqual([...OPTIONAL_RULE_IDS].sort());
    }
  });

  it("is generated deterministically, and the files on disk are up to date", () => {
    const first = buildRulesReference({ dataRoot: common.dataRoot, common });
    const second = buildRulesReference({ dataRoot: common.dataRoot, common });
    expect(second.map((e) => common.toYaml(e.doc))).toEqual(first.map((e) => common.toYaml(e.doc)));
    for (const { fileName, doc } of first) {
      expect(readFileSync(path.join(DIR, `${fileName}.yml`), "utf8"), `${fileName}: run npm run packs:generate`).toBe(common.toYaml(doc));
    }
  });

  it("compiles with the Foundry CLI into a pack that gives back both entries with their pages", async () => {
    const { compilePack, extractPack } = await import("@foundryvtt/foundryvtt-cli");
    const tmp = mkdtempSync(path.join(os.tmpdir(), "meshal-rules-"));
    try {
      await compilePack(DIR, path.join(tmp, "db"), { yaml: true, log: false });
      await extractPack(path.join(tmp, "db"), path.join(tmp, "out"), { yaml: true, log: false });
      const back = readdirSync(path.join(tmp, "out")).map((f) => YAML.parse(readFileSync(path.join(tmp, "out", f), "utf8")) as Entry);
      expect(back.map((e) => e._id).sort()).toEqual(entries.map((e) => e._id).sort());
      for (const e of back) expect(e.pages.map((p) => p._id)).toEqual(byLang.en.pages.map((p) => p._id));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it("is listed in the manifest as a JournalEntry pack players may read, inside the system's folder", () => {
    const manifest = readJson<{ packs: { name: string; type: string; path: string; ownership: Record<string, string> }[]; packFolders: { packs: string[] }[] }>(fromRoot("system.json"));
    const pack = manifest.packs.find((p) => p.name === "rules");
    expect(pack).toMatchObject({ type: "JournalEntry", path: "packs/rules", ownership: { PLAYER: "OBSERVER" } });
    expect(manifest.packFolders.flatMap((f) => f.packs)).toContain("rules");
  });
});

describe("the generator's checks", () => {
  const link = (topic: string) => `Compendium.x.${topic}`;

  it("turns the Markdown subset into HTML, page links into @UUID links and sources into tags", () => {
    const html = markdownToHtml(["> A note.", "", "Some **bold** and *it* <x>. [[seed l.5]] More. [[newer]]", "", "- one @page[rest]{Rest} [[seed l.12–13; system]]", "", "| a | b |", "|---|---|", "| 1 | 2 [[system]] |", "### Rule {bodyParts}"], link, "t");
    expect(html).toBe("<blockquote><p>A note.</p></blockquote>"
      + "<p>Some <strong>bold</strong> and <em>it</em> &lt;x&gt;. <span class=\"meshal-source\" title=\"l.5\">[Seed]</span> More. <span class=\"meshal-source\">[Newer]</span></p>"
      + "<ul><li>one @UUID[Compendium.x.rest]{Rest} <span class=\"meshal-source\" title=\"l.12–13\">[Seed · System]</span></li></ul>"
      + "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2 <span class=\"meshal-source\">[System]</span></td></tr></tbody></table><h3 data-rule=\"bodyParts\">Rule</h3>");
    expect(markdownToHtml(["- 一条。 [[seed l.1; newer]]"], link, "t", "cn")).toBe("<ul><li>一条。 <span class=\"meshal-source\" title=\"l.1\">〔初版·新版〕</span></li></ul>");
  });

  it("refuses a statement without its source, and a malformed source", () => {
    expect(() => markdownToHtml(["- a rule"], link, "t")).toThrow(/t: a statement without its source/);
    expect(() => markdownToHtml(["- a rule [[seed l.1]] and more"], link, "t")).toThrow(/without its source at its end/);
    expect(() => markdownToHtml(["A rule."], link, "t")).toThrow(/without its source/);
    expect(() => markdownToHtml(["| a |", "|---|", "| 1 |"], link, "t")).toThrow(/without its source/);
    expect(() => markdownToHtml(["- a rule [[seed]]"], link, "t")).toThrow(/names its lines/);
    expect(() => markdownToHtml(["- a rule [[newer l.3]]"], link, "t")).toThrow(/only the seed has lines/);
    expect(() => markdownToHtml(["- a rule [[book l.3]]"], link, "t")).toThrow(/unknown source "book"/);
    expect(() => markdownToHtml(["- a rule [[seed 3]]"], link, "t")).toThrow(/l\.N/);
    expect(markdownToHtml(["> a note needs none"], link, "t")).toBe("<blockquote><p>a note needs none</p></blockquote>");
  });

  it("refuses a link to a topic without a page, and languages with different pages", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "meshal-rules-data-"));
    try {
      cpSync(fromRoot("data", "rules-reference"), path.join(tmp, "rules-reference"), { recursive: true });
      const cnDice = path.join(tmp, "rules-reference", "cn", "01-dice.md");
      const text = readFileSync(cnDice, "utf8");
      writeFileSync(cnDice, `${text}\n@page[nowhere]{?} [[system]]\n`);
      expect(() => buildRulesReference({ dataRoot: tmp, common })).toThrow(/links to "nowhere"/);
      rmSync(cnDice);
      expect(() => buildRulesReference({ dataRoot: tmp, common })).toThrow(/cn has pages/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe("help links (src/core/rules-reference.ts)", () => {
  const TOPICS = Object.keys(RULES_PAGES);

  it("map every topic to a page that exists in both entries, in the reader's language", () => {
    for (const topic of [...TOPICS, ...OPTIONAL_RULE_IDS.map((id) => `optional-${id}`)]) {
      const cn = resolve(rulesPageUuid(topic, "cn")!);
      const en = resolve(rulesPageUuid(topic, "en")!);
      expect(cn?.entry._id, topic).toBe(byLang.cn._id);
      expect(en?.entry._id, topic).toBe(byLang.en._id);
      expect(cn!.page._id).toBe(en!.page._id);
    }
    expect(resolve(rulesPageUuid("optional-coupDeGrace", "en")!)!.page.name).toBe("Optional rules");
    expect(resolve(rulesPageUuid("rest", "fr")!)!.entry._id, "any other language reads English").toBe(byLang.en._id);
  });

  it("have a page for every topic and a topic for every page", () => {
    expect([...TOPICS].sort()).toEqual(byLang.en.pages.map((p) => p._id).map((id) => TOPICS.find((t) => RULES_PAGES[t as keyof typeof RULES_PAGES] === id)).sort());
  });

  it("know nothing of unknown topics", () => {
    for (const topic of ["", "nope", "optional-nope", "optional-", "toString", "optional-toString"]) expect(rulesPageUuid(topic, "en"), topic).toBeNull();
  });

  it("are placed where the issue asks, each with a known topic and a label in both languages", () => {
    const templates = listFiles(fromRoot("templates"), /\.hbs$/).map((f) => ({ file: path.relative(fromRoot("templates"), f), text: readFileSync(f, "utf8") }));
    const uses = templates.flatMap(({ file, text }) => [...text.matchAll(/\{\{> "meshal\.rules-link" topic="([\w-]+)" label="([\w.]+)"\}\}/g)].map((m) => ({ file, topic: m[1]!, label: m[2]! })));
    for (const use of uses) expect(rulesPageUuid(use.topic, "en"), `${use.file}: ${use.topic}`).not.toBeNull();
    const where = (topic: string) => uses.filter((u) => u.topic === topic).map((u) => u.file).sort();
    expect(where("dice")).toEqual(["actor/character/pools.hbs"]);
    expect(where("conditions")).toEqual(["actor/character/pools.hbs"]);
    expect(where("mobility")).toEqual(["actor/character/pools.hbs"]);
    expect(where("advancement")).toEqual(["actor/character/header.hbs"]);
    expect(where("rest")).toEqual(["actor/character/header.hbs", "chat/rest.hbs"]);
    expect(where("attack")).toEqual(["chat/attack.hbs"]);
  });
});

describe("opening a page", () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    for (const key of ["game", "ui", "fromUuid"]) delete g[key];
  });

  function stage(lang: string, found: boolean) {
    const render = vi.fn(async () => undefined);
    const warn = vi.fn();
    const fromUuid = vi.fn(async (uuid: string) => {
      const target = found ? resolve(uuid) : undefined;
      return target ? { documentName: "JournalEntryPage", id: target.page._id, parent: { sheet: { render } } } : null;
    });
    Object.assign(g, { game: { i18n: { lang, localize: (k: string) => k } }, ui: { notifications: { warn } }, fromUuid });
    return { render, warn, fromUuid };
  }

  it("renders the entry of the user's language at the topic's page", async () => {
    const { render, fromUuid } = stage("cn", true);
    await openRulesPage("mobility");
    expect(fromUuid).toHaveBeenCalledWith(rulesPageUuid("mobility", "cn"));
    expect(render).toHaveBeenCalledWith({ force: true, pageId: RULES_PAGES.mobility });
  });

  it("warns instead when the page cannot be found", async () => {
    const { render, warn } = stage("en", false);
    await openRulesPage("rest");
    expect(render).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("MESHAL.RulesReference.missing");
  });
});

