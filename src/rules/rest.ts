/**
 * Rest (§7.3): each full hour, every damaged attribute rolls its current dice (at least 1) for points and
 * recovers that many, capped at its total.
 */
import { countPoints } from "./dice.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/** One hour of rest for one attribute. */
export interface RestHour {
  diceRolled: number;
  points: number;
  recovered: number;
  after: number;
}

/** Dice an attribute rolls this hour: 0 if undamaged (current ≥ total), else max(1, current). */
export function restDice(total: number, current: number): number {
  assertIntegerAtLeast("restDice", "total", total, 0);
  assertIntegerAtLeast("restDice", "current", current, 0);
  return current >= total ? 0 : Math.max(1, current);
}

/**
 * Resolves one hour for one attribute from the rolled faces. The number of faces must equal `restDice(total, current)`
 * (RangeError otherwise, so a wrong roll is never applied silently).
 */
export function restHour(total: number, current: number, faces: readonly number[]): RestHour {
  const diceRolled = restDice(total, current);
  if (faces.length !== diceRolled) {
    throw new RangeError(`restHour: expected ${diceRolled} faces, got ${faces.length}`);
  }
  const points = countPoints(faces);
  const after = Math.min(total, current + points);
  return { diceRolled, points, recovered: Math.max(0, after - current), after };
}

/** Several hours in a row: each hour's faces in order. */
export function restHours(
  total: number,
  current: number,
  hours: readonly (readonly number[])[],
): { perHour: RestHour[]; final: number; fullyRestored: boolean } {
  const perHour: RestHour[] = [];
  let now = current;
  for (const faces of hours) {
    const hour = restHour(total, now, faces);
    perHour.push(hour);
    now = hour.after;
  }
  return { perHour, final: now, fullyRestored: now >= total };
}

/** Lost-dice form for stored data: new `lost` after recovering `recovered` dice (never below 0). */
export function recoverLost(lost: number, recovered: number): number {
  assertIntegerAtLeast("recoverLost", "lost", lost, 0);
  assertIntegerAtLeast("recoverLost", "recovered", recovered, 0);
  return Math.max(0, lost - recovered);
}

/** Whether a creature rests with the party (§7.2, §7.3): the dead never rest, and a fight interrupts any rest. */
export type RestStanding = "rests" | "dead" | "fighting";

/** A creature's standing for a party rest: dead first (a dead creature in a fight is still dead), then in a fight. */
export function restStanding(dead: boolean, inFight: boolean): RestStanding {
  if (dead) return "dead";
  return inFight ? "fighting" : "rests";
}
