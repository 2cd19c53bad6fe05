/**
 * The pure library for macros and other modules — the rules core, the data helpers and the migration planners — as
 * one lazy chunk. The system's own code imports what it needs directly; only `globalThis.meshal.rules`, `.data` and
 * `.migrations` come from here, filled in by `exposeApi` (api.ts) as soon as the chunk arrives (`await meshal.library` first
 * in a script that runs during start-up).
 */
export * as rules from "./rules/index.ts";
export * as data from "./data/index.ts";
export * as migrations from "./migrations/index.ts";
