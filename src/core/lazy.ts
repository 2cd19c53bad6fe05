/**
 * Code needed only on demand (creation mode, dialogs opened on a click) sits in lazy chunks under dist/chunks/ that the
 * main bundle imports when first used. A chunk can fail to arrive (network, an update half installed): the user sees
 * why the click did nothing, the console gets the cause, and the caller receives `null` and stops.
 */

/** Loads a lazy module (`() => import("./x.ts")`); resolves to null, after an error notification, when it cannot load. */
export async function loadLazily<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err: unknown) {
    console.error("meshal-lite | a part of the system could not be loaded", err);
    ui.notifications?.error(game.i18n?.localize("MESHAL.Error.lazyLoad") ?? "MESHAL.Error.lazyLoad");
    return null;
  }
}
