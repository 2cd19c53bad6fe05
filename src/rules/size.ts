/**
 * Size levels, footprints and poor modes (§3.7 [N]).
 */
import { assertFinite } from "./validate.ts";

/** Size ids in ascending order. */
export const SIZE_IDS = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
/** A size id. */
export type SizeId = (typeof SIZE_IDS)[number];
/** Alias of SizeId. */
export type Size = SizeId;

/** Size levels: tiny 1 … gargantuan 6. */
export const SIZE_LEVELS: Readonly<Record<SizeId, number>> = { tiny: 1, small: 2, medium: 3, large: 4, huge: 5, gargantuan: 6 };

/** Footprint in steps: tiny none (0), small/medium 1, large 2, huge 3, gargantuan 5 (or more, as stated). */
export const SIZE_FOOTPRINT: Readonly<Record<SizeId, number>> = { tiny: 0, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 5 };

/** Level of a size id; throws RangeError on an unknown id. */
export function sizeLevel(size: SizeId): number {
  const level = SIZE_LEVELS[size];
  if (level === undefined) throw new RangeError(`sizeLevel: unknown size "${String(size)}"`);
  return level;
}

/**
 * [N] Does a creature of size `mover` get blocked by one of size `other`? Creatures within 1 size level block each
 * other; tiny creatures neither block nor are blocked; incorporeal creatures are never blocked.
 */
export function sizeBlocks(mover: SizeId, other: SizeId, moverIncorporeal = false): boolean {
  if (moverIncorporeal || mover === "tiny" || other === "tiny") return false;
  return Math.abs(sizeLevel(mover) - sizeLevel(other)) <= 1;
}

/** Speed of a movement mode, halved if the mode is poor ("climb–"). */
export function modeSpeed(speed: number, poor: boolean): number {
  assertFinite("modeSpeed", "speed", speed);
  return poor ? speed / 2 : speed;
}

/** Range of a sense, halved if the sense is poor; impaired perception halves it again (§9.2). */
export function senseRange(range: number, poor: boolean, impaired = false): number {
  assertFinite("senseRange", "range", range);
  return range / (poor ? 2 : 1) / (impaired ? 2 : 1);
}
