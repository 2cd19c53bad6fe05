/**
 * Grid measurement as a v13 scene's grid reports it, for the system's distance code
 * (src/combat/attack/targets/attack-targets.ts → target-distance.ts) and for the ruler a user sees. Learnt from
 * Foundry's public API pages (BaseGrid#getOffset, HexagonalGrid#getCube, BaseGrid#measurePath, CONST.GRID_DIAGONALS),
 * not from its source.
 *
 * - Square grid: `getOffset` gives the square `{i: row, j: column}` holding a point; `measurePath` walks the offsets of
 *   its waypoints and counts each diagonal by the scene's `diagonals` rule. With the alternating rules the count of
 *   diagonals runs on across waypoints (one path, one alternation), as the ruler does.
 * - Hex grid (pointy-top, centres `size` apart): `getCube` gives cube coordinates; a path costs the hexes between
 *   centres.
 * - Gridless: a path costs its Euclidean length in grid units (`size` pixels = `distance` units). A scene's `diagonals`
 *   comes from the manifest's `grid.diagonals`; a manifest without it gets core's default, EQUIDISTANT (a diagonal
 *   counts 1).
 *
 * Levels (v14 only; 14.353 release notes, API v14 `LevelData`, `TokenData#level`): a v14 scene holds Level documents,
 * each an elevation range `{bottom, top}` in grid units, read with `getEmbeddedDocument("Level", id)`, and every token
 * stands on one (`level`, the Level's id). The stage's scene starts with one level, the ground (0–10), and its tokens
 * stand on it unless a test puts them on another (`onLevel`). On v13 a scene has no levels: its tokens have no `level`,
 * asking the scene for a Level throws (not one of its embedded documents) and `addLevel` / `onLevel` refuse.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.grid.BaseGrid.html,
 * https://foundryvtt.com/api/v13/classes/foundry.grid.SquareGrid.html,
 * https://foundryvtt.com/api/v13/classes/foundry.grid.HexagonalGrid.html,
 * https://foundryvtt.com/api/v13/variables/CONST.GRID_DIAGONALS.html; v14 levels:
 * https://foundryvtt.com/releases/14.353,
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.LevelData.html.
 */
import { STAGE_GENERATION } from "./version.ts";

/** CONST.GRID_DIAGONALS (Foundry API: foundry.CONST.GRID_DIAGONALS). */
export const GRID_DIAGONALS = { EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5, ILLEGAL: 6 } as const;
/** CONST.GRID_TYPES used here. */
export const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2 } as const;

type Diagonals = (typeof GRID_DIAGONALS)[keyof typeof GRID_DIAGONALS];
export interface Point {
  x: number;
  y: number;
}
/** What `measurePath` reports (the fields of v13's GridMeasurePathResult this stage models). */
export interface PathMeasure {
  distance: number;
  spaces: number;
  diagonals: number;
}

/** A manifest's `grid` block. */
export interface ManifestGrid {
  type?: number;
  distance?: number;
  diagonals?: number;
}

/** A scene grid of the stage. */
export interface StageGrid {
  type: number;
  size: number;
  distance: number;
  diagonals: Diagonals;
  isGridless: boolean;
  isHexagonal: boolean;
  isSquare: boolean;
  getOffset(point: Point): { i: number; j: number };
  getCube(point: Point): { q: number; r: number; s: number };
  getCenterPoint(offset: { i: number; j: number }): Point;
  measurePath(waypoints: readonly Point[]): PathMeasure;
}

/** The cost of the `n`-th diagonal (1-based) of a path under `rule`. */
function diagonalCost(rule: Diagonals, n: number): number {
  switch (rule) {
    case GRID_DIAGONALS.EQUIDISTANT: return 1;
    case GRID_DIAGONALS.EXACT: return Math.SQRT2;
    case GRID_DIAGONALS.APPROXIMATE: return 1.5;
    case GRID_DIAGONALS.RECTILINEAR: return 2;
    case GRID_DIAGONALS.ALTERNATING_1: return n % 2 === 1 ? 1 : 2;
    case GRID_DIAGONALS.ALTERNATING_2: return n % 2 === 1 ? 2 : 1;
    default: return Number.POSITIVE_INFINITY;
  }
}

/** Rounds pixel-derived cube coordinates to the hex holding them. */
function cubeRound(q: number, r: number): { q: number; r: number; s: number } {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0, s: -rq - rr + 0 };
}

/** A scene grid of `type` built from a manifest's `grid`, `size` pixels per space. */
export function stageGrid(manifest: ManifestGrid, size = 100, type = manifest.type ?? GRID_TYPES.SQUARE): StageGrid {
  const distance = manifest.distance ?? 1;
  const diagonals = (manifest.diagonals ?? GRID_DIAGONALS.EQUIDISTANT) as Diagonals;
  const grid: StageGrid = {
    type,
    size,
    distance,
    diagonals,
    isGridless: type === GRID_TYPES.GRIDLESS,
    isHexagonal: type === GRID_TYPES.HEXODDR,
    isSquare: type === GRID_TYPES.SQUARE,
    getOffset: (p) => ({ i: Math.floor(p.y / size), j: Math.floor(p.x / size) }),
    getCenterPoint: (o) => ({ x: (o.j + 0.5) * size, y: (o.i + 0.5) * size }),
    getCube(p) {
      if (type !== GRID_TYPES.HEXODDR) throw new Error("getCube: only a hexagonal grid has cube coordinates");
      const radius = size / Math.sqrt(3);
      return cubeRound(((Math.sqrt(3) / 3) * p.x - p.y / 3) / radius, ((2 / 3) * p.y) / radius);
    },
    measurePath(waypoints) {
      let spaces = 0;
      let cost = 0;
      let diagonalCount = 0;
      for (let k = 1; k < waypoints.length; k++) {
        const [from, to] = [waypoints[k - 1]!, waypoints[k]!];
        if (type === GRID_TYPES.GRIDLESS) {
          cost += Math.hypot(to.x - from.x, to.y - from.y) / size;
        } else if (type === GRID_TYPES.HEXODDR) {
          const [a, b] = [grid.getCube(from), grid.getCube(to)];
          const hexes = (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.s - b.s)) / 2;
          spaces += hexes;
          cost += hexes;
        } else {
          const [a, b] = [grid.getOffset(from), grid.getOffset(to)];
          const [di, dj] = [Math.abs(a.i - b.i), Math.abs(a.j - b.j)];
          const diagonalsHere = Math.min(di, dj);
          cost += Math.max(di, dj) - diagonalsHere;
          for (let d = 0; d < diagonalsHere; d++) cost += diagonalCost(diagonals, ++diagonalCount);
          spaces += Math.max(di, dj);
        }
      }
      return { distance: cost * distance, spaces, diagonals: diagonalCount };
    },
  };
  return grid;
}

/** A Level of a v14 scene (LevelData): its id, name and elevation range in grid units. */
export interface StageLevel {
  _id: string;
  name: string;
  elevation: { bottom: number; top: number };
}

/** A stage scene: its grid and, on v14, its levels. */
export interface StageScene {
  grid: StageGrid;
  levels: Map<string, StageLevel>;
  getEmbeddedDocument(embeddedName: string, id: string, options?: { strict?: boolean }): unknown;
}

/** A token on a stage scene, shaped as attack-targets.ts reads a TokenDocument; `level` only on v14. */
export interface StageToken {
  x: number;
  y: number;
  width: number;
  height: number;
  parent: StageScene;
  level?: string;
}

/** The id of the level a v14 stage scene starts with. */
export const GROUND_LEVEL = "groundLevel00000";

const scenes = new WeakMap<StageGrid, StageScene>();

function makeScene(grid: StageGrid): StageScene {
  const levels = new Map<string, StageLevel>();
  if (STAGE_GENERATION === 14) levels.set(GROUND_LEVEL, { _id: GROUND_LEVEL, name: "Ground", elevation: { bottom: 0, top: 10 } });
  return {
    grid,
    levels,
    getEmbeddedDocument(embeddedName, id, options = {}) {
      if (embeddedName !== "Level" || STAGE_GENERATION !== 14) throw new Error(`${embeddedName} is not an embedded document of a Scene`);
      const level = levels.get(id);
      if (!level && options.strict !== false) throw new Error(`Level ${id} does not exist`);
      return level;
    },
  };
}

/** The one scene of a stage grid (tokens on it share it as their parent, as tokens on one scene do). */
export function sceneOf(grid: StageGrid): StageScene {
  let scene = scenes.get(grid);
  if (!scene) scenes.set(grid, (scene = makeScene(grid)));
  return scene;
}

/** Adds a level to the grid's scene (v14; v13 scenes have none): its floor and ceiling in grid units. */
export function addLevel(grid: StageGrid, id: string, bottom: number, top: number): StageLevel {
  if (STAGE_GENERATION !== 14) throw new Error("v13 scenes have no levels");
  const level = { _id: id, name: id, elevation: { bottom, top } };
  sceneOf(grid).levels.set(id, level);
  return level;
}

/** A token whose top-left corner is at square/hex-row `i`, column `j` (in grid spaces), `width`×`height` spaces. */
export function tokenAt(grid: StageGrid, i: number, j: number, width = 1, height = 1): StageToken {
  const token: StageToken = { x: j * grid.size, y: i * grid.size, width, height, parent: sceneOf(grid) };
  if (STAGE_GENERATION === 14) token.level = GROUND_LEVEL;
  return token;
}

/** The token moved to level `id` of its scene (v14; a v13 token has no level). */
export function onLevel(token: StageToken, id: string): StageToken {
  if (STAGE_GENERATION !== 14) throw new Error("v13 tokens stand on no level");
  if (!token.parent.levels.has(id)) throw new Error(`the scene has no level ${id}`);
  return { ...token, level: id };
}

/** The centre of a token, where core's ruler starts and ends when a token is dragged or measured. */
export function tokenCenter(token: StageToken): Point {
  const size = token.parent.grid.size;
  return { x: token.x + (token.width * size) / 2, y: token.y + (token.height * size) / 2 };
}
