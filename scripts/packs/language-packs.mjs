// The catalogue in each language (docs/data-model.md, "The catalogue in each language"): every Item pack document
// carries both languages' display text in `flags.meshal-lite.text`, and each pack ships a second time in English
// (packs/en/<name>, pack `<name>-en`), made from the Chinese document with its Babele entry merged in.
// Runs after the generators wrote the Chinese packs and their Babele files; reads them back from disk, so a field a
// generator adds (an attack's label in `system.attacks[i].label` and in the entry's `attacks[i].label`) reaches both
// the flag and the English pack with no change here.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { SYSTEM_ID, root, translationFile, writePackSources } from "./common.mjs";
import { applyTranslation } from "./structured-en.mjs";

/** The Item packs that ship in both languages. */
export const CATALOGUE_PACKS = Object.freeze(["abilities", "features", "weapons", "armor", "accessories", "gear"]);

/** The English pack's name and its source folder. */
export const englishPackName = (name) => `${name}-en`;
export const englishPackDir = (name) => path.join(root, "packs", "en", name);

const LINK = new RegExp(`@UUID\\[Compendium\\.${SYSTEM_ID}\\.(${CATALOGUE_PACKS.join("|")})\\.`, "g");

/** Text whose compendium links point at the English packs. */
export const withEnglishLinks = (text) => text.replace(LINK, (_, pack) => `@UUID[Compendium.${SYSTEM_ID}.${englishPackName(pack)}.`);

/** A copy of `value` with `f` applied to every string in it. */
function mapStrings(value, f) {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** One language's display text of a document: name, description and each attack's label ("" = none). */
const displayText = (doc) => ({
  name: doc.name,
  description: doc.system?.description ?? "",
  labels: (doc.system?.attacks ?? []).map((a) => a.label ?? ""),
});

/** `doc` with `flags.meshal-lite.text` set to `text` (other flags kept). */
function withText(doc, text) {
  const flags = doc.flags ?? {};
  return { ...doc, flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], text } } };
}

/**
 * A Chinese pack document and its Babele entry → the Chinese document and the English one, both carrying
 * `flags.meshal-lite.text = {en, cn}`. The English document is the Chinese one as Babele shows it, links to English packs.
 */
export function languageDocuments(doc, entry) {
  const { [SYSTEM_ID]: own = {}, ...otherFlags } = doc.flags ?? {};
  const { text: _stale, ...ownFlags } = own;
  const source = { ...doc, flags: { ...otherFlags, ...(Object.keys(ownFlags).length ? { [SYSTEM_ID]: ownFlags } : {}) } };
  const english = mapStrings(applyTranslation(source, entry ?? {}), withEnglishLinks);
  const text = { cn: displayText(source), en: displayText(english) };
  return { cn: withText(source, text), en: withText(english, text) };
}

/** The YAML documents of a pack folder, with their file names (no extension). */
function readPack(dir) {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ fileName: f.replace(/\.ya?ml$/, ""), doc: YAML.parse(readFileSync(path.join(dir, f), "utf8")) }));
}

/**
 * Both languages of one pack from its Chinese sources and Babele entries: `{cn, en}`, each `{fileName, doc}[]`.
 * @param {{fileName: string, doc: any}[]} entries
 * @param {Record<string, unknown>} translations Babele entries by `_id`
 */
export function languagePack(entries, translations) {
  const cn = [];
  const en = [];
  for (const { fileName, doc } of entries) {
    const both = languageDocuments(doc, translations[doc._id]);
    cn.push({ fileName, doc: both.cn });
    en.push({ fileName, doc: both.en });
  }
  return { cn, en };
}

/** Rewrites packs/<name> with the display text and writes packs/en/<name>, for every catalogue pack on disk. */
export function writeLanguagePacks(names = CATALOGUE_PACKS) {
  const out = {};
  for (const name of names) {
    const dir = path.join(root, "packs", name);
    const file = translationFile(name);
    if (!existsSync(dir) || !existsSync(file)) continue;
    const { cn, en } = languagePack(readPack(dir), JSON.parse(readFileSync(file, "utf8")).entries ?? {});
    writePackSources(dir, cn);
    out[name] = writePackSources(englishPackDir(name), en);
  }
  return out;
}
