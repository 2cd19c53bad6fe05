/**
 * Abilities that attack as their text says (issue 21 #11): Pincer Strike reaches an adjacent creature whatever the
 * weapon's reach; the riders the card cannot act on are kept for the table.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { reachesAdjacent, reminderRiders, rollsPerTarget } from "../../src/combat/attack/start/borrowed-attack.ts";
import { needsSettling } from "../../src/combat/attack/gm/settle-check.ts";
import { resolveTarget, targetFaces } from "../../src/combat/attack/attack-state.ts";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { attackToMake, type AttackThrough } from "../../src/combat/attack/start/attack-start-plan.ts";
import { attackReach, type StructuredAttack } from "../../src/combat/attack/attack-plan.ts";
import { fromRoot } from "../support/project.ts";
import "../support/schema-env.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { cardStateOf } from "../../src/chat/card-state.ts";
import { initialAttackState, ownRollLines, planAttack } from "../../src/combat/attack/attack-plan.ts";
import { BRUTE, WOLF, attackReader, defender, line, resolved, rolledAttack } from "../support/attack-card-fixtures.ts";
import { renderCard } from "../support/cards.ts";

const dice = { pools: ["might" as const], combine: "max" as const, divisor: 1, bonus: 0, mode: "points" as const };
const range = (over: Partial<StructuredAttack["range"]> = {}): StructuredAttack["range"] => ({ kind: "steps", min: null, max: 3, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, noBeyondRange: false, ...over });
const attack = (over: Partial<StructuredAttack> = {}): StructuredAttack => ({
  label: "", mode: "melee", action: "tactic", cost: 1, range: range(), area: { shape: "", radius: 0, center: "self" },
  targetAttributes: ["might"], dice, hits: 1, types: ["physical"], defenses: ["block"], penetration: 0, extraDamage: [], ...over,
});
const attacker = { current: { might: 3, energy: 3, spirit: 3 }, total: { might: 3, energy: 3, spirit: 3 } };
const through = (over: Partial<AttackThrough> = {}): AttackThrough => ({ name: "Pincer Strike", cost: 1, kind: "reaction", advantage: 0, disadvantage: 0, undefendable: true, ...over });
const pack = (file: string) => parse(readFileSync(fromRoot("packs", "abilities", file), "utf8")) as { system: { identifier: string; attacks: { riders: string[] }[] } };

describe("Pincer Strike reaches an adjacent creature whatever the weapon's reach", () => {
  it("is the one pack ability that fixes the reach (by identifier)", () => {
    expect(reachesAdjacent(pack("pincer-strike.yml").system.identifier)).toBe(true);
    for (const file of ["sweeping-blow.yml", "dirty-fighting.yml", "tooth-for-tooth.yml", "nimble-step.yml"]) expect(reachesAdjacent(pack(file).system.identifier), file).toBe(false);
    expect(reachesAdjacent(undefined)).toBe(false);
  });

  it("a polearm (3 steps) or a bow made through it is a melee attack within 1 step; through another ability it keeps its range", () => {
    for (const own of [attack(), attack({ mode: "ranged", range: range({ max: 20 }) })]) {
      const made = attackToMake({ name: "Weapon", system: { equipped: true, attacks: [own] } }, 0, through({ adjacent: true }));
      expect(made.ok && made.attack.mode).toBe("melee");
      expect(made.ok && attackReach(made.attack, attacker)).toEqual({ min: null, max: 1, ranged: false });
    }
    const kept = attackToMake({ name: "Polearm", system: { equipped: true, attacks: [attack()] } }, 0, through({ adjacent: false }));
    expect(kept.ok && attackReach(kept.attack, attacker)).toEqual({ min: null, max: 3, ranged: false });
  });
});

describe("riders the card cannot act on", () => {
  it("are the stored riders but the undefendable one", () => {
    expect(reminderRiders(pack("pincer-strike.yml").system.attacks[0]!.riders)).toEqual([]);
    expect(reminderRiders(pack("sweeping-blow.yml").system.attacks[0]!.riders)).toEqual(["命中后击退3步"]);
    expect(reminderRiders(["cannot be defended", " ", "a hit knocks the target back 2 steps"])).toEqual(["a hit knocks the target back 2 steps"]);
  });
});

describe("riders on the card: a reminder for the table on each line hit", () => {
  const knock = "a hit knocks the target back 3 steps";
  const identity = { attackerUuid: "Actor.a", attackerTokenUuid: "", attackerName: "A", itemName: "Sword", attackLabel: "" };
  const choice = { expression: dice, mode: "points" as const, advantage: 0, disadvantage: 0, voluntary: 0 };

  it("the attack made keeps the weapon's riders and the ability's, but the undefendable one", () => {
    const made = attackToMake({ name: "Sword", system: { equipped: true, attacks: [attack({ riders: ["a hit knocks the target prone"] } as Partial<StructuredAttack>)] } }, 0, through({ riders: reminderRiders(["无法防御", knock]) }));
    expect(made.ok && made.attack.riders).toEqual(["a hit knocks the target prone", knock]);
  });

  it("the plan stores them on the card (none: no field, as on older cards)", () => {
    const plan = (riders?: string[]) => planAttack({ identity, attack: attack(riders ? { riders } as Partial<StructuredAttack> : {}), attacker, choice, sources: [] });
    const withRiders = plan([knock, " "]);
    expect(withRiders.ok && withRiders.plan.base.riders).toEqual([knock]);
    const none = plan();
    expect(none.ok && "riders" in none.plan.base).toBe(false);
  });

  it("satisfies the card's schema, with or without riders", () => {
    for (const state of [resolved(), { ...resolved(), riders: [knock] }]) {
      expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
      expect(cardStateOf(ATTACK_CARD, { type: "attack", system: state })).toEqual(state);
    }
  });

  it("shows on a line hit, in the reader's language, with the rider as stored; not before the line resolves", () => {
    const hit = { ...resolved(), riders: ["命中后击退3步"] };
    expect(hit.targets[0]!.hit).toBe(true);
    const reader = (lang: "en" | "cn") => attackReader({ lang, isGM: true, defenders: { [hit.targets[0]!.actorUuid]: defender() } });
    expect(renderCard(ATTACK_CARD, hit, reader("en"))).toMatch(/meshal-attack__reminder[^]*Reminder: 命中后击退3步/);
    expect(renderCard(ATTACK_CARD, hit, reader("cn"))).toContain("提醒：命中后击退3步");
    expect(renderCard(ATTACK_CARD, { ...rolledAttack(), riders: [knock] }, reader("en"))).not.toContain("Reminder:");
  });
});

describe("Sweeping Blow attacks each creature once: one roll per target", () => {
  const identity = { attackerUuid: "Actor.a", attackerTokenUuid: "", attackerName: "A", itemName: "Sword", attackLabel: "Sweeping Blow" };
  const choice = { expression: dice, mode: "points" as const, advantage: 0, disadvantage: 0, voluntary: 0 };
  const planned = (perTarget: boolean) => {
    const made = attackToMake({ name: "Sword", system: { equipped: true, attacks: [attack({ range: range({ kind: "adjacent", max: null }) })] } }, 0, through({ name: "Sweeping Blow", undefendable: false, perTarget }));
    if (!made.ok) throw new Error(made.reasonKey);
    const p = planAttack({ identity, attack: made.attack, attacker, choice, sources: [] });
    if (!p.ok) throw new Error(p.reasonKey);
    return p.plan;
  };
  const lines = [line("Grave Brute", BRUTE), line("Wolf", WOLF)];

  it("is the one pack ability that rolls per target (by identifier)", () => {
    expect(rollsPerTarget(pack("sweeping-blow.yml").system.identifier)).toBe(true);
    for (const file of ["pincer-strike.yml", "dirty-fighting.yml", "tooth-for-tooth.yml", "nimble-step.yml"]) expect(rollsPerTarget(pack(file).system.identifier), file).toBe(false);
  });

  it("the plan asks a roll for every line when there are several; other attacks keep one shared roll", () => {
    expect(planned(true).perTarget).toBe(true);
    expect(ownRollLines(planned(true), 2)).toBe(2);
    expect(ownRollLines(planned(true), 1)).toBe(0);
    expect(planned(false).perTarget).toBe(false);
    expect(ownRollLines(planned(false), 2)).toBe(0);
  });

  it("each line meets its own roll: the brute is hit by 1,2,2 (5 points), the wolf missed by 6,6,6 (0)", () => {
    const plan = planned(true);
    const state = initialAttackState(plan, { hits: [[1, 2, 2]], extraFaces: [], targetHits: [[[1, 2, 2]], [[6, 6, 6]]] }, lines);
    expect(state.targets.map((t) => targetFaces(state, t, 0))).toEqual([[1, 2, 2], [6, 6, 6]]);
    const taken = (s: typeof state, i: number) => ({ ...s, targets: s.targets.map((t, j) => (j === i ? { ...t, defenses: [{ kind: "take" as const, faces: [] }] } : t)) });
    const brute = resolveTarget(taken(state, 0), 0, defender());
    const wolf = resolveTarget(taken(state, 1), 1, defender());
    expect(brute.ok && brute.state.targets[0]!.hit).toBe(true);
    expect(wolf.ok && wolf.state.targets[1]!.hit).toBe(false);
    // A shared roll (today's card) gives both lines the same faces.
    const shared = initialAttackState(planned(false), { hits: [[1, 2, 2]], extraFaces: [] }, lines);
    expect(shared.targets.map((t) => targetFaces(shared, t, 0))).toEqual([[1, 2, 2], [1, 2, 2]]);
    expect(() => initialAttackState(plan, { hits: [[1, 2, 2]], extraFaces: [], targetHits: [[[1, 2, 2]]] }, lines)).toThrow(RangeError);
  });

  it("is stored by the card's schema, settles on the line's own roll and shows each line's dice", () => {
    const state = initialAttackState(planned(true), { hits: [[1, 2, 2]], extraFaces: [], targetHits: [[[1, 2, 2]], [[6, 6, 6]]] }, lines);
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
    expect(cardStateOf(ATTACK_CARD, { type: "attack", system: state })).toEqual(state);
    // The wolf's 0-point hit needs no defense: it settles (a shared 5-point roll would wait on a defense).
    expect(needsSettling(state, WOLF, defender())).toBe(true);
    expect(needsSettling(initialAttackState(planned(false), { hits: [[1, 2, 2]], extraFaces: [] }, lines), WOLF, defender())).toBe(false);
    const reader = attackReader({ isGM: true, defenders: { [BRUTE]: defender(), [WOLF]: defender() } });
    const view = attackView(state, reader, { coupDeGrace: false });
    expect(view.perTarget).toMatch(/each target/);
    expect(view.targets.map((t) => t.hits[0]!.roll)).toEqual([5, 0]);
    expect(view.targets.every((t) => t.hits[0]!.dice !== null)).toBe(true);
  });
});
