import { describe, expect, it } from "vitest";
import { chanceToStop, defenseChoices, defenseDice, type DefenderState } from "../../src/combat/defense-options.ts";
import { pointsDistribution } from "../../src/rules/index.ts";

const defender = (over: Partial<DefenderState> = {}): DefenderState => ({
  protection: { physical: 1, erosion: 0, occult: 0 }, dice: { might: 4, energy: 3, spirit: 2 }, mobility: 2, unconscious: false, ...over,
});

/** P(points ≥ k) summed from the distribution, independently of chanceToSucceed. */
const atLeast = (dice: number, k: number) => pointsDistribution(dice).slice(k).reduce((a, b) => a + b, 0);

describe("defense choices", () => {
  it("offers each allowed defense with its dice, 1⚡ and the exact chance to stop the hit (worked example A)", () => {
    const c = defenseChoices({ roll: 3, types: ["physical"], penetration: 0, allowed: ["block", "dodge"] }, defender());
    expect(c.needed).toBe(true);
    expect(c.toStop).toBe(2);
    expect(c.options.map((o) => [o.kind, o.dice, o.cost])).toEqual([["block", 4, 1], ["dodge", 3, 1]]);
    expect(c.options[0]!.chance).toBeCloseTo(atLeast(4, 2), 12);
    expect(c.options[1]!.chance).toBeCloseTo(atLeast(3, 2), 12);
    // One die must score 2 points to stop 2: a face of 2, 1 in 6.
    expect(chanceToStop(1, 2)).toBeCloseTo(1 / 6, 12);
  });

  it("offers nothing for an undefendable attack, an unconscious defender or one without ⚡", () => {
    const hit = { roll: 4, types: ["physical"] as const, penetration: 0, allowed: ["dodge"] as const };
    expect(defenseChoices({ ...hit, allowed: [] }, defender()).options).toEqual([]);
    expect(defenseChoices(hit, defender({ unconscious: true })).blocked).toEqual([{ kind: "dodge", reason: "unconscious" }]);
    expect(defenseChoices(hit, defender({ mobility: 0 })).blocked).toEqual([{ kind: "dodge", reason: "noMobility" }]);
    expect(defenseChoices(hit, defender({ mobility: 0 })).options).toEqual([]);
  });

  it("needs no defense when the hit already does nothing: a 0 roll, immunity or protection", () => {
    const base = { types: ["physical"] as const, penetration: 0, allowed: ["block"] as const };
    expect(defenseChoices({ ...base, roll: 0 }, defender()).needed).toBe(false);
    expect(defenseChoices({ ...base, roll: 1 }, defender()).needed).toBe(false);
    expect(defenseChoices({ ...base, roll: 5 }, defender({ immune: ["physical"] })).needed).toBe(false);
    // Penetration lowers protection 1 → 0: the whole roll must be stopped.
    expect(defenseChoices({ ...base, roll: 2, penetration: 3 }, defender()).toStop).toBe(2);
  });

  it("rolls 3 dice for a void attribute and applies advantages, never below 1 die", () => {
    expect(defenseDice("resist", { dice: { might: 1, energy: 1, spirit: null } })).toBe(3);
    expect(defenseDice("block", { dice: { might: 2, energy: 1, spirit: 1 }, modifiers: { block: { disadvantage: 3 } } })).toBe(1);
    expect(defenseDice("block", { dice: { might: 2, energy: 1, spirit: 1 }, modifiers: { block: { advantage: 2 } } })).toBe(4);
  });
});
