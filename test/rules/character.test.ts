import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  STARTING_POTENTIAL,
  STARTING_TRAINED,
  abilityCost,
  abilityLoad,
  abilityPotentialCost,
  attributeDice,
  canObtainAbility,
  canSpend,
  consciousness,
  deriveAttribute,
  formatStrength,
  overloadedAttributes,
  perAttribute,
  potentialSummary,
  renounceAmount,
  trainedRaiseCost,
  trainedRaiseTotal,
  type AbilityType,
} from "../../src/rules/index.ts";

const attr = (over: Partial<Parameters<typeof deriveAttribute>[0]> = {}) =>
  deriveAttribute({ trained: 3, featureMod: 0, tempMod: 0, lost: 0, invalid: false, ...over });

describe("perAttribute", () => {
  it("makes one value for each attribute, from its id", () => {
    expect(perAttribute((id) => id.length)).toEqual({ might: 5, energy: 6, spirit: 6 });
  });
});

describe("deriveAttribute (§3.1–3.3)", () => {
  it("base = trained + features; total = max(1, base + temp); value = clamp(total − lost)", () => {
    expect(attr({ trained: 5, featureMod: 2, tempMod: 1, lost: 3 })).toEqual({
      trained: 5, base: 7, temp: 1, total: 8, max: 8, value: 5, lost: 3, invalid: false,
    });
    expect(attr({ trained: 3, featureMod: -2, tempMod: -4 })).toMatchObject({ base: 1, total: 1, value: 1 });
    expect(attr({ lost: 10 }).value).toBe(0);
    expect(attr({ lost: -2 })).toMatchObject({ value: 3, lost: 0 });
    expect(STARTING_TRAINED).toBe(3);
  });

  it("a bonus benefits an unhurt character at once; removing it can empty a wounded one", () => {
    expect(attr({ tempMod: 2 }).value).toBe(5);
    expect(attr({ tempMod: 2, lost: 4 }).value).toBe(1);
    expect(attr({ tempMod: 0, lost: 4 }).value).toBe(0);
  });

  it("a void attribute never loses dice and reads as null", () => {
    const v = attr({ invalid: true, lost: 2 });
    expect(v).toMatchObject({ invalid: true, lost: 0, value: 3 });
    expect(attributeDice({ might: v, energy: attr({ lost: 1 }), spirit: attr() })).toEqual({ might: null, energy: 2, spirit: 3 });
  });

  it.each(["trained", "featureMod", "tempMod", "lost"] as const)("rejects a non-finite %s", (key) => {
    expect(() => attr({ [key]: Number.NaN })).toThrow(RangeError);
    expect(() => attr({ [key]: Infinity })).toThrow(new RegExp(key));
  });

  it("0 ≤ value ≤ total and total ≥ 1 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 }), fc.integer({ min: -5, max: 30 }),
        (trained, featureMod, tempMod, lost) => {
          const a = attr({ trained, featureMod, tempMod, lost });
          expect(a.total).toBeGreaterThanOrEqual(1);
          expect(a.value).toBeGreaterThanOrEqual(0);
          expect(a.value).toBeLessThanOrEqual(a.total);
        }),
      { numRuns: 1000 },
    );
  });
});

describe("consciousness (§7.1, §7.2, §10.3 #8)", () => {
  it("conscious / unconscious / dead", () => {
    expect(consciousness({ might: 1, energy: 1, spirit: 1 })).toBe("conscious");
    expect(consciousness({ might: 0, energy: 1, spirit: 1 })).toBe("unconscious");
    expect(consciousness({ might: 0, energy: 0, spirit: 0 })).toBe("dead");
    expect(consciousness({ might: -1, energy: 0, spirit: 0 })).toBe("dead");
    expect(consciousness({ might: null, energy: 0, spirit: 0 })).toBe("dead");
    expect(consciousness({ might: null, energy: null, spirit: 0 })).toBe("dead");
    expect(consciousness({ might: null, energy: null, spirit: null })).toBe("conscious");
  });

  it("rejects NaN", () => {
    expect(() => consciousness({ might: Number.NaN, energy: 1, spirit: 1 })).toThrow(RangeError);
  });
});

describe("potential costs (§3.2, §3.6)", () => {
  it("raising trained costs current × 3", () => {
    expect([3, 4, 5, 6].map(trainedRaiseCost)).toEqual([9, 12, 15, 18]);
    expect(trainedRaiseTotal(3, 3)).toBe(0);
    for (let n = 3; n <= 12; n++) expect(trainedRaiseTotal(3, n)).toBe(1.5 * n * (n - 1) - 9);
  });

  it("abilities cost level × 3; gifted 0 unless the newer variant is on", () => {
    expect(abilityCost(0)).toBe(0);
    expect(abilityCost(4)).toBe(12);
    expect(abilityPotentialCost({ abilityType: "might", level: 2, gifted: true })).toBe(0);
    expect(abilityPotentialCost({ abilityType: "might", level: 2, gifted: true }, true)).toBe(6);
    expect(abilityPotentialCost({ abilityType: "common", level: 2 })).toBe(6);
  });

  it.each([-1, 1.5, Number.NaN, Infinity])("rejects %s", (x) => {
    expect(() => trainedRaiseCost(x)).toThrow(RangeError);
    expect(() => abilityCost(x)).toThrow(RangeError);
  });

  it("trainedRaiseTotal never lowers trained", () => {
    expect(() => trainedRaiseTotal(5, 4)).toThrow(/at least 5/);
  });
});

describe("potential ledger (§3.5, §3.6)", () => {
  it("spending moves potential to strength; renouncing removes strength without refund", () => {
    expect(potentialSummary(STARTING_POTENTIAL, [])).toEqual({ strength: 0, unspent: 36, display: "0/36", overspent: false });
    const s = potentialSummary(36, [
      { kind: "spend", amount: 9 },
      { kind: "spend", amount: 6 },
      { kind: "renounce", amount: renounceAmount(abilityCost(2)) },
    ]);
    expect(s).toEqual({ strength: 9, unspent: 21, display: "9/21", overspent: false });
    expect(potentialSummary(10, [{ kind: "spend", amount: 12 }]).overspent).toBe(true);
    expect(formatStrength(36, 15)).toBe("36/15");
  });

  it("renounce amount includes intensifications", () => {
    expect(renounceAmount(6, [2, 3])).toBe(11);
    expect(() => renounceAmount(6, [Number.NaN])).toThrow(RangeError);
    expect(() => renounceAmount(Infinity)).toThrow(RangeError);
  });

  it("canSpend", () => {
    expect(canSpend(9, 9)).toBe(true);
    expect(canSpend(8, 9)).toBe(false);
    expect(() => canSpend(9, -1)).toThrow(RangeError);
    expect(() => canSpend(Number.NaN, 1)).toThrow(RangeError);
  });

  it("rejects bad entries", () => {
    expect(() => potentialSummary(36, [{ kind: "spend", amount: -3 }])).toThrow(/≥ 0/);
    expect(() => potentialSummary(36, [{ kind: "spend", amount: Number.NaN }])).toThrow(RangeError);
    expect(() => potentialSummary(Infinity, [])).toThrow(RangeError);
    expect(() => potentialSummary(36, [{ kind: "refund" as "spend", amount: 1 }])).toThrow(/unknown log entry/);
  });

  it("strength + unspent = granted − renounced (property)", () => {
    const entry = fc.record({ kind: fc.constantFrom("spend" as const, "renounce" as const), amount: fc.nat(20) });
    fc.assert(
      fc.property(fc.nat(100), fc.array(entry, { maxLength: 20 }), (granted, log) => {
        const s = potentialSummary(granted, log);
        const renounced = log.filter((e) => e.kind === "renounce").reduce((a, e) => a + e.amount, 0);
        expect(s.strength + s.unspent).toBe(granted - renounced);
        expect(s.display).toBe(`${s.strength}/${s.unspent}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("ability load (§3.6)", () => {
  const abilities = [
    { abilityType: "might" as AbilityType, level: 2 },
    { abilityType: "might" as AbilityType, level: 1 },
    { abilityType: "spirit" as AbilityType, level: 3, gifted: true },
    { abilityType: "common" as AbilityType, level: 4 },
    { abilityType: "energy" as AbilityType, level: 0 },
  ];

  it("sums levels per attribute; common and gifted are exempt", () => {
    expect(abilityLoad(abilities)).toEqual({ might: 3, energy: 0, spirit: 0 });
  });

  it("checks the cap against base; void allows none", () => {
    expect(canObtainAbility(4, 3, { abilityType: "might", level: 1 })).toEqual({ allowed: true, loadAfter: 4 });
    expect(canObtainAbility(4, 3, { abilityType: "might", level: 2 })).toEqual({ allowed: false, loadAfter: 3, reason: "overLoad" });
    expect(canObtainAbility(null, 0, { abilityType: "might", level: 1 })).toEqual({ allowed: false, loadAfter: 0, reason: "voidAttribute" });
    expect(canObtainAbility(null, 0, { abilityType: "might", level: 1, gifted: true })).toEqual({ allowed: true, loadAfter: 0 });
  });

  it("lists overloaded attributes (feature lost) without removing anything", () => {
    expect(overloadedAttributes({ might: 2, energy: 3, spirit: null }, { might: 3, energy: 3, spirit: 0 })).toEqual(["might"]);
    expect(overloadedAttributes({ might: 2, energy: 3, spirit: null }, { might: 0, energy: 0, spirit: 1 })).toEqual(["spirit"]);
  });

  it("rejects unknown types and bad levels", () => {
    expect(() => abilityLoad([{ abilityType: "luck" as AbilityType, level: 1 }])).toThrow(/unknown ability type/);
    expect(() => abilityLoad([{ abilityType: "might", level: -1 }])).toThrow(RangeError);
    expect(() => canObtainAbility(3, 1.5, { abilityType: "might", level: 1 })).toThrow(RangeError);
  });
});
