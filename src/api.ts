import { MESHAL } from "./config.ts";
import * as dice from "./dice/index.ts";
import * as documents from "./documents/index.ts";
import * as combat from "./combat/index.ts";
import * as lowerActions from "./actions/index.ts";
import { rollItemAttack, useItem } from "./combat/attack/start/item-attack.ts";
import { loadLazily } from "./core/lazy.ts";
import { SHEET_REGISTRY } from "./sheets/registry.ts";
import { rollFromMacro } from "./sheets/base/hotbar.ts";
import { openPartyRestLazily } from "./sheets/party-rest/button.ts";

type Library = typeof import("./library.ts");

/** `meshal.actions`: the actions' own, and using an item and making its attacks, which combat starts (it makes the card). */
const actions = { ...lowerActions, rollItemAttack, useItem };

/** The system's applications, for macros and other modules (`meshal.applications`). */
export interface MeshalApplications {
  /** The sheet classes and the Actor and Item types each is registered for. */
  sheets: typeof SHEET_REGISTRY;
  /** What a hotbar macro made from an item row or an attack button runs: uses the item or makes the attack. */
  rollFromMacro: typeof rollFromMacro;
  /** Opens the GM's party rest dialog (its code loaded first); null when that code cannot be loaded. */
  openPartyRest: typeof openPartyRestLazily;
}

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
  applications: MeshalApplications;
  library: Promise<Library | null>;
}

export const api: MeshalApi = {
  config: MESHAL,
  dice,
  documents,
  actions,
  combat,
  applications: { sheets: SHEET_REGISTRY, rollFromMacro, openPartyRest: openPartyRestLazily },
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
