import { MESHAL } from "./config.ts";
import * as dice from "./dice/index.ts";
import * as documents from "./documents/index.ts";
import * as combat from "./combat/index.ts";
import * as lowerActions from "./actions/index.ts";
import { rollItemAttack, useItem } from "./combat/attack/start/item-attack.ts";
import { loadLazily } from "./core/lazy.ts";

type Library = typeof import("./library.ts");

/** `meshal.actions`: the actions' own, and using an item and making its attacks, which combat starts (it makes the card). */
const actions = { ...lowerActions, rollItemAttack, useItem };

/**
 * The public API for macros and other modules: `globalThis.meshal`, set when the system's script loads (before
 * `init`). `rules`, `data` and `migrations` arrive with the library chunk (./library.ts), whose loading starts at the
 * same moment, so it has the whole of Foundry's start-up to arrive; `library` resolves once they are set (null if the
 * chunk could not be loaded). Foundry does not wait for it: code that runs during start-up awaits `meshal.library`.
 */
export interface MeshalApi extends Partial<Pick<Library, "rules" | "data" | "migrations">> {
  config: typeof MESHAL;
  dice: typeof dice;
  documents: typeof documents;
  actions: typeof actions;
  combat: typeof combat;
  applications: Record<string, unknown>;
  library: Promise<Library | null>;
}

export const api: MeshalApi = {
  config: MESHAL,
  dice,
  documents,
  actions,
  combat,
  applications: {},
  library: Promise.resolve(null),
};

declare global {
  var meshal: MeshalApi;
}

/** Sets `globalThis.meshal` and starts loading the library chunk (called when the system's script loads). */
export function exposeApi(): void {
  globalThis.meshal = api;
  api.library = loadLazily(() => import("./library.ts")).then((library) => {
    if (library) Object.assign(api, { rules: library.rules, data: library.data, migrations: library.migrations });
    return library;
  });
}
