/**
 * The object and encounter helpers name the function and the argument they refused (src/rules/validate.ts), so a
 * bad call from the object sheet or the encounter panel can be traced.
 */
import { describe, it } from "vitest";
import { assessEncounter, fleeDifficulty, potentialBonus, pursuitOutcome } from "../../src/rules/encounter.ts";
import { damageObject, objectStats } from "../../src/rules/objects.ts";
import { newerObjectCondition, newerObjectStats, repairObject } from "../../src/rules/objects-newer.ts";
import { expectEach } from "../support/refusals.ts";


const wood = { physical: 1, erosion: 1, occult: "immune" } as const;

describe("object helpers name what they refused", () => {
  it("seed table: the thickness in steps", () => {
    expectEach([
      [() => objectStats("wood", Number.NaN), /^objectStats: thicknessSteps must be a finite number, got NaN$/],
      [() => objectStats("wood", 0), /^objectStats: thicknessSteps must be > 0$/],
    ]);
  });

  it("damage to an object: the durability or the roll", () => {
    expectEach([
      [() => damageObject(-1, wood, ["physical"], 1), /^damageObject: durability must be at least 0, got -1$/],
      [() => damageObject(3, wood, ["physical"], 1.5), /^damageObject: roll must be an integer, got 1\.5$/],
    ]);
  });

  it("newer table: the thickness in digits", () => {
    expectEach([
      [() => newerObjectStats("wood", Infinity), /^newerObjectStats: thicknessDigits must be a finite number, got Infinity$/],
      [() => newerObjectStats("wood", -1), /^newerObjectStats: thicknessDigits must be > 0$/],
    ]);
  });

  it("newer condition: the durability or its maximum", () => {
    expectEach([
      [() => newerObjectCondition(Number.NaN, 10), /^newerObjectCondition: durability must be a finite number/],
      [() => newerObjectCondition(5, Number.NaN), /^newerObjectCondition: maxDurability must be a finite number/],
    ]);
  });

  it("repair: the durability, its maximum or the points", () => {
    expectEach([
      [() => repairObject(-1, 10, true, 3), /^repairObject: durability must be at least 0, got -1$/],
      [() => repairObject(3, 2.5, true, 3), /^repairObject: maxDurability must be an integer, got 2\.5$/],
      [() => repairObject(3, 10, false, -2), /^repairObject: points must be at least 0, got -2$/],
    ]);
  });
});

describe("encounter helpers name what they refused", () => {
  it("strength: which side's strength is not a number", () => {
    expectEach([
      [() => assessEncounter([Number.NaN], [10]), /^assessEncounter: hostile strength must be a finite number, got NaN$/],
      [() => assessEncounter([1], [Infinity]), /^assessEncounter: friendly strength must be a finite number, got Infinity$/],
    ]);
  });

  it("bonus, flee and pursuit: the argument they refused", () => {
    expectEach([
      [() => potentialBonus(Number.NaN, 1), /^potentialBonus: requested must be a finite number, got NaN$/],
      [() => potentialBonus(1, 1.5), /^potentialBonus: fightReward must be an integer, got 1\.5$/],
      [() => fleeDifficulty([2, -1]), /^fleeDifficulty: energy dice must be at least 0, got -1$/],
      [() => pursuitOutcome(Number.NaN, 1), /^pursuitOutcome: fleeing must be a finite number, got NaN$/],
      [() => pursuitOutcome(1, Infinity), /^pursuitOutcome: pursuing must be a finite number, got Infinity$/],
    ]);
  });
});
