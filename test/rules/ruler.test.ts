/** The drag ruler's reading of a move (§9.3; [VAR] newer movement): which steps are within the speed, per mode. */
import { describe, expect, it } from "vitest";
import { modeOfAction, readRuler, speedForMode } from "../../src/rules/ruler.ts";

describe("the mode a movement action uses", () => {
  it("walk, crawl and jump go on foot; climb, swim, fly and burrow are their own mode; teleports are not measured", () => {
    expect(["walk", "crawl", "jump", "climb", "swim", "fly", "burrow", "blink", "displace"].map(modeOfAction)).toEqual(["walk", "walk", "walk", "climb", "swim", "fly", "burrow", null, null]);
  });
  it("takes the mode's speed (fly also floats), 0 without it", () => {
    const modes = [{ mode: "walk", speed: 5 }, { mode: "climb", speed: 2.5 }, { mode: "float", speed: 3 }];
    expect(speedForMode(modes, "walk")).toBe(5);
    expect(speedForMode(modes, "climb")).toBe(2.5);
    expect(speedForMode(modes, "fly")).toBe(3);
    expect(speedForMode(modes, "swim")).toBe(0);
  });
});

describe("readRuler (seed)", () => {
  it("speed 5: up to 5 steps is one move, 6–15 needs the ⚡ left (3), more is beyond", () => {
    expect(readRuler(5, 5, 3, false)).toEqual({ speed: 5, stepsPerMove: 5, mobility: 1, tier: "move" });
    expect(readRuler(6, 5, 3, false)).toMatchObject({ mobility: 2, tier: "mobility" });
    expect(readRuler(15, 5, 3, false)).toMatchObject({ mobility: 3, tier: "mobility" });
    expect(readRuler(16, 5, 3, false)).toMatchObject({ mobility: 4, tier: "beyond" });
    expect(readRuler(0, 5, 0, false)).toMatchObject({ mobility: 0, tier: "move" });
  });
  it("a fractional speed covers its whole steps (2.5 → 2 per move)", () => {
    expect(readRuler(2, 2.5, 3, false)).toMatchObject({ stepsPerMove: 2, tier: "move" });
    expect(readRuler(3, 2.5, 3, false)).toMatchObject({ mobility: 2, tier: "mobility" });
  });
  it("speed below 1 pays ceil(1 ÷ speed)⚡ per step: ½ → 2⚡ a step, never one move", () => {
    expect(readRuler(1, 0.5, 3, false)).toMatchObject({ stepsPerMove: 1, mobility: 2, tier: "mobility" });
    expect(readRuler(2, 0.5, 3, false)).toMatchObject({ mobility: 4, tier: "beyond" });
    expect(readRuler(1, 0.3, 3, false)).toMatchObject({ mobility: 4, tier: "beyond" });
  });
  it("no speed in the mode: cannot move", () => {
    expect(readRuler(1, 0, 3, false)).toMatchObject({ stepsPerMove: 0, tier: "beyond" });
  });
});

describe("readRuler with the newer movement [VAR]", () => {
  it("truncates the speed and a speed below 1 cannot move", () => {
    expect(readRuler(1, 0.5, 3, true)).toMatchObject({ speed: 0, stepsPerMove: 0, mobility: Infinity, tier: "beyond" });
    expect(readRuler(1, 0.5, 3, false).tier).toBe("mobility");
    expect(readRuler(2, 2.5, 3, true)).toMatchObject({ speed: 2, stepsPerMove: 2, tier: "move" });
  });
  it("a mover that cannot move still reads an empty path as a move", () => {
    expect(readRuler(0, 0, 3, false)).toEqual({ speed: 0, stepsPerMove: 0, mobility: Infinity, tier: "move" });
    expect(readRuler(1, 0, 3, false).tier).toBe("beyond");
  });
});
