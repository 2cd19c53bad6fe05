// npm run bench: every bench under bench/, bundled as the build bundles the system (scripts/bench-build.mjs) and run
// by vitest bench without its module runner (vitest.bench.config.ts), then a table of each budgeted figure, its
// budget, its median and whether it holds. Arguments are passed to vitest (e.g. a file filter). Exits 1 when a budget
// fails, or when a budgeted bench did not run although no filter was given (a renamed bench).
import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { buildBenches } from "./bench-build.mjs";
import { benchRows, benchTable } from "./bench-budgets.mjs";
import { fromRoot, readJson } from "./project.mjs";

const args = process.argv.slice(2);
const started = performance.now();
const bundled = await buildBenches();
console.log(`Bundled ${bundled.length} benches into .cache/bench/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const out = fromRoot(".cache", "bench.json");
await mkdir(path.dirname(out), { recursive: true });
const vitest = spawnSync(process.execPath, [fromRoot("node_modules", "vitest", "vitest.mjs"), "bench", "--run", "--config", fromRoot("vitest.bench.config.ts"), "--outputJson", out, ...args], {
  stdio: "inherit",
});
if (vitest.status !== 0) process.exit(vitest.status ?? 1);

const rows = benchRows(await readJson(out));
console.log(`\nBudgets (median time per run of the bundled code; issue 24)\n${benchTable(rows)}`);
const filtered = args.length > 0;
if (rows.some((r) => (r.medianMs === null ? !filtered : !r.holds))) process.exitCode = 1;
