/**
 * Who stands inside a placed area (docs/rules.md §9.1 [DEC] "Placing an area"), measured by the game's own distances
 * rather than by the drawn outline: a circle holds every creature within its radius in steps (from the attacker's
 * footprint, or from the centre space when placed elsewhere); a cone and a line hold the creatures within their reach
 * from the attacker that any space of their footprint puts inside the cone's angle or on the line's width. The
 * attacker never stands in a cone or line it starts (their apex), and whether it stands in its own circle is left to
 * the area's exclusion (target-exclusion.ts).
 */
import { footprintOf, tokenSteps } from "./attack-targets.ts";
import { stepsBetween, type Footprint } from "./target-distance.ts";
import type { AreaTemplate } from "./area-template.ts";
import { headingTo, type CanvasPoint, type PlacedShape } from "../../../core/version/area-placement.ts";

/** A grid that says it is hexagonal is a HexagonalGrid, which has cube coordinates. */
const isHexagonal = (grid: Scene.Implementation["grid"]): grid is foundry.grid.HexagonalGrid => grid.isHexagonal;

/** The space holding `point` on `scene`'s grid, as a footprint one space across. */
function spaceAt(scene: Scene.Implementation, point: CanvasPoint): Footprint {
  const grid = scene.grid;
  if (grid.isGridless) return { grid: "gridless", x: point.x, y: point.y, diameter: grid.size };
  if (isHexagonal(grid)) {
    const cube = grid.getCube(point);
    return { grid: "hex", q: cube.q, r: cube.r };
  }
  const offset = grid.getOffset(point);
  return { grid: "square", i: offset.i, j: offset.j, width: 1, height: 1 };
}

/** The centres of the spaces a token's rectangle is made of (one per grid space across and down, at least one). */
function samplesOf(token: TokenDocument.Implementation, size: number): CanvasPoint[] {
  const across = Math.max(1, Math.round(Number(token.width) || 1));
  const down = Math.max(1, Math.round(Number(token.height) || 1));
  const points: CanvasPoint[] = [];
  for (let k = 0; k < across; k++) for (let l = 0; l < down; l++) points.push({ x: token.x + (k + 0.5) * size, y: token.y + (l + 0.5) * size });
  return points;
}

/** The smallest turn between two headings, in degrees (0–180). */
function turnBetween(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/** Is `point` inside the cone at `origin` heading `rotation`, `angle` degrees wide? Pure. */
export function inCone(origin: CanvasPoint, rotation: number, angle: number, point: CanvasPoint): boolean {
  if (point.x === origin.x && point.y === origin.y) return false;
  return turnBetween(headingTo(origin, point), rotation) <= angle / 2 + 1e-9;
}

/** Is `point` on the line from `origin` heading `rotation`, `halfWidth` pixels to each side, ahead of the origin? Pure. */
export function onLine(origin: CanvasPoint, rotation: number, halfWidth: number, point: CanvasPoint): boolean {
  const rad = (rotation * Math.PI) / 180;
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  const ahead = dx * Math.cos(rad) + dy * Math.sin(rad);
  const aside = -dx * Math.sin(rad) + dy * Math.cos(rad);
  return ahead > 0 && Math.abs(aside) <= halfWidth + 1e-9;
}

/**
 * The tokens of `tokens` inside the area placed at `placed`. `attacker` is the token the area starts from; an area on
 * the attacker with no attacker token holds nobody. Tokens on another scene than the attacker's (or the centre's) are
 * never inside.
 */
export function tokensInside(
  template: AreaTemplate, placed: PlacedShape, attacker: TokenDocument.Implementation | null, scene: Scene.Implementation, tokens: readonly TokenDocument.Implementation[],
): TokenDocument.Implementation[] {
  const size = scene.grid.size;
  const onScene = tokens.filter((t) => t.parent === scene);
  if (template.kind === "circle" && !template.onAttacker) {
    const centre = spaceAt(scene, placed);
    return onScene.filter((t) => {
      const footprint = footprintOf(t);
      const steps = footprint ? stepsBetween(centre, footprint) : null;
      return steps !== null && steps <= template.steps;
    });
  }
  if (!attacker || attacker.parent !== scene) return [];
  const within = (t: TokenDocument.Implementation) => {
    const steps = tokenSteps(attacker, t);
    return steps !== null && steps <= template.steps;
  };
  if (template.kind === "circle") return onScene.filter(within);
  const covers = template.kind === "cone"
    ? (p: CanvasPoint) => inCone(placed, placed.rotation, template.angle, p)
    : (p: CanvasPoint) => onLine(placed, placed.rotation, size / 2, p);
  return onScene.filter((t) => t !== attacker && within(t) && samplesOf(t, size).some(covers));
}
