/**
 * Movement speed, falling, lifting and travel (§9.3).
 */
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** A speed after terrain: how far one 1⚡ move goes, or how much ⚡ one step costs. */
export interface MovementRate {
  /** speed × 2^(smooth − difficult) (smooth and difficult cancel in pairs). */
  effectiveSpeed: number;
  /** Steps covered by one move: trunc(speed) if ≥ 1; 1 if slower (paid per step); 0 if it cannot move. */
  stepsPerMove: number;
  /** ⚡ per step: 1 if speed ≥ 1, else ceil(1 ÷ speed) (§10.3 #9); Infinity if it cannot move. */
  mobilityPerStep: number;
}

/**
 * Movement rate (§9.3). `speed` finite ≥ 0; `smooth`/`difficult` = how many ×2 / ÷2 factors apply (integers ≥ 0);
 * `extraDivisor` for posture (crouch 2, prone 3, [OPT]). With `newerMovement` [VAR] speed is truncated and a speed
 * below 1 cannot move. RangeError on bad input.
 */
export function movementRate(
  speed: number,
  smooth = 0,
  difficult = 0,
  options: { extraDivisor?: number; newerMovement?: boolean } = {},
): MovementRate {
  assertFinite("movementRate", "speed", speed);
  if (speed < 0) throw new RangeError(`movementRate: speed must be ≥ 0, got ${speed}`);
  assertIntegerAtLeast("movementRate", "smooth", smooth, 0);
  assertIntegerAtLeast("movementRate", "difficult", difficult, 0);
  const divisor = options.extraDivisor ?? 1;
  assertFinite("movementRate", "extraDivisor", divisor);
  if (divisor <= 0) throw new RangeError("movementRate: extraDivisor must be > 0");
  const net = Math.max(-60, Math.min(60, smooth - difficult));
  let effectiveSpeed = (speed * 2 ** net) / divisor;
  if (options.newerMovement) effectiveSpeed = Math.trunc(effectiveSpeed);
  // Truncated (newer variant), a speed below 1 is already 0 here.
  if (effectiveSpeed <= 0) {
    return { effectiveSpeed, stepsPerMove: 0, mobilityPerStep: Infinity };
  }
  // From speed 1 up one ⚡ covers trunc(speed) steps; below 1 a step costs ceil(1 ÷ speed) ⚡.
  return {
    effectiveSpeed,
    stepsPerMove: Math.max(1, Math.trunc(effectiveSpeed)),
    mobilityPerStep: Math.ceil(1 / Math.min(1, effectiveSpeed)),
  };
}

/**
 * [N] Falling: a drop of at least the creature's Energy dice in steps is a physical attack of (drop − Energy) dice.
 * Returns the dice to roll, or 0 when nothing happens. Seed: at least 1 die once the drop reaches the Energy dice;
 * with `newerDice` the count may be 0 (nothing). A void Energy counts as 3.
 */
export function fallingAttackDice(dropSteps: number, energyDice: number | null, newerDice = false): number {
  assertFinite("fallingAttackDice", "dropSteps", dropSteps);
  const energy = energyDice ?? 3;
  assertIntegerAtLeast("fallingAttackDice", "energyDice", energy, 0);
  const drop = Math.trunc(Math.max(0, dropSteps));
  if (drop < energy || drop === 0) return 0;
  const dice = drop - energy;
  return newerDice ? dice : Math.max(1, dice);
}

/** [N] Most a creature can lift or drag: Might dice × 30 kg (void Might: 0). */
export function liftLimitKg(mightDice: number | null): number {
  if (mightDice === null) return 0;
  assertIntegerAtLeast("liftLimitKg", "mightDice", mightDice, 0);
  return mightDice * 30;
}

/** [N] Overland travel: speed km per hour, 8 hours a day. Returns km. */
export function travelDistanceKm(speed: number, hours = 8): number {
  assertFinite("travelDistanceKm", "speed", speed);
  assertFinite("travelDistanceKm", "hours", hours);
  if (speed < 0 || hours < 0) throw new RangeError("travelDistanceKm: speed and hours must be ≥ 0");
  return speed * hours;
}

/** [N] A "poor" movement mode or sense halves the value. */
export function poorMode(value: number): number {
  assertFinite("poorMode", "value", value);
  return value / 2;
}
