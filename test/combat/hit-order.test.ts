/**
 * Hits in order (§6.3): the defender each hit of a line meets, projected from the damage of the earlier decided hits.
 */
import { describe, expect, it } from "vitest";
import { afterDamage, defenderAtHit, earlierOpen, hitDamages } from "../../src/combat/attack/hit-order.ts";
import { card, defender } from "../support/attack.ts";
import { resolveTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";

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

describe("hits in order: edges (issue 24)", () => {
  const counterHit = { kind: "reaction" as const, faces: [], counter: "ChatMessage.c", countered: "hit" as const };

  it("counts a hit's own extra dice, as Apply does, and no points for extra dice not rolled", () => {
    // Example A with +1🎲 extra damage rolled as a 2 on hit 1 only: (3 − 1) + 2 = 4, then (2 − 1) + 0 = 1.
    const state = withDecisions(card({ extra: [{ op: "addDice", value: 1 }], extraFaces: [[2]] }), [take, take]);
    expect(hitDamages(state, state.targets[0]!, defender())).toEqual([4, 1]);
    const resolved = resolveTarget(state, 0, defender());
    expect(resolved.ok && resolved.state.targets[0]!.damage).toBe(5);
  });

  it("gives no damage to the hit a counter made fail, nor to any later hit", () => {
    const state = withDecisions(card(), [counterHit, take]);
    expect(hitDamages(state, state.targets[0]!, defender())).toEqual([0, 0]);
  });

  it("names the first hit that knocked the defender out, not a later one", () => {
    // Might 2: hit 1 (2 damage) empties it; hit 2 adds 1 more.
    const state = withDecisions(card({ hits: [[1, 2], [2, 4], [1, 2]] }), [take, take, null]);
    const frail = defender({ dice: { might: 2, energy: 3, spirit: 3 } });
    expect(defenderAtHit(state, state.targets[0]!, 2, frail)).toMatchObject({ defender: { unconscious: true }, knockedOutBy: 0 });
  });

  it("counts only the attributes with dice when a split is left to the defender", () => {
    // 2 damage to Might 3 / Energy 1 / void Spirit: 2 + 0 keeps both at ≥ 1 (the void attribute takes nothing).
    expect(afterDamage({ might: 3, energy: 1, spirit: null }, 2, ["might", "energy", "spirit"]).unconscious).toBe(false);
  });

  it("keeps a creature already unconscious so, even when its split could keep the listed attributes up", () => {
    expect(afterDamage({ might: 3, energy: 1, spirit: 0 }, 2, ["might", "energy"])).toEqual({ dice: { might: 3, energy: 1, spirit: 0 }, unconscious: true });
  });
});
