import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";

/**
 * @type {import("rollup").RollupOptions & {output: import("rollup").OutputOptions}}
 * One ES module for Foundry (dist/meshal.mjs), plus the Quench test batches as a separate chunk under dist/quench/
 * that the bundle imports dynamically only when Quench is active. Source maps sit beside each chunk.
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
    chunkFileNames: "quench/[name].mjs",
    format: "es",
    sourcemap: true,
  },
  plugins: [
    esbuild({
      target: "es2022",
      minify: false,
      sourceMap: true,
      // The migration batch bundles its schema-1 fixture.
      loaders: { ".json": "json" },
    }),
    // Two compress passes: ~2.5 KiB gzip for a few seconds of build time.
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, keep_classnames: true, keep_fnames: false }),
  ],
};
