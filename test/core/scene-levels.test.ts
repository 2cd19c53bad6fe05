/**
 * The scene-levels seam (src/core/version/scene-levels.ts) on each version: v14 reads the level each token stands on
 * and its floor; v13 has no levels, so whatever a token carries, the gap is 0.
 */
import { describe, expect, it } from "vitest";
import { levelGapSteps, type LevelledToken } from "../../src/core/version/scene-levels.ts";
import { withRelease } from "../stage/version.ts";

const floors: Record<string, number> = { ground: 0, upstairs: 3, attic: 7.4, basement: -4 };
/** A v14 scene: its grid (2 units a step here) and its levels, looked up as core's `getEmbeddedDocument` does. */
const scene = {
  grid: { distance: 2 },
  getEmbeddedDocument: (name: string, id: string) => (name === "Level" && id in floors ? { _id: id, name: id, elevation: { bottom: floors[id], top: 99 } } : undefined),
};
const on = (level?: string): LevelledToken => ({ parent: scene, ...(level === undefined ? {} : { level }) });

describe("the vertical gap between two tokens", () => {
  it("v14: the height between their levels' floors in whole steps, at least 1; 0 on one level", () => {
    withRelease(14, () => {
      expect(levelGapSteps(on("ground"), on("ground"))).toBe(0);
      expect(levelGapSteps(on("ground"), on("upstairs"))).toBe(2); // 3 units ÷ 2 a step, rounded
      expect(levelGapSteps(on("attic"), on("basement"))).toBe(6); // 11.4 ÷ 2
      expect(levelGapSteps(on("ground"), on("nowhere"))).toBe(1);
      expect(levelGapSteps(on("ground"), on())).toBe(0);
      expect(levelGapSteps({ parent: null, level: "ground" }, { parent: null, level: "upstairs" })).toBe(1);
    });
  });

  it("v13: no levels, no gap", () => {
    withRelease(13, () => {
      expect(levelGapSteps(on("ground"), on("upstairs"))).toBe(0);
      expect(levelGapSteps(on(), on())).toBe(0);
    });
  });
});
