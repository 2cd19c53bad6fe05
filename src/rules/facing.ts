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
  rel = ((((rel + 180) % 360) + 360) % 360) - 180; // (-180, 180]
  const off = Math.round(Math.abs(rel) * 1e9) / 1e9;
  const side: Sector = rel > 0 !== Boolean(options.yAxisDown) ? "flankLeft" : "flankRight";
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
