/**
 * Perception helpers (§9.2): unnoticed bonus, search difficulty [N], impaired-zone spotting.
 */
import type { ItemScale } from "./types.ts";
import type { SizeId } from "./size.ts";
import { assertFinite } from "./validate.ts";

/** Advantages on everything against a creature that has not perceived you (seed: 2 advantages). */
export const UNNOTICED_ADVANTAGE = 2;

/** From outside an impairing zone you spot only things within this many steps of its edge [N]. */
export const IMPAIRED_EDGE_STEPS = 3;

/** How well something is hidden. */
export type Concealment = "plainView" | "none" | "lightlyHidden" | "wellHidden";

/**
 * [N] Search difficulty: trivial item or tiny creature 3; light item or small/medium creature 2; heavy item or large+
 * creature 1; lightly hidden ×2, well hidden ×3, lying in plain view −1 (never below 0).
 */
export function searchDifficulty(target: ItemScale | SizeId, concealment: Concealment = "none"): number {
  let base: number;
  switch (target) {
    case "trivial":
    case "tiny":
      base = 3;
      break;
    case "light":
    case "small":
    case "medium":
      base = 2;
      break;
    case "heavy":
    case "large":
    case "huge":
    case "gargantuan":
      base = 1;
      break;
    default:
      throw new RangeError(`searchDifficulty: unknown target "${String(target)}"`);
  }
  switch (concealment) {
    case "plainView":
      return Math.max(0, base - 1);
    case "none":
      return base;
    case "lightlyHidden":
      return base * 2;
    case "wellHidden":
      return base * 3;
    default:
      throw new RangeError(`searchDifficulty: unknown concealment "${String(concealment)}"`);
  }
}

/** [N] Can something inside an impairing zone be spotted from outside it? Only within 3 steps of the zone's edge. */
export function spottableInImpairedZone(stepsInsideEdge: number): boolean {
  assertFinite("spottableInImpairedZone", "stepsInsideEdge", stepsInsideEdge);
  return stepsInsideEdge <= IMPAIRED_EDGE_STEPS;
}

/** [N] An adjacent creature 2+ size levels bigger covers a smaller one. */
export function coversSmaller(coverLevel: number, hiddenLevel: number): boolean {
  assertFinite("coversSmaller", "coverLevel", coverLevel);
  assertFinite("coversSmaller", "hiddenLevel", hiddenLevel);
  return coverLevel - hiddenLevel >= 2;
}
