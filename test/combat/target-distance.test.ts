import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stepsBetween, type Footprint } from "../../src/combat/attack/targets/target-distance.ts";

const sq = (i: number, j: number, width = 1, height = 1): Footprint => ({ grid: "square", i, j, width, height });

describe("stepsBetween", () => {
  it("counts squares orthogonally 1 and diagonally 1.5, truncated (§9.1)", () => {
    expect(stepsBetween(sq(0, 0), sq(0, 1))).toBe(1);
    expect(stepsBetween(sq(0, 0), sq(1, 1))).toBe(1);
    expect(stepsBetween(sq(0, 0), sq(2, 2))).toBe(3);
    expect(stepsBetween(sq(0, 0), sq(3, 5))).toBe(2 + 4);
  });
  it("adds 1, 2, 1, 2, … per diagonal: the manifest's CONST.GRID_DIAGONALS.ALTERNATING_1, core's ruler rule (test/stage/grid.test.ts)", () => {
    const costs = [1, 2, 3, 4, 5, 6].map((n) => stepsBetween(sq(0, 0), sq(n, n))! - stepsBetween(sq(0, 0), sq(n - 1, n - 1))!);
    expect(costs).toEqual([1, 2, 1, 2, 1, 2]);
  });
  it("measures a large token from its nearest square", () => {
    // A 2×2 token at rows 0–1, columns 0–1; a target at row 0, column 3 is 2 squares from column 1.
    expect(stepsBetween(sq(0, 0, 2, 2), sq(0, 3))).toBe(2);
    expect(stepsBetween(sq(0, 3), sq(0, 0, 2, 2))).toBe(2);
    expect(stepsBetween(sq(0, 0, 2, 2), sq(1, 1))).toBe(0);
  });
  it("is symmetric on squares", () => {
    const arb = fc.record({ i: fc.integer({ min: -50, max: 50 }), j: fc.integer({ min: -50, max: 50 }), w: fc.integer({ min: 1, max: 4 }), h: fc.integer({ min: 1, max: 4 }) });
    fc.assert(fc.property(arb, arb, (a, b) => stepsBetween(sq(a.i, a.j, a.w, a.h), sq(b.i, b.j, b.w, b.h)) === stepsBetween(sq(b.i, b.j, b.w, b.h), sq(a.i, a.j, a.w, a.h))));
  });
  it("counts hexes and gridless diameters", () => {
    expect(stepsBetween({ grid: "hex", q: 0, r: 0 }, { grid: "hex", q: 2, r: -1 })).toBe(2);
    expect(stepsBetween({ grid: "gridless", x: 0, y: 0, diameter: 100 }, { grid: "gridless", x: 300, y: 400, diameter: 100 })).toBe(5);
    expect(stepsBetween({ grid: "gridless", x: 0, y: 0, diameter: 100 }, { grid: "gridless", x: 0, y: 199, diameter: 100 })).toBe(1);
  });
  it("refuses to compare different grids or a zero diameter", () => {
    expect(stepsBetween(sq(0, 0), { grid: "hex", q: 0, r: 0 })).toBeNull();
    expect(stepsBetween({ grid: "gridless", x: 0, y: 0, diameter: 0 }, { grid: "gridless", x: 1, y: 1, diameter: 0 })).toBeNull();
  });
});
