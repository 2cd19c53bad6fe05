import { defineConfig } from "vitest/config";

// `npm run bench` (scripts/bench-table.mjs): the benches as the build bundles them (scripts/bench-build.mjs writes
// them to .cache/bench/), loaded by Node's own `import` without vitest's module runner or module loader hooks, so
// the timings are of the kind of code Foundry loads.
export default defineConfig({
  test: {
    benchmark: { include: [".cache/bench/*.bench.mjs"] },
    env: { MESHAL_FOUNDRY: "13" },
    experimental: { viteModuleRunner: false, nodeLoader: false },
  },
});
