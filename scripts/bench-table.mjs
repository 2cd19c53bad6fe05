// npm run bench: every bench under bench/ (vitest bench), then a table of each budgeted figure, its budget, its
// median and whether it holds. Arguments are passed to vitest (e.g. a file filter). Exits 1 when a budget fails, or
// when a budgeted bench did not run although no filter was given (a renamed bench).
import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { benchRows, benchTable } from "./bench-budgets.mjs";
import { fromRoot, readJson } from "./project.mjs";

const out = fromRoot(".cache", "bench.json");
await mkdir(path.dirname(out), { recursive: true });
const vitest = spawnSync(process.execPath, [fromRoot("node_modules", "vitest", "vitest.mjs"), "bench", "--run", "--project", "v13", "--outputJson", out, ...process.argv.slice(2)], {
  stdio: "inherit",
});
if (vitest.status !== 0) process.exit(vitest.status ?? 1);

const rows = benchRows(await readJson(out));
console.log(`\nBudgets (median time per run; issue 24)\n${benchTable(rows)}`);
const filtered = process.argv.length > 2;
if (rows.some((r) => (r.medianMs === null ? !filtered : !r.holds))) process.exitCode = 1;
