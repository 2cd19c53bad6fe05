/**
 * The GM's decisions at their edges (issue 24): which check answers first, the refusals nothing else reaches, the
 * newer-edition dice, void attributes on Apply, and what opening or settling a card leaves on the other lines.
 */
import { describe, expect, it } from "vitest";
import { decideAttackRequest, hitChoices, openTargets, planDefense, settleState, waitsOn } from "../../src/combat/attack/attack-decide.ts";
import { newTarget, resolveTarget, type AttackState, type AttackTarget, type HitDefense } from "../../src/combat/attack/attack-state.ts";
import type { AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { accepted, actorNow, card, defender, gm, line, owner } from "../support/attack.ts";

const refusal = (reasonKey: string, data?: Record<string, string>) => (data ? { ok: false, reasonKey, data } : { ok: false, reasonKey });
const take: HitDefense = { kind: "take", faces: [] };
/** A counter-attack answering a hit whose card has not resolved yet (counter.ts). */
const counterWaiting: HitDefense = { kind: "reaction", faces: [], counter: "ChatMessage.counter00000001" };
const withLine = (state: AttackState, index: number, over: Partial<AttackTarget>): AttackState =>
  ({ ...state, targets: state.targets.map((t, i) => (i === index ? { ...t, ...over } : t)) });
const resolve = (state: AttackState, index: number) => {
  const t = resolveTarget(state, index, defender());
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
};
const twoLines = () => card({ targets: [newTarget(line("a"), 2), newTarget(line("b"), 2)] });
const apply: AttackRequest = { op: "apply", target: 0, allocation: null };

describe("a defense request", () => {
  const dodge = { op: "defend" as const, target: 0, hit: 0, kind: "dodge" as const };

  it("rolls no fewer than 1 die under the seed, and may roll 0 with the newer-edition dice (§2.2)", () => {
    // 4 Might with 5 disadvantages on block: 4 − 5 < 0.
    const weak = defender({ modifiers: { block: { disadvantage: 5 } } });
    const blockDice = (state: AttackState) => hitChoices(state, state.targets[0]!, 0, weak).options.find((o) => o.kind === "block")?.dice;
    expect(blockDice(card())).toBe(1);
    expect(blockDice(card({ newerDice: false }))).toBe(1);
    expect(blockDice(card({ newerDice: true }))).toBe(0);
  });

  it("refuses a second decision on a hit before anything else is checked", () => {
    const taken = withLine(card(), 0, { defenses: [take, null] });
    expect(planDefense(taken, dodge, owner, defender())).toEqual(refusal("MESHAL.Attack.refused.alreadyDefended"));
    const reacted = withLine(card(), 0, { defenses: [{ kind: "reaction", faces: [] }, null] });
    expect(planDefense(reacted, dodge, owner, defender())).toEqual(refusal("MESHAL.Attack.refused.oneReaction"));
  });

  it("refuses a hit the card does not have even when the line lists a decision for it", () => {
    const padded = withLine(card(), 0, { defenses: [take, take, null] });
    expect(planDefense(padded, { ...dodge, hit: 2 }, owner, defender())).toEqual(refusal("MESHAL.Attack.refused.noHit"));
  });

  it("names the missing ⚡ when the only allowed defense is short of it", () => {
    expect(planDefense(card({ allowed: ["dodge"] }), dodge, owner, defender({ mobility: 0 }))).toEqual(refusal("MESHAL.Warn.notEnoughMobility", { cost: "1", value: "0" }));
  });

  it("refuses a defense against an attacker the defender does not perceive, without blaming ⚡", () => {
    expect(planDefense(card(), dodge, owner, defender({ attackerPerceived: false }))).toEqual(refusal("MESHAL.Attack.request.cannotDefend"));
  });

  it("refuses faces that are no d6 face: 0 or a fraction", () => {
    for (const faces of [[0, 5, 6], [2.5, 5, 6]]) {
      expect(decideAttackRequest(card(), dodge, { who: owner, defender: defender(), defenseFaces: faces })).toEqual(refusal("MESHAL.Query.badRoll"));
    }
  });
});

describe("the other requests", () => {
  it("refuses a reaction when the defender cannot be read", () => {
    expect(decideAttackRequest(card(), { op: "react", target: 0, hit: 0 }, { who: owner, defender: null })).toEqual(refusal("MESHAL.Attack.request.noActor"));
  });

  it("refuses an assignment without lines", () => {
    expect(decideAttackRequest(card({ targets: [] }), { op: "assign", tokenUuids: [] }, { who: gm })).toEqual(refusal("MESHAL.Attack.request.noTargets"));
  });

  it("refuses a coup de grâce on a line already applied or declared, whatever the rule and the actor", () => {
    const down = actorNow({ consciousness: "unconscious" });
    const resolved = resolve(card(), 0);
    const applied = accepted(decideAttackRequest(resolved, apply, { who: gm, defender: defender(), actor: actorNow() }));
    const declared = accepted(decideAttackRequest(resolved, { op: "coupDeGrace", target: 0 }, { who: gm, actor: down, coupDeGrace: true }));
    const cdg: AttackRequest = { op: "coupDeGrace", target: 0 };
    expect(decideAttackRequest(applied, cdg, { who: gm, actor: null, coupDeGrace: false })).toEqual(refusal("MESHAL.Attack.refused.alreadyApplied"));
    expect(decideAttackRequest(declared, cdg, { who: gm, actor: null, coupDeGrace: false })).toEqual(refusal("MESHAL.Attack.refused.alreadyDeclared"));
  });

  it("refuses a second Apply before it reads the actor", () => {
    const applied = accepted(decideAttackRequest(resolve(card(), 0), apply, { who: gm, defender: defender(), actor: actorNow() }));
    expect(decideAttackRequest(applied, apply, { who: gm, defender: null, actor: null })).toEqual(refusal("MESHAL.Attack.refused.alreadyApplied"));
  });

  it("refuses a second undo before it reads the actor", () => {
    const applied = accepted(decideAttackRequest(resolve(card(), 0), apply, { who: gm, defender: defender(), actor: actorNow() }));
    const undone = accepted(decideAttackRequest(applied, { op: "undo", target: 0 }, { who: gm, actor: actorNow() }));
    expect(decideAttackRequest(undone, { op: "undo", target: 0 }, { who: gm, actor: null })).toEqual(refusal("MESHAL.Attack.refused.alreadyUndone"));
  });
});

describe("Apply", () => {
  it("leaves the card's other lines as they were", () => {
    const both = resolve(resolve(twoLines(), 0), 1);
    const out = accepted(decideAttackRequest(both, apply, { who: gm, defender: defender(), actor: actorNow() }));
    expect(out.targets[1]).toEqual(both.targets[1]);
  });

  it("refuses a line marked resolved whose counter has not resolved", () => {
    const forged = withLine(resolve(card(), 0), 0, { defenses: [take, counterWaiting] });
    expect(decideAttackRequest(forged, apply, { who: gm, defender: defender(), actor: actorNow() })).toEqual(refusal("MESHAL.Attack.refused.counterWaiting"));
  });

  it("kills under a declared coup de grâce only a creature still unconscious when it is applied (§7.2)", () => {
    const declared = accepted(decideAttackRequest(resolve(card(), 0), { op: "coupDeGrace", target: 0 }, { who: gm, actor: actorNow({ consciousness: "unconscious" }), coupDeGrace: true }));
    expect(decideAttackRequest(declared, apply, { who: gm, defender: defender(), actor: actorNow(), coupDeGrace: true })).toMatchObject({ ok: true, effect: { kill: false } });
  });

  it("reads a void attribute as no dice and removes from the attribute the attack targets", () => {
    const voidPools = (keep: "might" | "energy" | "spirit") =>
      actorNow({ pools: { might: null, energy: null, spirit: null, [keep]: { value: 3, total: 3 } } });
    // Example A's 3 damage, to each attribute in turn, on an actor whose other two attributes are void.
    for (const attribute of ["might", "energy", "spirit"] as const) {
      const state = resolve(card({ attributes: [attribute] }), 0);
      const out = decideAttackRequest(state, apply, { who: gm, defender: defender(), actor: voidPools(attribute) });
      expect(out).toMatchObject({ ok: true, effect: { kind: "damage", damage: 3, allocation: { might: 0, energy: 0, spirit: 0, [attribute]: 3 } } });
    }
  });
});

describe("opening a card", () => {
  it.each<[string, Partial<AttackTarget>]>([
    ["resolved", { resolved: true }],
    ["hit", { hit: true }],
    ["damaged", { damage: 1 }],
    ["applied", { applied: { removed: { might: 1, energy: 0, spirit: 0 }, state: "conscious", killed: false, undone: false } }],
    ["declared a coup de grâce", { coupDeGrace: true }],
    ["with one decision slot for two hits", { defenses: [null] }],
    ["with a hit decided", { defenses: [take, null] }],
  ])("opens again a line stored %s, beside an open one", (_name, over) => {
    const state = withLine(twoLines(), 1, over);
    const opened = openTargets(state);
    expect(opened).not.toBe(state);
    expect(opened.targets).toEqual(twoLines().targets);
  });
});

describe("settling a card: edges", () => {
  it("waits on every actor with an open line, not only when all lines are theirs", () => {
    const state = twoLines();
    expect(waitsOn(state, "Actor.a")).toBe(true);
    expect(waitsOn(state, "Actor.b")).toBe(true);
  });

  it("leaves a line whose counter has not resolved, even its other hits", () => {
    const state = withLine(card({ allowed: [] }), 0, { defenses: [counterWaiting, null] });
    expect(settleState(state, () => defender())).toBe(state);
  });

  it("takes only the hits the card has, and resolves no line whose slots do not match its hits", () => {
    const padded = withLine(card({ allowed: [] }), 0, { defenses: [null, null, null] });
    expect(settleState(padded, () => defender()).targets[0]).toMatchObject({ defenses: [take, take, null], resolved: false });
    const short = withLine(card({ allowed: [] }), 0, { defenses: [null] });
    expect(settleState(short, () => defender()).targets[0]).toMatchObject({ defenses: [take], resolved: false });
  });
});
