import { describe, expect, it } from "vitest";
import {
  assignTargets, defendHit, recordApplication, recordUndo, resolveTarget, targetDice, targetFaces, targetStage, newTarget, type AttackState, type AttackTransition,
} from "../../src/combat/attack/attack-state.ts";
import { planApplication } from "../../src/combat/attack/damage-record.ts";

const line = (name: string) => ({ tokenUuid: `Token.${name}`, actorUuid: `Actor.${name}`, name, distance: 1, range: "inRange" as const, disadvantage: 0 });

/** Worked example A (docs/rules.md §6.4): 2 hits of 2 dice, physical, (block/dodge), to Might. */
function exampleA(): AttackState {
  const state: AttackState = {
    attackerUuid: "Actor.att", attackerTokenUuid: "", attackerName: "Att", itemName: "Dagger", attackLabel: "", mode: "points", reach: null, types: ["physical"], penetration: 0,
    allowed: ["block", "dodge"], attributes: ["might"], extra: [], baseDice: 2, advantage: 0, disadvantage: 0, sources: [], dice: 2, cost: 1, hits: [[1, 2], [2, 4]], extraFaces: [], targets: [],
  };
  return { ...state, targets: [newTarget(line("def"), 2)] };
}
const ok = (t: AttackTransition): AttackState => {
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
};
const defender = { protection: { physical: 1, erosion: 0, occult: 0 } };

describe("attack card state", () => {
  it("resolves worked example A: a complete defense on hit 1, 1 damage on hit 2", () => {
    let s = exampleA();
    s = ok(defendHit(s, 0, 0, { kind: "dodge", faces: [2, 5, 6] }));
    s = ok(defendHit(s, 0, 1, { kind: "block", faces: [3, 3, 5, 6] }));
    expect(targetStage(s.targets[0]!)).toBe("awaitingDefense");
    s = ok(resolveTarget(s, 0, defender));
    expect(s.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 1 });
    expect(targetStage(s.targets[0]!)).toBe("resolved");
  });

  it("refuses a second defense on a hit, a defense the attack does not allow, and changes after resolving", () => {
    let s = exampleA();
    s = ok(defendHit(s, 0, 0, { kind: "take", faces: [] }));
    expect(defendHit(s, 0, 0, { kind: "dodge", faces: [1] })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.alreadyDefended" });
    expect(defendHit(s, 0, 1, { kind: "resist", faces: [1] })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.notAllowed" });
    expect(defendHit(s, 3, 0, { kind: "take", faces: [] })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.noTarget" });
    s = ok(resolveTarget(s, 0, defender));
    // Undecided hits count as taken: 3−1 = 2 and 2−1 = 1 → 3 damage.
    expect(s.targets[0]!.damage).toBe(3);
    expect(s.targets[0]!.defenses.every((d) => d?.kind === "take")).toBe(true);
    expect(resolveTarget(s, 0, defender).ok).toBe(false);
    expect(assignTargets(s, [line("other")]).ok).toBe(false);
  });

  it("applies once and undoes once", () => {
    let s = ok(resolveTarget(exampleA(), 0, defender));
    expect(recordUndo(s, 0).ok).toBe(false);
    const plan = planApplication({ damage: s.targets[0]!.damage, targets: ["might"], dice: { might: 4, energy: 3, spirit: 3 }, hit: true, wasUnconscious: false, coupDeGrace: false });
    if (!plan.ok) throw new Error("refused");
    s = ok(recordApplication(s, 0, plan.record));
    expect(targetStage(s.targets[0]!)).toBe("applied");
    expect(recordApplication(s, 0, plan.record).ok).toBe(false);
    s = ok(recordUndo(s, 0));
    expect(targetStage(s.targets[0]!)).toBe("undone");
    expect(recordUndo(s, 0).ok).toBe(false);
  });

  it("lets the GM assign targets to a card rolled without any", () => {
    const s = ok(assignTargets({ ...exampleA(), targets: [] }, [line("a"), line("b")]));
    expect(s.targets.map((t) => [t.name, t.defenses.length])).toEqual([["a", 2], ["b", 2]]);
  });

  it("rolls extra damage dice per hit (×2 then +1🎲 points)", () => {
    let s: AttackState = { ...exampleA(), extra: [{ op: "mul", value: 2 }, { op: "addDice", value: 1 }], extraFaces: [[2], [5]] };
    s = ok(resolveTarget(s, 0, defender));
    // Hit 1: (3−1)×2 + 2 = 6; hit 2: (2−1)×2 + 0 = 2.
    expect(s.targets[0]!.damage).toBe(8);
  });

  it("drops a far target's range-penalty dice from each hit, and only for that target", () => {
    // 3 dice rolled per hit; the far target has 1 range disadvantage, so only the first 2 faces count against it.
    const near = line("near");
    const far = { ...line("far"), range: "beyond" as const, disadvantage: 1 };
    let s: AttackState = { ...exampleA(), baseDice: 3, dice: 3, hits: [[1, 1, 2], [2, 4, 1]], targets: [newTarget(near, 2), newTarget(far, 2)] };
    expect(targetDice(s, far)).toBe(2);
    expect(targetFaces(s, far, 0)).toEqual([1, 1]);
    s = ok(resolveTarget(s, 0, defender));
    s = ok(resolveTarget(s, 1, defender));
    // Near: (4−1) + (3−1) = 5. Far: (2−1) + (2−1) = 2.
    expect(s.targets.map((t) => t.damage)).toEqual([5, 2]);
    // Never below one die, however far.
    expect(targetDice(s, { disadvantage: 50 })).toBe(1);
  });
});
