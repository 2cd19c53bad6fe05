import { describe, expect, it } from "vitest";
import { countedLimit, limitMax, planUse, usesLeft, usesMade } from "../../src/rules/use-limits.ts";

const dice = { might: 3, energy: 3, spirit: 7 };

describe("use limits: reading the maximum", () => {
  it("truncates a formula's fraction with or without floor(…), and ignores spaces around the text", () => {
    expect(limitMax({ max: "spirit/2", per: "day" }, dice)).toBe(3);
    expect(limitMax({ max: " floor(spirit/3) ", per: "day" }, dice)).toBe(2);
    expect(limitMax({ max: "2*spirit", per: "day" }, dice)).toBe(14);
  });

  it("reads a plain whole number as written, however long (the formula reader stops at safe integers)", () => {
    expect(limitMax({ max: "12", per: "round" }, dice)).toBe(12);
    expect(limitMax({ max: "12345678901234567890", per: "round" }, dice)).toBe(Number("12345678901234567890"));
  });

  it("reads floor only around the whole maximum: a floor inside a sum is not a formula it knows", () => {
    expect(limitMax({ max: "1+floor(spirit/3)", per: "day" }, dice)).toBeNull();
    expect(limitMax({ max: "floor(spirit/3)+1", per: "day" }, dice)).toBeNull();
  });

  it("counts nothing when a counted period has no maximum", () => {
    expect(countedLimit({ max: "", per: "day" }, dice, { fight: null, day: 0 })).toBeNull();
    expect(countedLimit({ per: "fullRest" }, dice, { fight: null, day: 0 })).toBeNull();
  });
});

describe("use limits: the record", () => {
  const perRest = { max: 2, per: "fullRest", key: "rest" };

  it("counts a rewritten negative or fractional count as no use", () => {
    expect(usesMade(perRest, { key: "rest", count: -3 })).toBe(0);
    expect(usesLeft(perRest, { key: "rest", count: -3 })).toBe(2);
    expect(usesMade(perRest, { key: "rest", count: 1.5 })).toBe(0);
    expect(usesMade(perRest, { key: "rest", count: 1 })).toBe(1);
  });

  it("names no item in the refusal when no name is given", () => {
    expect(planUse(perRest, { key: "rest", count: 2 })).toEqual({
      ok: false, reasonKey: "MESHAL.Warn.useLimit.fullRest", data: { name: "", max: "2" }, record: { key: "rest", count: 3 },
    });
  });
});
