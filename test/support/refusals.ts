/** Refusal rows for the rules' guard tests: each call must throw a RangeError whose message matches (validate.ts). */
import { expect } from "vitest";

export type RefusalRow = readonly [call: () => unknown, message: RegExp];

/** Expects every row's call to throw a RangeError with its message. */
export function expectEach(rows: readonly RefusalRow[]): void {
  for (const [call, message] of rows) {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  }
}
