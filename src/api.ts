import { MESHAL } from "./config.ts";

/** The public API for macros and other modules: `globalThis.meshal`. */
export const api = {
  config: MESHAL,
  rules: {},
  dice: {},
  documents: {},
  data: {},
  applications: {},
};

declare global {
  var meshal: typeof api;
}

export function registerApi(): void {
  globalThis.meshal = api;
}
