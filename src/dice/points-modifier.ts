/**
 * Registration of the `p` die modifier. Foundry looks a string entry of `Die.MODIFIERS` up as a
 * method on the die and calls it with the modifier text, so registering means adding the method
 * and the letter. Takes the Die class as a parameter so the wiring can be tested without Foundry.
 */
import { POINTS_MODIFIER, scoreResults, type ScorableResult } from "./points.ts";

/** Name of the Die method the `p` modifier calls. */
export const POINTS_METHOD = "countMeshalPoints";

/** What this module needs of a die: its size and its results. */
interface DieLike {
  faces: number | null | undefined;
  results: ScorableResult[];
}

/**
 * The modifier: every active result of a d6 gets `count` = its points, so the term totals points.
 * On any other die size it does nothing (Meshal only uses d6). Returns true so Foundry keeps the
 * modifier on the term (a re-evaluated or re-rolled term must still count points).
 */
export function pointsModifier(this: DieLike, _modifier: string): boolean {
  if (this.faces === 6) scoreResults(this.results);
  return true;
}

/** Adds the method to `dieClass.prototype` and the letter `p` to `dieClass.MODIFIERS`. */
export function registerPointsModifier(dieClass: { MODIFIERS: object; prototype: object }): void {
  Object.assign(dieClass.prototype, { [POINTS_METHOD]: pointsModifier });
  Object.assign(dieClass.MODIFIERS, { [POINTS_MODIFIER]: POINTS_METHOD });
}
