/**
 * Distance between two creatures (§9.1): the nearest distance between their footprints, on every grid type and with
 * no size cap. A footprint is what a creature covers: a rectangle of squares, a set of hexes, or (gridless) a
 * rectangle in medium-token diameters. The distance is counted between the nearest spaces a medium creature could
 * stand on inside each footprint, so two medium creatures side by side are 1 step apart (adjacent) as before, and
 * footprints that touch are at most 1 step apart. Pure.
 */
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";
import { gridlessDistance, hexGridDistance, squareGridDistance } from "./grid.ts";

/** A rectangle of squares: top row `i`, left column `j`, `height` rows × `width` columns (whole, ≥ 1). */
export interface SquareArea {
  i: number;
  j: number;
  width: number;
  height: number;
}

/** One hex in axial coordinates. */
export interface HexCell {
  q: number;
  r: number;
}

/** A gridless footprint: its centre (x, y) and its size, all in the same length unit (e.g. pixels). */
export interface FreeArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Gap between two closed intervals [a0, a1] and [b0, b1] (0 when they overlap). */
function gap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, b0 - a1, a0 - b1);
}

/** Whole size of a side, at least 1 (a token never covers less than one space). */
function side(n: number): number {
  return Math.max(1, Math.trunc(n));
}

/** Steps between the nearest squares of two rectangles of squares (orthogonal 1, diagonal 1.5). */
export function squareAreaDistance(a: SquareArea, b: SquareArea): number {
  for (const [name, v] of [["a.i", a.i], ["a.j", a.j], ["b.i", b.i], ["b.j", b.j]] as const) {
    assertIntegerAtLeast("squareAreaDistance", name, v, Number.MIN_SAFE_INTEGER);
  }
  const rows = gap(a.i, a.i + side(a.height) - 1, b.i, b.i + side(b.height) - 1);
  const cols = gap(a.j, a.j + side(a.width) - 1, b.j, b.j + side(b.width) - 1);
  return squareGridDistance(rows, cols);
}

/** Hexes between the nearest hexes of two non-empty sets (RangeError when one is empty). */
export function hexAreaDistance(a: readonly HexCell[], b: readonly HexCell[]): number {
  if (a.length === 0 || b.length === 0) throw new RangeError("hexAreaDistance: a footprint covers at least one hex");
  let best = Number.POSITIVE_INFINITY;
  for (const p of a) {
    for (const q of b) {
      best = Math.min(best, hexGridDistance(q.q - p.q, q.r - p.r));
    }
  }
  return best;
}

/**
 * Gridless steps between two footprints: the length between the nearest points where a medium creature's centre
 * could be inside each (each rectangle shrunk by half a diameter, to its centre when smaller) ÷ `diameter`,
 * truncated. Two medium creatures: the length between their centres, as before.
 */
export function freeAreaDistance(a: FreeArea, b: FreeArea, diameter: number): number {
  for (const [name, v] of [["a.x", a.x], ["a.y", a.y], ["b.x", b.x], ["b.y", b.y], ["a.width", a.width], ["a.height", a.height], ["b.width", b.width], ["b.height", b.height]] as const) {
    assertFinite("freeAreaDistance", name, v);
  }
  const half = (size: number) => Math.max(0, Math.abs(size) - diameter) / 2;
  const dx = gap(a.x - half(a.width), a.x + half(a.width), b.x - half(b.width), b.x + half(b.width));
  const dy = gap(a.y - half(a.height), a.y + half(a.height), b.y - half(b.height), b.y + half(b.height));
  return gridlessDistance(Math.hypot(dx, dy), diameter);
}
