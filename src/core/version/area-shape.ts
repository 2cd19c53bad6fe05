/** The shape an area is placed as and where it was put, in canvas pixels (area-placement.ts). Pure. */

/** A point on the canvas, in pixels. */
export interface CanvasPoint {
  x: number;
  y: number;
}

/** Where a shape was put: its centre (a circle) or origin (a cone, a line), and its heading in degrees. */
export interface PlacedShape extends CanvasPoint {
  /** Clockwise from east on the y-down canvas (a template's `direction`, a region shape's `rotation`). */
  rotation: number;
}

/** The shape to place. */
export interface AreaDrawing {
  kind: "circle" | "cone" | "line";
  /** Radius (a line's length) in grid spaces, from the centre or origin. */
  reach: number;
  /** A cone's full angle in degrees. */
  angle: number;
  /** Where the shape starts: it stays there when `anchored` (turned toward the pointer), else it follows the pointer. */
  start: CanvasPoint;
  anchored: boolean;
  /** The Region's name (v14). */
  name: string;
}

/** Degrees from `from` to `to`, clockwise from east on the y-down canvas. */
export function headingTo(from: CanvasPoint, to: CanvasPoint): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}
