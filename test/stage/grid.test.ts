/**
 * The grid stage against the system's own distance measure: core's ruler on a scene with the manifest's declared
 * diagonal rule counts what the system counts (§9.1) wherever the book's rule and core's can agree, and the cases
 * where they cannot are named here.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { footprintOf, tokenSteps } from "../../src/combat/attack/targets/attack-targets.ts";
import { squareGridDistance } from "../../src/rules/index.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { addLevel, GRID_DIAGONALS, GRID_TYPES, GROUND_LEVEL, onLevel, sceneOf, stageGrid, tokenAt, tokenCenter, type ManifestGrid, type StageGrid, type StageToken } from "./grid.ts";
import { onV14 } from "./version.ts";

const manifestGrid = readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid;
const square = () => stageGrid(manifestGrid);
// Cast: attack-targets.ts reads a TokenDocument's x, y, width, height and parent scene's grid, which StageToken has.
const steps = (a: StageToken, b: StageToken) => tokenSteps(a as never, b as never);
const ruler = (grid: StageGrid, a: StageToken, b: StageToken) => grid.measurePath([tokenCenter(a), tokenCenter(b)]).distance;

/** A one-hex token centred on cube (q, r) of a pointy-top hex grid. */
function hexToken(grid: StageGrid, q: number, r: number): StageToken {
  const center = { x: grid.size * (q + r / 2), y: grid.size * (Math.sqrt(3) / 2) * r };
  return { x: center.x - grid.size / 2, y: center.y - grid.size / 2, width: 1, height: 1, parent: sceneOf(grid) };
}

describe("the grid stage (strict where core is)", () => {
  it("counts a diagonal as 1 on a scene whose manifest declares no diagonal rule (core's default)", () => {
    const grid = stageGrid({ type: GRID_TYPES.SQUARE, distance: 1 });
    expect(grid.diagonals).toBe(GRID_DIAGONALS.EQUIDISTANT);
    expect(ruler(grid, tokenAt(grid, 0, 0), tokenAt(grid, 4, 4))).toBe(4);
  });

  it("alternates 1, 2, 1, 2 across the waypoints of one path under ALTERNATING_1", () => {
    const grid = stageGrid({ diagonals: GRID_DIAGONALS.ALTERNATING_1 });
    const at = (i: number, j: number) => grid.getCenterPoint({ i, j });
    expect(grid.measurePath([at(0, 0), at(1, 1)]).distance).toBe(1);
    expect(grid.measurePath([at(0, 0), at(1, 1), at(2, 2)]).distance).toBe(3);
    expect(grid.measurePath([at(0, 0), at(3, 3)]).distance).toBe(4);
  });

  it("has cube coordinates only on a hexagonal grid", () => {
    expect(() => square().getCube({ x: 0, y: 0 })).toThrow(/hexagonal/);
  });
});

describe("the manifest's grid", () => {
  it("declares the book's diagonal rule: ALTERNATING_1 (1, 2, 1, … = 1.5 a diagonal, the fraction dropped)", () => {
    expect(manifestGrid.type).toBe(GRID_TYPES.SQUARE);
    expect(manifestGrid.diagonals).toBe(GRID_DIAGONALS.ALTERNATING_1);
  });
});

describe("core's ruler with the declared rule and the system's step count agree", () => {
  it("between one-square tokens, for every offset (the book's 1, 3, 4, 6 for 1–4 diagonals)", () => {
    const grid = square();
    expect([1, 2, 3, 4].map((n) => steps(tokenAt(grid, 0, 0), tokenAt(grid, n, n)))).toEqual([1, 3, 4, 6]);
    const offset = fc.integer({ min: -30, max: 30 });
    fc.assert(fc.property(offset, offset, offset, offset, (i1, j1, i2, j2) => {
      const [a, b] = [tokenAt(grid, i1, j1), tokenAt(grid, i2, j2)];
      return steps(a, b) === ruler(grid, a, b) && steps(a, b) === squareGridDistance(i2 - i1, j2 - j1);
    }));
  });

  it("from a large token, when the ruler starts at the large token's nearest square", () => {
    const grid = square();
    const big = tokenAt(grid, 0, 0, 2, 2);
    const target = tokenAt(grid, 3, 4);
    // The 2×2 token's nearest square to the target is (1, 1).
    expect(steps(big, target)).toBe(grid.measurePath([grid.getCenterPoint({ i: 1, j: 1 }), tokenCenter(target)]).distance);
    expect(steps(big, target)).toBe(4);
  });

  it("on a hex grid: the hexes between the tokens' centres", () => {
    const grid = stageGrid(manifestGrid, 100, GRID_TYPES.HEXODDR);
    const origin = hexToken(grid, 0, 0);
    for (const [q, r] of [[2, -1], [3, 0], [-2, 4], [0, 0], [5, -5]] as const) {
      const other = hexToken(grid, q, r);
      expect(footprintOf(other as never)).toEqual({ grid: "hex", q, r, cells: [{ q, r }] });
      expect(steps(origin, other)).toBe(ruler(grid, origin, other));
    }
  });

  it("gridless: the ruler's length in medium-token diameters, truncated (the book drops the fraction)", () => {
    const grid = stageGrid(manifestGrid, 100, GRID_TYPES.GRIDLESS);
    const a = { x: 0, y: 0, width: 1, height: 1, parent: sceneOf(grid) };
    for (const [x, y] of [[300, 400], [0, 199], [250, 0], [70, 70]] as const) {
      const b = { ...a, x, y };
      expect(steps(a, b)).toBe(Math.trunc(ruler(grid, a, b)));
    }
  });
});

describe("where the book's rule and core's ruler cannot agree", () => {
  it("a large token: core's ruler runs from its centre, the book from its nearest square", () => {
    const grid = square();
    const big = tokenAt(grid, 0, 0, 2, 2);
    // The 2×2 token's centre is the corner its four squares share; the ruler counts from the square that point falls
    // in, (1, 1). Below and right of the token that is the nearest square anyway; above or left of it, it is not.
    const below = tokenAt(grid, 3, 4);
    expect(steps(big, below)).toBe(ruler(grid, big, below));
    const aboveLeft = tokenAt(grid, -1, -1);
    expect(steps(big, aboveLeft)).toBe(1);
    expect(ruler(grid, big, aboveLeft)).toBe(3);
    const above = tokenAt(grid, -2, 0);
    expect(steps(big, above)).toBe(2);
    expect(ruler(grid, big, above)).toBe(3);
  });

  it("a path with waypoints: the ruler carries the alternation over, separate measurements each start at 1", () => {
    const grid = square();
    const [a, b, c] = [tokenAt(grid, 0, 0), tokenAt(grid, 1, 1), tokenAt(grid, 2, 2)];
    expect(grid.measurePath([tokenCenter(a), tokenCenter(b), tokenCenter(c)]).distance).toBe(3);
    expect((steps(a, b) ?? 0) + (steps(b, c) ?? 0)).toBe(2);
    // The system never adds legs: an attack's distance is one measurement between the two tokens, which agrees.
    expect(steps(a, c)).toBe(3);
  });
});

describe("scene levels (v14 only)", () => {
  it.runIf(onV14)("v14: a scene holds levels, each an elevation range, and every token stands on one", () => {
    const grid = square();
    const scene = sceneOf(grid);
    expect(scene.getEmbeddedDocument("Level", GROUND_LEVEL)).toMatchObject({ elevation: { bottom: 0, top: 10 } });
    const upstairs = addLevel(grid, "upstairsLevel000", 10, 20);
    expect(scene.getEmbeddedDocument("Level", "upstairsLevel000")).toBe(upstairs);
    expect(tokenAt(grid, 0, 0).level).toBe(GROUND_LEVEL);
    expect(onLevel(tokenAt(grid, 0, 0), "upstairsLevel000").level).toBe("upstairsLevel000");
    expect(scene.getEmbeddedDocument("Level", "missing", { strict: false })).toBeUndefined();
    expect(() => scene.getEmbeddedDocument("Level", "missing")).toThrow(/does not exist/);
    expect(() => onLevel(tokenAt(grid, 0, 0), "missing")).toThrow(/no level/);
  });

  it.runIf(!onV14)("v13: a scene has no levels and its tokens stand on none", () => {
    const grid = square();
    expect(tokenAt(grid, 0, 0)).not.toHaveProperty("level");
    expect(() => sceneOf(grid).getEmbeddedDocument("Level", GROUND_LEVEL)).toThrow(/not an embedded document/);
    expect(() => addLevel(grid, "upstairsLevel000", 10, 20)).toThrow(/no levels/);
    expect(() => onLevel(tokenAt(grid, 0, 0), GROUND_LEVEL)).toThrow(/no level/);
  });
});
