import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // A loaded 2-core machine needs more than the default 5 s to import the pack CLI and extract a LevelDB pack;
    // timing targets live in bench/, not here.
    testTimeout: 30_000,
    benchmark: { include: ["bench/**/*.bench.ts"] },
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary"],
      thresholds: { "src/rules/**/*.ts": { lines: 95 } },
    },
  },
});
