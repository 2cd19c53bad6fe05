/**
 * Hits in order (§6.3): the defender each hit of a line meets, projected from the damage of the earlier decided hits.
 */
import { describe, expect, it } from "vitest";
import { afterDamage, defenderAtHit, earlierOpen, hitDamages } from "../../src/combat/hit-order.ts";
import { card, defender } from "../support/attack.ts";
import type { AttackState } from "../../src/combat/attack-state.ts";

const take = { kind: "take" as const, faces: [] };
const withDecisions = (state: AttackState, defenses: AttackState["targets"][number]["defenses"]): AttackState =>
  ({ ...state, targets: state.targets.map((t) => ({ ...t, defenses })) });

describe("afterDamage", () => {
  it("takes the only split there is, and reads the life state after it", () => {
    expect(afterDamage({ might: 4, energy: 3, spirit: 3 }, 2, ["might"])).toEqual({ dice: { might: 2, energy: 3, spirit: 3 }, unconscious: false });
    expect(afterDamage({ might: 2, energy: 3, spirit: 3 }, 5, ["might"])).toEqual({ dice: { might: 0, energy: 3, spirit: 3 }, unconscious: true });
    expect(afterDamage({ might: null, energy: 3, spirit: 3 }, 2, ["might"])).toEqual({ dice: { might: null, energy: 3, spirit: 3 }, unconscious: false });
  });

  it("leaves the dice to the defender's split, unconscious only when every split empties an attribute", () => {
    expect(afterDamage({ might: 3, energy: 1, spirit: 3 }, 2, ["might", "energy"])).toEqual({ dice: { might: 3, energy: 1, spirit: 3 }, unconscious: false });
    expect(afterDamage({ might: 2, energy: 1, spirit: 3 }, 2, ["might", "energy"]).unconscious).toBe(true);
  });

  it("changes nothing without damage", () => {
    expect(afterDamage({ might: 0, energy: 1, spirit: 3 }, 0, ["might"])).toEqual({ dice: { might: 0, energy: 1, spirit: 3 }, unconscious: true });
  });
});

describe("defenderAtHit", () => {
  // Three hits of 3, 2 and 3 points against protection 1: 2, 1 and 2 damage when taken.
  const three = () => card({ hits: [[1, 2], [2, 4], [1, 2]] });

  it("gives each hit's damage as decided (null while undecided)", () => {
    expect(hitDamages(withDecisions(three(), [take, null, take]), withDecisions(three(), [take, null, take]).targets[0]!, defender())).toEqual([2, null, 2]);
  });

  it("names the hit that knocked the defender out, for every later hit", () => {
    const state = withDecisions(three(), [take, take, null]);
    const d = defender({ dice: { might: 3, energy: 3, spirit: 3 } });
    expect(defenderAtHit(state, state.targets[0]!, 0, d)).toEqual({ defender: d, knockedOutBy: null });
    expect(defenderAtHit(state, state.targets[0]!, 1, d)).toMatchObject({ defender: { dice: { might: 1 }, unconscious: false }, knockedOutBy: null });
    expect(defenderAtHit(state, state.targets[0]!, 2, d)).toMatchObject({ defender: { dice: { might: 0 }, unconscious: true }, knockedOutBy: 1 });
  });

  it("leaves a defender already unconscious as it is (no hit knocked it out)", () => {
    const state = withDecisions(three(), [take, take, null]);
    const d = defender({ unconscious: true });
    expect(defenderAtHit(state, state.targets[0]!, 2, d)).toEqual({ defender: d, knockedOutBy: null });
  });

  it("finds the first earlier hit still open", () => {
    const state = withDecisions(three(), [take, null, null]);
    expect(earlierOpen(state.targets[0]!, 0)).toBeNull();
    expect(earlierOpen(state.targets[0]!, 1)).toBeNull();
    expect(earlierOpen(state.targets[0]!, 2)).toBe(1);
  });
});
