import { describe, expect, it } from "vitest";
import { OBJECT_MATERIALS, objectCondition, objectProfile, repairResult, tableModifiers, type ObjectInput } from "../../src/rules/objects-profile.ts";

const door = (over: Partial<ObjectInput> = {}): ObjectInput => ({ material: "wood", thicknessSteps: 1, thicknessDigits: 2, modifiers: [], ...over });

describe("objectProfile (§8.2)", () => {
  it("reads the seed table by steps: wood 1 step = 3 durability, physical 1, erosion 1, occult immune", () => {
    expect(objectProfile(door(), "seed")).toEqual({
      table: "seed", maxDurability: 3, protection: { physical: 1, erosion: 1, occult: 0 }, immune: ["occult"], modifiers: [],
    });
  });

  it("uses the seed's fixed value below 1 step, and the steps are not the digits", () => {
    expect(objectProfile(door({ thicknessSteps: 0.5 }), "seed").maxDurability).toBe(2);
    expect(objectProfile(door({ thicknessSteps: 4, thicknessDigits: 1 }), "seed").maxDurability).toBe(12);
  });

  it("reads the newer table by digits: wood 2 digits = 8 durability, physical 1, erosion 2", () => {
    const p = objectProfile(door(), "newer");
    expect(p.maxDurability).toBe(8);
    expect(p.protection).toEqual({ physical: 1, erosion: 2, occult: 0 });
    expect(p.immune).toEqual(["occult"]);
  });

  it("applies the seed modifiers: reinforced iron 2 steps = 20, protections +1; erosion-immune rock stays immune", () => {
    const iron = objectProfile(door({ material: "copperIron", thicknessSteps: 2, modifiers: ["reinforced"] }), "seed");
    expect(iron.maxDurability).toBe(20);
    expect(iron.protection).toEqual({ physical: 4, erosion: 3, occult: 0 });
    const rock = objectProfile(door({ material: "concrete", modifiers: ["delicate"] }), "seed");
    expect(rock).toMatchObject({ maxDurability: 3, protection: { physical: 1, erosion: 0 }, immune: ["erosion", "occult"] });
  });

  it("ignores 'weathered' under the seed table (it has no such row) and applies it under the newer one", () => {
    const input = door({ modifiers: ["weathered"] });
    expect(objectProfile(input, "seed")).toMatchObject({ maxDurability: 3, modifiers: [] });
    expect(objectProfile(input, "newer")).toMatchObject({ maxDurability: 4, protection: { physical: 0, erosion: 1 }, modifiers: ["weathered"] });
  });

  it("maps every material to a row of both tables", () => {
    for (const material of OBJECT_MATERIALS) {
      expect(objectProfile(door({ material }), "seed").maxDurability).toBeGreaterThan(0);
      expect(objectProfile(door({ material }), "newer").maxDurability).toBeGreaterThan(0);
    }
  });

  it("keeps each modifier once", () => {
    expect(tableModifiers("seed", ["enchanted", "enchanted", "weathered"])).toEqual(["enchanted"]);
  });

  it("refuses a thickness that is not above 0", () => {
    expect(() => objectProfile(door({ thicknessSteps: 0 }), "seed")).toThrow(RangeError);
    expect(() => objectProfile(door({ thicknessDigits: 0 }), "newer")).toThrow(RangeError);
  });
});

describe("objectCondition", () => {
  it("seed: broken only at 0", () => {
    expect(objectCondition(1, 10, "seed")).toBe("intact");
    expect(objectCondition(0, 10, "seed")).toBe("broken");
  });
  it("newer: broken below half, destroyed at 0", () => {
    expect(objectCondition(5, 10, "newer")).toBe("intact");
    expect(objectCondition(4, 10, "newer")).toBe("broken");
    expect(objectCondition(0, 10, "newer")).toBe("destroyed");
  });
});

describe("repairResult ([OPT] §8.2)", () => {
  it("a success (points above the difficulty) adds the 3 dice's points, a failure takes them off, within 0 … max", () => {
    expect(repairResult({ value: 3, max: 10 }, { points: 3, difficulty: 2 }, 4)).toEqual({ success: true, after: 7 });
    expect(repairResult({ value: 3, max: 10 }, { points: 2, difficulty: 2 }, 4)).toEqual({ success: false, after: 0 });
    expect(repairResult({ value: 9, max: 10 }, { points: 5, difficulty: 0 }, 6)).toEqual({ success: true, after: 10 });
  });
});
