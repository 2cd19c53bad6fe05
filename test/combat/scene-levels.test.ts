/**
 * Scene levels (issue 32, item 5): on v14 tokens on different levels of one scene are never adjacent, and the
 * distance an attack measures counts the height between the levels; a melee attack cannot reach a creature on the
 * level above. On v13 there are no levels: two tokens side by side are adjacent, as before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { tokenSteps } from "../../src/combat/attack/targets/attack-targets.ts";
import { resolveTargets } from "../../src/combat/attack/targets/targets.ts";
import { fromRoot, readJson } from "../support/project.ts";
import { addLevel, onLevel, stageGrid, tokenAt, type ManifestGrid, type StageGrid, type StageToken } from "../stage/grid.ts";
import { onV14, releaseOf, STAGE_GENERATION } from "../stage/version.ts";

const manifestGrid = readJson<{ grid: ManifestGrid }>(fromRoot("system.json")).grid;
// Cast: attack-targets.ts reads a TokenDocument's position, size, scene and (v14) level, which StageToken has.
const steps = (a: StageToken, b: StageToken) => tokenSteps(a as never, b as never);
const MELEE = { min: null, max: 1, ranged: false };
const melee = (distance: number | null) => resolveTargets([{ tokenUuid: "Scene.s.Token.t", actorUuid: "Actor.brute", name: "Brute", distance }], MELEE, { beyondRange: false })[0]!.range;

beforeAll(() => {
  Object.assign(globalThis, { game: { release: releaseOf(STAGE_GENERATION) } });
});

describe.runIf(onV14)("tokens on different levels of one v14 scene", () => {
  let grid: StageGrid;
  beforeAll(() => {
    grid = stageGrid(manifestGrid);
    addLevel(grid, "upstairs00000000", 3, 6);
    addLevel(grid, "loft000000000000", 1, 3);
    addLevel(grid, "roof000000000000", 20, 30);
  });

  it("side by side, a level apart, are not adjacent and a melee attack is out of range", () => {
    const hero = tokenAt(grid, 0, 0);
    const brute = onLevel(tokenAt(grid, 0, 1), "upstairs00000000");
    expect(steps(hero, tokenAt(grid, 0, 1))).toBe(1);
    expect(steps(hero, brute)).toBe(3);
    expect(melee(steps(hero, brute))).toBe("outOfRange");
    expect(melee(steps(hero, tokenAt(grid, 0, 1)))).toBe("inRange");
  });

  it("count the height between the floors as a third axis, like a diagonal, and are never adjacent", () => {
    const hero = tokenAt(grid, 0, 0);
    // Directly below a loft whose floor is 1 step up: a floor between them, so 2.
    expect(steps(hero, onLevel(tokenAt(grid, 0, 0), "loft000000000000"))).toBe(2);
    // 4 squares away on the map, 3 steps up: 4 − 3 + trunc(1.5 × 3) = 5.
    expect(steps(hero, onLevel(tokenAt(grid, 0, 4), "upstairs00000000"))).toBe(5);
    // On the same upper level, side by side: adjacent again.
    expect(steps(onLevel(tokenAt(grid, 0, 0), "roof000000000000"), onLevel(tokenAt(grid, 0, 1), "roof000000000000"))).toBe(1);
  });

  it("a level whose floor cannot be read still counts as another level", () => {
    const hero = tokenAt(grid, 0, 0);
    const lost = { ...tokenAt(grid, 0, 1), level: "deletedLevel0000" };
    expect(steps(hero, lost)).toBe(2);
  });
});

describe.runIf(!onV14)("v13: no levels", () => {
  it("two tokens side by side are adjacent and a melee attack reaches", () => {
    const grid = stageGrid(manifestGrid);
    const [hero, brute] = [tokenAt(grid, 0, 0), tokenAt(grid, 0, 1)];
    expect(steps(hero, brute)).toBe(1);
    expect(melee(steps(hero, brute))).toBe("inRange");
  });
});
