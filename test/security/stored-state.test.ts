/**
 * Stored state follows the rules (§3.3 [DEC]): dice lost are stored and only lowered by what recovery and rest
 * recover, so unequipping and re-equipping a bonus item can never heal.
 */
import { describe, expect, it } from "vitest";
import { planDamage, planRecover } from "../../src/documents/logic/pools.ts";
import { planRest } from "../../src/documents/logic/rest.ts";
import { freshCharacter, type FixtureActor } from "../fixtures/data-actors.ts";
import { viewOf } from "../documents/view.ts";

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
