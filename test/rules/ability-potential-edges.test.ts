/**
 * Edges of the ability-load and potential rules (§3.5, §3.6): common and gifted abilities take no load and are never
 * refused, spending exactly what is left is not overspending, and every refused input names the function and the
 * argument (src/rules/validate.ts).
 */
import { describe, expect, it } from "vitest";
import {
  abilityCap,
  abilityCost,
  abilityLoad,
  abilityLoadOf,
  canObtainAbility,
  canSpend,
  potentialSummary,
  renounceAmount,
} from "../../src/rules/index.ts";
import { expectEach } from "../support/refusals.ts";


describe("ability load (§3.6)", () => {
  it("common and gifted abilities put no load on any attribute", () => {
    expect(abilityLoadOf({ abilityType: "common", level: 2 })).toBe(0);
    expect(abilityLoadOf({ abilityType: "energy", level: 2, gifted: true })).toBe(0);
    expect(abilityLoadOf({ abilityType: "energy", level: 2 })).toBe(2);
    expect(abilityLoad([
      { abilityType: "common", level: 3 },
      { abilityType: "might", level: 2 },
      { abilityType: "might", level: 1 },
      { abilityType: "spirit", level: 4, gifted: true },
      { abilityType: "energy", level: 0 },
    ])).toEqual({ might: 3, energy: 0, spirit: 0 });
  });

  it("a common or gifted ability is allowed even on a void or full attribute, and adds no load", () => {
    expect(canObtainAbility(null, 0, { abilityType: "common", level: 3 })).toEqual({ allowed: true, loadAfter: 0 });
    expect(canObtainAbility(2, 2, { abilityType: "common", level: 1 })).toEqual({ allowed: true, loadAfter: 2 });
    expect(canObtainAbility(2, 2, { abilityType: "might", level: 3, gifted: true })).toEqual({ allowed: true, loadAfter: 2 });
    expect(canObtainAbility(null, 1, { abilityType: "spirit", level: 1, gifted: true })).toEqual({ allowed: true, loadAfter: 1 });
  });
});

describe("potential ledger edges (§3.5)", () => {
  it("spending exactly the potential granted is not overspending", () => {
    expect(potentialSummary(12, [{ kind: "spend", amount: 12 }])).toEqual({ strength: 12, unspent: 0, display: "12/0", overspent: false });
  });
});

describe("ability and potential helpers name what they refused", () => {
  it("ability guards", () => {
    expectEach([
      [() => abilityCost(-1), /^abilityCost: level must be at least 0, got -1$/],
      [() => abilityLoadOf({ abilityType: "might", level: 1.5 }), /^abilityLoadOf: level must be an integer, got 1\.5$/],
      [() => abilityCap(Number.NaN), /^abilityCap: base must be a finite number, got NaN$/],
      [() => canObtainAbility(3, -1, { abilityType: "might", level: 1 }), /^canObtainAbility: currentLoad must be at least 0, got -1$/],
    ]);
  });

  it("potential guards", () => {
    expectEach([
      [() => potentialSummary(Infinity, []), /^potentialSummary: granted must be a finite number, got Infinity$/],
      [() => potentialSummary(36, [{ kind: "spend", amount: Number.NaN }]), /^potentialSummary: amount must be a finite number, got NaN$/],
      [() => canSpend(Number.NaN, 1), /^canSpend: unspent must be a finite number, got NaN$/],
      [() => canSpend(9, Infinity), /^canSpend: cost must be a finite number, got Infinity$/],
      [() => canSpend(9, -1), /^canSpend: cost must be ≥ 0, got -1$/],
      [() => renounceAmount(Number.NaN), /^renounceAmount: levelCost must be a finite number, got NaN$/],
      [() => renounceAmount(6, [2, Infinity]), /^renounceAmount: intensification must be a finite number, got Infinity$/],
    ]);
  });
});
