// npm test: type-check, run every vitest suite, then print the plain "N passed, N failed" line CI reads.
// The line comes from scripts/test-summary.mjs, which counts a test file that fails to load as a failure.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { fromRoot } from "./project.mjs";
import { FAILURE_LINE, summarize } from "./test-summary.mjs";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", cwd: fromRoot(), env: { ...process.env, NO_COLOR: "1" } });

console.log("tsc --noEmit");
const tsc = run("npx", ["tsc", "--noEmit"]);
if (tsc.status !== 0) {
  console.log(FAILURE_LINE);
  process.exit(tsc.status || 1);
}

const reportFile = fromRoot(".cache", "vitest.json");
mkdirSync(fromRoot(".cache"), { recursive: true });
rmSync(reportFile, { force: true });
const vitest = run("npx", ["vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`]);

let report;
try {
  report = JSON.parse(readFileSync(reportFile, "utf8"));
} catch (error) {
  console.log(`Cannot read the vitest report ${reportFile}: ${error instanceof Error ? error.message : error}`);
}
const summary = summarize(report, { exitCode: vitest.status });
for (const problem of summary.problems) console.log(`FAILED: ${problem}`);
console.log(summary.line);
process.exit(summary.ok ? 0 : vitest.status || 1);
