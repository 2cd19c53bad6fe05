/**
 * Derived-figure bounds (src/rules/bounds.ts): values are truncated and clamped; NaN is passed on for the rules'
 * own checks; attribute inputs keep base and total within ±MAX_ROLL_DICE.
 */
import { describe, expect, it } from "vitest";
import { MAX_ROLL_DICE, bounded, boundedAttributeInput, clampInt } from "../../src/rules/index.ts";

const cap = MAX_ROLL_DICE;

describe("clampInt", () => {
  it("truncates toward 0, then clamps; infinities go to the bound", () => {
    expect(clampInt(5, 0, 3)).toBe(3);
    expect(clampInt(-2, 0, 3)).toBe(0);
    expect(clampInt(2.9, 0, 3)).toBe(2);
    expect(clampInt(-2.9, -5, 5)).toBe(-2);
    expect(clampInt(Infinity, 0, 3)).toBe(3);
    expect(clampInt(-Infinity, -4, 4)).toBe(-4);
    expect(bounded(1e9, 99)).toBe(99);
  });

  it("passes NaN on unchanged", () => {
    expect(clampInt(Number.NaN, 0, 3)).toBeNaN();
  });
});

describe("boundedAttributeInput", () => {
  it("keeps trained within 0…cap and base (trained + feature changes) at most cap", () => {
    expect(boundedAttributeInput(10, 5000, 0, 0)).toEqual({ trained: 10, featureMod: cap - 10, tempMod: 0, lost: 0 });
    expect(boundedAttributeInput(-3, -5000, 0, 0)).toMatchObject({ trained: 0, featureMod: -cap });
  });

  it("keeps the total (base + temporary) at most cap", () => {
    const r = boundedAttributeInput(10, 5, 5000, 0);
    expect(r).toEqual({ trained: 10, featureMod: 5, tempMod: cap - 15, lost: 0 });
    expect(r.trained + r.featureMod + r.tempMod).toBe(cap);
  });

  it("with a negative base the temporary change may still reach cap on its own", () => {
    expect(boundedAttributeInput(2, -10, 5000, 0).tempMod).toBe(cap);
  });

  it("keeps lost from being negative or beyond any total", () => {
    expect(boundedAttributeInput(3, 0, 0, -4).lost).toBe(0);
    expect(boundedAttributeInput(3, 0, 0, 1e7).lost).toBe(2 * cap);
    expect(boundedAttributeInput(3, 0, 0, 2).lost).toBe(2);
  });
});
