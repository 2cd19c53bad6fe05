import { defineConfig } from "vitest/config";

/**
 * The suites whose stage plays a Foundry version: they run once as v13 and once as v14 (test/stage/version.ts). The
 * rest (pure rules, packs, data, docs, scripts, the architecture and browser tests) does not touch Foundry's runtime
 * and runs once.
 */
const VERSIONED = ["flows", "security", "stage", "combat", "chat", "sheets", "apps", "dice", "documents", "actions", "smoke", "migrations", "core"]
  .map((folder) => `test/${folder}/**/*.test.ts`);

export default defineConfig({
  test: {
    // A loaded 2-core machine needs more than the default 5 s to import the pack CLI and extract a LevelDB pack;
    // timing targets live in bench/ (npm run bench, vitest.bench.config.ts), not here.
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary"],
      thresholds: { "src/rules/**/*.ts": { lines: 95 } },
    },
    projects: [
      { extends: true, test: { name: "v13", include: ["test/**/*.test.ts"], env: { MESHAL_FOUNDRY: "13" } } },
      { extends: true, test: { name: "v14", include: VERSIONED, env: { MESHAL_FOUNDRY: "14" } } },
    ],
  },
});
