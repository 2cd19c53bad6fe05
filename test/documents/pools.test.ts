import { describe, expect, it } from "vitest";
import {
  canOverrideSpend, planAbortLongAction, planDamage, planForcedSpend, planRecover, planRestoreMobility, planRevive,
  planSpendMobility,
} from "../../src/documents/logic/pools.ts";
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
  it("stores the death with the damage that caused it (§7.2 [DEC]), and nothing of the kind for lesser damage", () => {
    expect(planDamage(viewOf(woundedCharacter()), 10, ["might", "spirit"])).toMatchObject({ update: { "system.life.dead": true } });
    const hurt = planDamage(viewOf(woundedCharacter()), 1, ["might"]);
    expect(hurt.ok && "system.life.dead" in hurt.update).toBe(false);
  });
});

describe("death is permanent (§7.2 [DEC]): only an explicit revival ends it", () => {
  /** The wounded dwarf killed outright: might 0 of 5, energy 0 of 3, spirit 0 of 3, stored dead. */
  const corpse = () => {
    const a = woundedCharacter();
    a.system.attributes.might.lost = 5;
    a.system.attributes.spirit.lost = 3;
    const view = viewOf(a);
    expect(view.consciousness).toBe("dead");
    return view;
  };
  /** A creature whose death is stored although some dice came back (a potion, a GM edit). */
  const storedDeadWithDice = () => ({ ...viewOf(freshCharacter()), consciousness: "dead" as const, life: { dead: true, revivals: 0 } });

  it("a rest does not bring the dead back: refused with a message", () => {
    const roll = (n: number) => Array.from({ length: n }, () => 1);
    expect(planRest(corpse(), 8, roll)).toEqual({ ok: false, warn: "MESHAL.Warn.deadStaysDead" });
    expect(planRest(storedDeadWithDice(), 1, roll)).toEqual({ ok: false, warn: "MESHAL.Warn.deadStaysDead" });
  });
  it("recovering dice does not either", () => {
    expect(planRecover(corpse(), "might", 2)).toEqual({ ok: false, warn: "MESHAL.Warn.deadStaysDead" });
    expect(planRecover(storedDeadWithDice(), "energy", 1)).toEqual({ ok: false, warn: "MESHAL.Warn.deadStaysDead" });
  });
  it("revival is GM only, for the dead only; it clears the stored death, counts it, and gives each empty pool a die", () => {
    expect(planRevive(corpse(), false)).toEqual({ ok: false, warn: "MESHAL.Warn.gmOnly" });
    expect(planRevive(viewOf(woundedCharacter()), true)).toEqual({ ok: false, warn: "MESHAL.Warn.notDead" });
    // might total 5, energy 3, spirit 3 → one die each: lost 4 / 2 / 2
    expect(planRevive({ ...corpse(), life: { dead: true, revivals: 1 } }, true)).toEqual({
      ok: true,
      update: {
        "system.life.dead": false, "system.life.revivals": 2,
        "system.attributes.might.lost": 4, "system.attributes.energy.lost": 2, "system.attributes.spirit.lost": 2,
      },
    });
    // dice that came back are left as they are
    expect(planRevive(storedDeadWithDice(), true)).toEqual({ ok: true, update: { "system.life.dead": false, "system.life.revivals": 1 } });
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
  it("spends ⚡ for an affordable action", () => {
    expect(planSpendMobility(viewOf(freshCharacter()), 2)).toEqual({ ok: true, update: { "system.mobility.value": 1 }, long: null });
    expect(planSpendMobility(viewOf(freshCharacter()), 1, { kind: "reaction", attachedCost: 1 })).toMatchObject({
      ok: true, update: { "system.mobility.value": 1 },
    });
  });
  it("a reaction (with its attachments) needs enough ⚡ left (§5.4)", () => {
    expect(planSpendMobility(viewOf(woundedCharacter()), 1, { kind: "reaction" })).toEqual({
      ok: false, warn: "MESHAL.Warn.notEnoughMobility", data: { cost: 1, value: 0 },
    });
    expect(planSpendMobility(viewOf(freshCharacter()), 2, { kind: "reaction", attachedCost: 2 })).toMatchObject({
      ok: false, warn: "MESHAL.Warn.notEnoughMobility",
    });
  });
  it("a tactic costing more than is left becomes a long action: all ⚡ now, the rest owed (§5.4, §10.3 #10)", () => {
    const view = viewOf(freshCharacter()); // 3 of 3 ⚡
    view.mobility = { ...view.mobility, value: 2 };
    // a 7⚡ tactic with 2 left and max 3: pay 2 now, 3 next turn, 2 the turn after (then 1 ⚡ is left that turn)
    expect(planSpendMobility(view, 7)).toEqual({
      ok: true, update: { "system.mobility.value": 0, "system.mobility.owed": 5, "system.mobility.paid": 2 },
      long: { spendPerTurn: [2, 3, 2], completesOnTurn: 3, leftoverOnCompletionTurn: 1, isLong: true },
    });
    // with nothing left at all it still starts
    expect(planSpendMobility(viewOf(woundedCharacter()), 1)).toMatchObject({ ok: true, update: { "system.mobility.owed": 1 } });
  });
  it("refuses anything else while a long action is in progress, tactics off-turn, attached actions alone, the unconscious", () => {
    const busy = viewOf(freshCharacter());
    busy.mobility = { ...busy.mobility, value: 0, owed: 2 };
    expect(planSpendMobility(busy, 0)).toEqual({ ok: false, warn: "MESHAL.Warn.longActionInProgress", data: { owed: 2 } });
    expect(planSpendMobility(viewOf(freshCharacter()), 1, { ownTurn: false })).toMatchObject({ warn: "MESHAL.Warn.notOwnTurn" });
    expect(planSpendMobility(viewOf(freshCharacter()), 1, { kind: "attached" })).toMatchObject({ warn: "MESHAL.Warn.attachedAlone" });
    expect(planSpendMobility(viewOf(freshCharacter()), 1, { state: "unconscious" })).toMatchObject({ warn: "MESHAL.Warn.cannotActUnconscious" });
    expect(planSpendMobility(viewOf(freshCharacter()), 1.5)).toMatchObject({ warn: "MESHAL.Warn.badNumber" });
  });
  it("a long action can never complete with max mobility 0: refused", () => {
    const view = viewOf(woundedCharacter());
    view.mobility = { value: 0, max: 0 };
    expect(planSpendMobility(view, 1)).toMatchObject({ ok: false, warn: "MESHAL.Warn.notEnoughMobility" });
  });
  it("the turn start pays what a long action owes and records this turn's payment until it completes", () => {
    const view = viewOf(freshCharacter());
    view.mobility = { value: 0, max: 3, owed: 5, paid: 2 };
    expect(planRestoreMobility(view)).toEqual({
      ok: true, update: { "system.mobility.value": 0, "system.mobility.owed": 2, "system.mobility.paid": 3 },
    });
    // the last payment completes it: 1 ⚡ is usable that turn, nothing is left to refund
    view.mobility = { value: 0, max: 3, owed: 2, paid: 3 };
    expect(planRestoreMobility(view)).toEqual({
      ok: true, update: { "system.mobility.value": 1, "system.mobility.owed": 0, "system.mobility.paid": 0 },
    });
  });
  it("an aborted long action loses everything paid (§5.4)", () => {
    const view = viewOf(freshCharacter());
    view.mobility = { value: 0, max: 3, owed: 2, paid: 3 };
    expect(planAbortLongAction(view)).toEqual({
      ok: true, update: { "system.mobility.owed": 0, "system.mobility.paid": 0 }, refund: 0,
    });
    expect(planAbortLongAction(viewOf(freshCharacter()))).toEqual({ ok: true, update: {}, refund: 0 });
  });
  it("a long action cancelled as invalid refunds this turn's payment only (§5.4 cancelledActionRefund)", () => {
    // started this turn with 2 ⚡ left (7⚡ tactic, max 3): the 2 come back
    const started = viewOf(freshCharacter());
    started.mobility = { value: 0, max: 3, owed: 5, paid: 2 };
    expect(planAbortLongAction(started, { cancelled: true })).toEqual({
      ok: true, update: { "system.mobility.owed": 0, "system.mobility.paid": 0, "system.mobility.value": 2 }, refund: 2,
    });
    // second turn: 3 paid at this turn start (the 2 of the first turn stay lost), 2 still owed
    const second = viewOf(freshCharacter());
    second.mobility = { value: 0, max: 3, owed: 2, paid: 3 };
    expect(planAbortLongAction(second, { cancelled: true })).toMatchObject({ update: { "system.mobility.value": 3 }, refund: 3 });
    // never above the maximum (a GM may have restored some ⚡ meanwhile)
    second.mobility = { value: 2, max: 3, owed: 2, paid: 3 };
    expect(planAbortLongAction(second, { cancelled: true })).toMatchObject({ update: { "system.mobility.value": 3 }, refund: 1 });
    // nothing in progress: nothing to refund, a stale payment record is cleared
    const idle = viewOf(freshCharacter());
    idle.mobility = { value: 3, max: 3, owed: 0, paid: 1 };
    expect(planAbortLongAction(idle, { cancelled: true })).toEqual({ ok: true, update: { "system.mobility.paid": 0 }, refund: 0 });
  });
  it("the whole long action: start, one turn start, cancelled on the second turn", () => {
    const view = viewOf(freshCharacter());
    view.mobility = { value: 2, max: 3, owed: 0, paid: 0 };
    const start = planSpendMobility(view, 7);
    if (!start.ok) throw new Error("the tactic was refused");
    view.mobility = { value: 0, max: 3, owed: 5, paid: 2 };
    expect(start.update).toEqual({ "system.mobility.value": 0, "system.mobility.owed": 5, "system.mobility.paid": 2 });
    const turn2 = planRestoreMobility(view);
    expect(turn2).toMatchObject({ update: { "system.mobility.paid": 3, "system.mobility.owed": 2 } });
    view.mobility = { value: 0, max: 3, owed: 2, paid: 3 };
    expect(planAbortLongAction(view, { cancelled: true })).toMatchObject({ refund: 3 });
  });
  it("outside a started combat nothing is spent or refused", () => {
    const unconscious = viewOf(woundedCharacter());
    expect(planSpendMobility(unconscious, 9, { kind: "reaction", inCombat: false, ownTurn: false, state: "unconscious" })).toEqual({
      ok: true, update: {}, long: null,
    });
    const busy = viewOf(freshCharacter());
    busy.mobility = { value: 0, max: 3, owed: 2 };
    expect(planSpendMobility(busy, 1, { inCombat: false })).toEqual({ ok: true, update: {}, long: null });
    // in combat (the default) the same spending is refused
    expect(planSpendMobility(busy, 1, { inCombat: true })).toMatchObject({ ok: false, warn: "MESHAL.Warn.longActionInProgress" });
  });
  it("a GM's override spends the cost down to 0, never starts a long action, and keeps refusing malformed costs", () => {
    const view = viewOf(freshCharacter());
    view.mobility = { value: 1, max: 3, owed: 0 };
    expect(planForcedSpend(view, 2, 1)).toEqual({ ok: true, update: { "system.mobility.value": 0 }, long: null });
    view.mobility = { value: 3, max: 3, owed: 0 };
    expect(planForcedSpend(view, 1)).toEqual({ ok: true, update: { "system.mobility.value": 2 }, long: null });
    expect(planForcedSpend(view, -1)).toMatchObject({ ok: false, warn: "MESHAL.Warn.badNumber" });
    expect(planForcedSpend(view, 1, 0.5)).toMatchObject({ ok: false, warn: "MESHAL.Warn.badNumber" });
  });
  it("every rules refusal may be overridden by a GM, a malformed cost may not", () => {
    const refusals = [
      planSpendMobility(viewOf(woundedCharacter()), 1, { kind: "reaction" }),
      planSpendMobility(viewOf(freshCharacter()), 1, { ownTurn: false }),
      planSpendMobility(viewOf(freshCharacter()), 1, { state: "unconscious" }),
    ];
    for (const plan of refusals) {
      if (plan.ok) throw new Error("expected a refusal");
      expect(canOverrideSpend(plan)).toBe(true);
    }
    const malformed = planSpendMobility(viewOf(freshCharacter()), 1.5);
    if (malformed.ok) throw new Error("expected a refusal");
    expect(canOverrideSpend(malformed)).toBe(false);
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
