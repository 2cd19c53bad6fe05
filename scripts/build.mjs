// npm run build: writes dist/, the folder Foundry installs as the meshal-lite system.
import { rm } from "node:fs/promises";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { budgetLine, builtScripts, checkBudgets, measureBudgeted, renamedClasses } from "./build-budgets.mjs";
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

const rows = checkBudgets(await measureBudgeted(dist));
for (const row of rows) console.log(budgetLine(row));
const over = rows.filter((r) => !r.holds);
if (over.length > 0) {
  console.error(`Size budget exceeded: ${over.map((r) => r.file).join(", ")} (dist/ is written; shrink the code or revisit the budget).`);
  process.exitCode = 1;
}

const renamed = [];
for (const file of await builtScripts(dist)) renamed.push(...renamedClasses(await readFile(path.join(dist, file), "utf8")).map((c) => `${c} (${file})`));
if (renamed.length > 0) {
  console.error(`Classes renamed by the bundler (their names would change in Foundry): ${renamed.join(", ")}. Rename one of the clashing classes.`);
  process.exitCode = 1;
}
