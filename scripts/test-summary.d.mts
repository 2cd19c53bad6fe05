// Types for test-summary.mjs (used by the TypeScript tests).
export declare const FAILURE_LINE: string;
export interface TestSummary {
  passed: number;
  failed: number;
  ok: boolean;
  line: string;
  problems: string[];
}
export declare function summarize(report: unknown, run?: { exitCode?: number | null }): TestSummary;
