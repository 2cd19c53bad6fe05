import esbuild from "rollup-plugin-esbuild";

/** One ES module for Foundry. Class names are kept: Foundry rebuilds saved rolls by class name. */
export default {
  input: "src/meshal.ts",
  output: {
    file: "dist/meshal.mjs",
    format: "es",
    sourcemap: true,
  },
  plugins: [
    esbuild({
      target: "es2022",
      keepNames: true,
      minify: false,
      sourceMap: true,
    }),
  ],
};
