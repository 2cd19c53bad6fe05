/**
 * The `npm test` summary line: a test file that fails to load must count as a failure, and anything that is not a
 * readable report must fail. Reports below have the shape vitest 4's JSON reporter writes.
 */
import { describe, expect, it } from "vitest";
import { FAILURE_LINE, summarize, withFailedChecks } from "../../scripts/test-summary.mjs";

interface Assertion {
  title: string;
  status: "passed" | "failed" | "skipped" | "todo";
}

const file = (name: string, status: "passed" | "failed", assertions: Assertion[], message = "") => ({
  name: `/repo/test/${name}`,
  status,
  message,
  assertionResults: assertions.map((a) => ({ ...a, fullName: a.title, ancestorTitles: [], failureMessages: [] })),
});

/** A report as vitest writes it, with vitest's own counts derived from the files (assertions only). */
function report(files: ReturnType<typeof file>[]) {
  const all = files.flatMap((f) => f.assertionResults);
  return {
    numTotalTestSuites: files.length,
    numFailedTestSuites: files.filter((f) => f.status === "failed").length,
    numTotalTests: all.length,
    numPassedTests: all.filter((a) => a.status === "passed").length,
    numFailedTests: all.filter((a) => a.status === "failed").length,
    success: files.every((f) => f.status === "passed"),
    testResults: files,
  };
}

const passing = (name: string, n: number) =>
  file(name, "passed", Array.from({ length: n }, (_, i) => ({ title: `case ${i}`, status: "passed" as const })));

describe("summarize", () => {
  it("reports a clean run as passed, with vitest's own count", () => {
    const clean = report([passing("a.test.ts", 3), passing("b.test.ts", 2)]);
    const summary = summarize(clean, { exitCode: 0 });
    expect(summary).toMatchObject({ passed: 5, failed: 0, ok: true, line: "5 passed, 0 failed", problems: [] });
    expect(summary.passed).toBe(clean.numPassedTests);
  });

  it("counts a failed test", () => {
    const bad = file("b.test.ts", "failed", [
      { title: "ok", status: "passed" },
      { title: "bad", status: "failed" },
    ]);
    const summary = summarize(report([passing("a.test.ts", 4), bad]), { exitCode: 1 });
    expect(summary).toMatchObject({ passed: 5, failed: 1, ok: false, line: "5 passed, 1 failed" });
  });

  it("counts a file that failed to load although vitest's totals show no failed test", () => {
    const broken = file("broken.test.ts", "failed", [], "Cannot find module './nope.ts' imported from /repo/test/broken.test.ts");
    const withBroken = report([passing("a.test.ts", 783), broken]);
    expect(withBroken.numFailedTests).toBe(0);
    const summary = summarize(withBroken, { exitCode: 1 });
    expect(summary).toMatchObject({ passed: 783, failed: 1, ok: false, line: "783 passed, 1 failed" });
    expect(summary.problems).toEqual([expect.stringContaining("broken.test.ts failed without a failed test: Cannot find module")]);
  });

  it("counts each unloadable file once, next to failed tests elsewhere", () => {
    const syntax = file("syntax.test.ts", "failed", [], "Transform failed with 1 error:\n[PARSE_ERROR] Expected `}`");
    const thrown = file("thrown.test.ts", "failed", [], "boom at collection");
    const bad = file("bad.test.ts", "failed", [{ title: "bad", status: "failed" }]);
    const summary = summarize(report([syntax, thrown, bad, passing("a.test.ts", 1)]), { exitCode: 1 });
    expect(summary.line).toBe("1 passed, 3 failed");
    expect(summary.problems).toHaveLength(2);
  });

  it("does not count skipped or todo tests as passed or failed", () => {
    const mixed = file("m.test.ts", "passed", [
      { title: "a", status: "passed" },
      { title: "b", status: "skipped" },
      { title: "c", status: "todo" },
    ]);
    expect(summarize(report([mixed])).line).toBe("1 passed, 0 failed");
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["not JSON of a report", "garbage"],
    ["an object without testResults", { numPassedTests: 10, numFailedTests: 0 }],
  ])("fails when the report is %s", (_label, value) => {
    expect(summarize(value)).toMatchObject({ passed: 0, failed: 1, ok: false, line: FAILURE_LINE });
  });

  it("fails a run in which no test file ran", () => {
    expect(summarize(report([]))).toMatchObject({ failed: 1, ok: false });
  });

  it("fails when vitest exits non-zero with every test passing (e.g. a coverage threshold)", () => {
    const summary = summarize(report([passing("a.test.ts", 2)]), { exitCode: 1 });
    expect(summary).toMatchObject({ passed: 2, failed: 1, ok: false, line: "2 passed, 1 failed" });
    expect(summary.problems[0]).toContain("status 1");
  });

  it("fails when vitest was killed (no exit status)", () => {
    expect(summarize(report([passing("a.test.ts", 2)]), { exitCode: null }).ok).toBe(false);
  });
});

describe("withFailedChecks", () => {
  it("leaves a summary alone when every check passed", () => {
    const clean = summarize(report([passing("a.test.ts", 3)]));
    expect(withFailedChecks(clean, [])).toEqual(clean);
  });

  it("counts each failed type-check or lint as one failure, even when every test passed", () => {
    const summary = withFailedChecks(summarize(report([passing("a.test.ts", 3)])), ["tsc (scripts)", "eslint"]);
    expect(summary).toMatchObject({ passed: 3, failed: 2, ok: false, line: "3 passed, 2 failed" });
    expect(summary.problems).toEqual(["tsc (scripts) failed", "eslint failed"]);
  });

  it("adds to the failures the tests already had", () => {
    const bad = file("b.test.ts", "failed", [{ title: "bad", status: "failed" }]);
    expect(withFailedChecks(summarize(report([bad]), { exitCode: 1 }), ["eslint"]).line).toBe("0 passed, 2 failed");
  });
});
