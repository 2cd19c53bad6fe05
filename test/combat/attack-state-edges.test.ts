import { describe, expect, it } from "vitest";
import {
  counterWaiting, declareCoupDeGrace, defendHit, newTarget, reactionClash, recordApplication, recordUndo, resolveTarget, targetFaces,
  type AttackState, type AttackTransition,
} from "../../src/combat/attack/attack-state.ts";
import type { DamageRecord } from "../../src/combat/attack/damage-record.ts";

const line = (name: string) => ({ tokenUuid: `Token.${name}`, actorUuid: `Actor.${name}`, name, distance: 1, range: "inRange" as const, disadvantage: 0 });

/** Two hits of 2 dice, physical, (block/dodge), one target. */
function card(): AttackState {
  return {
    attackerUuid: "Actor.att", attackerTokenUuid: "", attackerName: "Att", itemName: "Dagger", attackLabel: "", mode: "points", reach: null, types: ["physical"], penetration: 0,
    allowed: ["block", "dodge"], attributes: ["might"], extra: [], baseDice: 2, advantage: 0, disadvantage: 0, sources: [], dice: 2, cost: 1, hits: [[1, 2], [2, 4]], extraFaces: [],
    targets: [newTarget(line("def"), 2)],
  };
}
const ok = (t: AttackTransition): AttackState => {
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
};
const refused = (reason: string) => ({ ok: false, reasonKey: `MESHAL.Attack.refused.${reason}` });
const defender = { protection: { physical: 1, erosion: 0, occult: 0 } };
const record: DamageRecord = { removed: { might: 1, energy: 0, spirit: 0 }, state: "conscious", killed: false, undone: false };

describe("attack card state: refusals name their reason", () => {
  it("refuses a hit outside the card, on either side", () => {
    const s = card();
    expect(defendHit(s, 0, -1, { kind: "take", faces: [] })).toEqual(refused("noHit"));
    expect(defendHit(s, 0, 2, { kind: "take", faces: [] })).toEqual(refused("noHit"));
    expect(defendHit(s, 0, 1, { kind: "take", faces: [] }).ok).toBe(true);
  });

  it("refuses faces on a decision that rolls none (take, another reaction)", () => {
    expect(defendHit(card(), 0, 0, { kind: "take", faces: [3] })).toEqual(refused("noHit"));
    expect(defendHit(card(), 0, 0, { kind: "reaction", faces: [1] })).toEqual(refused("noHit"));
  });

  it("refuses a defense once the line resolved, and a second resolve", () => {
    const s = ok(resolveTarget(card(), 0, defender));
    expect(defendHit(s, 0, 0, { kind: "dodge", faces: [1] })).toEqual(refused("alreadyResolved"));
    expect(resolveTarget(s, 0, defender)).toEqual(refused("alreadyResolved"));
  });

  it("refuses a defense after another reaction on the same hit as a second reaction (§6.2)", () => {
    const s = ok(defendHit(card(), 0, 0, { kind: "reaction", faces: [] }));
    expect(defendHit(s, 0, 0, { kind: "dodge", faces: [1] })).toEqual(refused("oneReaction"));
  });

  it("applies only a resolved line, once; undoes only an application, once", () => {
    let s = card();
    expect(recordApplication(s, 0, record)).toEqual(refused("notResolved"));
    s = ok(resolveTarget(s, 0, defender));
    expect(recordUndo(s, 0)).toEqual(refused("notApplied"));
    s = ok(recordApplication(s, 0, record));
    expect(recordApplication(s, 0, record)).toEqual(refused("alreadyApplied"));
    s = ok(recordUndo(s, 0));
    expect(recordUndo(s, 0)).toEqual(refused("alreadyUndone"));
  });

  it("declares a coup de grâce once, and never after the damage was applied (§7.2)", () => {
    let s = ok(declareCoupDeGrace(card(), 0));
    expect(s.targets[0]!.coupDeGrace).toBe(true);
    expect(declareCoupDeGrace(s, 0)).toEqual(refused("alreadyDeclared"));
    s = ok(recordApplication(ok(resolveTarget(card(), 0, defender)), 0, record));
    expect(declareCoupDeGrace(s, 0)).toEqual(refused("alreadyApplied"));
  });
});

describe("attack card state: reactions and counters", () => {
  it("counts a defense and another reaction on one hit as two reactions, either way round; take is none", () => {
    expect(reactionClash("dodge", "reaction")).toBe(true);
    expect(reactionClash("reaction", "block")).toBe(true);
    expect(reactionClash("take", "reaction")).toBe(false);
    expect(reactionClash("reaction", "take")).toBe(false);
    expect(reactionClash("dodge", "block")).toBe(false);
  });

  it("waits only on a counter whose card has not resolved", () => {
    expect(counterWaiting(null)).toBe(false);
    expect(counterWaiting(undefined)).toBe(false);
    expect(counterWaiting({ kind: "reaction", faces: [] })).toBe(false);
    expect(counterWaiting({ kind: "reaction", faces: [], counter: "msg1" })).toBe(true);
    expect(counterWaiting({ kind: "reaction", faces: [], counter: "msg1", countered: "missed" })).toBe(false);
    expect(counterWaiting({ kind: "reaction", faces: [], counter: "msg1", countered: "hit" })).toBe(false);
  });
});

describe("attack card state: resolving", () => {
  it("reads no faces for a hit the card does not have", () => {
    expect(targetFaces(card(), card().targets[0]!, 5)).toEqual([]);
  });

  it("shows no protection met for a hit that rolled 0 points (automatic miss, §6.1)", () => {
    // Hit 1 rolls [3, 4] = 0 points: it misses before protection; hit 2 rolls 2 + 0 = 2, protection 1 → 1 damage.
    const s = ok(resolveTarget({ ...card(), hits: [[3, 4], [2, 4]] }, 0, defender));
    expect(s.targets[0]!.working).toEqual([{ protection: null, damage: 0 }, { protection: 1, damage: 1 }]);
  });

  it("adds no points for +N🎲 on a hit whose extra dice have no stored faces", () => {
    // Hit 1: (3−1) + 0 with no extra faces = 2; hit 2: (2−1) + 1 (face 1) = 2.
    const s = ok(resolveTarget({ ...card(), extra: [{ op: "addDice", value: 1 }], extraFaces: [[], [1]] }, 0, defender));
    expect(s.targets[0]!.damage).toBe(4);
    const missing = ok(resolveTarget({ ...card(), extra: [{ op: "addDice", value: 1 }], extraFaces: [] }, 0, defender));
    expect(missing.targets[0]!.damage).toBe(3);
  });
});
