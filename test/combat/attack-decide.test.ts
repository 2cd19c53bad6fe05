/**
 * The GM's decisions on attack-card requests and the settling of a card: every request is checked against the card
 * and the actors as the GM reads them, and settling never takes a hit the defender could still defend.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decideAttackRequest, hitChoices, openTargets, planDefense, settleState, waitsOn, type AttackEvidence } from "../../src/combat/attack/attack-decide.ts";
import { newTarget, resolveTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import type { AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import type { DefenderState } from "../../src/combat/attack/defense-options.ts";
import { ATTACK_TYPES, DEFENSE_KINDS } from "../../src/rules/index.ts";
import { accepted, actorNow, attackerOwner, card, defender, gm, line, owner, stranger } from "../support/attack.ts";

const defend = (over: Partial<Extract<AttackRequest, { op: "defend" }>> = {}): AttackRequest => ({ op: "defend", target: 0, hit: 0, kind: "dodge", ...over });
const evidence = (over: Partial<AttackEvidence> = {}): AttackEvidence => ({ who: owner, defender: defender(), defenseFaces: [2, 5, 6], ...over });
const refusal = (reasonKey: string, data?: Record<string, string>) => (data ? { ok: false, reasonKey, data } : { ok: false, reasonKey });

/** Example A with its one target resolved (both hits taken: (3−1) + (2−1) = 3 damage to Might). */
const resolved = (over: Partial<AttackState> = {}) => {
  const t = resolveTarget(card(over), 0, defender());
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
};
/** `resolved()` with its line measured out of the attack's range. */
const outOfRange = () => {
  const state = resolved();
  return { ...state, targets: state.targets.map((t) => ({ ...t, range: "outOfRange" as const })) };
};
const apply = (allocation: AttackRequest & { op: "apply" } extends { allocation: infer A } ? A : never = null): AttackRequest => ({ op: "apply", target: 0, allocation });

describe("defend", () => {
  it("records the GM's roll of the chosen defense and asks for its ⚡", () => {
    const out = decideAttackRequest(card(), defend(), evidence());
    expect(out).toMatchObject({ ok: true, effect: { kind: "spend", cost: 1 } });
    expect(accepted(out).targets[0]!.defenses).toEqual([{ kind: "dodge", faces: [2, 5, 6] }, null]);
  });

  it("lets the GM defend for any target", () => {
    expect(decideAttackRequest(card(), defend({ kind: "block" }), evidence({ who: gm, defenseFaces: [1, 1, 1, 1] })).ok).toBe(true);
  });

  it("checks the defense before any dice are rolled: the option and its dice", () => {
    expect(planDefense(card(), { op: "defend", target: 0, hit: 0, kind: "block" }, owner, defender())).toMatchObject({ ok: true, option: { kind: "block", dice: 4, cost: 1 } });
  });

  it.each<[string, AttackState, AttackRequest, Partial<AttackEvidence>, ReturnType<typeof refusal>]>([
    ["a stranger", card(), defend(), { who: stranger }, refusal("MESHAL.Attack.request.notYourTarget")],
    ["the attacker's owner", card(), defend(), { who: attackerOwner }, refusal("MESHAL.Attack.request.notYourTarget")],
    ["a target not on the card", card(), defend({ target: 3 }), {}, refusal("MESHAL.Attack.refused.noTarget")],
    ["a hit out of range", card(), defend({ hit: 2 }), {}, refusal("MESHAL.Attack.refused.noHit")],
    ["a defense the attack does not allow", card(), defend({ kind: "resist" }), {}, refusal("MESHAL.Attack.refused.notAllowed")],
    ["a resolved target", resolved(), defend(), {}, refusal("MESHAL.Attack.refused.alreadyResolved")],
    ["a defender that cannot be read", card(), defend(), { defender: null }, refusal("MESHAL.Attack.request.noActor")],
    ["a hit that does nothing after protection", card({ hits: [[5, 6], [2, 4]] }), defend(), {}, refusal("MESHAL.Attack.request.notNeeded")],
    ["an immune defender", card(), defend(), { defender: defender({ immune: ["physical"] }) }, refusal("MESHAL.Attack.request.notNeeded")],
    ["an unconscious defender", card(), defend(), { defender: defender({ unconscious: true }) }, refusal("MESHAL.Warn.cannotActUnconscious")],
    ["a defender out of ⚡", card(), defend(), { defender: defender({ mobility: 0 }) }, refusal("MESHAL.Warn.notEnoughMobility", { cost: "1", value: "0" })],
    ["too few faces", card(), defend(), { defenseFaces: [2, 5] }, refusal("MESHAL.Query.badRoll")],
    ["a face of 7", card(), defend(), { defenseFaces: [2, 5, 7] }, refusal("MESHAL.Query.badRoll")],
    ["no faces", card(), defend(), { defenseFaces: undefined }, refusal("MESHAL.Query.badRoll")],
  ])("refuses %s", (_name, state, req, over, expected) => {
    expect(decideAttackRequest(state, req, evidence(over))).toEqual(expected);
  });

  it("refuses a second decision on the same hit", () => {
    const once = accepted(decideAttackRequest(card(), defend(), evidence()));
    expect(decideAttackRequest(once, defend({ kind: "block" }), evidence({ defenseFaces: [1, 1, 1, 1] }))).toEqual(refusal("MESHAL.Attack.refused.alreadyDefended"));
    expect(decideAttackRequest(once, { op: "take", target: 0, hit: 0 }, evidence())).toEqual(refusal("MESHAL.Attack.refused.alreadyDefended"));
  });
});

describe("take", () => {
  it("records no defense on the hit for the target's owner or the GM", () => {
    for (const who of [owner, gm]) {
      const out = decideAttackRequest(card(), { op: "take", target: 0, hit: 1 }, { who });
      expect(out).toMatchObject({ ok: true, effect: { kind: "none" } });
      expect(accepted(out).targets[0]!.defenses).toEqual([null, { kind: "take", faces: [] }]);
    }
  });

  it("refuses anyone else", () => {
    for (const who of [stranger, attackerOwner]) {
      expect(decideAttackRequest(card(), { op: "take", target: 0, hit: 0 }, { who })).toEqual(refusal("MESHAL.Attack.request.notYourTarget"));
    }
  });
});

describe("apply", () => {
  it("removes the resolved damage for the target's owner, the attacker's owner or the GM", () => {
    for (const who of [owner, attackerOwner, gm]) {
      const out = decideAttackRequest(resolved(), apply(), { who, defender: defender(), actor: actorNow() });
      expect(out).toMatchObject({ ok: true, effect: { kind: "damage", damage: 3, allocation: { might: 3, energy: 0, spirit: 0 }, kill: false } });
      expect(accepted(out).targets[0]!.applied).toEqual({
        removed: { might: 3, energy: 0, spirit: 0 }, state: "conscious", killed: false, undone: false,
        // the dice it met and left, kept for the card (a later rest cannot change what it shows)
        dice: { before: { might: 4, energy: 3, spirit: 3 }, after: { might: 1, energy: 3, spirit: 3 } },
      });
    }
  });

  it.each<[string, AttackState, AttackRequest, Partial<AttackEvidence>, ReturnType<typeof refusal>]>([
    ["a stranger", resolved(), apply(), { who: stranger }, refusal("MESHAL.Attack.request.notYourCard")],
    ["an unresolved target", card(), apply(), {}, refusal("MESHAL.Attack.refused.notResolved")],
    ["a target not on the card", resolved(), { op: "apply", target: 5, allocation: null }, {}, refusal("MESHAL.Attack.refused.noTarget")],
    ["an actor that cannot be read", resolved(), apply(), { actor: null }, refusal("MESHAL.Attack.request.noActor")],
    ["a dead target", resolved(), apply(), { defender: defender(), actor: actorNow({ consciousness: "dead" }) }, refusal("MESHAL.Attack.request.targetDead")],
    ["a split owed but not given", resolved({ attributes: ["might", "energy"] }), apply(), {}, refusal("MESHAL.Attack.request.splitNeeded")],
    ["a split not adding up to the damage", resolved({ attributes: ["might", "energy"] }), apply({ might: 1 }), {}, refusal("MESHAL.Attack.split.wrongTotal")],
    ["a split over an attribute's dice", resolved({ attributes: ["might", "energy"] }), apply({ might: 0, energy: 4 }), {}, refusal("MESHAL.Attack.split.overShare")],
    ["a split onto an attribute the attack does not target", resolved(), apply({ might: 2, spirit: 1 }), {}, refusal("MESHAL.Attack.split.notTarget")],
    ["an out-of-range line by the attacker's owner", outOfRange(), apply(), { who: attackerOwner }, refusal("MESHAL.Attack.request.outOfRange")],
    ["an out-of-range line by the target's owner", outOfRange(), apply(), { who: owner }, refusal("MESHAL.Attack.request.outOfRange")],
  ])("refuses %s", (_name, state, req, over, expected) => {
    expect(decideAttackRequest(state, req, { who: owner, defender: defender(), actor: actorNow(), ...over })).toEqual(expected);
  });

  it("refuses the GM's Apply on an out-of-range line too, until the GM rules it in range (§4.3)", () => {
    expect(decideAttackRequest(outOfRange(), apply(), { who: gm, defender: defender(), actor: actorNow() })).toEqual(refusal("MESHAL.Attack.request.outOfRange"));
  });

  it("takes the split the user chose", () => {
    const out = decideAttackRequest(resolved({ attributes: ["might", "energy"] }), apply({ might: 1, energy: 2 }), { who: owner, defender: defender(), actor: actorNow() });
    expect(out).toMatchObject({ ok: true, effect: { allocation: { might: 1, energy: 2, spirit: 0 } } });
  });

  it("removes the damage the card's dice give, not a damage number written on the card", () => {
    const forged = resolved();
    forged.targets[0] = { ...forged.targets[0]!, damage: 9999 };
    const out = decideAttackRequest(forged, apply(), { who: attackerOwner, defender: defender(), actor: actorNow() });
    expect(out).toMatchObject({ ok: true, effect: { kind: "damage", damage: 3, allocation: { might: 3, energy: 0, spirit: 0 } } });
    expect(accepted(out).targets[0]!.damage).toBe(3);
  });

  it("works the damage out against the target's protection as it is when applied", () => {
    const out = decideAttackRequest(resolved(), apply(), { who: owner, defender: defender({ protection: { physical: 2, erosion: 0, occult: 0 } }), actor: actorNow() });
    expect(out).toMatchObject({ ok: true, effect: { damage: 1 } });
    expect(accepted(out).targets[0]).toMatchObject({ damage: 1, applied: { removed: { might: 1, energy: 0, spirit: 0 } } });
  });

  it("refuses without the target's defender reading", () => {
    expect(decideAttackRequest(resolved(), apply(), { who: owner, actor: actorNow() })).toEqual(refusal("MESHAL.Attack.request.noActor"));
  });

  it("refuses a second application", () => {
    const once = accepted(decideAttackRequest(resolved(), apply(), { who: owner, defender: defender(), actor: actorNow() }));
    expect(decideAttackRequest(once, apply(), { who: owner, defender: defender(), actor: actorNow() })).toEqual(refusal("MESHAL.Attack.refused.alreadyApplied"));
  });

  it("kills an unconscious creature it hits only under the coup de grâce rule, once declared (§7.2)", () => {
    const down = actorNow({ consciousness: "unconscious" });
    const declared = accepted(decideAttackRequest(resolved(), { op: "coupDeGrace", target: 0 }, { who: attackerOwner, actor: down, coupDeGrace: true }));
    expect(decideAttackRequest(declared, apply(), { who: owner, defender: defender(), actor: down, coupDeGrace: true })).toMatchObject({ ok: true, effect: { kill: true } });
    expect(decideAttackRequest(declared, apply(), { who: owner, defender: defender(), actor: down, coupDeGrace: false })).toMatchObject({ ok: true, effect: { kill: false } });
    expect(decideAttackRequest(resolved(), apply(), { who: owner, defender: defender(), actor: down, coupDeGrace: true })).toMatchObject({ ok: true, effect: { kill: false } });
  });
});

describe("undo", () => {
  const applied = (actor = actorNow(), coupDeGrace = false) => {
    const state = coupDeGrace ? accepted(decideAttackRequest(resolved(), { op: "coupDeGrace", target: 0 }, { who: gm, actor, coupDeGrace })) : resolved();
    return accepted(decideAttackRequest(state, apply(), { who: owner, defender: defender(), actor, coupDeGrace }));
  };
  const undo: AttackRequest = { op: "undo", target: 0 };

  it("gives back exactly the dice removed, once", () => {
    const after = actorNow({ pools: { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } } });
    const out = decideAttackRequest(applied(), undo, { who: attackerOwner, actor: after });
    expect(out).toMatchObject({ ok: true, effect: { kind: "restore", dice: { might: 3, energy: 0, spirit: 0 }, clearDeath: false } });
    expect(decideAttackRequest(accepted(out), undo, { who: owner, actor: after })).toEqual(refusal("MESHAL.Attack.refused.alreadyUndone"));
  });

  it("never gives back more than a heal in between left missing", () => {
    const healed = actorNow({ pools: { might: { value: 3, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } } });
    expect(decideAttackRequest(applied(), undo, { who: owner, actor: healed })).toMatchObject({ ok: true, effect: { dice: { might: 1 } } });
  });

  it("clears a death only when the actor's mark says this application stored it (§7.2)", () => {
    const killed = applied(actorNow({ consciousness: "unconscious" }), true);
    const dead = actorNow({ consciousness: "dead", pools: { might: { value: 0, total: 4 }, energy: { value: 0, total: 3 }, spirit: { value: 0, total: 3 } } });
    expect(decideAttackRequest(killed, undo, { who: owner, actor: dead, deathCaused: true })).toMatchObject({ ok: true, effect: { clearDeath: true } });
    // The application's own record says it killed, but the stored death is another's (revived and killed again since).
    expect(decideAttackRequest(killed, undo, { who: owner, actor: dead, deathCaused: false })).toMatchObject({ ok: true, effect: { clearDeath: false } });
  });

  it("gives the dice back but keeps a death another attack or the GM stored", () => {
    const dead = actorNow({ consciousness: "dead", pools: { might: { value: 0, total: 4 }, energy: { value: 0, total: 3 }, spirit: { value: 0, total: 3 } } });
    expect(decideAttackRequest(applied(), undo, { who: owner, actor: dead })).toMatchObject({ ok: true, effect: { kind: "restore", dice: { might: 3 }, clearDeath: false } });
  });

  it("never clears a death on a living actor's mark", () => {
    expect(decideAttackRequest(applied(), undo, { who: owner, actor: actorNow({ pools: { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } } }), deathCaused: true }))
      .toMatchObject({ ok: true, effect: { clearDeath: false } });
  });

  it.each<[string, AttackState, Partial<AttackEvidence>, ReturnType<typeof refusal>]>([
    ["a stranger", applied(), { who: stranger }, refusal("MESHAL.Attack.request.notYourCard")],
    ["nothing applied", resolved(), {}, refusal("MESHAL.Attack.refused.notApplied")],
    ["an actor that cannot be read", applied(), { actor: null }, refusal("MESHAL.Attack.request.noActor")],
  ])("refuses %s", (_name, state, over, expected) => {
    expect(decideAttackRequest(state, undo, { who: owner, defender: defender(), actor: actorNow(), ...over })).toEqual(expected);
  });
});

describe("assign", () => {
  const assign: AttackRequest = { op: "assign", tokenUuids: [line("a").tokenUuid] };

  it("replaces the target lines for the GM", () => {
    const out = decideAttackRequest(card({ targets: [] }), assign, { who: gm, lines: [line("a"), line("b")] });
    expect(accepted(out).targets.map((t) => [t.name, t.defenses])).toEqual([["a", [null, null]], ["b", [null, null]]]);
  });

  it("refuses players, an empty assignment and a card with a resolved target", () => {
    expect(decideAttackRequest(card(), assign, { who: { ...owner, ownsAttacker: true }, lines: [line("a")] })).toEqual(refusal("MESHAL.Attack.request.gmOnly"));
    expect(decideAttackRequest(card(), assign, { who: gm, lines: [] })).toEqual(refusal("MESHAL.Attack.request.noTargets"));
    expect(decideAttackRequest(resolved(), assign, { who: gm, lines: [line("a")] })).toEqual(refusal("MESHAL.Attack.refused.alreadyResolved"));
  });
});

describe("opening a new card", () => {
  it("drops every decision, result and application its author stored, keeping the lines and their range", () => {
    const done = accepted(decideAttackRequest(resolved(), apply(), { who: owner, defender: defender(), actor: actorNow() }));
    const open = openTargets(done);
    expect(open.targets).toHaveLength(done.targets.length);
    for (const [i, t] of open.targets.entries()) {
      const before = done.targets[i]!;
      expect(t).toEqual(newTarget({ tokenUuid: before.tokenUuid, actorUuid: before.actorUuid, name: before.name, distance: before.distance, range: before.range, disadvantage: before.disadvantage }, done.hits.length));
    }
    expect(open.hits).toEqual(done.hits);
  });

  it("leaves an open card as it is (the same object)", () => {
    const fresh = card();
    expect(openTargets(fresh)).toBe(fresh);
  });
});

describe("settling a card", () => {
  it("knows which actors a card still waits on", () => {
    const open = card();
    const uuids = open.targets.map((t) => t.actorUuid);
    for (const uuid of uuids) expect(waitsOn(open, uuid)).toBe(true);
    expect(waitsOn(open, "Actor.nobody")).toBe(false);
    const settled = settleState(card({ allowed: [] }), all);
    for (const uuid of uuids) expect(waitsOn(settled, uuid)).toBe(false);
  });

  const all = () => defender();

  it("takes and resolves every hit of an undefendable attack", () => {
    const s = settleState(card({ allowed: [] }), all);
    expect(s.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 3, defenses: [{ kind: "take", faces: [] }, { kind: "take", faces: [] }] });
  });

  it("takes and resolves for an unconscious defender or one out of ⚡", () => {
    for (const d of [defender({ unconscious: true }), defender({ mobility: 0 })]) {
      expect(settleState(card(), () => d).targets[0]).toMatchObject({ resolved: true, damage: 3 });
    }
  });

  it("takes a hit that does nothing but leaves a hit the defender can still defend open", () => {
    const s = settleState(card({ hits: [[5, 6], [2, 4]] }), all);
    expect(s.targets[0]).toMatchObject({ resolved: false, defenses: [{ kind: "take", faces: [] }, null] });
  });

  it("resolves a target once its last open hit is decided", () => {
    const one = accepted(decideAttackRequest(card(), defend(), evidence()));
    const both = accepted(decideAttackRequest(one, { op: "take", target: 0, hit: 1 }, { who: owner }));
    // Hit 1: dodge 2 points stop 3−1 = 2; hit 2 taken: 2−1 = 1.
    expect(settleState(both, all).targets[0]).toMatchObject({ resolved: true, hit: true, damage: 1 });
  });

  it("leaves a target whose actor cannot be read, and returns the same card when nothing changes", () => {
    const s = card({ allowed: [] });
    expect(settleState(s, () => null)).toBe(s);
    const open = card();
    expect(settleState(open, all)).toBe(open);
  });

  // Random cards: 1–3 hits of 1–4 dice, any types, allowed defenses and penetration, 1–3 targets with some hits
  // already taken, and a defender per target with random protection, ⚡ and consciousness.
  const arbDefender = fc.record({
    physical: fc.integer({ min: 0, max: 3 }), erosion: fc.integer({ min: 0, max: 3 }), occult: fc.integer({ min: 0, max: 3 }),
    mobility: fc.integer({ min: 0, max: 3 }), unconscious: fc.boolean(), immune: fc.subarray([...ATTACK_TYPES.filter((t) => t !== "true")]),
  }).map((d): DefenderState => defender({ protection: { physical: d.physical, erosion: d.erosion, occult: d.occult }, mobility: d.mobility, unconscious: d.unconscious, immune: d.immune }));
  const arbCard = fc.integer({ min: 1, max: 3 }).chain((hits) => fc.record({
    hits: fc.array(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }), { minLength: hits, maxLength: hits }),
    dice: fc.integer({ min: 1, max: 4 }),
    types: fc.subarray([...ATTACK_TYPES], { minLength: 1 }),
    allowed: fc.subarray([...DEFENSE_KINDS]),
    penetration: fc.integer({ min: 0, max: 2 }),
    targets: fc.array(fc.record({ taken: fc.array(fc.boolean(), { minLength: hits, maxLength: hits }), range: fc.integer({ min: 0, max: 1 }), defender: arbDefender }), { minLength: 1, maxLength: 3 }),
  })).map((c) => {
    const targets = c.targets.map((t, i) => ({ ...newTarget(line(`t${i}`, Math.min(t.range, c.dice - 1)), c.hits.length), defenses: t.taken.map((x) => (x ? { kind: "take" as const, faces: [] } : null)) }));
    const state = card({ hits: c.hits.map((h) => h.slice(0, c.dice)), dice: c.dice, baseDice: c.dice, types: c.types, allowed: c.allowed, penetration: c.penetration, targets });
    const defenders = new Map(c.targets.map((t, i) => [`Actor.t${i}`, t.defender]));
    return { state, lookup: (uuid: string) => defenders.get(uuid) ?? null };
  });

  it("is idempotent", () => {
    fc.assert(fc.property(arbCard, ({ state, lookup }) => {
      const once = settleState(state, lookup);
      expect(settleState(once, lookup)).toEqual(once);
    }));
  });

  it("never takes or resolves over a hit the defender could still defend", () => {
    fc.assert(fc.property(arbCard, ({ state, lookup }) => {
      const settled = settleState(state, lookup);
      settled.targets.forEach((after, i) => {
        const before = state.targets[i]!;
        const d = lookup(before.actorUuid)!;
        before.defenses.forEach((decision, hit) => {
          if (decision) return;
          const choices = hitChoices(state, before, hit, d);
          const defendable = choices.needed && choices.options.length > 0;
          if (defendable) {
            expect(after.defenses[hit]).toBeNull();
            expect(after.resolved).toBe(false);
          } else expect(after.defenses[hit]).toEqual({ kind: "take", faces: [] });
        });
        expect(after.resolved).toBe(after.defenses.every((x) => x !== null));
      });
    }));
  });
});

// Issue 21 item 7 (§6.3 hits in order): each hit meets the defender as the line's earlier hits leave it. Example A
// against 2 Might: hit 1 taken does 3 − 1 = 2 damage, Might 2 → 0, unconscious; hit 2 (2 − 1 = 1) meets it so.
describe("hits in order (§6.3)", () => {
  const frail = () => defender({ dice: { might: 2, energy: 3, spirit: 3 } });
  const defendReq = (over: Partial<Extract<AttackRequest, { op: "defend" }>> = {}) => ({ op: "defend" as const, target: 0, hit: 0, kind: "dodge" as const, ...over });
  const hit1Taken = () => accepted(decideAttackRequest(card(), { op: "take", target: 0, hit: 0 }, { who: owner }));

  it("offers no defense on hit 2 to a creature hit 1 knocked out, and hit 2 is then taken", () => {
    const state = hit1Taken();
    expect(hitChoices(state, state.targets[0]!, 1, frail())).toMatchObject({ needed: true, options: [] });
    expect(planDefense(state, defendReq({ hit: 1, kind: "block" }), owner, frail())).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
    expect(decideAttackRequest(state, defend({ hit: 1 }), evidence({ defender: frail() }))).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
    expect(decideAttackRequest(state, { op: "react", target: 0, hit: 1 }, evidence({ defender: frail() }))).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
    // Settling takes hit 2 as for any creature that cannot defend, and resolves the line: 2 + 1 = 3 damage.
    expect(settleState(state, () => frail()).targets[0]).toMatchObject({ resolved: true, damage: 3, defenses: [{ kind: "take", faces: [] }, { kind: "take", faces: [] }] });
  });

  it("still offers hit 2's defense when hit 1 leaves the creature conscious, rolling the dice hit 1 left", () => {
    const state = hit1Taken();
    // 4 Might − 2 = 2 dice to block with.
    expect(planDefense(state, defendReq({ hit: 1, kind: "block" }), owner, defender())).toMatchObject({ ok: true, option: { kind: "block", dice: 2 } });
    expect(settleState(state, () => defender())).toBe(state);
  });

  it("counts a defended hit 1 by its damage after the defense", () => {
    // Hit 1 dodged with 2 points: 3 − 1 − 2 = 0, no damage: the frail defender can still defend hit 2.
    const state = accepted(decideAttackRequest(card(), defend(), evidence({ defender: frail(), defenseFaces: [2, 5, 6] })));
    expect(planDefense(state, defendReq({ hit: 1, kind: "block" }), owner, frail())).toMatchObject({ ok: true, option: { dice: 2 } });
  });

  it("waits for the earlier hits before a defense or another reaction on a later one", () => {
    expect(planDefense(card(), defendReq({ hit: 1 }), owner, defender())).toEqual(refusal("MESHAL.Attack.refused.earlierHit"));
    expect(decideAttackRequest(card(), { op: "react", target: 0, hit: 1 }, evidence())).toEqual(refusal("MESHAL.Attack.refused.earlierHit"));
    // Taking a hit (no reaction) does not depend on the earlier ones.
    expect(decideAttackRequest(card(), { op: "take", target: 0, hit: 1 }, { who: owner }).ok).toBe(true);
  });

  it("lets the defender split to stay conscious: knocked out only when no split avoids it", () => {
    const split = (might: number) => {
      const state = accepted(decideAttackRequest(card({ attributes: ["might", "energy"] }), { op: "take", target: 0, hit: 0 }, { who: owner }));
      return planDefense(state, defendReq({ hit: 1, kind: "block" }), owner, defender({ dice: { might, energy: 1, spirit: 3 } }));
    };
    // 2 damage to Might 3 / Energy 1: the split 2 + 0 leaves both at ≥ 1 → conscious; the split is the defender's
    // at Apply, so hit 2's block still rolls the 3 Might dice.
    expect(split(3)).toMatchObject({ ok: true, option: { dice: 3 } });
    // Might 2 / Energy 1: a split is still chosen, but every one empties an attribute → unconscious.
    expect(split(2)).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
    // Might 1 / Energy 1: every die goes → unconscious.
    expect(split(1)).toEqual(refusal("MESHAL.Warn.cannotActUnconscious"));
  });
});
