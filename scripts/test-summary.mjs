// The "N passed, N failed" line of `npm test`, computed from vitest's JSON report. Pure: no file or process access.
//
// Vitest counts assertions only: a test file that fails to load (import error, syntax error, a throw while tests
// are collected) has no failed test, so its own totals would read "0 failed". Here every such file counts as one
// failure, and so does anything else that makes the run unsuccessful without a failed test.

/** The line printed when there is nothing to count (report missing or unreadable). */
export const FAILURE_LINE = "0 passed, 1 failed";

/**
 * @typedef {{passed: number, failed: number, ok: boolean, line: string, problems: string[]}} TestSummary
 * @typedef {Record<string, unknown>} Rec
 */

/** @type {(value: unknown) => value is Rec} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @type {(list: unknown[], status: string) => number} */
const count = (list, status) => list.filter((entry) => isObject(entry) && entry.status === status).length;
/** @type {(text: unknown) => string} */
const firstLine = (text) => String(text ?? "").trim().split("\n")[0] ?? "";

/**
 * Summarises a parsed vitest JSON report.
 * @param {unknown} report the parsed report; anything that is not a report (undefined, null, text) is a failure
 * @param {{exitCode?: number | null}} [run] vitest's exit status; non-zero with nothing else failed is a failure
 * @returns {TestSummary}
 */
export function summarize(report, { exitCode = 0 } = {}) {
  if (!isObject(report) || !Array.isArray(report.testResults)) {
    return { passed: 0, failed: 1, ok: false, line: FAILURE_LINE, problems: ["the vitest report is missing or is not a vitest JSON report"] };
  }
  /** @type {string[]} */
  const problems = [];
  let passed = 0;
  let failed = 0;
  for (const file of report.testResults) {
    const assertions = isObject(file) && Array.isArray(file.assertionResults) ? file.assertionResults : [];
    const failedHere = count(assertions, "failed");
    passed += count(assertions, "passed");
    failed += failedHere;
    if (isObject(file) && file.status === "failed" && failedHere === 0) {
      failed += 1;
      problems.push(`${file.name ?? "a test file"} failed without a failed test: ${firstLine(file.message) || "no message"}`);
    }
  }
  if (report.testResults.length === 0) problems.push("no test file ran");
  if (failed === 0 && report.success === false) problems.push("vitest reported the run as unsuccessful");
  if (failed === 0 && exitCode !== 0) problems.push(`vitest exited with status ${exitCode ?? "unknown"} (e.g. a coverage threshold)`);
  if (failed === 0 && problems.length > 0) failed = 1;
  return { passed, failed, ok: failed === 0, line: `${passed} passed, ${failed} failed`, problems };
}

/**
 * Adds the checks that ran beside vitest (type-checks, lint) to a summary: each failed check is one failure.
 * @param {TestSummary} summary what `summarize` returned
 * @param {string[]} failedChecks the names of the checks that failed
 * @returns {TestSummary}
 */
export function withFailedChecks(summary, failedChecks) {
  if (failedChecks.length === 0) return summary;
  const failed = summary.failed + failedChecks.length;
  const problems = [...failedChecks.map((name) => `${name} failed`), ...summary.problems];
  return { passed: summary.passed, failed, ok: false, line: `${summary.passed} passed, ${failed} failed`, problems };
}
