/** The shared runtime guards: each accepts exactly the values its name promises and falls back on anything else. */
import { describe, expect, it } from "vitest";
import { isOneOf, isPlainRecord, isRecord, numberOr, recordAt, recordsOf, stringOr, stringsOf } from "../../src/rules/guards.ts";

describe("isRecord", () => {
  it("accepts plain objects and refuses null, arrays and primitives", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, undefined, [], [1], "x", 3, true]) expect(isRecord(value)).toBe(false);
  });

  it("accepts an object of a class (its keys can be read)", () => {
    expect(isRecord(new Date())).toBe(true);
    expect(isRecord(new (class Point { x = 1 })())).toBe(true);
  });
});

describe("isPlainRecord", () => {
  it("accepts a literal, JSON's objects and an object with no prototype", () => {
    expect(isPlainRecord({ a: 1 })).toBe(true);
    expect(isPlainRecord(JSON.parse('{"a":1,"__proto__":{"b":2}}'))).toBe(true);
    expect(isPlainRecord(Object.create(null))).toBe(true);
  });

  it("refuses an object of a class, an object inheriting from another, arrays, null and primitives", () => {
    for (const value of [new Date(), new (class Point { x = 1 })(), Object.create({ inherited: 1 }), new Map(), [], [1], null, undefined, "x", 3]) {
      expect(isPlainRecord(value)).toBe(false);
    }
  });
});

describe("isOneOf", () => {
  const kinds = ["might", "energy", "spirit"] as const;
  it("accepts a listed choice and nothing else, including look-alikes of another type", () => {
    expect(isOneOf(kinds, "energy")).toBe(true);
    expect(isOneOf(kinds, "Energy")).toBe(false);
    expect(isOneOf(kinds, undefined)).toBe(false);
    expect(isOneOf([1, 2], 2)).toBe(true);
    expect(isOneOf([1, 2], "2")).toBe(false);
    expect(isOneOf([], "might")).toBe(false);
  });
});

describe("numberOr and stringOr", () => {
  it("keep a finite number and fall back on anything else", () => {
    expect(numberOr(0, 7)).toBe(0);
    expect(numberOr(-2.5, 7)).toBe(-2.5);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, "3", null, undefined, {}]) expect(numberOr(value, 7)).toBe(7);
  });

  it("keep a string (the empty one too) and fall back on anything else", () => {
    expect(stringOr("", "x")).toBe("");
    expect(stringOr("sword", "x")).toBe("sword");
    for (const value of [3, null, undefined, ["a"]]) expect(stringOr(value, "x")).toBe("x");
  });
});

describe("stringsOf and recordsOf", () => {
  it("keep only the matching entries of an array, and give an empty array for anything else", () => {
    expect(stringsOf(["a", 1, "b", null])).toEqual(["a", "b"]);
    expect(stringsOf("a")).toEqual([]);
    expect(recordsOf([{ a: 1 }, [], null, "x", { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(recordsOf({ a: 1 })).toEqual([]);
  });
});

describe("recordAt", () => {
  it("reads a nested record and refuses a missing key, a non-record inside or a non-record outside", () => {
    expect(recordAt({ system: { pools: 1 } }, "system")).toEqual({ pools: 1 });
    expect(recordAt({ system: [1] }, "system")).toBeUndefined();
    expect(recordAt({ other: {} }, "system")).toBeUndefined();
    expect(recordAt(null, "system")).toBeUndefined();
    expect(recordAt([{}], "0")).toBeUndefined();
  });
});
