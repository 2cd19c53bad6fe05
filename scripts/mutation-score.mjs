// The mutation score of one end-to-end run (.github/workflows/mutation.yml): merges the JSON reports of the run's
// shards, checks that together they cover the whole scope (stryker.config.mjs `mutate`) once, and prints the score
// with the commit and date it was measured at, the counts and every file below 100%.
// `node scripts/mutation-score.mjs <shard report.json>…`; exits 1 when a file of the scope is missing or doubled.
import { execFileSync } from "node:child_process";
import { appendFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { mutationScope } from "./mutation-shards.mjs";
import { readJson } from "./project.mjs";

/**
 * @typedef {{status: string}} ReportMutant
 * @typedef {{files: Record<string, {mutants: ReportMutant[]}>}} MutationReport Stryker's JSON report (the parts read)
 * @typedef {{killed: number, timeout: number, survived: number, noCoverage: number, ignored: number, compileError: number, runtimeError: number}} Counts
 */

/** @returns {Counts} */
const noCounts = () => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, compileError: 0, runtimeError: 0 });

/** @type {Record<string, keyof Counts>} */
const STATUS = {
  Killed: "killed", Timeout: "timeout", Survived: "survived", NoCoverage: "noCoverage", Ignored: "ignored",
  CompileError: "compileError", RuntimeError: "runtimeError",
};

/**
 * Counts the mutants of `mutants` by status. A status the score does not know (Pending: the run did not finish)
 * throws: such a report is not a measurement.
 * @param {readonly ReportMutant[]} mutants
 * @returns {Counts}
 */
export function countMutants(mutants) {
  const counts = noCounts();
  for (const { status } of mutants) {
    const key = STATUS[status];
    if (!key) throw new Error(`a mutant with status "${status}": the run did not finish`);
    counts[key]++;
  }
  return counts;
}

/**
 * Stryker's mutation score: detected (killed or timed out) over every valid mutant (detected, survived or not
 * covered); ignored mutants and those that do not compile or crash the run are not valid. Null with no valid mutant.
 * @param {Counts} c
 * @returns {number | null} percent
 */
export function mutationScore(c) {
  const detected = c.killed + c.timeout;
  const valid = detected + c.survived + c.noCoverage;
  return valid === 0 ? null : (100 * detected) / valid;
}

/**
 * Merges shard reports into one file → mutants map; throws when two shards report the same file.
 * @param {readonly MutationReport[]} reports
 * @returns {Map<string, ReportMutant[]>}
 */
export function mergeReports(reports) {
  /** @type {Map<string, ReportMutant[]>} */
  const files = new Map();
  for (const report of reports) {
    for (const [file, { mutants }] of Object.entries(report.files)) {
      if (files.has(file)) throw new Error(`${file} is in two shard reports: the shards overlap`);
      files.set(file, mutants);
    }
  }
  return files;
}

/**
 * The scope's files no report covers, and the reported files outside the scope.
 * @param {ReadonlyMap<string, unknown>} files
 * @param {readonly string[]} scope
 */
export function scopeGaps(files, scope) {
  return { missing: scope.filter((f) => !files.has(f)), extra: [...files.keys()].filter((f) => !scope.includes(f)).sort() };
}

/** @param {number | null} score */
const percent = (score) => (score === null ? "n/a" : `${score.toFixed(2)}%`);

/**
 * The lines printed for a merged run.
 * @param {ReadonlyMap<string, ReportMutant[]>} files
 * @param {{commit: string, date: string}} at
 * @returns {string[]}
 */
export function scoreLines(files, at) {
  const total = countMutants([...files.values()].flat());
  const weak = [...files].map(([file, mutants]) => ({ file, counts: countMutants(mutants) }))
    .map(({ file, counts }) => ({ file, counts, score: mutationScore(counts) }))
    .filter(({ score }) => score !== null && score < 100)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || a.file.localeCompare(b.file));
  return [
    `Mutation score ${percent(mutationScore(total))} — commit ${at.commit}, ${at.date}, ${files.size} files, one run`,
    `killed ${total.killed}, timed out ${total.timeout}, survived ${total.survived}, not covered ${total.noCoverage}; ` +
      `left out: ignored ${total.ignored}, compile errors ${total.compileError}, runtime errors ${total.runtimeError}`,
    ...weak.map(({ file, counts, score }) => `  ${percent(score).padStart(7)}  ${file} (${counts.survived} survived, ${counts.noCoverage} not covered)`),
  ];
}

async function main() {
  const paths = process.argv.slice(2);
  if (paths.length === 0) throw new Error("usage: node scripts/mutation-score.mjs <shard report.json>…");
  const files = mergeReports(await Promise.all(paths.map(readJson)));
  const { missing, extra } = scopeGaps(files, await mutationScope());
  const commit = process.env.GITHUB_SHA ?? execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  const lines = scoreLines(files, { commit, date: new Date().toISOString().slice(0, 10) });
  console.log(lines.join("\n"));
  if (process.env.GITHUB_STEP_SUMMARY) await appendFile(process.env.GITHUB_STEP_SUMMARY, `${["```", ...lines, "```"].join("\n")}\n`);
  if (missing.length > 0 || extra.length > 0) {
    console.error(`Not one run over the scope: ${[...missing.map((f) => `${f} missing`), ...extra.map((f) => `${f} outside the scope`)].join(", ")}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
