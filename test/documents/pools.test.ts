import { describe, expect, it } from "vitest";
import { planDamage, planRecover, planRestoreMobility, planSpendMobility } from "../../src/documents/logic/pools.ts";
import { planRest } from "../../src/documents/logic/rest.ts";
import { armouredCharacter, freshCharacter, woundedCharacter } from "../fixtures/data-actors.ts";
import { viewOf } from "./view.ts";

describe("planDamage (§6.3)", () => {
  it("removes dice from one attribute by raising dice lost", () => {
    const plan = planDamage(viewOf(freshCharacter()), 2, ["might"]);
    expect(plan).toMatchObject({ ok: true, removed: 2, state: "conscious", update: { "system.attributes.might.lost": 2 } });
  });
  it("splits damage across several attributes as allocated (Example B: 8 damage to Energy 5 / Spirit 4)", () => {
    const a = freshCharacter();
    a.system.attributes.energy.temp = 2;
    a.system.attributes.spirit.temp = 1;
    const plan = planDamage(viewOf(a), 8, ["energy", "spirit"], { energy: 5, spirit: 3 });
    expect(plan).toMatchObject({
      ok: true, removed: 8, state: "unconscious",
      update: { "system.attributes.energy.lost": 5, "system.attributes.spirit.lost": 3 },
    });
  });
  it("refuses a split that wastes damage while a listed attribute still has dice", () => {
    const plan = planDamage(viewOf(freshCharacter()), 4, ["might", "energy"], { might: 3 });
    expect(plan).toMatchObject({ ok: false, warn: "MESHAL.Warn.badSplit" });
  });
  it("refuses fractional damage and unknown attributes", () => {
    expect(planDamage(viewOf(freshCharacter()), 1.5, ["might"])).toMatchObject({ ok: false, warn: "MESHAL.Warn.badNumber" });
    expect(planDamage(viewOf(freshCharacter()), 1, ["agility" as never])).toMatchObject({ ok: false, warn: "MESHAL.Warn.badTargets" });
  });
  it("kills when the last dice go", () => {
    const plan = planDamage(viewOf(woundedCharacter()), 10, ["might", "spirit"]);
    expect(plan).toMatchObject({ ok: true, removed: 4, state: "dead" });
  });
});

describe("planRecover", () => {
  it("restores dice up to the total", () => {
    const plan = planRecover(viewOf(woundedCharacter()), "might", 10);
    expect(plan).toMatchObject({ ok: true, recovered: 4, update: { "system.attributes.might.lost": 0 } });
  });
  it("refuses a negative amount", () => {
    expect(planRecover(viewOf(woundedCharacter()), "might", -1)).toMatchObject({ ok: false });
  });
});

describe("mobility", () => {
  it("spends ⚡ only when enough remains", () => {
    expect(planSpendMobility(viewOf(freshCharacter()), 2)).toEqual({ ok: true, update: { "system.mobility.value": 1 } });
    expect(planSpendMobility(viewOf(woundedCharacter()), 1)).toEqual({
      ok: false, warn: "MESHAL.Warn.notEnoughMobility", data: { cost: 1, value: 0 },
    });
  });
  it("restores ⚡ by an amount (capped) or fully", () => {
    expect(planRestoreMobility(viewOf(woundedCharacter()), 2)).toEqual({ ok: true, update: { "system.mobility.value": 2 } });
    expect(planRestoreMobility(viewOf(woundedCharacter()), 9)).toEqual({ ok: true, update: { "system.mobility.value": 3 } });
    expect(planRestoreMobility(viewOf(woundedCharacter()))).toEqual({ ok: true, update: { "system.mobility.value": 3 } });
  });
});

describe("planRest (§7.3)", () => {
  it("rolls only damaged attributes, at least one die at 0 dice, and caps at the total", () => {
    const rolls: [number, string][] = [];
    const faces = (n: number, id: string) => {
      rolls.push([n, id]);
      return Array.from({ length: n }, () => 2);
    };
    const plan = planRest(viewOf(woundedCharacter()), 1, faces);
    // might 1 of 5 → 1 die → 2 points → 3; energy 0 of 3 → 1 die → 2 → 2; spirit undamaged
    expect(rolls).toEqual([[1, "might"], [1, "energy"]]);
    expect(plan).toMatchObject({
      ok: true, fullyRestored: false,
      update: { "system.attributes.might.lost": 2, "system.attributes.energy.lost": 1 },
    });
  });
  it("stops rolling once full and reports a full rest", () => {
    const plan = planRest(viewOf(armouredCharacter()), 8, (n) => Array.from({ length: n }, () => 1));
    expect(plan).toMatchObject({ ok: true, fullyRestored: true, update: { "system.attributes.spirit.lost": 0 } });
    if (plan.ok) expect(plan.log.spirit).toHaveLength(1);
  });
  it("refuses zero or fractional hours", () => {
    expect(planRest(viewOf(freshCharacter()), 0, () => [])).toMatchObject({ ok: false });
    expect(planRest(viewOf(freshCharacter()), 1.5, () => [])).toMatchObject({ ok: false });
  });
});
