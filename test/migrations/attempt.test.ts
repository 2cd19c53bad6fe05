import { describe, expect, it } from "vitest";
import { attemptWrite, wasApplied, type Failures } from "../../src/migrations/attempt.ts";
import { consoleErrorsDuring } from "../support/console.ts";

describe("migration success accounting", () => {
  it("counts an update that resolves to the document as migrated", async () => {
    const failures: Failures = [];
    expect(await attemptWrite("Sera", async () => ({ id: "a" }), failures)).toBe(true);
    expect(failures).toEqual([]);
  });

  it("counts an update a _preUpdate cancelled (resolves to undefined, no throw) as a failure", async () => {
    const failures: Failures = [];
    const errors = await consoleErrorsDuring(async () => {
      expect(await attemptWrite("Bandit", async () => undefined, failures)).toBe(false);
    });
    expect(failures).toEqual(["Bandit"]);
    expect(errors).toHaveLength(1);
  });

  it("counts a throw as a failure without rethrowing", async () => {
    const failures: Failures = [];
    await consoleErrorsDuring(async () => {
      expect(await attemptWrite("Relic", async () => Promise.reject(new Error("boom")), failures)).toBe(false);
    });
    expect(failures).toEqual(["Relic"]);
  });

  it("reads batch results: an empty list of updated documents wrote nothing", () => {
    expect(wasApplied([])).toBe(false);
    expect(wasApplied([{}])).toBe(true);
    expect(wasApplied(null)).toBe(false);
    expect(wasApplied(false)).toBe(false);
  });
});
