import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  NEWER_MATERIALS,
  POSTURES,
  POSTURE_CHANGE_COST,
  REPAIR_DICE,
  UNNOTICED_ADVANTAGE,
  applyReroll,
  canDefendFrom,
  countPoints,
  coversSmaller,
  diceCount,
  facingSector,
  newerCarrying,
  newerObjectCondition,
  newerObjectStats,
  repairObject,
  rerollIndices,
  searchDifficulty,
  spottableInImpairedZone,
  type Concealment,
  type ItemScale,
  type NewerMaterial,
  type NewerObjectModifier,
  type SizeId,
} from "../../src/rules/index.ts";

describe("re-rolls (§2.3)", () => {
  it("selects all, zero-point or custom dice and replaces them", () => {
    const faces = [1, 4, 2, 6];
    expect(rerollIndices(faces)).toEqual([0, 1, 2, 3]);
    expect(rerollIndices(faces, "zeroPoints")).toEqual([1, 3]);
    expect(rerollIndices(faces, (f) => f === 2)).toEqual([2]);
    expect(applyReroll(faces, [1, 3], [2, 1])).toEqual([1, 2, 2, 1]);
    expect(() => rerollIndices([0])).toThrow(RangeError);
    expect(() => applyReroll(faces, [1], [])).toThrow(/new faces/);
    expect(() => applyReroll(faces, [9], [1])).toThrow(/no die at index 9/);
    expect(() => applyReroll(faces, [1], [7])).toThrow(RangeError);
  });

  it("re-rolling only zero-point dice never lowers the points (property)", () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.array(die, { maxLength: 12 }), fc.array(die, { minLength: 12, maxLength: 12 }), (faces, fresh) => {
        const idx = rerollIndices(faces, "zeroPoints");
        const after = applyReroll(faces, idx, fresh.slice(0, idx.length));
        expect(countPoints(after)).toBeGreaterThanOrEqual(countPoints(faces));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("newer-edition dice (§10.2)", () => {
  it("no one-die minimum", () => {
    const dice = { might: 3, energy: 3, spirit: 3 };
    expect(diceCount("might", dice, { disadvantage: 3, newerDice: true })).toBe(0);
    expect(diceCount("might", dice, { disadvantage: 5, newerDice: true })).toBe(0);
    expect(diceCount("might", dice, { disadvantage: 1, newerDice: true })).toBe(2);
  });
});

describe("perception (§9.2)", () => {
  it.each([
    ["trivial", "none", 3],
    ["tiny", "wellHidden", 9],
    ["light", "lightlyHidden", 4],
    ["medium", "plainView", 1],
    ["heavy", "plainView", 0],
    ["gargantuan", "none", 1],
    ["large", "none", 1],
    ["huge", "lightlyHidden", 2],
  ] as const)("%s, %s → %i", (target, concealment, d) => {
    expect(searchDifficulty(target, concealment)).toBe(d);
  });

  it("rejects unknown targets and concealments; other helpers", () => {
    expect(() => searchDifficulty("vast" as ItemScale)).toThrow(/unknown target/);
    expect(() => searchDifficulty("light", "buried" as Concealment)).toThrow(/unknown concealment/);
    expect(searchDifficulty("small")).toBe(2);
    expect(UNNOTICED_ADVANTAGE).toBe(2);
    expect(spottableInImpairedZone(3)).toBe(true);
    expect(spottableInImpairedZone(3.5)).toBe(false);
    expect(() => spottableInImpairedZone(Number.NaN)).toThrow(RangeError);
    expect(coversSmaller(5, 3)).toBe(true);
    expect(coversSmaller(4, 3)).toBe(false);
    expect(() => coversSmaller(Infinity, 3)).toThrow(RangeError);
  });
});

describe("facing and postures (§9.4, §9.5)", () => {
  it("sectors by angle; y-up counter-clockwise by default", () => {
    expect(facingSector(0, 1, 0)).toBe("front");
    expect(facingSector(0, 0, 1)).toBe("flankLeft");
    expect(facingSector(0, 0, -1)).toBe("flankRight");
    expect(facingSector(0, -1, 0)).toBe("back");
    expect(facingSector(0, 0, 1, { yAxisDown: true })).toBe("flankRight");
    expect(facingSector(90, 0, 1)).toBe("front");
    expect(facingSector(720, -1, 0)).toBe("back");
    expect(facingSector(0, 0, 0)).toBe("front");
  });

  it("borderline favours the acting side (away from the front unless asked)", () => {
    expect(facingSector(0, 1, 1)).toBe("flankLeft");
    expect(facingSector(0, 1, 1, { towardFront: true })).toBe("front");
    expect(facingSector(0, -1, 1)).toBe("back");
    expect(facingSector(0, -1, 1, { towardFront: true })).toBe("flankLeft");
  });

  it("rejects non-finite input", () => {
    expect(() => facingSector(Number.NaN, 1, 0)).toThrow(RangeError);
    expect(() => facingSector(0, Infinity, 0)).toThrow(RangeError);
    expect(() => facingSector(0, 0, Number.NaN)).toThrow(RangeError);
  });

  it("defending by sector and postures", () => {
    expect(canDefendFrom("back")).toBe(false);
    expect(canDefendFrom("front", true)).toBe(false);
    expect(canDefendFrom("flankLeft")).toBe(true);
    expect(canDefendFrom("back", false, true)).toBe(true);
    expect(POSTURES.prone).toEqual({ speedDivisor: 3, canMove: true, energyDisadvantage: 2 });
    expect(POSTURES.sitting.canMove).toBe(false);
    expect(POSTURE_CHANGE_COST).toBe(1);
  });
});

describe("newer objects (§8.2 [VAR])", () => {
  it("per-digit table, modifiers, condition and repair", () => {
    expect(newerObjectStats("wood", 2)).toEqual({ durability: 8, protection: { physical: 1, erosion: 2, occult: "immune" } });
    expect(newerObjectStats("glass", 1, ["delicate"])).toEqual({ durability: 2, protection: { physical: 0, erosion: 1, occult: "immune" } });
    expect(newerObjectStats("steel", 1, ["weathered", "reinforced"])).toEqual({
      durability: 7, protection: { physical: 7, erosion: 3, occult: "immune" },
    });
    expect(newerObjectStats("rock", 1, ["enchanted"]).durability).toBe(12);
    for (const [name, row] of Object.entries(NEWER_MATERIALS)) {
      expect(newerObjectStats(name as NewerMaterial, 1).durability).toBe(row[0]);
    }
    expect(() => newerObjectStats("gold" as NewerMaterial, 1)).toThrow(/unknown material/);
    expect(() => newerObjectStats("wood", 1, ["holy" as NewerObjectModifier])).toThrow(/unknown modifier/);
    expect(() => newerObjectStats("wood", -1)).toThrow(RangeError);
    expect(() => newerObjectStats("wood", Number.NaN)).toThrow(RangeError);
    expect(newerObjectCondition(0, 8)).toBe("destroyed");
    expect(newerObjectCondition(3, 8)).toBe("broken");
    expect(newerObjectCondition(4, 8)).toBe("intact");
    expect(() => newerObjectCondition(Number.NaN, 8)).toThrow(RangeError);
    expect(repairObject(3, 8, true, 4)).toBe(7);
    expect(repairObject(7, 8, true, 4)).toBe(8);
    expect(repairObject(3, 8, false, 4)).toBe(0);
    expect(() => repairObject(3, 8, true, -1)).toThrow(RangeError);
    expect(REPAIR_DICE).toBe(3);
  });
});

describe("newer carrying (§3.8 [VAR])", () => {
  it("capacity = Might × size factor; each point over costs a die", () => {
    expect(newerCarrying({ heavy: 1, light: 2, trivial: 9 }, 3, "medium")).toEqual({
      capacity: 6, load: 5, over: 0, dicePenalty: 0, difficultMovement: false,
    });
    expect(newerCarrying({ heavy: 2, light: 2, trivial: 0 }, 3, "small")).toMatchObject({ capacity: 3, load: 8, over: 5, difficultMovement: true });
    expect(newerCarrying({ heavy: 0, light: 1, trivial: 0 }, 3, "medium", { incorporeal: true })).toMatchObject({ capacity: 0, over: 1 });
    expect(newerCarrying({ heavy: 0, light: 1, trivial: 0 }, 0, "tiny", { capacityBonus: 2 })).toMatchObject({ capacity: 2, over: 0 });
    expect(() => newerCarrying({ heavy: 0, light: 0, trivial: 0 }, 3, "vast" as SizeId)).toThrow(/unknown size/);
    expect(() => newerCarrying({ heavy: 0, light: 0, trivial: 0 }, Number.NaN, "medium")).toThrow(RangeError);
  });
});
