// npm test: type-check, run every vitest suite, then print the plain "N passed, N failed" line CI reads.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { fromRoot } from "./project.mjs";

const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit", cwd: fromRoot(), env: { ...process.env, NO_COLOR: "1" } });

console.log("tsc --noEmit");
const tsc = run("npx", ["tsc", "--noEmit"]);
if (tsc.status !== 0) {
  console.log("0 passed, 1 failed");
  process.exit(tsc.status ?? 1);
}

const report = fromRoot(".cache", "vitest.json");
mkdirSync(fromRoot(".cache"), { recursive: true });
rmSync(report, { force: true });
const vitest = run("npx", ["vitest", "run", "--coverage", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);

let summary;
try {
  summary = JSON.parse(readFileSync(report, "utf8"));
} catch {
  console.log("0 passed, 1 failed");
  process.exit(vitest.status || 1);
}
console.log(`${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
process.exit(vitest.status ?? 1);
