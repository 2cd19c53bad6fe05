import { describe, expect, it } from "vitest";
import { chanceToStop, defenseChoices, defenseDice, type DefenderState } from "../../src/combat/attack/defense-options.ts";
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

  it("needs nothing, with no options or blocked lines, for a 0 roll even against negative protection (§6.3)", () => {
    // "A roll of 0 always misses, whatever the protection": −1 protection must not turn it into 1 point to stop.
    const hit = { roll: 0, types: ["erosion"] as const, penetration: 0, allowed: ["block", "dodge"] as const };
    const weak = defender({ protection: { physical: 1, erosion: -1, occult: 0 }, mobility: 0 });
    expect(defenseChoices(hit, weak)).toEqual({ needed: false, toStop: 0, options: [], blocked: [] });
    // The same defender hit for 1: 2 points to stop, and with 0⚡ both defenses are blocked.
    expect(defenseChoices({ ...hit, roll: 1 }, weak)).toEqual({
      needed: true, toStop: 2, options: [], blocked: [{ kind: "block", reason: "noMobility" }, { kind: "dodge", reason: "noMobility" }],
    });
  });

  it("offers no defense against an unperceived attacker or from a blind sector, and does when perceived", () => {
    const hit = { roll: 4, types: ["physical"] as const, penetration: 0, allowed: ["dodge"] as const };
    expect(defenseChoices(hit, defender({ attackerPerceived: false })).blocked).toEqual([{ kind: "dodge", reason: "unperceived" }]);
    expect(defenseChoices(hit, defender({ fromBehindOrAbove: true })).blocked).toEqual([{ kind: "dodge", reason: "blindSector" }]);
    const seen = defenseChoices(hit, defender({ attackerPerceived: true, fromBehindOrAbove: false }));
    expect(seen.blocked).toEqual([]);
    expect(seen.options.map((o) => o.kind)).toEqual(["dodge"]);
  });

  it("is certain to stop a hit with nothing left to stop", () => {
    // At least 0 points is certain, though 2 dice score more than 0 only 1 − (4/6)² of the time.
    expect(chanceToStop(2, 0)).toBe(1);
    expect(chanceToStop(2, 1)).toBeCloseTo(1 - (4 / 6) ** 2, 12);
  });

  it("rolls 3 dice for a void attribute and applies advantages, never below 1 die", () => {
    expect(defenseDice("resist", { dice: { might: 1, energy: 1, spirit: null } })).toBe(3);
    expect(defenseDice("block", { dice: { might: 2, energy: 1, spirit: 1 }, modifiers: { block: { disadvantage: 3 } } })).toBe(1);
    expect(defenseDice("block", { dice: { might: 2, energy: 1, spirit: 1 }, modifiers: { block: { advantage: 2 } } })).toBe(4);
  });
});
