// npm run build: writes dist/, the folder Foundry installs as the meshal-lite system.
import { rm } from "node:fs/promises";
import { buildManifest, buildPacks, buildScripts, buildStyles, copyStatic } from "./build-steps.mjs";
import { dist } from "./project.mjs";

const started = performance.now();
await rm(dist, { recursive: true, force: true });
const manifest = await buildManifest();
await buildScripts();
await buildStyles();
await copyStatic();
await buildPacks(manifest);
console.log(`Built meshal-lite ${manifest.version} into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
