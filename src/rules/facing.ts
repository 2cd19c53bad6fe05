/**
 * [OPT] Facing (§9.5) and postures (§9.4).
 */
import { assertFinite } from "./validate.ts";

/** Horizontal sectors around a creature. */
export type Sector = "front" | "flankLeft" | "flankRight" | "back";

/**
 * Sector in which a point lies relative to a creature facing `facingDeg` (front 90° ahead, flanks 90° to each side,
 * back 90° behind). `dx`, `dy` point from the creature to the other; angles use the same rotational sense as
 * atan2(dy, dx) — with `yAxisDown` (screen/canvas coordinates) left and right are swapped accordingly.
 * Exactly on a boundary, the sector farther from the front wins (borderline favours the acting side, who is
 * usually trying to flank); pass `towardFront` to resolve the other way. A point on the creature itself is front.
 */
export function facingSector(
  facingDeg: number,
  dx: number,
  dy: number,
  options: { yAxisDown?: boolean; towardFront?: boolean } = {},
): Sector {
  assertFinite("facingSector", "facingDeg", facingDeg);
  assertFinite("facingSector", "dx", dx);
  assertFinite("facingSector", "dy", dy);
  if (dx === 0 && dy === 0) return "front";
  let rel = (Math.atan2(dy, dx) * 180) / Math.PI - facingDeg;
  // Stryker disable next-line ArithmeticOperator: equivalent — a shift of −180 differs by 360, the same remainder
  const shifted = rel + 180;
  rel = (((shifted % 360) + 360) % 360) - 180; // [-180, 180)
  const off = Math.round(Math.abs(rel) * 1e9) / 1e9;
  // The left flank lies at positive angles, at negative ones on a y-down screen (rel is never 0 off the front).
  const leftSign = options.yAxisDown ? -1 : 1;
  const side: Sector = Math.sign(rel) === leftSign ? "flankLeft" : "flankRight";
  const away = !options.towardFront;
  if (off < 45 || (off === 45 && !away)) return "front";
  if (off > 135 || (off === 135 && away)) return "back";
  return side;
}

/** Most creatures cannot perceive, nor defend against, attacks from the back sector ([N] nor from above). */
export function canDefendFrom(sector: Sector, fromAbove = false, seesBehind = false): boolean {
  if (seesBehind) return true;
  return sector !== "back" && !fromAbove;
}

/**
 * [DEC] Senses that do not face forward: life sense perceives every creature in range, tremorsense feels vibrations
 * through what the creature touches and sonar hears its echoes from all sides. A creature with one of them perceives
 * its back sector, so it can defend attacks from there (§9.5: "most creatures" are blind behind because their sense
 * organs face forward).
 */
// Stryker disable next-line ArrayDeclaration,StringLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const ALL_AROUND_SENSES: readonly string[] = ["life-sense", "tremorsense", "sonar"];

/** Does a creature with these senses perceive its back sector? */
export function perceivesBehind(senses: readonly string[]): boolean {
  return senses.some((sense) => ALL_AROUND_SENSES.includes(sense));
}

/**
 * The sector an attacker stands in, seen from a defender whose heading is `headingDeg` on a y-down screen: 0 faces
 * +y (down the screen), headings grow clockwise. `dx`, `dy` point from the defender to the attacker in the same
 * screen coordinates. A borderline attacker gets the sector farther from the front (§9.5: the acting side).
 */
export function screenFacingSector(headingDeg: number, dx: number, dy: number): Sector {
  assertFinite("screenFacingSector", "headingDeg", headingDeg);
  // On a y-down screen atan2(dy, dx) grows clockwise from +x, so a heading of 0 (towards +y) is atan2's 90°.
  return facingSector(headingDeg + 90, dx, dy, { yAxisDown: true });
}

/** [OPT] Is this attack from a sector the defender cannot defend (§9.5: the back, unless it perceives it)? */
export function attackedFromBlindSide(sector: Sector, seesBehind: boolean): boolean {
  return !canDefendFrom(sector, false, seesBehind);
}

/** Postures and their effects (§9.4 [N]). */
export const POSTURES = {
  standing: { speedDivisor: 1, canMove: true, energyDisadvantage: 0 },
  crouching: { speedDivisor: 2, canMove: true, energyDisadvantage: 0 },
  sitting: { speedDivisor: 1, canMove: false, energyDisadvantage: 0 },
  prone: { speedDivisor: 3, canMove: true, energyDisadvantage: 2 },
} as const;
/** A posture id. */
export type Posture = keyof typeof POSTURES;

/** ⚡ to change posture (tactic). */
export const POSTURE_CHANGE_COST = 1;
