/**
 * Issue 21 item 4: the distance between two creatures is the nearest distance between their footprints (§9.1), on
 * every grid type and whatever their size.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stepsBetween, type Footprint } from "../../src/combat/attack/targets/target-distance.ts";

const sq = (i: number, j: number, width = 1, height = 1): Footprint => ({ grid: "square", i, j, width, height });
/** A gridless token whose top-left corner is at (x, y) pixels, `w`×`h` medium diameters of 100 pixels. */
const free = (x: number, y: number, w = 1, h = 1): Footprint => ({ grid: "gridless", x: x + (w * 100) / 2, y: y + (h * 100) / 2, width: w, height: h, diameter: 100 });
/** A hex token covering `cells` (axial). */
const hex = (cells: readonly [number, number][]): Footprint => ({ grid: "hex", q: cells[0]![0], r: cells[0]![1], cells: cells.map(([q, r]) => ({ q, r })) });

describe("distance between large tokens (issue 21 #4)", () => {
  it("a 3×3 token touching a medium one on a gridless scene is adjacent", () => {
    expect(stepsBetween(free(0, 0, 3, 3), free(300, 100))).toBe(1);
    expect(stepsBetween(free(300, 100), free(0, 0, 3, 3))).toBe(1);
  });
  it("a 25×25 token and a medium token 30 squares from its corner square are 6 apart on a square grid", () => {
    // The big token covers columns 0–24; the target stands in column 30: 30 − 24 = 6.
    expect(stepsBetween(sq(0, 0, 25, 25), sq(0, 30))).toBe(6);
    expect(stepsBetween(sq(0, 30), sq(0, 0, 25, 25))).toBe(6);
  });
  it("a large hex token is measured from its nearest hex", () => {
    const big = hex([[0, 0], [1, 0], [0, 1], [1, 1]]);
    expect(stepsBetween(big, hex([[3, 0]]))).toBe(2);
    expect(stepsBetween(big, hex([[2, 1]]))).toBe(1);
  });

  const side = fc.integer({ min: 1, max: 30 });
  const at = fc.integer({ min: -60, max: 60 });
  const squareArb = fc.record({ i: at, j: at, w: side, h: side }).map((r) => sq(r.i, r.j, r.w, r.h));
  const freeArb = fc.record({ x: at, y: at, w: side, h: side }).map((r) => free(r.x * 37, r.y * 37, r.w, r.h));
  const centreOf = (f: Footprint) => (f.grid === "gridless" ? f : { x: 0, y: 0 });

  it("is symmetric, 0 or 1 when the footprints touch or overlap, never more than between centres (square)", () => {
    fc.assert(fc.property(squareArb, squareArb, (a, b) => {
      const d = stepsBetween(a, b)!;
      expect(d).toBe(stepsBetween(b, a));
      if (a.grid !== "square" || b.grid !== "square") return;
      const touch = a.i <= b.i + b.height && b.i <= a.i + a.height && a.j <= b.j + b.width && b.j <= a.j + a.width;
      if (touch) expect(d).toBeLessThanOrEqual(1);
      const centre = stepsBetween(sq(a.i + Math.floor(a.height / 2), a.j + Math.floor(a.width / 2)), sq(b.i + Math.floor(b.height / 2), b.j + Math.floor(b.width / 2)))!;
      expect(d).toBeLessThanOrEqual(centre);
    }));
  });
  it("is symmetric, adjacent when the footprints touch, never more than between centres (gridless)", () => {
    fc.assert(fc.property(freeArb, freeArb, (a, b) => {
      const d = stepsBetween(a, b)!;
      expect(d).toBe(stepsBetween(b, a));
      if (a.grid !== "gridless" || b.grid !== "gridless") return;
      const [wa, ha, wb, hb] = [a.width! * 50, a.height! * 50, b.width! * 50, b.height! * 50];
      const touch = Math.abs(a.x - b.x) <= wa + wb && Math.abs(a.y - b.y) <= ha + hb;
      if (touch) expect(d).toBeLessThanOrEqual(1);
      const [ca, cb] = [centreOf(a), centreOf(b)];
      expect(d).toBeLessThanOrEqual(Math.trunc(Math.hypot(ca.x - cb.x, ca.y - cb.y) / 100));
    }));
  });
  it("is symmetric and never more than between the first hexes (hex)", () => {
    const cell = fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }));
    const hexArb = fc.array(cell, { minLength: 1, maxLength: 8 }).map(hex);
    fc.assert(fc.property(hexArb, hexArb, (a, b) => {
      const d = stepsBetween(a, b)!;
      expect(d).toBe(stepsBetween(b, a));
      if (a.grid !== "hex" || b.grid !== "hex") return;
      expect(d).toBeLessThanOrEqual(stepsBetween({ grid: "hex", q: a.q, r: a.r }, { grid: "hex", q: b.q, r: b.r })!);
      if (a.cells!.some((c) => b.cells!.some((e) => c.q === e.q && c.r === e.r))) expect(d).toBe(0);
    }));
  });
});
