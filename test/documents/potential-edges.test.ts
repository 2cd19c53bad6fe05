/**
 * Potential spending (§3.6) at its edges: the refusals name what the warning shows, the owned check matches by
 * identifier or else by name, the GM's free grant follows the obtain limits, and the step cap takes the lower limit.
 */
import { describe, expect, it } from "vitest";
import {
  ownsAbility, planGrantFree, planIntensify, planObtain, planRaiseTrained, planRenounce, type AbilityView, type PotentialView,
} from "../../src/documents/logic/potential.ts";
import type { AttributeId, DerivedAttribute } from "../../src/rules/index.ts";

const attr = (base: number, trained = base, invalid = false): DerivedAttribute => ({
  trained, base, temp: 0, total: base, max: base, value: base, lost: 0, invalid,
});
function view(unspent = 30, attributes: Partial<Record<AttributeId, DerivedAttribute>> = {}): PotentialView {
  return { attributes: { might: attr(3), energy: attr(3), spirit: attr(3), ...attributes }, potential: { unspent, log: [] } };
}
function ability(name: string, extra: Partial<AbilityView["system"]> = {}, intensify: Partial<AbilityView["system"]["intensify"]> = {}): AbilityView {
  return {
    name,
    system: {
      level: 1, attributeType: "might", gifted: false, potentialCost: null, ...extra,
      intensify: { enabled: true, cost: 2, costPlusSteps: false, maxSteps: null, maxStepsAttribute: "", steps: 0, spent: 0, ...intensify },
    },
  };
}
const moment = { ok: false, warn: "MESHAL.Warn.notDuringMoment" };

describe("raising a trained attribute at the edges", () => {
  it("refuses an unknown or void attribute, the top of the range and a short purse, with their data", () => {
    expect(planRaiseTrained(view(), "luck" as AttributeId)).toEqual({ ok: false, warn: "MESHAL.Warn.badTargets" });
    expect(planRaiseTrained(view(30, { spirit: attr(3, 3, true) }), "spirit")).toEqual({ ok: false, warn: "MESHAL.Warn.voidAttribute", data: { attribute: "spirit" } });
    expect(planRaiseTrained(view(999, { might: attr(99) }), "might")).toEqual({ ok: false, warn: "MESHAL.Warn.badNumber", data: { value: "100" } });
    expect(planRaiseTrained(view(999, { might: attr(98) }), "might")).toMatchObject({ ok: true, cost: 294 });
  });
});

describe("who owns an ability", () => {
  it("matches by identifier when both have one, else by name", () => {
    const sword = ability("Sword Dance", { identifier: "sword-dance" });
    expect(ownsAbility([ability("Renamed", { identifier: "sword-dance" })], sword)).toBe(true);
    expect(ownsAbility([ability("Sword Dance", { identifier: "other" })], sword)).toBe(false);
    expect(ownsAbility([ability("Sword Dance")], sword)).toBe(true);
    expect(ownsAbility([ability("Sword Dance", { identifier: "sword-dance" })], ability("Sword Dance"))).toBe(true);
    expect(ownsAbility([ability("Other")], ability("Sword Dance"))).toBe(false);
    expect(ownsAbility([], sword)).toBe(false);
  });

  it("refuses obtaining an owned ability by name", () => {
    expect(planObtain(view(), ability("Aim"), [ability("Aim")])).toEqual({ ok: false, warn: "MESHAL.Warn.abilityOwned", data: { name: "Aim" } });
  });
});

describe("the GM's free grant", () => {
  it("records the grant without spending", () => {
    expect(planGrantFree(view(0), ability("Aim", { level: 2 }), [])).toEqual({
      ok: true, cost: 0,
      update: { "system.potential.log": [{ kind: "spend", reason: "grant", amount: 0, target: "Aim", note: "" }] },
    });
  });

  it("keeps the obtain limits: not twice, not onto a void attribute, not over the load cap", () => {
    expect(planGrantFree(view(), ability("Aim"), [ability("Aim")])).toEqual({ ok: false, warn: "MESHAL.Warn.abilityOwned", data: { name: "Aim" } });
    expect(planGrantFree(view(30, { might: attr(3, 3, true) }), ability("Aim"), [])).toMatchObject({ ok: false, warn: "MESHAL.Warn.voidAttribute" });
    expect(planGrantFree(view(30, { might: attr(1) }), ability("Big", { level: 2 }), [])).toMatchObject({
      ok: false, warn: "MESHAL.Warn.abilityOverLoad", data: { attribute: "might", load: 0, base: 1, level: 2 },
    });
  });
});

describe("the intensify step cap", () => {
  it("takes the lower of the fixed maximum and the named attribute's base", () => {
    const capped = (maxSteps: number | null, steps: number) => planIntensify(view(30, { energy: attr(2) }), ability("Aim", {}, { maxSteps, maxStepsAttribute: "energy", steps }));
    expect(capped(5, 2)).toEqual({ ok: false, warn: "MESHAL.Warn.intensifyCap", data: { name: "Aim", max: 2 } });
    expect(capped(1, 1)).toEqual({ ok: false, warn: "MESHAL.Warn.intensifyCap", data: { name: "Aim", max: 1 } });
    expect(capped(5, 1)).toMatchObject({ ok: true });
    expect(capped(null, 2)).toMatchObject({ ok: false, data: { max: 2 } });
    expect(planIntensify(view(), ability("Aim", {}, { maxSteps: 3, steps: 2 }))).toMatchObject({ ok: true });
  });
});

describe("nothing is spent in Moment mode", () => {
  it("refuses every potential spending", () => {
    expect(planRaiseTrained(view(), "might", { inMoment: true })).toEqual(moment);
    expect(planObtain(view(), ability("Aim"), [], { inMoment: true })).toEqual(moment);
    expect(planIntensify(view(), ability("Aim"), { inMoment: true })).toEqual(moment);
    expect(planRenounce(view(), ability("Aim"), { inMoment: true })).toEqual(moment);
  });
});

describe("what a spending writes to the potential log", () => {
  it("obtaining logs the cost, refuses a short purse with the numbers, and a free gift logs nothing", () => {
    expect(planObtain(view(2), ability("Aim"), [])).toEqual({ ok: false, warn: "MESHAL.Warn.notEnoughPotential", data: { cost: 3, unspent: 2 } });
    expect(planObtain(view(), ability("Aim"), [])).toEqual({
      ok: true, cost: 3, update: { "system.potential.log": [{ kind: "spend", reason: "obtain", amount: 3, target: "Aim", note: "" }] },
    });
    expect(planObtain(view(), ability("Gift", { gifted: true }), [])).toEqual({ ok: true, cost: 0, update: {} });
  });

  it("intensifying needs an enabled ability with a cost, logs the step and refuses a short purse", () => {
    expect(planIntensify(view(), ability("Aim", {}, { enabled: false }))).toEqual({ ok: false, warn: "MESHAL.Warn.cannotIntensify", data: { name: "Aim" } });
    expect(planIntensify(view(), ability("Aim", {}, { cost: null }))).toEqual({ ok: false, warn: "MESHAL.Warn.cannotIntensify", data: { name: "Aim" } });
    expect(planIntensify(view(1), ability("Aim"))).toEqual({ ok: false, warn: "MESHAL.Warn.notEnoughPotential", data: { cost: 2, unspent: 1 } });
    expect(planIntensify(view(), ability("Aim", {}, { steps: 1, spent: 2 }))).toEqual({
      ok: true, cost: 2,
      update: { "system.potential.log": [{ kind: "spend", reason: "intensify", amount: 2, target: "Aim", note: "+2" }] },
      itemUpdate: { "system.intensify.steps": 2, "system.intensify.spent": 4 },
    });
  });

  it("renouncing logs what leaves strength, and nothing when that is nothing", () => {
    expect(planRenounce(view(), ability("Gift", { gifted: true }))).toEqual({ ok: true, amount: 0, update: {} });
    expect(planRenounce(view(), ability("Aim", {}, { spent: 2 }))).toEqual({
      ok: true, amount: 5, update: { "system.potential.log": [{ kind: "renounce", reason: "renounce", amount: 5, target: "Aim", note: "" }] },
    });
  });
});
