import { describe, expect, it } from "vitest";
import { obtainCost, planIntensify, planObtain, planRaiseTrained, planRenounce, type AbilityView } from "../../src/documents/logic/potential.ts";
import { armouredCharacter, freshCharacter } from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { viewOf } from "./view.ts";

const abilityView = (i: I.FixtureItem) => i as unknown as AbilityView;

describe("planRaiseTrained (§3.2)", () => {
  it("costs trained × 3 and appends to the log", () => {
    const plan = planRaiseTrained(viewOf(freshCharacter()) as never, "might");
    expect(plan).toEqual({
      ok: true, cost: 9,
      update: {
        "system.attributes.might.trained": 4,
        "system.potential.log": [{ kind: "spend", reason: "raise", amount: 9, target: "might", note: "3→4" }],
      },
    });
  });
  it("refuses without enough potential, in Moment mode, or for a void attribute", () => {
    const a = freshCharacter();
    a.system.attributes.energy.trained = 13; // cost 39 > 36
    expect(planRaiseTrained(viewOf(a) as never, "energy")).toEqual({
      ok: false, warn: "MESHAL.Warn.notEnoughPotential", data: { cost: 39, unspent: 36 },
    });
    expect(planRaiseTrained(viewOf(a) as never, "might", { inMoment: true })).toMatchObject({ warn: "MESHAL.Warn.notDuringMoment" });
    a.system.attributes.spirit.invalid = true;
    expect(planRaiseTrained(viewOf(a) as never, "spirit")).toMatchObject({ warn: "MESHAL.Warn.voidAttribute" });
  });
});

describe("planObtain (§3.6)", () => {
  it("pays level × 3 and respects the load cap on base", () => {
    const view = viewOf(freshCharacter()) as never;
    const lvl3 = abilityView(I.ability("keen-hunt", 3, "spirit"));
    expect(planObtain(view, lvl3, [])).toMatchObject({ ok: true, cost: 9 });
    const lvl1 = abilityView(I.ability("taunt", 1, "spirit"));
    expect(planObtain(view, lvl1, [lvl3])).toEqual({
      ok: false, warn: "MESHAL.Warn.abilityOverLoad", data: { attribute: "spirit", load: 3, base: 3, level: 1 },
    });
  });
  it("common abilities skip the load cap; a printed cost overrides level × 3; gifted ones are free", () => {
    const view = viewOf(freshCharacter()) as never;
    expect(planObtain(view, abilityView(I.pickpocket()), [])).toMatchObject({ ok: true, cost: 9 });
    const bide = abilityView(I.ability("bide-your-time", 1, "energy", { potentialCost: 6 }));
    expect(obtainCost(bide)).toBe(6);
    expect(planObtain(view, abilityView(I.freeWill()), [])).toEqual({ ok: true, cost: 0, update: {} });
    expect(obtainCost(abilityView(I.freeWill()), true)).toBe(3);
  });
  it("refuses when potential runs out", () => {
    const a = freshCharacter();
    (a.system.potential as { total: number }).total = 5;
    expect(planObtain(viewOf(a) as never, abilityView(I.pickpocket()), [])).toMatchObject({ warn: "MESHAL.Warn.notEnoughPotential" });
  });
});

describe("planIntensify and planRenounce", () => {
  it("intensifies for the ability's cost and records the step on the item", () => {
    const view = viewOf(armouredCharacter()) as never;
    const plan = planIntensify(view, abilityView(I.pickpocket()));
    expect(plan).toMatchObject({
      ok: true, cost: 3, itemUpdate: { "system.intensify.steps": 1, "system.intensify.spent": 3 },
    });
  });
  it("uses steps + 2 when the cost grows, and stops at the base-attribute cap", () => {
    const view = viewOf(freshCharacter()) as never;
    const growing = I.ability("amnisulla", 2, "spirit", {
      intensify: { enabled: true, costPlusSteps: true, maxStepsAttribute: "spirit", steps: 2, spent: 5 },
    });
    expect(planIntensify(view, abilityView(growing))).toMatchObject({ ok: true, cost: 4 });
    (growing.system.intensify as { steps: number }).steps = 3;
    expect(planIntensify(view, abilityView(growing))).toMatchObject({ warn: "MESHAL.Warn.intensifyCap", data: { max: 3 } });
    expect(planIntensify(view, abilityView(I.ability("taunt", 1, "spirit")))).toMatchObject({ warn: "MESHAL.Warn.cannotIntensify" });
  });
  it("renouncing removes cost + intensifications from strength without refund", () => {
    const view = viewOf(armouredCharacter()) as never;
    const pick = I.pickpocket();
    (pick.system.intensify as { spent: number }).spent = 6;
    const plan = planRenounce(view, abilityView(pick));
    expect(plan).toMatchObject({ ok: true, amount: 15 });
    if (plan.ok) expect((plan.update["system.potential.log"] as unknown[]).at(-1)).toEqual({
      kind: "renounce", reason: "renounce", amount: 15, target: "pickpocket", note: "",
    });
  });
});
