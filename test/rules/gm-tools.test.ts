import { describe, expect, it } from "vitest";
import {
  ENCOUNTER_TABLE,
  MATERIALS,
  assessEncounter,
  damageObject,
  fleeDifficulty,
  objectStats,
  potentialBonus,
  pursuitOutcome,
  type Material,
  type ObjectModifier,
} from "../../src/rules/index.ts";

describe("objects (§8.2)", () => {
  it("every material row: durability per step and the thin value", () => {
    for (const [name, row] of Object.entries(MATERIALS)) {
      expect(objectStats(name as Material, 1).durability).toBe(row.perStep);
      expect(objectStats(name as Material, 0.2).durability).toBe(row.thin);
      expect(objectStats(name as Material, 2).protection).toEqual(row.protection);
    }
  });

  it("modifiers stack: durability multiplies, protections ÷ before +", () => {
    expect(objectStats("iron", 1, ["reinforced", "enchanted"])).toEqual({
      durability: 30,
      protection: { physical: 7, erosion: 6, occult: "immune" },
    });
    expect(objectStats("iron", 1, ["delicate", "reinforced"])).toEqual({
      durability: 5,
      protection: { physical: 2, erosion: 2, occult: "immune" },
    });
    expect(objectStats("wood", 2.9).durability).toBe(8);
  });

  it("rejects unknown materials, modifiers and thicknesses", () => {
    expect(() => objectStats("gold" as Material, 1)).toThrow(/unknown material/);
    expect(() => objectStats("wood", 1, ["cursed" as ObjectModifier])).toThrow(/unknown modifier/);
    expect(() => objectStats("wood", 0)).toThrow(RangeError);
    expect(() => objectStats("wood", Number.NaN)).toThrow(RangeError);
    expect(() => objectStats("wood", Infinity)).toThrow(RangeError);
  });

  it("damage: mixed types, penetration, zero roll, immunity", () => {
    const wood = objectStats("wood", 2).protection;
    expect(damageObject(6, wood, ["physical", "occult"], 3)).toEqual({ damage: 2, durabilityAfter: 4, broken: false });
    expect(damageObject(6, wood, ["physical"], 3, 1)).toEqual({ damage: 3, durabilityAfter: 3, broken: false });
    expect(damageObject(6, wood, ["occult"], 5)).toEqual({ damage: 0, durabilityAfter: 6, broken: false });
    expect(damageObject(6, wood, ["true"], 6)).toEqual({ damage: 6, durabilityAfter: 0, broken: true });
    expect(damageObject(0, wood, ["physical"], 0)).toEqual({ damage: 0, durabilityAfter: 0, broken: true });
    // A roll of 0 always misses (§6), even an object with negative protection (newer glass: physical −1).
    expect(damageObject(4, { physical: -1, erosion: 2, occult: "immune" }, ["physical"], 0)).toEqual({ damage: 0, durabilityAfter: 4, broken: false });
    expect(damageObject(4, { physical: -1, erosion: 2, occult: "immune" }, ["physical"], 1)).toMatchObject({ damage: 2, durabilityAfter: 2 });
    expect(() => damageObject(-1, wood, ["physical"], 1)).toThrow(RangeError);
    expect(() => damageObject(3, wood, ["physical"], 1.5)).toThrow(RangeError);
  });
});

describe("encounters (§8.1)", () => {
  it("bands start at their lower bound; the gap is truncated before comparing", () => {
    expect(ENCOUNTER_TABLE.map((r) => r.reward)).toEqual([0, 1, 2, 3, 6, 12]);
    expect(assessEncounter([0], [61, 0])).toMatchObject({ gap: -30.5, band: "Basic", reward: 1 });
    expect(assessEncounter([0], [62, 0])).toMatchObject({ gap: -31, band: "Easy", reward: 0 });
    expect(assessEncounter([], [10])).toMatchObject({ gap: -10, band: "Basic" });
    expect(assessEncounter([59.9], [0])).toMatchObject({ band: "Messy" });
  });

  it("each band from its lower bound to just below the next, with its reward per PC (§8.1 table)", () => {
    const rows: readonly [gap: number, band: string, reward: number][] = [
      [-31, "Easy", 0], [-30, "Basic", 1], [-1, "Basic", 1], [0, "Rival", 2], [29, "Rival", 2], [30, "Messy", 3],
      [59, "Messy", 3], [60, "Tough", 6], [89, "Tough", 6], [90, "Desperate", 12], [500, "Desperate", 12],
    ];
    for (const [gap, band, reward] of rows) {
      const sides: [number[], number[]] = gap < 0 ? [[0], [-gap]] : [[gap], [0]];
      expect(assessEncounter(...sides)).toEqual({ gap, band, reward });
    }
  });

  it("rejects an empty friendly side and non-finite strengths", () => {
    expect(() => assessEncounter([10], [])).toThrow(/at least one/);
    expect(() => assessEncounter([Number.NaN], [10])).toThrow(RangeError);
    expect(() => assessEncounter([1], [Infinity])).toThrow(RangeError);
  });

  it("bonus potential, fleeing and pursuit", () => {
    expect(potentialBonus(5, 12)).toBe(3);
    expect(potentialBonus(2, 1)).toBe(1);
    expect(potentialBonus(-2, 6)).toBe(0);
    expect(() => potentialBonus(Number.NaN, 1)).toThrow(RangeError);
    expect(fleeDifficulty([3, 5, 4])).toBe(5);
    expect(fleeDifficulty([])).toBe(0);
    expect(() => fleeDifficulty([-1])).toThrow(RangeError);
    expect(pursuitOutcome(10, 3)).toBe("escaped");
    expect(pursuitOutcome(3, 10)).toBe("caught");
    expect(pursuitOutcome(9, 3)).toBeNull();
    expect(pursuitOutcome(3, 9)).toBeNull(); // a difference of exactly 6 is not "more than 6" either way
    expect(() => pursuitOutcome(Number.NaN, 1)).toThrow(RangeError);
  });
});
