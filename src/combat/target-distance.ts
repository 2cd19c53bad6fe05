/**
 * Distance in steps between two tokens (§9.1), from what the canvas reports: on a square grid the nearest pair of
 * occupied squares (orthogonal 1, diagonal 1.5), on a hex grid the hexes between their centres, gridless the length
 * between centres in medium-token diameters. Pure: the canvas glue (attack-targets.ts) reads the positions.
 */
import { gridlessDistance, hexGridDistance, squareGridDistance } from "../rules/index.ts";

/** Where a token stands, in the terms of the scene's grid. */
export type Footprint =
  | { grid: "square"; i: number; j: number; width: number; height: number }
  | { grid: "hex"; q: number; r: number }
  | { grid: "gridless"; x: number; y: number; diameter: number };

/** Larger footprints are measured from their edge squares only up to this size (a huge token stays cheap). */
const MAX_SIDE = 20;

/** Steps between two footprints of the same grid, or null when they cannot be compared. */
export function stepsBetween(a: Footprint, b: Footprint): number | null {
  if (a.grid === "square" && b.grid === "square") {
    // The gap along each axis between the two rectangles of squares (0 when they overlap on that axis).
    const gap = (start1: number, size1: number, start2: number, size2: number) =>
      Math.max(0, start2 - (start1 + Math.min(size1, MAX_SIDE) - 1), start1 - (start2 + Math.min(size2, MAX_SIDE) - 1));
    const sizeA = { w: Math.max(1, Math.trunc(a.width)), h: Math.max(1, Math.trunc(a.height)) };
    const sizeB = { w: Math.max(1, Math.trunc(b.width)), h: Math.max(1, Math.trunc(b.height)) };
    return squareGridDistance(gap(a.i, sizeA.h, b.i, sizeB.h), gap(a.j, sizeA.w, b.j, sizeB.w));
  }
  if (a.grid === "hex" && b.grid === "hex") return hexGridDistance(b.q - a.q, b.r - a.r);
  if (a.grid === "gridless" && b.grid === "gridless") {
    if (!(a.diameter > 0)) return null;
    return gridlessDistance(Math.hypot(b.x - a.x, b.y - a.y), a.diameter);
  }
  return null;
}
