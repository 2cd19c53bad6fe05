/**
 * Movement, falling, lifting and travel (§9.3): bad input is refused with a RangeError naming the function and the
 * argument (src/rules/validate.ts), and the boundaries of 0 are accepted.
 */
import { describe, expect, it } from "vitest";
import { fallingAttackDice, liftLimitKg, movementRate, poorMode, travelDistanceKm } from "../../src/rules/index.ts";

/** `call` throws a RangeError whose message contains `message`. */
function refuses(call: () => unknown, message: string): void {
  expect(call).toThrow(RangeError);
  expect(call).toThrow(message);
}

describe("movementRate refuses bad input by name", () => {
  it("speed finite and ≥ 0", () => {
    refuses(() => movementRate(Number.NaN), "movementRate: speed must be a finite number");
    refuses(() => movementRate(-2), "movementRate: speed must be ≥ 0, got -2");
  });

  it("smooth and difficult are whole counts ≥ 0", () => {
    refuses(() => movementRate(3, -1), "movementRate: smooth must be at least 0");
    refuses(() => movementRate(3, 0, 0.5), "movementRate: difficult must be an integer");
  });

  it("the posture divisor is finite and > 0", () => {
    refuses(() => movementRate(3, 0, 0, { extraDivisor: Number.NaN }), "movementRate: extraDivisor must be a finite number");
    refuses(() => movementRate(3, 0, 0, { extraDivisor: 0 }), "movementRate: extraDivisor must be > 0");
  });

  it("newer variant: a speed truncated to 0 cannot move; to 1, one step per ⚡", () => {
    expect(movementRate(0.9, 0, 0, { newerMovement: true })).toEqual({ effectiveSpeed: 0, stepsPerMove: 0, mobilityPerStep: Infinity });
    expect(movementRate(1.9, 0, 0, { newerMovement: true })).toEqual({ effectiveSpeed: 1, stepsPerMove: 1, mobilityPerStep: 1 });
  });
});

describe("falling, lifting, travel and poor modes refuse bad input by name", () => {
  it("falling", () => {
    refuses(() => fallingAttackDice(Infinity, 3), "fallingAttackDice: dropSteps must be a finite number");
    refuses(() => fallingAttackDice(5, -1), "fallingAttackDice: energyDice must be at least 0");
  });

  it("lifting", () => {
    refuses(() => liftLimitKg(1.5), "liftLimitKg: mightDice must be an integer");
  });

  it("travel: speed and hours finite and ≥ 0; 0 of either goes nowhere", () => {
    refuses(() => travelDistanceKm(Number.NaN), "travelDistanceKm: speed must be a finite number");
    refuses(() => travelDistanceKm(3, Infinity), "travelDistanceKm: hours must be a finite number");
    refuses(() => travelDistanceKm(3, -1), "travelDistanceKm: speed and hours must be ≥ 0");
    refuses(() => travelDistanceKm(-3), "travelDistanceKm: speed and hours must be ≥ 0");
    expect(travelDistanceKm(0)).toBe(0);
    expect(travelDistanceKm(3, 0)).toBe(0);
    expect(travelDistanceKm(4, 2)).toBe(8);
  });

  it("poor modes", () => {
    refuses(() => poorMode(Number.NaN), "poorMode: value must be a finite number");
  });
});
