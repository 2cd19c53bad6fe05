// npm run watch: a full build, then rebuilds the part that changed.
import { watch as watchFiles } from "node:fs";
import { watch as watchRollup } from "rollup";
import rollupConfig from "../rollup.config.mjs";
import { buildManifest, buildPacks, buildStyles, copyStatic } from "./build-steps.mjs";
import { fromRoot } from "./project.mjs";

await import("./build.mjs");

const rollupWatcher = watchRollup({ ...rollupConfig, watch: { clearScreen: false } });
rollupWatcher.on("event", (event) => {
  if (event.code === "BUNDLE_END") console.log(`JS rebuilt in ${event.duration} ms`);
  if (event.code === "ERROR") console.error(event.error.message);
  if ("result" in event && event.result) event.result.close();
});

/**
 * @param {string} dir
 * @param {() => Promise<unknown>} step
 */
function onChange(dir, step) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  watchFiles(fromRoot(dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => step().catch((/** @type {Error} */ err) => console.error(`${dir}: ${err.message}`)), 100);
  });
}
onChange("styles", buildStyles);
onChange("templates", copyStatic);
onChange("lang", copyStatic);
onChange("packs", async () => buildPacks(await buildManifest()));
watchFiles(fromRoot("system.json"), () => buildManifest().catch((err) => console.error(err.message)));
console.log("Watching src/, styles/, templates/, lang/, packs/ and system.json. Ctrl-C stops.");
