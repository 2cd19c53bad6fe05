import { describe, expect, it } from "vitest";
import { d6Faces } from "../../src/documents/runtime.ts";

describe("d6Faces (synchronous d6 for resting)", () => {
  it("maps a uniform number to a face like Foundry's dice: ceil((1 − u) × 6)", () => {
    const values = [0, 0.1, 0.2, 0.4, 0.6, 0.8, 0.99];
    let i = 0;
    expect(d6Faces(values.length, () => values[i++]!)).toEqual([6, 6, 5, 4, 3, 2, 1]);
  });
  it("stays within 1–6 at the edges and returns n faces", () => {
    expect(d6Faces(2, () => 1)).toEqual([1, 1]);
    expect(d6Faces(0, () => 0.5)).toEqual([]);
    const faces = d6Faces(500, Math.random);
    expect(faces).toHaveLength(500);
    expect(faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6)).toBe(true);
  });
});
