/**
 * Distance across the levels of a scene ([DEC] in §9.1, issue 32). Its own module: only the attack's target
 * measurement (a lazy chunk) uses it.
 */
import { squareGridDistance } from "./grid.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/**
 * [DEC] Steps between creatures on different levels of one scene (Foundry v14's scene levels, issue 32): the gap
 * between their levels' floors joins the distance on the map as a third axis, counted as §9.1 counts a diagonal (the
 * shorter side 1.5 a step), and a floor lies between them, so they are never adjacent (at least 2). A gap of 0 (one
 * level, or a scene without levels) leaves the distance as it is. Both whole steps ≥ 0 (RangeError otherwise).
 */
export function stepsAcrossLevels(steps: number, levelGap: number): number {
  assertIntegerAtLeast("stepsAcrossLevels", "steps", steps, 0);
  assertIntegerAtLeast("stepsAcrossLevels", "levelGap", levelGap, 0);
  if (levelGap === 0) return steps;
  return Math.max(2, squareGridDistance(steps, levelGap));
}
