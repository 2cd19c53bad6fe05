/**
 * The pool planners (§3.3, §5.3–5.4, §6.3) at their edges: malformed numbers and targets are refused with the data the
 * warning shows, updates write only the attributes that changed, and mobility sums include attached actions.
 */
import { describe, expect, it } from "vitest";
import type { DerivedAttribute } from "../../src/rules/index.ts";
import {
  planDamage, planForcedSpend, planRecover, planRestoreMobility, planRevive, planSpendMobility, type PoolView,
} from "../../src/documents/logic/pools.ts";
import type { AttributeId } from "../../src/rules/index.ts";

const pool = (total: number, lost: number, invalid = false): DerivedAttribute => ({
  trained: total, base: total, temp: 0, total, max: total, value: invalid ? total : Math.max(0, total - lost), lost, invalid,
});
function view(attributes: Partial<Record<AttributeId, DerivedAttribute>> = {}, mobility: PoolView["mobility"] = { value: 3, max: 3 }): PoolView {
  return { attributes: { might: pool(3, 0), energy: pool(3, 0), spirit: pool(3, 0), ...attributes }, mobility, consciousness: "conscious" };
}
const badNumber = (value: string) => ({ ok: false, warn: "MESHAL.Warn.badNumber", data: { value } });

describe("planDamage at the edges", () => {
  it("refuses a fractional damage, no target or an unknown target", () => {
    expect(planDamage(view(), 1.5, ["might"])).toEqual(badNumber("1.5"));
    expect(planDamage(view(), 1, [])).toEqual({ ok: false, warn: "MESHAL.Warn.badTargets" });
    expect(planDamage(view(), 1, ["might", "luck" as AttributeId])).toEqual({ ok: false, warn: "MESHAL.Warn.badTargets" });
  });

  it("refuses a split that does not add up, with the reason to show", () => {
    expect(planDamage(view(), 2, ["might", "energy"], { might: 1, energy: 0 })).toEqual({
      ok: false, warn: "MESHAL.Warn.badSplit", data: { reason: expect.stringContaining("2") },
    });
  });

  it("writes dice lost only for the attributes the damage reached, never for a void one", () => {
    const plan = planDamage(view({ might: pool(3, 1), energy: pool(2, 0, true) }), 1, ["might"]);
    expect(plan).toMatchObject({ ok: true, update: { "system.attributes.might.lost": 2 } });
    expect(plan.ok && Object.keys(plan.update)).toEqual(["system.attributes.might.lost"]);
  });
});

describe("planRecover at the edges", () => {
  it("refuses an unknown attribute or a fractional amount", () => {
    expect(planRecover(view(), "luck" as AttributeId, 1)).toEqual({ ok: false, warn: "MESHAL.Warn.badTargets" });
    expect(planRecover(view(), "might", 0.5)).toEqual(badNumber("0.5"));
  });

  it("counts the current dice that came back when some stay lost", () => {
    expect(planRecover(view({ might: pool(4, 3) }), "might", 1)).toEqual({ ok: true, update: { "system.attributes.might.lost": 2 }, recovered: 1 });
  });
});

describe("spending mobility at the edges", () => {
  it("refuses fractional costs with the number", () => {
    expect(planSpendMobility(view(), 1.5)).toEqual(badNumber("1.5"));
    expect(planSpendMobility(view(), 1, { attachedCost: 0.5 })).toEqual(badNumber("0.5"));
    expect(planForcedSpend(view(), 1.5)).toEqual(badNumber("1.5"));
    expect(planForcedSpend(view(), 1, 0.5)).toEqual(badNumber("0.5"));
  });

  it("a refusal shows the whole cost, attached actions included", () => {
    expect(planSpendMobility(view({}, { value: 1, max: 3 }), 2, { kind: "reaction", attachedCost: 1 })).toEqual({
      ok: false, warn: "MESHAL.Warn.notEnoughMobility", data: { cost: 3, value: 1 },
    });
  });

  it("a long tactic is refused to a creature with no ⚡ at all, with the cost", () => {
    expect(planSpendMobility(view({}, { value: 0, max: 0 }), 1)).toEqual({ ok: false, warn: "MESHAL.Warn.notEnoughMobility", data: { cost: 1, value: 0 } });
  });

  it("a forced spending takes the attached cost too", () => {
    expect(planForcedSpend(view(), 1, 1)).toEqual({ ok: true, update: { "system.mobility.value": 1 }, long: null });
  });
});

describe("restoring mobility and reviving at the edges", () => {
  it("refuses a fractional amount, and adds a given amount even while a long action owes", () => {
    expect(planRestoreMobility(view(), 1.5)).toEqual(badNumber("1.5"));
    expect(planRestoreMobility(view({}, { value: 0, max: 3, owed: 2 }), 1)).toEqual({ ok: true, update: { "system.mobility.value": 1 } });
  });

  it("counts the first revival of a creature with no life record", () => {
    const dead: PoolView = { ...view({ might: pool(3, 3) }), consciousness: "dead" };
    expect(planRevive(dead, true)).toMatchObject({ ok: true, update: { "system.life.dead": false, "system.life.revivals": 1 } });
  });
});
