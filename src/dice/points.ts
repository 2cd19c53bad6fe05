/**
 * The pure core of the point-counting die modifier (`Nd6p`, docs/rules.md §2.1).
 * Foundry's Die adds a result's `count` instead of its face when `count` is set, so scoring
 * a die means writing each active result's points into `count`. No Foundry globals here.
 */
import { pointsOf } from "../rules/index.ts";

/** The modifier letters: `5d6p` rolls five dice and totals points. */
export const POINTS_MODIFIER = "p";

/** The parts of a Foundry die result this module reads and writes. */
export interface ScorableResult {
  result: number;
  active?: boolean;
  count?: number;
  success?: boolean;
  failure?: boolean;
}

/**
 * Scores every active result in place: `count` = points of the face (1 → 1, 2 → 2, 3–6 → 0),
 * `success` marks the scoring faces so Foundry's tooltip highlights them.
 * Inactive (discarded) results are left alone. Returns the points total of the active results.
 */
export function scoreResults(results: ScorableResult[]): number {
  let total = 0;
  for (const r of results) {
    if (r.active === false) continue;
    const points = pointsOf(r.result);
    r.count = points;
    r.success = points > 0;
    total += points;
  }
  return total;
}

/** One die as a chat card shows it: the face, the points it scored, and whether it counted at all. */
export interface DieView {
  face: number;
  points: number;
  scores: boolean;
  discarded: boolean;
}

/** Is `value` a d6 face (an integer 1–6)? Stored results may have been crafted (fractions, text). */
export function isFace(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** Reads results (scored or not) into card rows; `mode` decides whether points are shown. */
export function dieViews(results: readonly ScorableResult[], mode: "points" | "faceSum"): DieView[] {
  return results.map((r) => {
    const points = mode === "points" && isFace(r.result) ? pointsOf(r.result) : 0;
    return { face: r.result, points, scores: points > 0, discarded: r.active === false };
  });
}
