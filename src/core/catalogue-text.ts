/**
 * The catalogue in the reader's language (docs/data-model.md, "The catalogue in each language"). Every pack document
 * carries both languages' display text in `flags.meshal-lite.text`; an item shows the reader's language while its
 * stored text is the catalogue's own (in either language), and the user's words once they renamed or rewrote it.
 */
import { isRecord, stringsOf } from "../rules/guards.ts";
import { localization } from "./i18n.ts";
import { SYSTEM_ID } from "./settings.ts";

/** The catalogue's languages: Foundry's `cn` (Simplified Chinese) and English for every other language. */
export type CatalogueLang = "en" | "cn";

/** One language's display text of a catalogue document; `labels[i]` is `system.attacks[i].label` ("" = none). */
export interface CatalogueText {
  name: string;
  description: string;
  labels: readonly string[];
}

/** The catalogue packs that ship in both languages. */
export type CataloguePackName = "abilities" | "features" | "weapons" | "armor" | "accessories" | "gear";

/** The catalogue language of a Foundry language code. */
export const catalogueLang = (lang: string): CatalogueLang => (lang === "cn" ? "cn" : "en");

/** This client's catalogue language (`game.i18n.lang`). */
export const readerLang = (): CatalogueLang => catalogueLang(localization().lang);

/** The id of the catalogue pack in a language: `meshal-lite.<name>` (Chinese, the content language) or `-en`. */
export const cataloguePack = (name: CataloguePackName, lang: CatalogueLang = readerLang()): string =>
  `${SYSTEM_ID}.${lang === "en" ? `${name}-en` : name}`;

/** The catalogue pack this client reads: its language's, else (a world without it) the content language's. */
export function readerPack(name: CataloguePackName) {
  return game.packs?.get(cataloguePack(name)) ?? game.packs?.get(cataloguePack(name, "cn"));
}

function textIn(value: unknown): CatalogueText | null {
  if (!isRecord(value) || typeof value.name !== "string") return null;
  return { name: value.name, description: typeof value.description === "string" ? value.description : "", labels: stringsOf(value.labels) };
}

/** What the reading needs of a document: an item, or its stored data. */
export type CatalogueDoc = { name?: string | null; flags?: unknown; system?: unknown };

/** Both languages' display text a document carries (`flags.meshal-lite.text`), or null when it carries none. */
export function catalogueTextOf(doc: CatalogueDoc): Record<CatalogueLang, CatalogueText> | null {
  const own = isRecord(doc.flags) ? doc.flags[SYSTEM_ID] : null;
  const text = isRecord(own) ? own.text : null;
  if (!isRecord(text)) return null;
  const en = textIn(text.en);
  const cn = textIn(text.cn);
  return en && cn ? { en, cn } : null;
}

/**
 * What a reader sees of one stored text: the catalogue's words in `lang` while the stored text is one of the
 * catalogue's own (either language's), else the stored text — a rename wins.
 */
export function shownText(stored: string, text: Record<CatalogueLang, string> | null, lang: CatalogueLang): string {
  if (!text || (stored !== text.en && stored !== text.cn)) return stored;
  return text[lang];
}


/** A document's name as `lang` reads it. */
export function shownName(doc: CatalogueDoc, lang: CatalogueLang = readerLang()): string {
  const text = catalogueTextOf(doc);
  return shownText(doc.name ?? "", text && { en: text.en.name, cn: text.cn.name }, lang);
}

/** A document's description (HTML) as `lang` reads it. */
export function shownDescription(doc: CatalogueDoc, lang: CatalogueLang = readerLang()): string {
  const text = catalogueTextOf(doc);
  const stored = isRecord(doc.system) && typeof doc.system.description === "string" ? doc.system.description : "";
  return shownText(stored, text && { en: text.en.description, cn: text.cn.description }, lang);
}

/** The label of a document's attack `index` as `lang` reads it ("" = none). */
export function shownAttackLabel(doc: CatalogueDoc, index: number, lang: CatalogueLang = readerLang()): string {
  const attacks = isRecord(doc.system) && Array.isArray(doc.system.attacks) ? doc.system.attacks : [];
  const attack: unknown = attacks[index];
  const stored = isRecord(attack) && typeof attack.label === "string" ? attack.label : "";
  const text = catalogueTextOf(doc);
  return shownText(stored, text && { en: text.en.labels[index] ?? "", cn: text.cn.labels[index] ?? "" }, lang);
}

/** Every attack label of a document as `lang` reads them, in order. */
export function shownAttackLabels(doc: CatalogueDoc, lang: CatalogueLang = readerLang()): string[] {
  const attacks = isRecord(doc.system) && Array.isArray(doc.system.attacks) ? doc.system.attacks : [];
  return attacks.map((_, i) => shownAttackLabel(doc, i, lang));
}
