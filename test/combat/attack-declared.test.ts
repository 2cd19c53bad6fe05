/**
 * Issue 21, items 2, 5 and 8 in the pure decisions and the card's view: a coup de grâce is declared per target before
 * Apply (§7.2), a target answers each hit with one reaction (§6.2), and the defender splits the damage (§6.3).
 */
import { describe, expect, it } from "vitest";
import { decideAttackRequest, openTargets, type AttackEvidence } from "../../src/combat/attack/attack-decide.ts";
import { resolveTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { parseAttackRequest, type AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { splitChoiceLeft } from "../../src/combat/attack/card/damage-split-view.ts";
import { accepted, actorNow, attackerOwner, card, defender, gm, owner, stranger } from "../support/attack.ts";
import { attackReader } from "../support/attack-card-fixtures.ts";

const refusal = (reasonKey: string) => ({ ok: false, reasonKey });
/** Example A with both hits taken: 3 damage. */
const resolved = (over: Partial<AttackState> = {}) => {
  const t = resolveTarget(card(over), 0, defender());
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
};
const declare: AttackRequest = { op: "coupDeGrace", target: 0 };
const apply = (allocation: Partial<Record<"might" | "energy" | "spirit", number>> | null = null): AttackRequest => ({ op: "apply", target: 0, allocation });
const down = actorNow({ consciousness: "unconscious", pools: { might: { value: 4, total: 4 }, energy: { value: 0, total: 3 }, spirit: { value: 3, total: 3 } } });
const declared = (who = attackerOwner) => accepted(decideAttackRequest(resolved(), declare, { who, actor: down, coupDeGrace: true }));

describe("item 2: a coup de grâce is declared, per target, before Apply (§7.2)", () => {
  it("reads the request strictly", () => {
    expect(parseAttackRequest({ op: "coupDeGrace", target: 1 })).toEqual({ ok: true, value: { op: "coupDeGrace", target: 1 } });
    expect(parseAttackRequest({ op: "coupDeGrace", target: 1, kill: true }).ok).toBe(false);
    expect(parseAttackRequest({ op: "coupDeGrace", target: -1 }).ok).toBe(false);
    expect(parseAttackRequest({ op: "coupDeGrace" }).ok).toBe(false);
  });

  it("an unconscious target that is hit is not killed without a declaration", () => {
    const out = decideAttackRequest(resolved(), apply(), { who: gm, defender: defender(), actor: down, coupDeGrace: true });
    expect(out).toMatchObject({ ok: true, effect: { kind: "damage", kill: false } });
  });

  it("the attacker's owner or the GM declares it; the card records it and the Apply kills", () => {
    for (const who of [attackerOwner, gm]) {
      const state = declared(who);
      expect(state.targets[0]!.coupDeGrace).toBe(true);
      expect(decideAttackRequest(state, apply(), { who: owner, defender: defender(), actor: down, coupDeGrace: true })).toMatchObject({ ok: true, effect: { kill: true } });
      // The rule switched off since: the declaration kills nobody.
      expect(decideAttackRequest(state, apply(), { who: owner, defender: defender(), actor: down, coupDeGrace: false })).toMatchObject({ ok: true, effect: { kill: false } });
    }
  });

  it.each<[string, () => AttackState, Partial<AttackEvidence>, string]>([
    ["the rule off", resolved, { coupDeGrace: false }, "MESHAL.Attack.request.coupDeGraceOff"],
    ["a conscious target", resolved, { actor: actorNow() }, "MESHAL.Attack.request.notUnconscious"],
    ["a dead target", resolved, { actor: actorNow({ consciousness: "dead" }) }, "MESHAL.Attack.request.notUnconscious"],
    ["no actor", resolved, { actor: null }, "MESHAL.Attack.request.noActor"],
    ["the target's owner", resolved, { who: owner }, "MESHAL.Attack.request.notYourCard"],
    ["a stranger", resolved, { who: stranger }, "MESHAL.Attack.request.notYourCard"],
    ["a second declaration", () => declared(), {}, "MESHAL.Attack.refused.alreadyDeclared"],
  ])("is refused for %s", (_name, state, over, key) => {
    expect(decideAttackRequest(state(), declare, { who: attackerOwner, actor: down, coupDeGrace: true, ...over })).toEqual(refusal(key));
  });

  it("a declaration stored by a new card's author is dropped when the GM opens the card", () => {
    const forged = card({ targets: [{ ...card().targets[0]!, coupDeGrace: true }] });
    expect(openTargets(forged).targets[0]!.coupDeGrace).toBeUndefined();
  });

  it("is refused once the line is applied", () => {
    const done = accepted(decideAttackRequest(resolved(), apply(), { who: gm, defender: defender(), actor: down, coupDeGrace: true }));
    expect(decideAttackRequest(done, declare, { who: gm, actor: down, coupDeGrace: true })).toEqual(refusal("MESHAL.Attack.refused.alreadyApplied"));
  });

  it("the card shows the declaration, and offers it only to the attacker's owner or the GM with the rule on", () => {
    const target = { [card().targets[0]!.actorUuid]: defender({ unconscious: true }) };
    const rules = { coupDeGrace: true };
    const attackerReader = attackReader({ owned: ["Actor.att"], defenders: target });
    expect(attackView(resolved(), attackerReader, rules).targets[0]!.canDeclare).toBe(true);
    expect(attackView(resolved(), attackReader({ isGM: true, defenders: target }), rules).targets[0]!.canDeclare).toBe(true);
    expect(attackView(resolved(), attackReader({ owned: ["Actor.def"], defenders: target }), rules).targets[0]!.canDeclare).toBe(false);
    expect(attackView(resolved(), attackerReader, { coupDeGrace: false }).targets[0]!.canDeclare).toBe(false);
    const shown = attackView(declared(), attackerReader, rules).targets[0]!;
    expect(shown.canDeclare).toBe(false);
    expect(shown.coupDeGrace).toBe("Coup de grâce declared");
  });
});

describe("item 5: one reaction per attack, one per hit of a multi-hit attack (§6.2)", () => {
  const react = (hit = 0): AttackRequest => ({ op: "react", target: 0, hit });
  const dodge = (hit = 0): AttackRequest => ({ op: "defend", target: 0, hit, kind: "dodge" });
  const ev = (over: Partial<AttackEvidence> = {}): AttackEvidence => ({ who: owner, defender: defender(), defenseFaces: [2, 5, 6], ...over });

  it("reads the request strictly", () => {
    expect(parseAttackRequest({ op: "react", target: 0, hit: 1 })).toEqual({ ok: true, value: { op: "react", target: 0, hit: 1 } });
    expect(parseAttackRequest({ op: "react", target: 0, hit: 1, kind: "dodge" }).ok).toBe(false);
    expect(parseAttackRequest({ op: "react", target: 0 }).ok).toBe(false);
  });

  it("a hit answered with another reaction (Dirty Fighting) refuses a defense, with the reason", () => {
    const reacted = accepted(decideAttackRequest(card(), react(), ev()));
    expect(reacted.targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [] });
    expect(decideAttackRequest(reacted, dodge(), ev())).toEqual(refusal("MESHAL.Attack.refused.oneReaction"));
  });

  it("a defended hit refuses a second reaction", () => {
    const dodged = accepted(decideAttackRequest(card(), dodge(), ev()));
    expect(decideAttackRequest(dodged, react(), ev())).toEqual(refusal("MESHAL.Attack.refused.oneReaction"));
  });

  it("each hit of a multi-hit attack has its own reaction", () => {
    const reacted = accepted(decideAttackRequest(card(), react(0), ev()));
    expect(decideAttackRequest(reacted, dodge(1), ev()).ok).toBe(true);
  });

  it("is the target's owner's or the GM's, never by an unconscious defender", () => {
    expect(decideAttackRequest(card(), react(), ev({ who: attackerOwner }))).toEqual(refusal("MESHAL.Attack.request.notYourTarget"));
    expect(decideAttackRequest(card(), react(), ev({ who: gm })).ok).toBe(true);
    expect(decideAttackRequest(card(), react(), ev({ defender: defender({ unconscious: true }) }))).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
  });

  it("another reaction stops nothing on the card: the hit counts as taken", () => {
    let s = accepted(decideAttackRequest(card(), react(0), ev()));
    s = accepted(decideAttackRequest(s, react(1), ev()));
    const r = resolveTarget(s, 0, defender());
    expect(r.ok && r.state.targets[0]!.damage).toBe(resolved().targets[0]!.damage);
  });
});

describe("item 8: the defender splits the damage (§6.3)", () => {
  const two = () => resolved({ attributes: ["might", "energy"] });
  const ev = (who = attackerOwner, actor = actorNow()): AttackEvidence => ({ who, defender: defender(), actor });

  it("knows when a choice is left", () => {
    expect(splitChoiceLeft(3, ["might", "energy"], { might: 4, energy: 3, spirit: 3 })).toBe(true);
    expect(splitChoiceLeft(3, ["might"], { might: 4, energy: 3, spirit: 3 })).toBe(false);
    expect(splitChoiceLeft(3, ["might", "energy"], { might: 4, energy: 0, spirit: 3 })).toBe(false);
    expect(splitChoiceLeft(3, ["might", "energy"], { might: 1, energy: 2, spirit: 3 })).toBe(false);
    expect(splitChoiceLeft(3, ["might", "energy"], { might: 1, energy: null, spirit: 3 })).toBe(false);
  });

  it("the attacker's owner cannot split when the defender has a choice", () => {
    expect(decideAttackRequest(two(), apply({ might: 0, energy: 3 }), ev())).toEqual(refusal("MESHAL.Attack.request.defenderSplits"));
    expect(decideAttackRequest(two(), apply(), ev())).toEqual(refusal("MESHAL.Attack.request.defenderSplits"));
  });

  it("the target's owner or the GM splits", () => {
    expect(decideAttackRequest(two(), apply({ might: 0, energy: 3 }), ev(owner))).toMatchObject({ ok: true, effect: { allocation: { might: 0, energy: 3 } } });
    expect(decideAttackRequest(two(), apply({ might: 1, energy: 2 }), ev(gm))).toMatchObject({ ok: true, effect: { allocation: { might: 1, energy: 2 } } });
  });

  it("the attacker's owner applies when no choice is left (one attribute, or the split forced)", () => {
    expect(decideAttackRequest(resolved(), apply(), ev()).ok).toBe(true);
    const low = actorNow({ pools: { might: { value: 1, total: 4 }, energy: { value: 1, total: 3 }, spirit: { value: 3, total: 3 } } });
    expect(decideAttackRequest(two(), apply(), ev(attackerOwner, low))).toMatchObject({ ok: true, effect: { allocation: { might: 1, energy: 1 } } });
  });

  it("the card shows Apply to the attacker's owner only when no choice is left", () => {
    const uuid = card().targets[0]!.actorUuid;
    const reader = (dice = { might: 4, energy: 3, spirit: 3 }) => attackReader({ owned: ["Actor.att"], defenders: { [uuid]: defender({ dice }) } });
    expect(attackView(two(), reader()).targets[0]!.canApply).toBe(false);
    expect(attackView(two(), reader({ might: 1, energy: 1, spirit: 3 })).targets[0]!.canApply).toBe(true);
    expect(attackView(resolved(), reader()).targets[0]!.canApply).toBe(true);
    expect(attackView(two(), attackReader({ owned: [uuid], defenders: { [uuid]: defender() } })).targets[0]!.canApply).toBe(true);
  });
});
