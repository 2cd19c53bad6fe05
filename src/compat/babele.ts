/**
 * Optional Babele support: when the Babele module is active it translates our compendium packs at
 * runtime from `translations/<lang>/meshal-lite.<pack>.json` (name + description per document `_id`).
 * Babele loads a system's own translation folder through `setSystemTranslationsDir(dir)`, read as
 * `systems/<system id>/<dir>/<lang>/`; its `register({module, lang, dir})` is for translation modules.
 * Without Babele this hook never fires and the packs stay in Chinese, the content language.
 */

/** The part of Babele's API this system uses. */
export interface BabeleApi {
  setSystemTranslationsDir(dir: string): void;
}

/** Folder, relative to the system root, that holds one sub-folder per language. */
export const TRANSLATIONS_DIR = "translations";

/** Points Babele at our translation folder (exported for tests). */
export function configureBabele(babele: BabeleApi): void {
  babele.setSystemTranslationsDir(TRANSLATIONS_DIR);
}

/** Registers the Babele hook; a no-op unless the Babele module fires `babele.init`. */
export function registerBabele(): void {
  // Babele's own hook is not part of Foundry's typed hook list.
  (Hooks.once as (hook: string, fn: (babele: BabeleApi) => void) => number)("babele.init", configureBabele);
}
