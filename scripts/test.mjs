// npm test: type-check (src and tests, scripts, pack generators), lint, run every vitest suite, then print the plain
// "N passed, N failed" line CI reads. The line comes from scripts/test-summary.mjs, which counts a test file that fails
// to load as a failure, and each failed check (a type-check or the lint) as one more.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { fromRoot } from "./project.mjs";
import { summarize, withFailedChecks } from "./test-summary.mjs";

/** @type {(cmd: string, args: string[]) => import("node:child_process").SpawnSyncReturns<Buffer>} */
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", cwd: fromRoot(), env: { ...process.env, NO_COLOR: "1" } });

/** The checks beside vitest, by name; each runs even when an earlier one failed, so one run shows every problem. */
const checks = {
  "tsc (src, test)": ["tsc", "--noEmit"],
  "tsc (scripts)": ["tsc", "--noEmit", "-p", "tsconfig.scripts.json"],
  "tsc (pack generators)": ["tsc", "--noEmit", "-p", "tsconfig.packs.json"],
  eslint: ["eslint", "."],
};
/** @type {string[]} */
const failedChecks = [];
for (const [name, args] of Object.entries(checks)) {
  console.log(args.join(" "));
  if (run("npx", args).status !== 0) failedChecks.push(name);
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
const summary = withFailedChecks(summarize(report, { exitCode: vitest.status }), failedChecks);
for (const problem of summary.problems) console.log(`FAILED: ${problem}`);
console.log(summary.line);
process.exit(summary.ok ? 0 : vitest.status || 1);
