/**
 * Dirty Fighting's counter settles the hit it answers (issue 21, counter.ts): linked as a reaction that waits for the
 * counter card; a counter that hits fails the answered hit and every later hit of the line, a miss leaves it taken.
 */
import { describe, expect, it } from "vitest";
import { decideAttackRequest, settleState } from "../../src/combat/attack/attack-decide.ts";
import { resolveTarget, newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { counterReaches, decideCounter, linkCounter, reconcileCounter, settleCounter, termsHold, type CounterEvidence } from "../../src/combat/attack/counter/counter.ts";
import { refusesLine, type RangeStatus } from "../../src/combat/attack/targets/targets.ts";
import { earlierOpen } from "../../src/combat/attack/hit-order.ts";
import { card, defender, line, owner } from "../support/attack.ts";

const melee = (over: Partial<AttackState> = {}) => card({ reach: { min: null, max: 1, ranged: false }, ...over });
const COUNTER = "counterCard00001";
const evidence = (over: Partial<CounterEvidence> = {}): CounterEvidence => ({
  gmWritten: true, counterActorUuid: "Actor.def", counterAbility: true, counterTargets: ["Actor.att"], cannotAct: false,
  identifier: "dirty-fighting", terms: { cost: 1, kind: "reaction", perRound: 1 }, reach: "inRange", ...over,
});
/** The counter card as it resolves: one line on the attacker, hit or missed. */
const counterCard = (result: "hit" | "missed" | null, hit = 0): Pick<AttackState, "answers" | "targets"> => ({
  answers: { messageId: "origCard00000001", target: 0, hit },
  targets: [{ ...newTarget(line("att"), 1), resolved: result !== null, hit: result === "hit" }],
});
const linked = (hit = 0) => {
  const state = linkCounter(melee(), { target: 0, hit }, COUNTER);
  if (!state) throw new Error("not linked");
  return state;
};
const takeAll = (state: AttackState) => {
  const out = resolveTarget(state, 0, defender());
  if (!out.ok) throw new Error(out.reasonKey);
  return out.state.targets[0]!;
};

describe("the counter's request, as the GM checks it", () => {
  it("is accepted on an open hit of a melee attack, by its target, against the attacker", () => {
    expect(decideCounter(melee(), { target: 0, hit: 0 }, evidence())).toEqual({ ok: true });
  });

  it.each<[string, AttackState, { target: number; hit: number }, Partial<CounterEvidence>, string]>([
    ["a ranged incoming attack", card({ reach: { min: null, max: 6, ranged: true } }), { target: 0, hit: 0 }, {}, "MESHAL.Attack.counter.notMelee"],
    ["an attack with no reach", card(), { target: 0, hit: 0 }, {}, "MESHAL.Attack.counter.notMelee"],
    ["a counter on someone other than the attacker", melee(), { target: 0, hit: 0 }, { counterTargets: ["Actor.other"] }, "MESHAL.Attack.counter.notAttacker"],
    ["a counter on two creatures", melee(), { target: 0, hit: 0 }, { counterTargets: ["Actor.att", "Actor.att"] }, "MESHAL.Attack.counter.notAttacker"],
    ["a counter with no target", melee(), { target: 0, hit: 0 }, { counterTargets: [] }, "MESHAL.Attack.counter.notAttacker"],
    ["a countering actor that is not the line's", melee(), { target: 0, hit: 0 }, { counterActorUuid: "Actor.other" }, "MESHAL.Attack.counter.notDefender"],
    ["an ability that is no counter", melee(), { target: 0, hit: 0 }, { counterAbility: false }, "MESHAL.Attack.counter.notCounter"],
    ["a player-written card", melee(), { target: 0, hit: 0 }, { gmWritten: false }, "MESHAL.Attack.request.playerCard"],
    ["a hit that does not exist", melee(), { target: 0, hit: 5 }, {}, "MESHAL.Attack.counter.noHit"],
    ["a line that does not exist", melee(), { target: 3, hit: 0 }, {}, "MESHAL.Attack.counter.noHit"],
    ["a second reaction on that hit", linked(), { target: 0, hit: 0 }, {}, "MESHAL.Attack.refused.oneReaction"],
    ["a hit already taken", (() => { const s = melee(); s.targets[0]!.defenses[0] = { kind: "take", faces: [] }; return s; })(), { target: 0, hit: 0 }, {}, "MESHAL.Attack.refused.oneReaction"],
    ["a later hit before the earlier one is decided", melee(), { target: 0, hit: 1 }, {}, "MESHAL.Attack.refused.earlierHit"],
    ["an out-of-range line", melee({ targets: [newTarget({ ...line("def"), range: "outOfRange" }, 2)] }), { target: 0, hit: 0 }, {}, "MESHAL.Attack.request.outOfRange"],
    ["a defender that cannot act", melee(), { target: 0, hit: 0 }, { cannotAct: true }, "MESHAL.Warn.cannotActUnconscious"],
    ["a counter edited to cost 0⚡", melee(), { target: 0, hit: 0 }, { terms: { cost: 0, kind: "reaction", perRound: 1 } }, "MESHAL.Attack.counter.editedTerms"],
    ["a counter edited into a tactic", melee(), { target: 0, hit: 0 }, { terms: { cost: 1, kind: "tactic", perRound: 1 } }, "MESHAL.Attack.counter.editedTerms"],
    ["a counter edited to twice a round", melee(), { target: 0, hit: 0 }, { terms: { cost: 1, kind: "reaction", perRound: 2 } }, "MESHAL.Attack.counter.editedTerms"],
    ["a counter whose round limit was cleared", melee(), { target: 0, hit: 0 }, { terms: { cost: 1, kind: "reaction", perRound: null } }, "MESHAL.Attack.counter.editedTerms"],
    ["a counter that cannot reach the attacker", melee(), { target: 0, hit: 0 }, { reach: "outOfRange" }, "MESHAL.Attack.counter.outOfReach"],
    ["a counter with no line on the attacker", melee(), { target: 0, hit: 0 }, { reach: null }, "MESHAL.Attack.counter.outOfReach"],
    ["a counter the GM cannot measure on a measured line", melee(), { target: 0, hit: 0 }, { reach: "unmeasured" }, "MESHAL.Attack.counter.unmeasured"],
  ])("is refused for %s", (_name, state, link, over, key) => {
    expect(decideCounter(state, link, evidence(over))).toEqual({ ok: false, reasonKey: key });
  });
});

describe("the counter's reach", () => {
  it.each<[RangeStatus, RangeStatus | null, boolean]>([
    ["inRange", "inRange", true], ["inRange", "tooClose", true], ["inRange", "beyond", true], ["inRange", "outOfRange", false],
    ["inRange", "unmeasured", false], ["inRange", null, false], ["ruledIn", "outOfRange", false], ["ruledIn", null, false],
  ])("answered line %s, counter line %s: reaches %s", (answered, counter, reaches) => {
    expect(counterReaches(answered, counter)).toBe(reaches);
  });

  it("where the answered line was not measured, an unmeasured counter line follows the card's own rule for such a line", () => {
    for (const answered of ["unmeasured", "ruledIn"] as const) expect(counterReaches(answered, "unmeasured")).toBe(!refusesLine("unmeasured"));
  });

  it("a counter ability the rules do not list is not compared; Dirty Fighting as the rules make it holds", () => {
    expect(termsHold("some-other-counter", { cost: 0, kind: "tactic", perRound: null })).toBe(true);
    expect(termsHold("dirty-fighting", { cost: 2, kind: "reaction", perRound: 1 })).toBe(true);
  });
});

describe("the answered hit waits for the counter card", () => {
  it("is recorded as a reaction naming the counter card, once", () => {
    expect(linked().targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: COUNTER });
    expect(linkCounter(linked(), { target: 0, hit: 0 }, COUNTER)).toEqual(linked());
    expect(linkCounter(linked(), { target: 0, hit: 0 }, "otherCounter0001")).toBeNull();
  });

  it("the line cannot resolve, settle or take a second reaction on that hit while it waits", () => {
    expect(resolveTarget(linked(), 0, defender())).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.counterWaiting" });
    expect(settleState(linked(), () => defender()).targets[0]!.resolved).toBe(false);
    expect(decideAttackRequest(linked(), { op: "react", target: 0, hit: 0 }, { who: owner, defender: defender() })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.refused.oneReaction" });
    expect(decideAttackRequest(linked(), { op: "defend", target: 0, hit: 0, kind: "dodge" }, { who: owner, defender: defender(), defenseFaces: [6, 6] })).toMatchObject({ ok: false });
    // Later hits wait too: whether they exist depends on the counter.
    expect(earlierOpen(linked().targets[0]!, 1)).toBe(0);
  });
});

describe("the counter's result settles the answered hit", () => {
  it("a counter that hits fails the answered hit and every later hit: no damage", () => {
    const settled = reconcileCounter(linked(), COUNTER, counterCard("hit"));
    const t = settled.targets[0]!;
    expect(t.defenses[0]).toMatchObject({ kind: "reaction", counter: COUNTER, countered: "hit" });
    const line0 = takeAll(settled);
    expect(line0).toMatchObject({ resolved: true, hit: false, damage: 0 });
    // The settling resolves it with no click (nothing is left to decide).
    expect(settleState(settled, () => defender()).targets[0]).toMatchObject({ resolved: true, hit: false, damage: 0 });
  });

  it("only later hits fail when the counter answers the second hit", () => {
    const first = melee();
    first.targets[0]!.defenses[0] = { kind: "take", faces: [] };
    const answered = linkCounter(first, { target: 0, hit: 1 }, COUNTER)!;
    const hitOnly = reconcileCounter(answered, COUNTER, counterCard("hit", 1));
    const taken = takeAll(melee());
    const firstOnly = takeAll({ ...melee(), hits: [melee().hits[0]!], targets: [newTarget(line("def"), 1)] });
    expect(takeAll(hitOnly).damage).toBe(firstOnly.damage);
    expect(takeAll(hitOnly).damage).toBeLessThan(taken.damage);
  });

  it("a counter that misses leaves the answered hit taken, and the line goes on", () => {
    const settled = reconcileCounter(linked(), COUNTER, counterCard("missed"));
    expect(settled.targets[0]!.defenses[0]).toMatchObject({ countered: "missed" });
    expect(settled.targets[0]!.defenses[1]).toBeNull();
    const both = { ...settled, targets: [{ ...settled.targets[0]!, defenses: [settled.targets[0]!.defenses[0]!, { kind: "take" as const, faces: [] }] }] };
    expect(takeAll(both).damage).toBe(takeAll(melee()).damage);
  });

  it("nothing changes while the counter is open, and settling twice changes nothing", () => {
    expect(reconcileCounter(linked(), COUNTER, counterCard(null))).toEqual(linked());
    const once = reconcileCounter(linked(), COUNTER, counterCard("hit"));
    expect(reconcileCounter(once, COUNTER, counterCard("missed"))).toEqual(once);
    expect(settleCounter(once, { target: 0, hit: 0 }, COUNTER, "missed")).toEqual(once);
  });

  it("a counter card links a still-open hit it names (a link write that failed), never a decided one", () => {
    expect(reconcileCounter(melee(), COUNTER, counterCard(null)).targets[0]!.defenses[0]).toEqual({ kind: "reaction", faces: [], counter: COUNTER });
    const taken = melee();
    taken.targets[0]!.defenses[0] = { kind: "take", faces: [] };
    expect(reconcileCounter(taken, COUNTER, counterCard("hit"))).toEqual(taken);
    // Another card naming the same hit does not settle it.
    expect(reconcileCounter(linked(), "otherCounter0001", counterCard("hit"))).toEqual(linked());
  });
});

describe("the stored link, as the card's schema reads it", () => {
  it("keeps a linked, a settled and a counter card's state; refuses an unknown result or an oversized id", async () => {
    await import("../support/schema-env.ts");
    const { ATTACK_CARD } = await import("../../src/combat/attack/attack-card.ts");
    const { cardProblems, readCardState } = await import("../../src/chat/card-schema.ts");
    const counterState = { ...melee(), answers: { messageId: "origCard00000001", target: 0, hit: 1 } };
    for (const state of [linked(), reconcileCounter(linked(), COUNTER, counterCard("hit")), counterState]) {
      expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
      expect(readCardState(ATTACK_CARD, state)).toEqual(state);
    }
    const bad = (d: object) => ({ ...melee(), targets: [{ ...melee().targets[0]!, defenses: [{ kind: "reaction", faces: [], ...d }, null] }] });
    expect(cardProblems(ATTACK_CARD, bad({ counter: COUNTER, countered: "won" }))).not.toEqual([]);
    expect(cardProblems(ATTACK_CARD, bad({ counter: "x".repeat(40) }))).not.toEqual([]);
  });
});

describe("Dirty Fighting in the pack is the counter", () => {
  it("is recognised by its identifier and borrows a natural weapon", async () => {
    const { readFileSync } = await import("node:fs");
    const { parse } = await import("yaml");
    const { fromRoot } = await import("../support/project.ts");
    const { isCounterAbility } = await import("../../src/combat/attack/start/borrowed-attack.ts");
    const { borrowsWeapon } = await import("../../src/actions/attack-route.ts");
    const pack = parse(readFileSync(fromRoot("packs", "abilities", "dirty-fighting.yml"), "utf8")) as { system: { identifier: string; attacks: { weapon: string }[] } };
    expect(isCounterAbility(pack.system.identifier)).toBe(true);
    expect(pack.system.attacks.some((a) => borrowsWeapon(a) && a.weapon === "natural")).toBe(true);
    expect(isCounterAbility("pincer-strike")).toBe(false);
  });
});
