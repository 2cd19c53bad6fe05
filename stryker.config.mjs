// Mutation testing of the pure core, the request parsers and the planners: `npm run mutation` (slow, see README
// "Developing"; not part of `npm test`). Narrow a run while working: `npx stryker run --mutate src/rules/dice.ts`.
// The figure is one run over the whole scope: .github/workflows/mutation.yml shards it (scripts/mutation-shards.mjs)
// and merges the shards' JSON reports (scripts/mutation-score.mjs).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner", "./scripts/stryker-type-checker.mjs"],
  // A mutant that does not type-check (src/ only, tsconfig.stryker.json) is a compile error: never run, never counted.
  // The project's own checker: @stryker-mutator/typescript-checker rebuilds the program for every mutant (hours here).
  checkers: ["meshal-types"],
  mutate: [
    "src/rules/**/*.ts",
    "!src/rules/index.ts",
    "src/combat/attack/{attack-decide,attack-state,damage-record,hit-order,defense-options}.ts",
    "src/combat/attack/card/damage-split-view.ts",
    "src/combat/attack/targets/targets.ts",
    "src/combat/tracker/{mobility-ledger,tracker-order}.ts",
    "src/combat/initiative/initiative-plan.ts",
    "src/documents/logic/*.ts",
    // The pure action helpers, wherever they live (they are moving from sheets/base to actions).
    "src/{sheets/base,actions}/{action-cost,attack-ready,spend-action}.ts",
    // What a hostile payload reaches first: the query plumbing and each query's request parser.
    "src/core/query-core.ts",
    "src/combat/attack/gm/attack-request.ts",
    "src/combat/attack/start/attack-start-request.ts",
    "src/dice/progressive/progressive-request.ts",
    // The planners: an attack from an item and an actor, and every actor's derived data.
    "src/combat/attack/attack-plan.ts",
    "src/data/actor/derive*.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 1,
  // Module-level mutants (constant tables) need the whole suite per mutant: hours here. They are left out of the score.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: ".cache/mutation/incremental.json",
  tempDirName: ".cache/stryker-tmp",
  ignorePatterns: [".cache", "dist", "release", "coverage", "bench"],
  reporters: ["clear-text", "html", "json", "progress"],
  htmlReporter: { fileName: ".cache/mutation/index.html" },
  jsonReporter: { fileName: ".cache/mutation/mutation.json" },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10_000,
  // The initial run of every unit test, with coverage per test, takes minutes on a loaded 2-core machine (default: 5).
  dryRunTimeoutMinutes: 30,
};
