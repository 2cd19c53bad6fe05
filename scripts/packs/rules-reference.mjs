// The rules quick reference: one JournalEntry pack `rules` with an English entry and a Chinese entry, written from
// data/rules-reference/{en,cn}/NN-topic.md. Both entries have the same pages in the same order, and a page has the
// same id in both, so a link picks its language by the entry alone (src/core/rules-reference.ts). No Babele: each
// language ships as its own entry.
//
// The sources are a small Markdown subset: "# " the page name (first line), "## " / "### " headings ("### Name {id}"
// marks an optional rule's section), "- " list items (one line each), "|" table rows (the second one the divider),
// paragraphs separated by blank lines, "> " notes about the reference itself (a blockquote), **bold**, *italic*,
// `code`, and "@page[topic]{label}" for a link to another page of the same entry.
//
// Every statement — a list item, a paragraph, a table body row — ends with its source (issue 36): "[[seed l.188]]"
// (the seed rulebook, with the lines of shared/rules/seed-rulebook.zh.txt it rests on), "[[newer]]" (the newer
// edition, where the seed is silent) or "[[system]]" (a decision of this system), several joined by ";"
// ("[[seed l.247; system]]"). The page shows a compact tag, "[Seed · System]" / "〔初版·本系统〕", the lines in its
// title; the reference's first page explains the tags. A statement without a source fails the build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const RULES_PACK = "rules";
export const RULES_LANGUAGES = ["en", "cn"];
const ENTRY_NAMES = { en: "Quick reference", cn: "规则速查" };

/** The visible tag of each source, by language (explained on the first page). */
export const SOURCE_TAGS = {
  en: { seed: "Seed", newer: "Newer", system: "System", open: "[", close: "]", join: " · " },
  cn: { seed: "初版", newer: "新版", system: "本系统", open: "〔", close: "〕", join: "·" },
};
const SOURCE_TOKEN = /\s*\[\[([^\]]+)\]\]/g;

/** The tag HTML of one source token's contents ("seed l.188; system"); throws on a malformed token. */
function tagOf(spec, lang, where) {
  const tags = SOURCE_TAGS[lang];
  const lines = [];
  const names = spec.split(";").map((part) => {
    const [source, ...refs] = part.trim().split(/\s+/);
    if (!["seed", "newer", "system"].includes(source)) throw new Error(`${where}: unknown source "${source}"`);
    if (source === "seed" && !refs.length) throw new Error(`${where}: a seed statement names its lines ([[seed l.N]])`);
    if (source !== "seed" && refs.length) throw new Error(`${where}: only the seed has lines ([[${spec}]])`);
    if (refs.some((r) => !/^l\.\d+(?:–\d+)?,?$/.test(r))) throw new Error(`${where}: lines are written l.N or l.N–M ([[${spec}]])`);
    lines.push(...refs.map((r) => r.replace(/,$/, "")));
    return tags[source];
  });
  const title = lines.length ? ` title="${lines.join(", ")}"` : "";
  return ` <span class="meshal-source"${title}>${tags.open}${names.join(tags.join)}${tags.close}</span>`;
}

/**
 * A statement → HTML: its text (inline Markdown) with each source token turned into its tag. A statement may hold
 * several sentences of different sources, but must end with a source; throws otherwise.
 */
function statementHtml(text, lang, where, inlineHtml) {
  const parts = text.split(SOURCE_TOKEN); // text, spec, text, spec, …, rest
  const rest = parts.pop() ?? "";
  if (parts.length < 2 || rest.trim()) throw new Error(`${where}: a statement without its source at its end ([[seed l.N]], [[newer]] or [[system]]): "${text.slice(0, 70)}"`);
  return parts.map((p, i) => (i % 2 ? tagOf(p, lang, where) : inlineHtml(p))).join("");
}

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

/** A Markdown page (without its "# " name line) → HTML; `lang` picks the source tags' words. */
export function markdownToHtml(lines, pageUuid, where, lang = "en") {
  const out = [];
  let paragraph = [];
  let list = [];
  let table = [];
  let note = [];
  /** A statement: its text as HTML, each source token as its tag. */
  const stated = (text) => statementHtml(text, lang, where, (t) => inline(t, pageUuid, where));
  const flush = () => {
    if (paragraph.length) out.push(`<p>${stated(paragraph.join(" "))}</p>`);
    if (note.length) out.push(`<blockquote><p>${inline(note.join(" "), pageUuid, where)}</p></blockquote>`);
    if (list.length) out.push(`<ul>${list.map((i) => `<li>${stated(i)}</li>`).join("")}</ul>`);
    if (table.length) {
      const cells = (row) => row.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
      const [head, divider, ...body] = table;
      if (!/^\|[\s:|-]+\|$/.test(divider ?? "")) throw new Error(`${where}: a table needs a divider row`);
      const row = (r) => {
        const c = cells(r);
        return `<tr>${c.map((x, i) => `<td>${i === c.length - 1 ? stated(x) : inline(x, pageUuid, where)}</td>`).join("")}</tr>`;
      };
      out.push(`<table><thead><tr>${cells(head).map((c) => `<th>${inline(c, pageUuid, where)}</th>`).join("")}</tr></thead><tbody>${body.map(row).join("")}</tbody></table>`);
    }
    paragraph = [];
    list = [];
    table = [];
    note = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(##|###) (.+?)(?: \{([A-Za-z0-9]+)\})?$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      const [, hashes = "", title = "", ruleId] = heading;
      const level = hashes.length;
      const rule = ruleId ? ` data-rule="${ruleId}"` : "";
      out.push(`<h${level}${rule}>${inline(title, pageUuid, where)}</h${level}>`);
    } else if (line.startsWith("> ")) {
      if (paragraph.length || list.length || table.length) flush();
      note.push(line.slice(2));
    } else if (line.startsWith("- ")) {
      if (paragraph.length || table.length || note.length) flush();
      list.push(line.slice(2));
    } else if (line.startsWith("|")) {
      if (paragraph.length || list.length || note.length) flush();
      table.push(line);
    } else if (line.startsWith("#")) throw new Error(`${where}: unsupported heading "${line}"`);
    else {
      if (list.length || table.length || note.length) flush();
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
  const byLang = RULES_LANGUAGES.map((lang) => ({ lang, langPages: readPages(dataRoot, lang) }));
  const topics = (byLang.find((l) => l.lang === "en")?.langPages ?? []).map((p) => p.topic);
  for (const { lang, langPages } of byLang) {
    const mine = langPages.map((p) => p.topic);
    if (mine.join() !== topics.join()) throw new Error(`rules reference: ${lang} has pages [${mine}], en has [${topics}]`);
  }
  return byLang.map(({ lang, langPages }) => {
    const entryId = rulesEntryId(common, lang);
    const pageUuid = (topic, where) => {
      if (!topics.includes(topic)) throw new Error(`rules reference: ${where} links to "${topic}", which has no page`);
      return `Compendium.${common.SYSTEM_ID}.${RULES_PACK}.JournalEntry.${entryId}.JournalEntryPage.${rulesPageId(common, topic)}`;
    };
    const pages = langPages.map((page, i) => {
      const _id = rulesPageId(common, page.topic);
      return {
        _id,
        _key: `!journal.pages!${entryId}.${_id}`,
        name: page.name,
        type: "text",
        title: { show: true, level: 1 },
        text: { format: 1, content: markdownToHtml(page.lines, pageUuid, page.where, lang) },
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
  return { entries: pages, pages: entries[0]?.doc.pages.length ?? 0 };
}
