/**
 * Stored state follows the rules (§3.3 [DEC]): dice lost are stored and only lowered by what recovery and rest
 * recover, so unequipping and re-equipping a bonus item can never heal.
 */
import { describe, expect, it } from "vitest";
import { planDamage, planRecover } from "../../src/documents/logic/pools.ts";
import { planRest } from "../../src/documents/logic/rest.ts";
import { freshCharacter, type FixtureActor } from "../fixtures/data-actors.ts";
import { viewOf } from "../documents/view.ts";
import { bounded, boundedAttributeInput, clampInt, DERIVED_BOUNDS, MAX_ROLL_DICE } from "../../src/rules/index.ts";

/** Might 3 with a +3 bonus item (temporary modifier) and `lost` dice lost. */
function mighty(lost: number, bonus: number): FixtureActor {
  const a = freshCharacter();
  a.system.attributes.might.temp = bonus;
  a.system.attributes.might.lost = lost;
  return a;
}

const lostIn = (update: Record<string, unknown>) => update["system.attributes.might.lost"];

describe("dice lost are stored, never recomputed (§3.3)", () => {
  it("doff, rest an hour rolling a 1, re-equip: 2 dice, not 4", () => {
    expect(viewOf(mighty(5, 3)).attributes.might.value).toBe(1);
    const doffed = viewOf(mighty(5, 0));
    expect(doffed.attributes.might.value).toBe(0);
    const plan = planRest(doffed, 1, (n) => Array.from({ length: n }, () => 1));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(lostIn(plan.update)).toBe(4);
    expect(plan.log.might[0]).toMatchObject({ recovered: 1, after: 0 });
    expect(viewOf(mighty(lostIn(plan.update) as number, 3)).attributes.might.value).toBe(2);
  });

  it("recovery lowers lost by what was recovered, also while a bonus is off", () => {
    const plan = planRecover(viewOf(mighty(5, 0)), "might", 1);
    expect(plan).toMatchObject({ ok: true, update: { "system.attributes.might.lost": 4 }, recovered: 0 });
    expect(planRecover(viewOf(mighty(2, 3)), "might", 5)).toMatchObject({ ok: true, update: { "system.attributes.might.lost": 0 }, recovered: 2 });
  });

  it("damage raises the stored lost by the dice removed", () => {
    expect(lostIn((planDamage(viewOf(mighty(1, 3)), 2, ["might"]) as { update: Record<string, unknown> }).update)).toBe(3);
  });

  it("a full rest clears lost entirely, not just down to the current total", () => {
    const plan = planRest(viewOf(mighty(5, 0)), 24, (n) => Array.from({ length: n }, () => 2));
    expect(plan.ok && lostIn(plan.update)).toBe(0);
    expect(plan.ok && plan.fullyRestored).toBe(true);
  });
});

describe("derived totals are bounded", () => {
  it("an Active Effect of +10,000,000 cannot make a rest roll ten million dice", () => {
    const a = mighty(0, 10_000_000);
    const view = viewOf(a);
    expect(view.attributes.might.total).toBe(MAX_ROLL_DICE);
    const hurt = viewOf(mighty(MAX_ROLL_DICE - 1, 10_000_000));
    const asked: number[] = [];
    const plan = planRest(hurt, 1, (n) => (asked.push(n), Array.from({ length: n }, () => 3)));
    expect(plan.ok).toBe(true);
    expect(Math.max(...asked)).toBeLessThanOrEqual(MAX_ROLL_DICE);
  });

  it("clamps huge protections, speed and mobility", () => {
    const a = freshCharacter();
    a.system.attributes.spirit.temp = -10_000_000;
    const d = viewOf(a);
    expect(d.attributes.spirit.total).toBe(1);
    expect(clampInt(Infinity, 0, DERIVED_BOUNDS.mobility)).toBe(DERIVED_BOUNDS.mobility);
    expect(bounded(-1e12, DERIVED_BOUNDS.protection)).toBe(-DERIVED_BOUNDS.protection);
    expect(boundedAttributeInput(1e9, 1e9, 1e9, -5)).toEqual({ trained: MAX_ROLL_DICE, featureMod: 0, tempMod: 0, lost: 0 });
  });
});
