import { describe, expect, it } from "vitest";
import {
  OBJECT_MATERIALS, isObjectMaterial, isObjectModifier, objectCondition, objectProfile, repairResult, tableModifiers,
  type ObjectInput, type ObjectMaterial,
} from "../../src/rules/objects-profile.ts";

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

  it("reads each material from its row of either table (docs/rules.md §8.2: grouped seed rows, brick as clay, clay as sand)", () => {
    const I = "immune";
    // [seed at 1 step: durability, physical, erosion], [newer at 1 digit: durability, physical, erosion]; occult immune.
    type Row = readonly [seed: readonly [number, number, number | typeof I], newer: readonly [number, number, number]];
    const rows: Record<ObjectMaterial, Row> = {
      paper: [[2, 2, 2], [2, 0, 0]],
      leather: [[3, 1, 4], [2, 1, 1]],
      glass: [[3, 1, 0], [2, -1, 2]],
      ceramic: [[3, 1, 4], [3, 1, 3]],
      ice: [[3, 1, 0], [2, 1, -1]],
      wood: [[3, 1, 1], [4, 1, 2]],
      clay: [[4, 2, I], [4, 3, 2]],
      sand: [[4, 2, I], [4, 3, 2]],
      brick: [[4, 2, I], [5, 3, 2]],
      plastic: [[5, 3, 0], [3, 3, 1]],
      rubber: [[5, 3, 0], [5, 4, 2]],
      copperIron: [[5, 3, 2], [6, 4, -1]],
      rock: [[6, 3, I], [6, 5, 4]],
      concrete: [[6, 3, I], [6, 5, 5]],
      steel: [[9, 4, 3], [9, 7, 3]],
    };
    for (const material of OBJECT_MATERIALS) {
      const [[seedDurability, seedPhysical, seedErosion], [newDurability, newPhysical, newErosion]] = rows[material];
      const input = door({ material, thicknessSteps: 1, thicknessDigits: 1 });
      expect(objectProfile(input, "seed"), material).toMatchObject({
        maxDurability: seedDurability,
        protection: { physical: seedPhysical, erosion: seedErosion === I ? 0 : seedErosion, occult: 0 },
        immune: seedErosion === I ? ["erosion", "occult"] : ["occult"],
      });
      expect(objectProfile(input, "newer"), material).toMatchObject({
        maxDurability: newDurability, protection: { physical: newPhysical, erosion: newErosion, occult: 0 }, immune: ["occult"],
      });
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

describe("stored ids", () => {
  it("knows the materials and modifiers of the list, and nothing else", () => {
    expect(OBJECT_MATERIALS.every(isObjectMaterial)).toBe(true);
    expect(isObjectMaterial("gold")).toBe(false);
    expect(isObjectMaterial("iron")).toBe(false); // the seed's row name, not a material of the list
    expect(["reinforced", "enchanted", "delicate", "weathered"].every(isObjectModifier)).toBe(true);
    expect(isObjectModifier("cursed")).toBe(false);
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
