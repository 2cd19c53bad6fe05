/** `chanceTier`: the colour band of a success chance. */
import { describe, expect, it } from "vitest";
import { chanceTier } from "../../src/dice/chance-tier.ts";

describe("chanceTier", () => {
  it("is low under 33 %, mid under 66 %, high from 66 %", () => {
    expect([0, 0.329, 0.33, 0.659, 0.66, 1].map(chanceTier)).toEqual(["low", "low", "mid", "mid", "high", "high"]);
  });
});
