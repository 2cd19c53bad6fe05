/**
 * Distance in steps between two tokens (§9.1), from what the canvas reports: the nearest distance between the two
 * creatures' footprints, on every grid type and whatever their size (src/rules/footprint.ts). On a square grid the
 * nearest pair of occupied squares (orthogonal 1, diagonal 1.5), on a hex grid the nearest pair of occupied hexes,
 * gridless the nearest length in medium-token diameters. Pure: the canvas glue (attack-targets.ts) reads the positions.
 */
import { freeAreaDistance, hexAreaDistance, squareAreaDistance } from "../../../rules/index.ts";

/**
 * Where a token stands, in the terms of the scene's grid. Hex: the hex of its centre, and every hex it covers
 * (`cells`; the centre's alone when absent). Gridless: its centre in pixels, its size in grid spaces (1 when absent),
 * and the medium-token diameter in pixels.
 */
export type Footprint =
  | { grid: "square"; i: number; j: number; width: number; height: number }
  | { grid: "hex"; q: number; r: number; cells?: readonly { q: number; r: number }[] }
  | { grid: "gridless"; x: number; y: number; width?: number; height?: number; diameter: number };

/** Steps between two footprints of the same grid, or null when they cannot be compared. */
export function stepsBetween(a: Footprint, b: Footprint): number | null {
  if (a.grid === "square" && b.grid === "square") return squareAreaDistance(a, b);
  if (a.grid === "hex" && b.grid === "hex") {
    const cells = (f: typeof a) => (f.cells && f.cells.length ? f.cells : [{ q: f.q, r: f.r }]);
    return hexAreaDistance(cells(a), cells(b));
  }
  if (a.grid === "gridless" && b.grid === "gridless") {
    if (!(a.diameter > 0)) return null;
    const d = a.diameter;
    const area = (f: typeof a) => ({ x: f.x, y: f.y, width: Math.max(1, f.width ?? 1) * d, height: Math.max(1, f.height ?? 1) * d });
    return freeAreaDistance(area(a), area(b), d);
  }
  return null;
}
