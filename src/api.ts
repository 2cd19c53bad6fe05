import { MESHAL } from "./config.ts";
import * as rules from "./rules/index.ts";
import * as dice from "./dice/index.ts";
import * as documents from "./documents/index.ts";
import * as data from "./data/index.ts";
import * as migrations from "./migrations/index.ts";
import * as combat from "./combat/index.ts";
import * as actions from "./actions/index.ts";
import { registerAttackStartQuery } from "./combat/attack-start-query.ts";

/** The public API for macros and other modules: `globalThis.meshal`. */
export const api = {
  config: MESHAL,
  rules,
  dice,
  documents,
  data,
  migrations,
  actions,
  combat,
  applications: {},
};

declare global {
  var meshal: typeof api;
}

/**
 * Sets `globalThis.meshal`, and registers the GM-side query `meshal.combat.attack` sends a player's attack through
 * (here rather than with the other combat queries: it rolls PointsRolls, which need core's Roll loaded).
 */
export function registerApi(): void {
  globalThis.meshal = api;
  registerAttackStartQuery();
}
