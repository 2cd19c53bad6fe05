// Bundles each bench/*.bench.ts the way `npm run build` bundles the system (rollup with the build's esbuild and terser
// plugins, rollup.config.mjs), one self-contained module per bench in .cache/bench/, so `npm run bench` times the code
// users run: one minified module whose calls are plain calls, not vitest's module runner reading each imported name
// through a module namespace.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { rollup } from "rollup";
import { bundlePlugins } from "../rollup.config.mjs";
import { bundledName } from "./bench-budgets.mjs";
import { fromRoot } from "./project.mjs";

const BENCH_OUT = fromRoot(".cache", "bench");

/** Bench sources: bench/*.bench.ts (the harness files beside them are bundled into the benches that import them). */
async function benchSources() {
  return (await readdir(fromRoot("bench"))).filter((f) => f.endsWith(".bench.ts")).sort();
}

/**
 * Packages and Node's built-ins stay imports (vitest, handlebars, node:fs…): only the repository's own code is bundled.
 * @param {string} id
 */
const isExternal = (id) => !id.startsWith(".") && !path.isAbsolute(id) && !id.startsWith("\0");

/**
 * Each module keeps its own `import.meta.url`: the test support finds the repository root from it
 * (test/support/project.ts), and a bundle in .cache/bench/ would otherwise hand every module the bundle's address.
 * @returns {import("rollup").Plugin}
 */
const ownModuleUrl = () => ({
  name: "own-module-url",
  resolveImportMeta: (property, { moduleId }) => (property === "url" ? JSON.stringify(pathToFileURL(moduleId).href) : null),
});

/** Bundles every bench into BENCH_OUT (emptied first) and returns the bundled files' paths. */
export async function buildBenches() {
  const files = await benchSources();
  await rm(BENCH_OUT, { recursive: true, force: true });
  return Promise.all(files.map(async (source) => {
    const bundle = await rollup({
      input: fromRoot("bench", source),
      external: isExternal,
      plugins: [ownModuleUrl(), ...bundlePlugins()],
      onwarn: (w) => console.warn(`rollup (${source}): ${w.message}`),
    });
    try {
      const file = path.join(BENCH_OUT, bundledName(source));
      await bundle.write({ file, format: "es", inlineDynamicImports: true });
      return file;
    } finally {
      await bundle.close();
    }
  }));
}
