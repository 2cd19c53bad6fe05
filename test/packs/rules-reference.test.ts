// The rules quick reference (issue 23): a JournalEntry pack with an English and a Chinese entry generated from
// data/rules-reference/, the same pages in both, every link inside resolving, and the sheet and card help links
// (src/core/rules-reference.ts, templates/shared/rules-link.hbs) opening a page that exists in both languages.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import YAML from "yaml";
import * as common from "../../scripts/packs/common.mjs";
import { buildRulesReference, markdownToHtml } from "../../scripts/packs/rules-reference.mjs";
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

  it("turns the Markdown subset into HTML and page links into @UUID links", () => {
    const html = markdownToHtml(["Some **bold** and *it* <x>.", "", "- one @page[rest]{Rest}", "", "| a | b |", "|---|---|", "| 1 | 2 |", "### Rule {bodyParts}"], link, "t");
    expect(html).toBe("<p>Some <strong>bold</strong> and <em>it</em> &lt;x&gt;.</p><ul><li>one @UUID[Compendium.x.rest]{Rest}</li></ul>"
      + "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><h3 data-rule=\"bodyParts\">Rule</h3>");
  });

  it("refuses a link to a topic without a page, and languages with different pages", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "meshal-rules-data-"));
    try {
      cpSync(fromRoot("data", "rules-reference"), path.join(tmp, "rules-reference"), { recursive: true });
      const cnDice = path.join(tmp, "rules-reference", "cn", "01-dice.md");
      const text = readFileSync(cnDice, "utf8");
      writeFileSync(cnDice, `${text}\n@page[nowhere]{?}\n`);
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

