import { MESHAL } from "./config.ts";
import * as rules from "./rules/index.ts";
import * as dice from "./dice/index.ts";
import * as documents from "./documents/index.ts";
import * as data from "./data/index.ts";
import * as migrations from "./migrations/index.ts";
import * as combat from "./combat/index.ts";

/** The public API for macros and other modules: `globalThis.meshal`. */
export const api = {
  config: MESHAL,
  rules,
  dice,
  documents,
  data,
  migrations,
  combat,
  applications: {},
};

declare global {
  var meshal: typeof api;
}

export function registerApi(): void {
  globalThis.meshal = api;
}
