import { defineConfig } from "vitest/config";

// The tests Stryker runs against each mutant (`npm run mutation`): the unit suites, and the hostile-payload and query
// suites that reach the request parsers on a stage; no build, browser or pack suites. Kept apart from vitest.config.ts
// so mutation runs never pick up coverage thresholds or benchmarks.
export default defineConfig({
  test: {
    include: [
      "test/rules/**/*.test.ts",
      "test/combat/**/*.test.ts",
      "test/documents/**/*.test.ts",
      "test/actions/**/*.test.ts",
      "test/data/**/*.test.ts",
      "test/dice/**/*.test.ts",
      "test/security/**/*.test.ts",
      "test/core/**/*.test.ts",
    ],
    // Reads source text, not behaviour: it cannot kill a mutant, and instrumented files would only confuse it.
    exclude: ["test/rules/purity.test.ts"],
    setupFiles: ["./vitest.stryker.setup.ts"],
    testTimeout: 60_000,
  },
});
