// npm run preview: bundles test/preview/main.ts (TypeScript) with esbuild and runs it; writes .cache/preview/.
import { build } from "esbuild";
import { pathToFileURL } from "node:url";
import { fromRoot } from "./project.mjs";

const outfile = fromRoot(".cache", "preview-build", "main.mjs");
await build({
  entryPoints: [fromRoot("test", "preview", "main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  logLevel: "warning",
  define: { "import.meta.url": "import_meta_url" },
  banner: { js: `const import_meta_url = ${JSON.stringify(pathToFileURL(fromRoot("test", "support", "project.ts")).href)};` },
});
await import(pathToFileURL(outfile).href);
