// The rules quick reference: one JournalEntry pack `rules` with an English entry and a Chinese entry, written from
// data/rules-reference/{en,cn}/NN-topic.md. Both entries have the same pages in the same order, and a page has the
// same id in both, so a link picks its language by the entry alone (src/core/rules-reference.ts). No Babele: each
// language ships as its own entry.
//
// The sources are a small Markdown subset: "# " the page name (first line), "## " / "### " headings ("### Name {id}"
// marks an optional rule's section), "- " list items (one line each), "|" table rows (the second one the divider),
// paragraphs separated by blank lines, **bold**, *italic*, `code`, and "@page[topic]{label}" for a link to another
// page of the same entry.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const RULES_PACK = "rules";
export const RULES_LANGUAGES = ["en", "cn"];
const ENTRY_NAMES = { en: "Quick reference", cn: "规则速查" };

/** Stable ids: an entry per language, a page per topic (the same page id in both entries). */
export const rulesEntryId = (common, lang) => common.stableId(`journal:rules:${lang}`);
export const rulesPageId = (common, topic) => common.stableId(`journal:rules:page:${topic}`);

/** The topic of a source file name "NN-topic.md". */
function topicOf(file) {
  const m = /^\d\d-([a-z]+)\.md$/.exec(file);
  if (!m) throw new Error(`rules reference: "${file}" is not named NN-topic.md`);
  return m[1];
}

/** Inline Markdown → HTML (text escaped first; page links become @UUID links to the same entry). */
function inline(text, pageUuid, where) {
  return text
    .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\*([^*]+)\*/g, "<em>$1</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/@page\[([a-z]+)\]\{([^}]+)\}/g, (m, topic, label) => `@UUID[${pageUuid(topic, where)}]{${label}}`);
}

/** A Markdown page (without its "# " name line) → HTML. */
export function markdownToHtml(lines, pageUuid, where) {
  const out = [];
  let paragraph = [];
  let list = [];
  let table = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "), pageUuid, where)}</p>`);
    if (list.length) out.push(`<ul>${list.map((i) => `<li>${inline(i, pageUuid, where)}</li>`).join("")}</ul>`);
    if (table.length) {
      const cells = (row) => row.replace(/^\||\|$/g, "").split("|").map((c) => inline(c.trim(), pageUuid, where));
      const [head, divider, ...body] = table;
      if (!/^\|[\s:|-]+\|$/.test(divider ?? "")) throw new Error(`${where}: a table needs a divider row`);
      out.push(`<table><thead><tr>${cells(head).map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${body
        .map((r) => `<tr>${cells(r).map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`);
    }
    paragraph = [];
    list = [];
    table = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(##|###) (.+?)(?: \{([A-Za-z0-9]+)\})?$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const level = heading[1].length;
      const rule = heading[3] ? ` data-rule="${heading[3]}"` : "";
      out.push(`<h${level}${rule}>${inline(heading[2], pageUuid, where)}</h${level}>`);
    } else if (line.startsWith("- ")) {
      if (paragraph.length || table.length) flush();
      list.push(line.slice(2));
    } else if (line.startsWith("|")) {
      if (paragraph.length || list.length) flush();
      table.push(line);
    } else if (line.startsWith("#")) throw new Error(`${where}: unsupported heading "${line}"`);
    else {
      if (list.length || table.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return out.join("");
}

/** The source pages of one language: [{topic, name, lines}] in file order. */
function readPages(dataRoot, lang) {
  const dir = path.join(dataRoot, "rules-reference", lang);
  return readdirSync(dir).filter((f) => f.endsWith(".md")).sort().map((file) => {
    const [first, ...lines] = readFileSync(path.join(dir, file), "utf8").split("\n");
    const name = /^# (.+)$/.exec(first ?? "")?.[1];
    if (!name) throw new Error(`rules reference: ${lang}/${file} must start with "# Page name"`);
    return { topic: topicOf(file), name: name.trim(), lines, where: `${lang}/${file}` };
  });
}

/**
 * The pack's entries {fileName, doc}, one per language, from data/rules-reference/. Throws when the languages differ
 * in their topics or a page links to a topic that has no page.
 */
export function buildRulesReference({ dataRoot, common }) {
  const byLang = Object.fromEntries(RULES_LANGUAGES.map((lang) => [lang, readPages(dataRoot, lang)]));
  const topics = byLang.en.map((p) => p.topic);
  for (const lang of RULES_LANGUAGES) {
    const mine = byLang[lang].map((p) => p.topic);
    if (mine.join() !== topics.join()) throw new Error(`rules reference: ${lang} has pages [${mine}], en has [${topics}]`);
  }
  return RULES_LANGUAGES.map((lang) => {
    const entryId = rulesEntryId(common, lang);
    const pageUuid = (topic, where) => {
      if (!topics.includes(topic)) throw new Error(`rules reference: ${where} links to "${topic}", which has no page`);
      return `Compendium.${common.SYSTEM_ID}.${RULES_PACK}.JournalEntry.${entryId}.JournalEntryPage.${rulesPageId(common, topic)}`;
    };
    const pages = byLang[lang].map((page, i) => {
      const _id = rulesPageId(common, page.topic);
      return {
        _id,
        _key: `!journal.pages!${entryId}.${_id}`,
        name: page.name,
        type: "text",
        title: { show: true, level: 1 },
        text: { format: 1, content: markdownToHtml(page.lines, pageUuid, page.where) },
        system: {},
        category: null,
        sort: (i + 1) * 100000,
        ownership: { default: -1 },
        flags: {},
      };
    });
    const doc = {
      _id: entryId,
      _key: `!journal!${entryId}`,
      name: ENTRY_NAMES[lang],
      pages,
      categories: [],
      folder: null,
      sort: (RULES_LANGUAGES.indexOf(lang) + 1) * 100000,
      ownership: { default: 0 },
      flags: {},
    };
    return { fileName: `quick-reference-${lang}`, doc };
  });
}

/** Writes packs/rules/*.yml (called by generate.mjs). */
export function generateRulesReference({ dataRoot, common }) {
  const entries = buildRulesReference({ dataRoot, common });
  const pages = common.writePackSources(common.packDir(RULES_PACK), entries);
  return { entries: pages, pages: entries[0].doc.pages.length };
}
