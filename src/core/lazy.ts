/**
 * Code needed only on demand (creation mode, dialogs opened on a click) sits in lazy chunks under dist/chunks/ that the
 * main bundle imports when first used. A chunk can fail to arrive (network, an update half installed): the user sees
 * why the click did nothing, the console gets the cause, and the caller receives `null` and stops.
 */

const MESSAGE = "MESHAL.Error.lazyLoad";

/** Shows the localised error; before the notifications exist (a chunk loaded while Foundry starts), once they do. */
function tellUser(): void {
  const notifications = typeof ui === "undefined" ? undefined : ui.notifications;
  if (notifications) notifications.error(game.i18n?.localize(MESSAGE) ?? MESSAGE);
  else Hooks.once("ready", tellUser);
}

/** Loads a lazy module (`() => import("./x.ts")`); resolves to null, after an error notification, when it cannot load. */
export async function loadLazily<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err: unknown) {
    console.error("meshal-lite | a part of the system could not be loaded", err);
    tellUser();
    return null;
  }
}
