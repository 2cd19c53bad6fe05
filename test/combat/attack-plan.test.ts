/**
 * The attack planner (src/combat/attack/attack-plan.ts): reach from every range kind and area, attribute-based ranges, extra
 * damage, dice with advantages, disadvantages, voluntary reduction and void attributes, the dice cap, hits and cost,
 * and the first state of the card (checked against the card's own schema, and for every damaging attack in the packs).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import {
  attackPool, attackReach, extraDicePerHit, initialAttackState, planAttack, rangeMaximum, storedExtras,
  type AttackPlan, type AttackRollChoice, type AttackerDice, type StructuredAttack,
} from "../../src/combat/attack/attack-plan.ts";
import { dealsDamage } from "../../src/actions/attack-route.ts";
import { ATTACK_CARD_LIMITS, defineAttackCardSchema } from "../../src/combat/attack/attack-card-schema.ts";
import { defendHit, resolveTarget, targetDice, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { MAX_TARGETS, type TargetLine } from "../../src/combat/attack/targets/targets.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import type { AnyChatCardType } from "../../src/chat/card-type.ts";
import { diceCount, type AttributeDice, type DiceExpression } from "../../src/rules/index.ts";
import { packSources } from "../support/packs.ts";

type AttackOverrides = Partial<Omit<StructuredAttack, "range" | "area">> & { range?: Partial<StructuredAttack["range"]>; area?: Partial<StructuredAttack["area"]> };

const expr = (pools: DiceExpression["pools"], divisor = 1, bonus = 0, mode: DiceExpression["mode"] = "points", combine: DiceExpression["combine"] = "max"): DiceExpression =>
  ({ pools, combine, divisor, bonus, mode });

/** A dagger-like attack: adjacent melee, 1 hit of energy/2, physical, to Might, (block/dodge). */
function attack(over: AttackOverrides = {}): StructuredAttack {
  const { range, area, ...rest } = over;
  return {
    label: "", mode: "melee", action: "tactic", cost: 1,
    range: { kind: "adjacent", min: null, max: null, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, noBeyondRange: false, ...range },
    area: { shape: "", radius: 0, center: "self", ...area },
    targetAttributes: ["might"], dice: expr(["energy"], 2), hits: 1, types: ["physical"], defenses: ["block", "dodge"],
    penetration: 0, extraDamage: [],
    ...rest,
  };
}

const dice = (might: number | null, energy: number | null, spirit: number | null): AttributeDice => ({ might, energy, spirit });
const attacker = (current: AttributeDice, total: AttributeDice = current): AttackerDice => ({ current, total });
const A5 = attacker(dice(4, 5, 3), dice(6, 5, 3));
const choice = (over: Partial<AttackRollChoice> = {}): AttackRollChoice => ({ expression: expr(["energy"], 2), mode: "points", advantage: 0, disadvantage: 0, voluntary: 0, ...over });
const identity = { attackerUuid: "Actor.att", attackerTokenUuid: "Scene.s.Token.att", attackerName: "Att", itemName: "Dagger", attackLabel: "" };
const line = (name: string, disadvantage = 0): TargetLine => ({ tokenUuid: `Scene.s.Token.${name}`, actorUuid: `Actor.${name}`, name, distance: 1, range: "inRange", disadvantage });

const ATTACK_CARD: AnyChatCardType = { type: "attack", template: "templates/chat/attack.hbs", defineSchema: defineAttackCardSchema, context: () => ({}) };

function plan(over: AttackOverrides = {}, roll: Partial<AttackRollChoice> = {}, who: AttackerDice = A5, sources: string[] = []): AttackPlan {
  const result = planAttack({ identity, attack: attack(over), attacker: who, choice: choice(roll), sources });
  if (!result.ok) throw new Error(result.reasonKey);
  return result.plan;
}

/** Faces for a plan: each hit `n` dice of `face`. */
const faces = (count: number, n: number, face = 1): number[][] => Array.from({ length: count }, () => Array.from({ length: n }, () => face));

describe("dealsDamage", () => {
  it("needs attack types and target attributes", () => {
    expect(dealsDamage(attack())).toBe(true);
    expect(dealsDamage(attack({ types: [] }))).toBe(false);
    expect(dealsDamage(attack({ targetAttributes: [] }))).toBe(false);
    expect(dealsDamage({})).toBe(false);
  });
});

describe("rangeMaximum", () => {
  const range = attack().range;
  it("is the fixed maximum, or null without one", () => {
    expect(rangeMaximum({ ...range, kind: "steps", max: 6 }, A5)).toBe(6);
    expect(rangeMaximum({ ...range, kind: "steps", max: null }, A5)).toBeNull();
  });

  it("reads an attribute's current dice or its total, times the multiplier", () => {
    const r = { ...range, kind: "steps", maxAttribute: "might", maxMultiplier: 3 };
    expect(rangeMaximum({ ...r, maxUsesDice: true }, A5)).toBe(12); // 4 current Might dice × 3
    expect(rangeMaximum({ ...r, maxUsesDice: false }, A5)).toBe(18); // 6 total × 3
    expect(rangeMaximum({ ...r, maxMultiplier: 1, maxUsesDice: true, max: 50 }, A5)).toBe(4); // the attribute wins
  });

  it("counts a void attribute as 3", () => {
    const r = { ...range, kind: "steps", maxAttribute: "spirit", maxMultiplier: 2, maxUsesDice: true };
    expect(rangeMaximum(r, attacker(dice(4, 5, null)))).toBe(6);
    expect(rangeMaximum({ ...r, maxUsesDice: false }, attacker(dice(4, 5, 2), dice(4, 5, null)))).toBe(6);
  });
});

describe("attackReach", () => {
  it("adjacent is within 1 step; melee is never ranged", () => {
    expect(attackReach(attack(), A5)).toEqual({ min: null, max: 1, ranged: false });
    expect(attackReach(attack({ mode: "ranged" }), A5)).toEqual({ min: null, max: 1, ranged: true });
  });

  it("reads 'within N' and 'X~Y' step ranges", () => {
    expect(attackReach(attack({ mode: "ranged", range: { kind: "steps", max: 8 } }), A5)).toEqual({ min: null, max: 8, ranged: true });
    expect(attackReach(attack({ mode: "ranged", range: { kind: "steps", min: 3, max: 15 } }), A5)).toEqual({ min: 3, max: 15, ranged: true });
    expect(attackReach(attack({ range: { kind: "steps", min: 1, max: 3 } }), A5)).toEqual({ min: 1, max: 3, ranged: false });
    expect(attackReach(attack({ mode: "", range: { kind: "steps", max: 4 } }), A5)).toEqual({ min: null, max: 4, ranged: false });
  });

  it("takes an attribute-based maximum with a minimum", () => {
    const a = attack({ mode: "ranged", range: { kind: "steps", min: 2, maxAttribute: "might", maxUsesDice: true, maxMultiplier: 5 } });
    expect(attackReach(a, A5)).toEqual({ min: 2, max: 20, ranged: true });
  });

  it("is not ranged when the item forbids attacks beyond range", () => {
    expect(attackReach(attack({ mode: "ranged", range: { kind: "steps", max: 8, noBeyondRange: true } }), A5)?.ranged).toBe(false);
  });

  it("is null for a step range without a maximum and for 'self' without a measurable area", () => {
    expect(attackReach(attack({ range: { kind: "steps" } }), A5)).toBeNull();
    expect(attackReach(attack({ range: { kind: "self" } }), A5)).toBeNull();
    expect(attackReach(attack({ range: { kind: "self" }, area: { shape: "path", radius: 3 } }), A5)).toBeNull();
    expect(attackReach(attack({ range: { kind: "self" }, area: { shape: "circle", radius: 2, center: "target" } }), A5)).toBeNull();
    expect(attackReach(attack({ range: { kind: "self" }, area: { shape: "circle", radius: 0 } }), A5)).toBeNull();
  });

  it.each(["circle", "sector", "ray", "ring"])("reaches the radius of a %s around the attacker, never ranged", (shape) => {
    expect(attackReach(attack({ mode: "ranged", range: { kind: "self" }, area: { shape, radius: 2 } }), A5)).toEqual({ min: null, max: 2, ranged: false });
  });

  it("adds the radius of an area centred away from the attacker and drops the minimum", () => {
    const grenade = attack({ mode: "ranged", range: { kind: "steps", maxAttribute: "might", maxMultiplier: 3 }, area: { shape: "circle", radius: 1, center: "impactPoint" } });
    expect(attackReach(grenade, A5)).toEqual({ min: null, max: 19, ranged: true }); // 6 total Might × 3 + 1
    const far = attack({ mode: "ranged", range: { kind: "steps", min: 2, max: 10 }, area: { shape: "circle", radius: 2, center: "target" } });
    expect(attackReach(far, A5)).toEqual({ min: null, max: 12, ranged: true });
    const gauntlet = attack({ area: { shape: "adjacent", radius: 1, center: "target" } });
    expect(attackReach(gauntlet, A5)).toEqual({ min: null, max: 2, ranged: false });
  });

  it("leaves a self-centred area on a step range to the range", () => {
    expect(attackReach(attack({ range: { kind: "steps", max: 3 }, area: { shape: "weaponReach", radius: 2, center: "self" } }), A5)).toEqual({ min: null, max: 3, ranged: false });
  });

  it("keeps distances within the card's bound", () => {
    expect(attackReach(attack({ range: { kind: "steps", max: 100000 } }), A5)?.max).toBe(ATTACK_CARD_LIMITS.distance);
    const huge = attack({ range: { kind: "steps", maxAttribute: "might", maxMultiplier: 100 }, area: { shape: "circle", radius: 500, center: "impactPoint" } });
    expect(attackReach(huge, attacker(dice(999, 3, 3)))?.max).toBe(ATTACK_CARD_LIMITS.distance);
  });
});

describe("extra damage", () => {
  it("keeps the item's steps in order and merges the +N🎲 steps into one", () => {
    const extra = storedExtras([{ op: "mul", value: 2 }, { op: "addDice", value: 2 }, { op: "add", value: 1 }, { op: "addDice", value: 3 }, { op: "sub", value: 1 }, { op: "div", value: 3 }]);
    expect(extra).toEqual([{ op: "mul", value: 2 }, { op: "addDice", value: 5 }, { op: "add", value: 1 }, { op: "sub", value: 1 }, { op: "div", value: 3 }]);
    expect(extraDicePerHit(extra)).toBe(5);
    expect(extraDicePerHit(storedExtras([{ op: "add", value: 2 }]))).toBe(0);
  });

  it("never stores ×0 or ÷0", () => {
    expect(storedExtras([{ op: "mul", value: 0 }, { op: "div", value: -1 }, { op: "add", value: -2 }])).toEqual([{ op: "mul", value: 1 }, { op: "div", value: 1 }, { op: "add", value: 0 }]);
  });
});

describe("attackPool", () => {
  const pool = (c: Partial<AttackRollChoice>, d: AttributeDice = A5.current) => {
    const r = attackPool(choice(c), d);
    if (!r.ok) throw new Error(r.reasonKey);
    return r.pool;
  };

  it("truncates the expression's value and adds the advantages and disadvantages", () => {
    expect(pool({})).toEqual({ baseDice: 2, advantage: 0, disadvantage: 0, dice: 2, mode: "points" });
    expect(pool({ advantage: 2, disadvantage: 1 })).toEqual({ baseDice: 2, advantage: 2, disadvantage: 1, dice: 3, mode: "points" });
    expect(pool({ disadvantage: 5 }).dice).toBe(1);
  });

  it("applies the one-die minimum after the modifiers (§10.3 #12)", () => {
    expect(pool({ expression: expr(["might"], 3), advantage: 1 }, dice(2, 3, 3))).toMatchObject({ baseDice: 0, dice: 1 });
  });

  it("stores the voluntary reduction and a negative base as disadvantages, counting the same dice", () => {
    expect(pool({ voluntary: 1, disadvantage: 1, advantage: 1 })).toMatchObject({ baseDice: 2, advantage: 1, disadvantage: 2, dice: 1 });
    expect(pool({ expression: expr(["might"], 1, -3), advantage: 3 }, dice(1, 3, 3))).toMatchObject({ baseDice: 0, advantage: 3, disadvantage: 2, dice: 1 });
  });

  it("rolls 3 dice for a void attribute used alone and skips it in take-higher", () => {
    expect(pool({ expression: expr(["spirit"]) }, dice(4, 5, null)).baseDice).toBe(3);
    expect(pool({ expression: expr(["might", "spirit"], 1, 0, "points", "max") }, dice(1, 5, null)).baseDice).toBe(1);
  });

  it("reads formula text from the dialog, also text the card cannot store as an expression", () => {
    expect(pool({ expression: "energy/2+1" }).baseDice).toBe(3);
    expect(pool({ expression: "energy/2+spirit/2" }).baseDice).toBe(4); // 2.5 + 1.5
    expect(pool({ expression: "4", mode: "faceSum" })).toMatchObject({ baseDice: 4, mode: "faceSum" });
  });

  it("refuses a formula the rules cannot read", () => {
    expect(attackPool(choice({ expression: "energy/" }), A5.current)).toMatchObject({ ok: false, reasonKey: "MESHAL.Roll.badFormula" });
  });

  it("refuses more dice than the card holds, and accepts exactly the cap", () => {
    const cap = ATTACK_CARD_LIMITS.dice;
    expect(attackPool(choice({ expression: String(cap) }), A5.current)).toMatchObject({ ok: true, pool: { dice: cap } });
    const refusal = { ok: false, reasonKey: "MESHAL.Attack.start.tooManyDice", data: { max: String(cap) } };
    expect(attackPool(choice({ expression: String(cap + 1) }), A5.current)).toEqual(refusal);
    expect(attackPool(choice({ expression: String(cap), advantage: 1 }), A5.current)).toEqual(refusal);
    expect(attackPool(choice({ advantage: cap + 1, disadvantage: cap }), A5.current)).toEqual(refusal);
    expect(attackPool(choice({ disadvantage: cap + 1 }), A5.current)).toEqual(refusal);
  });

  it("rolls the same dice as the rules' diceCount, and a target without a range penalty reads all of them", () => {
    const d = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
    fc.assert(fc.property(
      fc.record({ might: d, energy: d, spirit: d }),
      fc.subarray(["might", "energy", "spirit"] as const, { minLength: 0 }),
      fc.integer({ min: 1, max: 4 }), fc.integer({ min: -3, max: 3 }),
      fc.nat(4), fc.nat(4), fc.nat(4),
      (current, pools, divisor, bonus, advantage, disadvantage, voluntary) => {
        const e = expr(pools, pools.length ? divisor : 1, bonus);
        const r = attackPool({ expression: e, mode: "points", advantage, disadvantage, voluntary }, current);
        if (!r.ok) return false;
        const expected = diceCount(e, current, { advantage, disadvantage, voluntary });
        return r.pool.dice === expected && targetDice(r.pool, { disadvantage: 0 }) === expected;
      },
    ));
  });
});

describe("planAttack", () => {
  it("copies the attack's types, penetration, defenses, attributes, hits and cost", () => {
    const p = plan({ types: ["erosion", "occult"], penetration: 1, defenses: ["resist"], targetAttributes: ["energy", "spirit"], hits: 2, cost: 2 });
    expect(p.base).toMatchObject({ types: ["erosion", "occult"], penetration: 1, allowed: ["resist"], attributes: ["energy", "spirit"], cost: 2, extra: [] });
    expect(p.hitCount).toBe(2);
    expect(p.extraDice).toBe(0);
  });

  it("keeps an undefendable attack undefendable and drops repeats", () => {
    expect(plan({ defenses: [] }).base.allowed).toEqual([]);
    expect(plan({ types: ["physical", "physical"], targetAttributes: ["might", "might"] }).base).toMatchObject({ types: ["physical"], attributes: ["might"] });
  });

  it("bounds hits, cost and penetration to what the card stores", () => {
    expect(plan({ hits: 0 }).hitCount).toBe(1);
    expect(plan({ hits: 99 }).hitCount).toBe(ATTACK_CARD_LIMITS.hits);
    expect(plan({ cost: 500 }).base.cost).toBe(ATTACK_CARD_LIMITS.cost);
    expect(plan({ cost: -1 }).base.cost).toBe(0);
    expect(plan({ penetration: 1e6 }).base.penetration).toBe(ATTACK_CARD_LIMITS.damage);
  });

  it("names the attacker, the item and the attack, within the card's text bounds", () => {
    const p = planAttack({ identity: { ...identity, itemName: "x".repeat(500), attackLabel: "burst" }, attack: attack(), attacker: A5, choice: choice(), sources: [] });
    if (!p.ok) throw new Error(p.reasonKey);
    expect(p.plan.base).toMatchObject({ attackerUuid: "Actor.att", attackerTokenUuid: "Scene.s.Token.att", attackerName: "Att", attackLabel: "burst" });
    expect(p.plan.base.itemName).toHaveLength(ATTACK_CARD_LIMITS.text);
  });

  it("lists each modifier source once, trimmed, at most the card's limit", () => {
    expect(plan({}, {}, A5, [" Ring ", "Ring", "", "Shield"]).base.sources).toEqual(["Ring", "Shield"]);
    const many = Array.from({ length: 30 }, (_, i) => `Item ${i}`);
    expect(plan({}, {}, A5, many).base.sources).toHaveLength(ATTACK_CARD_LIMITS.sources);
  });

  it("asks for the extra damage dice per hit", () => {
    const p = plan({ hits: 3, extraDamage: [{ op: "addDice", value: 2 }, { op: "mul", value: 2 }] });
    expect(p.extraDice).toBe(2);
    expect(p.base.extra).toEqual([{ op: "addDice", value: 2 }, { op: "mul", value: 2 }]);
  });

  it("passes a refusal of the dice through", () => {
    expect(planAttack({ identity, attack: attack(), attacker: A5, choice: choice({ advantage: 1000 }), sources: [] })).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.tooManyDice" });
  });
});

describe("initialAttackState", () => {
  it("holds the rolled faces and a fresh line per target with one undecided defense per hit", () => {
    const p = plan({ hits: 2 });
    const state = initialAttackState(p, { hits: [[1, 2], [2, 4]], extraFaces: [] }, [line("a"), line("b", 2)]);
    expect(state.hits).toEqual([[1, 2], [2, 4]]);
    expect(state.extraFaces).toEqual([]);
    expect(state.targets).toHaveLength(2);
    expect(state.targets[1]).toMatchObject({ name: "b", disadvantage: 2, defenses: [null, null], resolved: false, hit: false, damage: 0, applied: null });
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
  });

  it("posts a card without targets (the GM assigns them later)", () => {
    const state = initialAttackState(plan(), { hits: [[1, 2]], extraFaces: [] }, []);
    expect(state.targets).toEqual([]);
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
  });

  it("stores an attack with no range to check (reach null)", () => {
    const state = initialAttackState(plan({ range: { kind: "self" } }), { hits: [[1, 2]], extraFaces: [] }, [line("a")]);
    expect(state.reach).toBeNull();
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
  });

  it("keeps at most the card's number of targets", () => {
    const lines = Array.from({ length: MAX_TARGETS + 3 }, (_, i) => line(`t${i}`));
    expect(initialAttackState(plan(), { hits: [[1, 2]], extraFaces: [] }, lines).targets).toHaveLength(MAX_TARGETS);
  });

  it("refuses faces that do not match the plan", () => {
    const p = plan({ hits: 2, extraDamage: [{ op: "addDice", value: 1 }] });
    expect(() => initialAttackState(p, { hits: [[1, 2]], extraFaces: [[1], [1]] }, [])).toThrow(RangeError);
    expect(() => initialAttackState(p, { hits: [[1, 2], [1]], extraFaces: [[1], [1]] }, [])).toThrow(RangeError);
    expect(() => initialAttackState(p, { hits: [[1, 2], [1, 7]], extraFaces: [[1], [1]] }, [])).toThrow(RangeError);
    expect(() => initialAttackState(p, { hits: [[1, 2], [1, 2]], extraFaces: [] }, [])).toThrow(RangeError);
    expect(() => initialAttackState(plan(), { hits: [[1, 2]], extraFaces: [[1]] }, [])).toThrow(RangeError);
    expect(initialAttackState(p, { hits: [[1, 2], [1, 2]], extraFaces: [[2], [1]] }, []).extraFaces).toEqual([[2], [1]]);
  });

  it("resolves worked example A (§6.4) through the card's transitions", () => {
    const p = plan({ hits: 2 });
    let state: AttackState = initialAttackState(p, { hits: [[1, 2], [2, 4]], extraFaces: [] }, [line("def")]);
    const step = (t: ReturnType<typeof defendHit>) => {
      if (!t.ok) throw new Error(t.reasonKey);
      return t.state;
    };
    state = step(defendHit(state, 0, 0, { kind: "dodge", faces: [2, 5, 6] }));
    state = step(defendHit(state, 0, 1, { kind: "block", faces: [3, 3, 5, 6] }));
    state = step(resolveTarget(state, 0, { protection: { physical: 1, erosion: 0, occult: 0 } }));
    expect(state.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 1 });
  });

  it("resolves +N🎲 extra damage with the faces rolled for each hit (two +N🎲 steps merged)", () => {
    const p = plan({ hits: 2, extraDamage: [{ op: "addDice", value: 1 }, { op: "addDice", value: 1 }] });
    // Hit 1: 2 points, +(1+2) extra = 5; hit 2: 1 point, +(2+0) = 3 (no protection).
    let state = initialAttackState(p, { hits: [[1, 1], [1, 6]], extraFaces: [[1, 2], [2, 5]] }, [line("def")]);
    const resolved = resolveTarget(state, 0, { protection: { physical: 0, erosion: 0, occult: 0 } });
    if (!resolved.ok) throw new Error(resolved.reasonKey);
    state = resolved.state;
    expect(state.targets[0]!.damage).toBe(8);
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
  });
});

describe("every damaging attack in the packs", () => {
  const attacks = ["weapons", "abilities", "gear", "accessories", "armor"].flatMap((pack) =>
    packSources(pack).flatMap(({ doc }) => ((doc.system as { attacks?: StructuredAttack[] }).attacks ?? []).map((a, i) => ({ name: `${pack}/${doc.name}#${i}`, attack: a }))),
  );

  it("plans a card state the card's schema accepts", () => {
    const damaging = attacks.filter((a) => dealsDamage(a.attack));
    expect(damaging.length).toBeGreaterThan(100);
    for (const { name, attack: a } of damaging) {
      const result = planAttack({ identity, attack: a, attacker: A5, choice: choice({ expression: a.dice, mode: a.dice.mode }), sources: ["Ring"] });
      if (!result.ok) throw new Error(`${name}: ${result.reasonKey}`);
      const p = result.plan;
      const state = initialAttackState(p, { hits: faces(p.hitCount, p.base.dice), extraFaces: p.extraDice ? faces(p.hitCount, p.extraDice, 2) : [] }, [line("def")]);
      expect(cardProblems(ATTACK_CARD, state), name).toEqual([]);
    }
  });
});
