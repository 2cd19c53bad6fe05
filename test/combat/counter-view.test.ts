/**
 * The attack card's view of Dirty Fighting's counter (counter.ts): the button beside *Another reaction* on a melee
 * hit, for the defender who owns the ability; the answered hit waiting, failed or taken; and an out-of-range line
 * shown with its distance and range only.
 */
import { describe, expect, it } from "vitest";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { endCounterWait, linkCounter, settleCounter } from "../../src/combat/attack/counter/counter.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { renderCard } from "../support/cards.ts";
import "../support/schema-env.ts";
import { defenderStateOf } from "../../src/combat/attack/defender-state.ts";
import type { AttackState } from "../../src/combat/attack/attack-state.ts";
import { attackReader, beyondRange, BRUTE, defender, rolledAttack } from "../support/attack-card-fixtures.ts";

const COUNTER = "counterCard00001";
const fighter = defender({ counter: "Dirty Fighting" });
const owner = attackReader({ owned: [BRUTE], defenders: { [BRUTE]: fighter } });
const hitsOf = (state: AttackState, reader = owner) => attackView(state, reader).targets[0]!.hits;
/** A defender hit 1's 6 damage does not knock out, so hit 2 is still its choice once hit 1 is decided. */
const sturdyOwner = attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender({ counter: "Dirty Fighting", dice: { might: 9, energy: 3, spirit: 2 } }) } });
const linked = () => linkCounter(rolledAttack(), { target: 0, hit: 0 }, COUNTER)!;

describe("the counter button", () => {
  it("is offered on an open melee hit to the defender who owns the ability, named after it", () => {
    const [first, second] = hitsOf(rolledAttack());
    expect(first).toMatchObject({ canReact: true, canCounter: true, counterLabel: "Dirty Fighting" });
    // The second hit waits for the first: no reaction on it yet.
    expect(second).toMatchObject({ canCounter: false });
  });

  it("is not offered on a ranged attack, without the ability, to a stranger, or on a read-only card", () => {
    const bow = rolledAttack(undefined, { reach: { min: null, max: 10, ranged: true } });
    expect(hitsOf(bow)[0]!.canCounter).toBe(false);
    expect(hitsOf(rolledAttack(), attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() } }))[0]!.canCounter).toBe(false);
    expect(hitsOf(rolledAttack(), attackReader({ defenders: { [BRUTE]: fighter } }))[0]!.canCounter).toBe(false);
    expect(attackView(rolledAttack(), { ...owner, gmWritten: false }).targets[0]!.hits[0]!.canCounter).toBe(false);
  });

  it("the defender's counter ability is read from its items by identifier", () => {
    const actor = {
      system: { attributes: { might: { value: 3 }, energy: { value: 3 }, spirit: { value: 3 } }, protection: { physical: 0, erosion: 0, occult: 0 }, immune: [], mobility: { value: 3 }, consciousness: "conscious" as const },
      items: [{ name: "不讲武德", type: "ability", system: { identifier: "dirty-fighting" } }],
    };
    expect(defenderStateOf(actor).counter).toBe("不讲武德");
    expect(defenderStateOf({ ...actor, items: [] }).counter).toBeUndefined();
  });
});

describe("the answered hit", () => {
  it("waits for the counter: no buttons on it or after it, no Apply", () => {
    const view = attackView(linked(), owner).targets[0]!;
    expect(view.hits[0]!.decision?.label).toBe("Answered by Dirty Fighting — waiting for it");
    expect(view.hits[1]!).toMatchObject({ canCounter: false, canReact: false, options: [] });
    expect(view.canApply).toBe(false);
  });

  it("a counter that hit fails the hit and the later ones; a miss leaves it taken", () => {
    const failed = attackView(settleCounter(linked(), { target: 0, hit: 0 }, COUNTER, "hit"), owner).targets[0]!;
    expect(failed.hits.map((h) => h.decision?.label)).toEqual(["Failed: Dirty Fighting hit", "Failed: Dirty Fighting hit"]);
    const missed = attackView(settleCounter(linked(), { target: 0, hit: 0 }, COUNTER, "missed"), sturdyOwner).targets[0]!;
    expect(missed.hits[0]!.decision?.label).toBe("Dirty Fighting missed: hit taken");
    expect(missed.hits[1]!.canDecide).toBe(true);
  });

  it("reads in Chinese", () => {
    const cn = attackReader({ lang: "cn", owned: [BRUTE], defenders: { [BRUTE]: defender({ counter: "不讲武德" }) } });
    expect(attackView(linked(), cn).targets[0]!.hits[0]!.decision?.label).toBe("已用不讲武德应对——等待其结果");
  });
});

describe("a line out of range", () => {
  it("shows its distance and the range, with no hit rows", () => {
    const state: AttackState = { ...beyondRange(), targets: beyondRange().targets.map((t, i) => (i === 1 ? { ...t, range: "outOfRange" as const } : t)) };
    const view = attackView(state, attackReader({ isGM: true })).targets[1]!;
    expect(view.refused).not.toBe("");
    expect(view.distance).not.toBe("");
    expect(view.hits).toEqual([]);
    expect(attackView(state, attackReader({ isGM: true })).targets[0]!.hits.length).toBe(1);
  });
});

describe("the GM ends a counter's wait by hand (issue 34)", () => {
  const gm = { ...attackReader({ isGM: true, defenders: { [BRUTE]: fighter } }), isGM: true };

  it("the GM, and only the GM, gets the button on a hit that waits for its counter, in both languages", () => {
    expect(hitsOf(linked(), gm)[0]!.canEndCounter).toBe(true);
    expect(hitsOf(linked(), owner)[0]!.canEndCounter).toBe(false);
    expect(hitsOf(linked(), gm)[1]!.canEndCounter).toBe(false);
    expect(hitsOf(rolledAttack(), gm)[0]!.canEndCounter).toBe(false);
    expect(renderCard(ATTACK_CARD, linked(), gm)).toMatch(/data-action="endCounter" data-target="0" data-hit="0"[^>]*>[^<]*<i[^>]*><\/i> End the wait/);
    expect(renderCard(ATTACK_CARD, linked(), { ...gm, ...attackReader({ lang: "cn", isGM: true, defenders: { [BRUTE]: fighter } }) })).toContain("结束等待");
    expect(renderCard(ATTACK_CARD, linked(), owner)).not.toContain('data-action="endCounter"');
  });

  it("an ended wait reads as taken, the next hit opens, and a late counter result changes nothing", () => {
    const ended = endCounterWait(linked(), { target: 0, hit: 0 });
    if (!ended.ok) throw new Error(ended.reasonKey);
    const view = attackView(ended.state, sturdyOwner).targets[0]!;
    expect(view.hits[0]!.decision?.label).toBe("Dirty Fighting ended by the GM: hit taken");
    expect(view.hits[0]!.canEndCounter).toBe(false);
    expect(view.hits[1]!.canDecide).toBe(true);
    expect(settleCounter(ended.state, { target: 0, hit: 0 }, COUNTER, "hit")).toBe(ended.state);
    expect(endCounterWait(ended.state, { target: 0, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.counter.notWaiting" });
    expect(endCounterWait(rolledAttack(), { target: 0, hit: 0 })).toEqual({ ok: false, reasonKey: "MESHAL.Attack.counter.notWaiting" });
  });
});
