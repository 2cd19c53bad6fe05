import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";

/**
 * The Quench batches' chunk (its modules live in src/quench/) goes to dist/quench/; every other chunk is code the
 * bundle loads lazily (`loadLazily(() => import(...))`, src/core/lazy.ts) and goes to dist/chunks/. Every chunk's name
 * carries a content hash, and the bundle imports it by that name: main and chunks share minified export names that
 * change with every build, and a browser that cached an older chunk under an unchanged name would pair it with a new
 * bundle after an update.
 * @param {import("rollup").PreRenderedChunk} chunk
 */
export function chunkFileName(chunk) {
  return chunk.moduleIds.some((id) => /[\\/]src[\\/]quench[\\/]/.test(id)) ? "quench/[name]-[hash].mjs" : "chunks/[name]-[hash].mjs";
}

/**
 * @type {import("rollup").RollupOptions & {output: import("rollup").OutputOptions}}
 * One ES module for Foundry (dist/meshal.mjs), plus chunks it imports dynamically: the Quench test batches under
 * dist/quench/ (only when Quench is active) and code needed only on demand under dist/chunks/ (creation mode,
 * dialogs opened on a click). Source maps sit beside each chunk.
 *
 * Minified by terser, which renames identifiers but keeps class names: Foundry finds saved rolls and registered
 * sheets by class name. (esbuild's keepNames keeps every function name too, with a call per function: ~18 KB gzip;
 * its syntax minifier drops the names of class expressions.) A class that rollup renamed on a clash (`Name$1`) would change
 * its name, so the build refuses one (scripts/build-budgets.mjs `renamedClasses`).
 */
export default {
  input: "src/meshal.ts",
  output: {
    dir: "dist",
    entryFileNames: "meshal.mjs",
    chunkFileNames: chunkFileName,
    format: "es",
    sourcemap: true,
  },
  plugins: bundlePlugins(),
};

/**
 * How the bundle turns TypeScript into what Foundry loads; `npm run bench` bundles its benches with the same plugins
 * (scripts/bench-build.mjs), so the timings are of the code users run.
 * @returns {import("rollup").Plugin[]}
 */
export function bundlePlugins() {
  return [
    esbuild({
      target: "es2022",
      minify: false,
      sourceMap: true,
      // The migration batch bundles its schema-1 fixture.
      loaders: { ".json": "json" },
    }),
    // Two compress passes: ~2.5 KiB gzip for a few seconds of build time.
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, keep_classnames: true, keep_fnames: false }),
  ];
}
