import esbuild from "rollup-plugin-esbuild";

/**
 * @type {import("rollup").RollupOptions & {output: import("rollup").OutputOptions}}
 * One ES module for Foundry (dist/meshal.mjs), plus the Quench test batches as a separate chunk under dist/quench/
 * that the bundle imports dynamically only when Quench is active. Class names are kept: Foundry rebuilds saved rolls
 * by class name.
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
      keepNames: true,
      minify: false,
      sourceMap: true,
      // The migration batch bundles its schema-1 fixture.
      loaders: { ".json": "json" },
    }),
  ],
};
