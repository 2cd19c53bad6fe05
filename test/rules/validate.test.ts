/**
 * The shared input guards (src/rules/validate.ts): each refuses what its name says and its message starts with the
 * function and argument it was given, then what was wrong and the value seen.
 */
import { describe, expect, it } from "vitest";
import { assertFinite, assertInteger, assertIntegerAtLeast, assertNotNaN } from "../../src/rules/validate.ts";

// Stored data can hold a string where a number belongs; the guards must refuse it, not coerce it.
const notANumber = "3" as unknown as number;

describe("validate guards", () => {
  it("assertFinite refuses NaN, ±Infinity and non-numbers, naming function and argument", () => {
    expect(() => assertFinite("fnA", "argA", Number.NaN)).toThrow(/^fnA: argA must be a finite number, got NaN$/);
    expect(() => assertFinite("fnA", "argA", -Infinity)).toThrow(/^fnA: argA must be a finite number, got -Infinity$/);
    expect(() => assertFinite("fnA", "argA", notANumber)).toThrow(/^fnA: argA must be a finite number, got 3$/);
    expect(() => assertFinite("fnA", "argA", -2.5)).not.toThrow();
  });

  it("assertInteger refuses fractions, Infinity and non-numbers", () => {
    expect(() => assertInteger("fnB", "argB", 1.5)).toThrow(RangeError);
    expect(() => assertInteger("fnB", "argB", 1.5)).toThrow(/^fnB: argB must be an integer, got 1\.5$/);
    expect(() => assertInteger("fnB", "argB", Infinity)).toThrow(/^fnB: argB must be an integer, got Infinity$/);
    expect(() => assertInteger("fnB", "argB", notANumber)).toThrow(/^fnB: argB must be an integer, got 3$/);
    expect(() => assertInteger("fnB", "argB", -4)).not.toThrow();
  });

  it("assertIntegerAtLeast states the minimum; the minimum itself passes", () => {
    expect(() => assertIntegerAtLeast("fnC", "argC", 1, 2)).toThrow(/^fnC: argC must be at least 2, got 1$/);
    expect(() => assertIntegerAtLeast("fnC", "argC", 2.5, 2)).toThrow(/^fnC: argC must be an integer, got 2\.5$/);
    expect(() => assertIntegerAtLeast("fnC", "argC", 2, 2)).not.toThrow();
  });

  it("assertNotNaN lets ±Infinity through but refuses NaN and non-numbers", () => {
    expect(() => assertNotNaN("fnD", "argD", Number.NaN)).toThrow(/^fnD: argD must be a number, got NaN$/);
    expect(() => assertNotNaN("fnD", "argD", notANumber)).toThrow(/^fnD: argD must be a number, got 3$/);
    expect(() => assertNotNaN("fnD", "argD", Infinity)).not.toThrow();
    expect(() => assertNotNaN("fnD", "argD", -Infinity)).not.toThrow();
  });
});
