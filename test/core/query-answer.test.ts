/** Issue 24: an answer that came back over the wire is read by runtime checks, not asserted. */
import { describe, expect, it } from "vitest";
import { exactObject, oneOf, readAnswer } from "../../src/core/query-core.ts";

describe("readAnswer", () => {
  it("keeps a refusal's string format data and drops any other value", () => {
    const answer = readAnswer({ ok: false, reasonKey: "MESHAL.Warn.x", data: { item: "Sword", count: 3, html: { b: 1 } } });
    expect(answer).toEqual({ ok: false, reasonKey: "MESHAL.Warn.x", data: { item: "Sword" } });
  });

  it("reads a refusal without data, or with data that is not an object, as having none", () => {
    expect(readAnswer({ ok: false, reasonKey: "MESHAL.Warn.x" })).toEqual({ ok: false, reasonKey: "MESHAL.Warn.x" });
    expect(readAnswer({ ok: false, reasonKey: "MESHAL.Warn.x", data: ["a"] })).toEqual({ ok: false, reasonKey: "MESHAL.Warn.x" });
  });

  it("counts an array or a non-object as a failed request", () => {
    expect(readAnswer([{ ok: true }])).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
    expect(readAnswer(null)).toEqual({ ok: false, reasonKey: "MESHAL.Query.failed" });
  });
});

describe("payload readers", () => {
  it("oneOf narrows to a choice and refuses anything else", () => {
    expect(oneOf("b", ["a", "b"] as const)).toBe("b");
    expect(oneOf("c", ["a", "b"] as const)).toBeUndefined();
    expect(oneOf(1, ["a", "b"] as const)).toBeUndefined();
  });

  it("exactObject takes a plain object with exactly the keys, nothing else", () => {
    expect(exactObject({ a: 1, b: 2 }, ["a", "b"])).toEqual({ a: 1, b: 2 });
    expect(exactObject({ a: 1 }, ["a", "b"])).toBeUndefined();
    expect(exactObject([1, 2], ["0", "1"])).toBeUndefined();
    expect(exactObject(new Date(), [])).toBeUndefined();
  });
});
