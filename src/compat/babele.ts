/**
 * Optional Babele support: when the Babele module is active it translates our compendium packs at
 * runtime from `translations/<lang>/meshal-lite.<pack>.json` (name, description and the structured
 * fields sheets and cards show, per document `_id`).
 * Babele loads a system's own translation folder through `setSystemTranslationsDir(dir)`, read as
 * `systems/<system id>/<dir>/<lang>/`; its `register({module, lang, dir})` is for translation modules.
 * Structured fields (attacks, triggers, requirements, effects …) are mapped with `{path, converter}`
 * and merged by MERGE_CONVERTER: the translation holds only the strings that change, by index and key.
 * Without Babele this hook never fires and the packs stay in Chinese, the content language.
 */
import { isRecord } from "../rules/guards.ts";

/** A Babele converter: (source value, this field's translation, …) → translated value. */
export type BabeleConverter = (source: unknown, translation: unknown) => unknown;

/** The part of Babele's API this system uses. */
export interface BabeleApi {
  setSystemTranslationsDir(dir: string): void;
  registerConverters(converters: Record<string, BabeleConverter>): void;
}

/** Folder, relative to the system root, that holds one sub-folder per language. */
export const TRANSLATIONS_DIR = "translations";

/** Converter name used by the generated mappings (scripts/packs/structured-en.mjs CONVERTER). */
export const MERGE_CONVERTER = "meshalLiteMerge";

/**
 * Puts a partial translation over a source value: strings replace strings, arrays merge by index (null keeps
 * the source element), objects by key (keys the source lacks are ignored). Anything else keeps the source,
 * so a stale or malformed translation never changes a field's shape.
 */
export function mergeTranslation(source: unknown, translation: unknown): unknown {
  if (translation === undefined || translation === null) return source;
  if (typeof source === "string") return typeof translation === "string" ? translation : source;
  if (Array.isArray(source)) return Array.isArray(translation) ? source.map((v, i) => mergeTranslation(v, translation[i])) : source;
  if (isRecord(source) && isRecord(translation)) {
    const out: Record<string, unknown> = { ...source };
    for (const [k, v] of Object.entries(translation)) if (k in source) out[k] = mergeTranslation(source[k], v);
    return out;
  }
  return source;
}

/** Points Babele at our translation folder and registers the merge converter (exported for tests). */
export function configureBabele(babele: BabeleApi): void {
  babele.registerConverters({ [MERGE_CONVERTER]: mergeTranslation });
  babele.setSystemTranslationsDir(TRANSLATIONS_DIR);
}

/**
 * Registers the Babele hook (typed in ./babele-hook.d.ts); a no-op unless the Babele module fires `babele.init`.
 * Called when the system's script loads, not in `init`: Babele fires the hook from its own `init` listener, which
 * may run before the system's, and a listener added after that never hears it.
 */
export function registerBabele(): void {
  Hooks.once("babele.init", configureBabele);
}
