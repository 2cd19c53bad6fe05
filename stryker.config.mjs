// Mutation testing of the pure core: `npm run mutation` (slow, see README "Developing"; not part of `npm test`).
// Narrow a run while working: `npx stryker run --mutate src/rules/dice.ts`.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner", "@stryker-mutator/typescript-checker"],
  // A mutant that does not type-check (src/ only, tsconfig.stryker.json) is a compile error: never run, never counted.
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.stryker.json",
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
  ],
  coverageAnalysis: "perTest",
  concurrency: 1,
  // Module-level mutants (constant tables) need the whole suite per mutant: hours here. They are left out of the score.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: ".cache/mutation/incremental.json",
  tempDirName: ".cache/stryker-tmp",
  ignorePatterns: [".cache", "dist", "release", "coverage", "bench"],
  reporters: ["clear-text", "html", "progress"],
  htmlReporter: { fileName: ".cache/mutation/index.html" },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10_000,
};
