/**
 * Seed-rulebook review: rules checked against the ORIGINAL Chinese rulebook (the seed text, kept outside this
 * repository; docs/rules.md says how it relates to the spec), quoted by line, and edge cases the other suites miss.
 * Expected values come from the seed text or the spec, never from the implementation.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARRY_LIMITS,
  ITEM_HANDLING_COST,
  MATERIALS,
  MIN_RANGE_DISADVANTAGE,
  OBJECT_MODIFIERS,
  STARTING_POTENTIAL,
  STARTING_TRAINED,
  TIE_BREAK_DICE,
  abilityCap,
  abilityCost,
  applyDamage,
  areaSpan,
  attemptSucceeds,
  attributeDice,
  canObtainAbility,
  chanceToSucceed,
  checkAction,
  checkRange,
  consciousness,
  countPoints,
  damageObject,
  damageToRemove,
  defaultDamageSplit,
  defenseDiceCount,
  deriveAttribute,
  diceCount,
  effectiveProtection,
  fallingAttackDice,
  initiativeDice,
  movementRate,
  orderInitiative,
  overloadedAttributes,
  planTactic,
  pointsDistribution,
  poolSize,
  progressiveAttempt,
  resolveAttack,
  resolveHit,
  restDice,
  restHour,
  restHours,
  squareGridDistance,
  trainedRaiseCost,
  unresolvedTies,
  type AttributeDice,
  type AttributeId,
} from "../../src/rules/index.ts";

const RUNS = { numRuns: 500 };
const IDS: AttributeId[] = ["might", "energy", "spirit"];
const arbDie = fc.option(fc.integer({ min: 0, max: 8 }), { nil: null });
const arbDice = fc.record({ might: arbDie, energy: arbDie, spirit: arbDie }) as fc.Arbitrary<AttributeDice>;

describe("seed §投骰: dice count truncates, minimum one die (seed l.22, l.32, l.56; spec §0, §2.2, §10.3 #12)", () => {
  it("poolSize truncates toward zero like diceCount: a base of −0.5 counts as 0, not −1", () => {
    // §0: 'drop the fraction only from the final result (truncate)'. trunc(−0.5) = 0; +2 advantages → 2 dice.
    expect(poolSize(-0.5, 2)).toBe(2);
    expect(poolSize(-1.5, 3)).toBe(2);
    expect(poolSize(-0.5)).toBe(1);
  });

  it("poolSize(exact formula value) equals diceCount of the formula (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(4),
        fc.nat(4),
        (might, k, d, adv, dis) => {
          const dice = { might, energy: 3, spirit: 3 };
          const viaFormula = diceCount(`(might-${k})/${d}`, dice, { advantage: adv, disadvantage: dis });
          expect(poolSize((might - k) / d, adv, dis)).toBe(viaFormula);
          // the spec's algorithm, written out: max(1, trunc(x) + adv − dis)
          expect(viaFormula).toBe(Math.max(1, Math.trunc((might - k) / d) + adv - dis));
        },
      ),
      RUNS,
    );
  });

  it("seed l.56 examples: might+1 with 3 Might dice = 4 dice; energy÷2 with 5 Energy dice = 2 dice; <1 still rolls 1", () => {
    expect(diceCount("might+1", { might: 3, energy: 3, spirit: 3 })).toBe(4);
    expect(diceCount("energy/2", { might: 3, energy: 5, spirit: 3 })).toBe(2);
    expect(diceCount("might/4", { might: 3, energy: 5, spirit: 3 })).toBe(1);
    // l.27: "投4+3🎲时，须投出4+3=7颗骰子"
    expect(diceCount("4+3🎲", { might: 1, energy: 1, spirit: 1 })).toBe(7);
    // l.56: take-lower rolls the attribute with fewer dice
    expect(diceCount("energy/spirit take-lower🎲", { might: 9, energy: 2, spirit: 5 })).toBe(2);
  });

  it("seed l.33: a defender may also roll fewer dice voluntarily, never below 1", () => {
    const dice = { might: 5, energy: 2, spirit: 3 };
    expect(defenseDiceCount("block", dice, 1, 0, 2)).toBe(4);
    expect(defenseDiceCount("dodge", dice, 0, 0, 5)).toBe(1);
    expect(() => defenseDiceCount("resist", dice, 0, 0, -1)).toThrow(RangeError);
  });

  it("0-dice pools: 0 dice score 0 points, never beat any difficulty; seed rules never roll 0 dice", () => {
    expect(pointsDistribution(0)).toEqual([1]);
    for (const d of [-3, 0, 1, 5]) expect(chanceToSucceed(0, d)).toBe(0);
    fc.assert(
      fc.property(arbDice, fc.nat(6), fc.nat(12), fc.nat(6), (dice, adv, dis, vol) => {
        expect(diceCount("might-energy-spirit", dice, { advantage: adv, disadvantage: dis, voluntary: vol })).toBeGreaterThanOrEqual(1);
        expect(diceCount("might", dice, { advantage: adv, disadvantage: dis, voluntary: vol, newerDice: true })).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

describe("seed §尝试/难度 (l.36, l.41–46): success iff result > difficulty", () => {
  it("the seed's stone-door example", () => {
    expect(attemptSucceeds(3, 5)).toBe(false); // 强壮🎲 难度5, 投得3
    expect(attemptSucceeds(2, 1)).toBe(true); // 精神🎲 难度1, 投得2
    // progressive: "持续至累加点数超过难度45为止" — 45 exactly is not yet enough
    expect(progressiveAttempt([20, 25], 45).succeededOnRoll).toBeNull();
    expect(progressiveAttempt([20, 25, 1], 45).succeededOnRoll).toBe(3);
  });
});

describe("seed §属性 (l.49, l.53, l.85): attribute minimum 1, trained cost, ability cap vs base", () => {
  it("l.53: new characters start with trained 3; raising costs current trained × 3", () => {
    expect(STARTING_TRAINED).toBe(3);
    expect(trainedRaiseCost(3)).toBe(9);
    expect(trainedRaiseCost(6)).toBe(18);
  });

  it("l.68 / l.85: 36 starting potential; an ability costs level × 3", () => {
    expect(STARTING_POTENTIAL).toBe(36);
    expect(abilityCost(4)).toBe(12);
  });

  it("l.49 '属性最低为1': a base below 1 still counts as 1 for the ability cap (l.85 caps load at the base value)", () => {
    expect(abilityCap(0)).toBe(1);
    expect(abilityCap(-2)).toBe(1);
    expect(abilityCap(4)).toBe(4);
    expect(abilityCap(null)).toBeNull();
    expect(() => abilityCap(Number.NaN)).toThrow(RangeError);
    // trained 3 with a −3 feature: base 0, treated as 1 → one level-1 ability fits, a second does not
    expect(canObtainAbility(0, 0, { abilityType: "might", level: 1 })).toEqual({ allowed: true, loadAfter: 1 });
    expect(canObtainAbility(0, 1, { abilityType: "might", level: 1 })).toMatchObject({ allowed: false, reason: "overLoad" });
    expect(overloadedAttributes({ might: 0, energy: -1, spirit: 0 }, { might: 1, energy: 2, spirit: 0 })).toEqual(["energy"]);
  });

  it("the cap is max(1, base) and never depends on temporary changes (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 12 }), fc.nat(12), fc.integer({ min: 0, max: 6 }), (base, load, level) => {
        const r = canObtainAbility(base, load, { abilityType: "spirit", level });
        expect(r.allowed).toBe(load + level <= Math.max(1, base));
        expect(r.loadAfter).toBe(r.allowed ? load + level : load);
      }),
      RUNS,
    );
  });

  it("derived total never drops below 1, whatever the modifiers (l.49)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -15, max: 5 }), fc.integer({ min: -15, max: 5 }), (trained, feat, temp) => {
        const d = deriveAttribute({ trained, featureMod: feat, tempMod: temp, lost: 0, invalid: false });
        expect(d.total).toBe(Math.max(1, trained + feat + temp));
        expect(d.value).toBe(d.total);
      }),
      RUNS,
    );
  });
});

describe("void attributes in every rules function (§2.2, §3.2 [N], §10.3 #8)", () => {
  const voidMight: AttributeDice = { might: null, energy: 4, spirit: 2 };

  it("formulas: alone = 3 dice (also under a divisor or bonus), skipped in take-higher/lower", () => {
    expect(diceCount("might", voidMight)).toBe(3);
    expect(diceCount("might🎲+", voidMight)).toBe(3);
    expect(diceCount("might+1", voidMight)).toBe(4);
    expect(diceCount("max(might,spirit)", voidMight)).toBe(2);
    expect(diceCount("min(might,energy)", voidMight)).toBe(4);
    expect(diceCount("might/spirit take-lower", voidMight)).toBe(2);
    expect(diceCount("max(might,energy,spirit)", { might: null, energy: null, spirit: null })).toBe(3);
  });

  it("defense, initiative and falling use 3 dice for a void attribute", () => {
    expect(defenseDiceCount("block", voidMight)).toBe(3);
    expect(defenseDiceCount("block", voidMight, 0, 5)).toBe(1);
    expect(initiativeDice(null)).toBe(3);
    expect(fallingAttackDice(5, null)).toBe(2);
  });

  it("a void attribute never loses dice, takes no share of damage and never knocks out", () => {
    const d = deriveAttribute({ trained: 3, featureMod: 0, tempMod: 0, lost: 7, invalid: true });
    expect(d.lost).toBe(0);
    expect(attributeDice({ might: d, energy: d, spirit: d })).toEqual({ might: null, energy: null, spirit: null });
    expect(consciousness({ might: null, energy: null, spirit: null })).toBe("conscious");
    expect(consciousness({ might: null, energy: 0, spirit: 1 })).toBe("unconscious");
    expect(consciousness({ might: null, energy: 0, spirit: 0 })).toBe("dead");
    expect(applyDamage({ damage: 3, targets: ["might"], dice: voidMight })).toMatchObject({ valid: true, removed: 0 });
    expect(applyDamage({ damage: 3, targets: ["might"], dice: voidMight, allocation: { might: 1 } })).toMatchObject({
      valid: false,
      code: "voidTarget",
    });
  });

  it("no abilities of a void attribute's type", () => {
    expect(canObtainAbility(null, 0, { abilityType: "might", level: 0 })).toMatchObject({ allowed: false, reason: "voidAttribute" });
    expect(overloadedAttributes({ might: null, energy: 3, spirit: 3 }, { might: 1, energy: 0, spirit: 0 })).toEqual(["might"]);
  });
});

describe("damage split across listed attributes (§6.3, §10.3 #6): void and already-empty attributes", () => {
  it("a listed attribute already at 0 takes nothing; the rest must absorb as much as it can", () => {
    const dice: AttributeDice = { might: 0, energy: 2, spirit: 3 };
    expect(damageToRemove(5, ["might", "energy"], dice)).toBe(2);
    expect(defaultDamageSplit(5, ["might", "energy"], dice)).toEqual({ energy: 2 });
    expect(applyDamage({ damage: 5, targets: ["might", "energy"], dice, allocation: { might: 1, energy: 1 } })).toMatchObject({
      valid: false,
      code: "overShare",
    });
    expect(applyDamage({ damage: 5, targets: ["might", "energy"], dice, allocation: { energy: 1 } })).toMatchObject({
      valid: false,
      code: "wrongTotal",
      required: 2,
    });
    // void + empty: nothing can be removed → a valid no-op
    expect(applyDamage({ damage: 4, targets: ["might", "energy"], dice: { might: 0, energy: null, spirit: 2 } })).toMatchObject({
      valid: true,
      removed: 0,
      diceAfter: { might: 0, energy: null, spirit: 2 },
      state: "unconscious",
    });
  });

  it("an allocation is valid exactly when the spec's split rule holds (property, oracle from §6.3)", () => {
    const arbTargets = fc.subarray(IDS, { minLength: 1 });
    const arbShare = fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined });
    fc.assert(
      fc.property(arbDice, arbTargets, fc.nat(15), fc.record({ might: arbShare, energy: arbShare, spirit: arbShare }), (dice, targets, damage, raw) => {
        const allocation: Partial<Record<AttributeId, number>> = {};
        for (const id of targets) if (raw[id] !== undefined) allocation[id] = raw[id];
        const live = targets.reduce((s, id) => s + (dice[id] ?? 0), 0);
        const required = Math.min(damage, live);
        let sum = 0;
        let ok = true;
        for (const id of targets) {
          const share = allocation[id] ?? 0;
          if (share === 0) continue;
          if (dice[id] === null || share > (dice[id] as number)) ok = false;
          sum += share;
        }
        ok = ok && sum === required;
        const out = applyDamage({ damage, targets, dice, allocation });
        expect(out.valid).toBe(ok);
        if (out.valid) {
          for (const id of IDS) {
            const before = dice[id];
            expect(out.diceAfter[id]).toBe(before === null ? null : before - (allocation[id] ?? 0));
          }
          expect(out.state).toBe(consciousness(out.diceAfter));
        }
        // the default split is always legal and removes exactly the required dice
        const dflt = applyDamage({ damage, targets, dice });
        expect(dflt).toMatchObject({ valid: true, removed: required });
      }),
      RUNS,
    );
  });
});

describe("protection (seed l.58–63, l.252–255): negative protection, penetration, zero roll", () => {
  it("seed l.62 example: 2 attack points − physical protection 1 = 1 damage", () => {
    const r = resolveHit(countPoints([1, 3, 1]), { types: ["physical"] }, { protection: { physical: 1, erosion: 0, occult: 0 } });
    expect(r).toMatchObject({ roll: 2, hit: true, damage: 1 });
  });

  it("penetration never lowers a protection ≤ 0 and never takes a positive one below 0 (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), fc.nat(8), (p, pen) => {
        const e = effectiveProtection({ protection: { physical: p, erosion: 0, occult: 0 } }, ["physical"], pen);
        expect(e).toBe(p <= 0 ? p : Math.max(0, p - pen));
      }),
      RUNS,
    );
  });

  it("a 0-point roll never hurts, whatever the (negative) protection and penetration; otherwise negative protection adds (property)", () => {
    fc.assert(
      fc.property(fc.nat(8), fc.integer({ min: -6, max: 0 }), fc.nat(5), (roll, p, pen) => {
        const def = { protection: { physical: 0, erosion: p, occult: 0 } };
        const full = resolveHit(roll, { types: ["erosion"], penetration: pen }, def);
        const simple = resolveAttack({ roll, types: ["erosion"], penetration: pen }, { protections: def.protection });
        if (roll === 0) {
          expect(full).toMatchObject({ autoMiss: true, hit: false, damage: 0 });
          expect(simple).toEqual({ hit: false, damage: 0, completeDefense: false });
        } else {
          expect(full).toMatchObject({ hit: true, damage: roll - p });
          expect(simple.damage).toBe(roll - p);
        }
      }),
      RUNS,
    );
  });

  it("resolveAttack rejects a NaN protection even when another listed type is lower", () => {
    expect(() =>
      resolveAttack({ roll: 3, types: ["physical", "erosion"] }, { protections: { physical: Number.NaN, erosion: 1, occult: 0 } }),
    ).toThrow(/protection\.physical/);
  });
});

describe("seed §物体 (l.257–273): durability table and the wall example", () => {
  // Transcribed from the seed table (per-step factor, value below 1 step, physical, erosion; occult always immune).
  const seedTable: Record<string, [number, number, number, number | "immune"]> = {
    paper: [2, 1, 2, 2],
    ceramic: [3, 1, 1, 4],
    glass: [3, 1, 1, 0],
    wood: [3, 2, 1, 1],
    clay: [4, 2, 2, "immune"],
    iron: [5, 3, 3, 2],
    plastic: [5, 2, 3, 0],
    rock: [6, 4, 3, "immune"],
    steel: [9, 5, 4, 3],
  };

  it("every material row matches the seed", () => {
    expect(Object.keys(MATERIALS).sort()).toEqual(Object.keys(seedTable).sort());
    for (const [name, [perStep, thin, physical, erosion]] of Object.entries(seedTable)) {
      expect(MATERIALS[name as keyof typeof MATERIALS], name).toEqual({
        perStep,
        thin,
        protection: { physical, erosion, occult: "immune" },
      });
    }
    expect(OBJECT_MODIFIERS.reinforced).toMatchObject({ durability: 2, protectionAdd: 1 });
    expect(OBJECT_MODIFIERS.enchanted).toMatchObject({ durability: 3, protectionAdd: 3 });
    expect(OBJECT_MODIFIERS.delicate).toMatchObject({ durability: 0.5, protectionDivide: 2 });
  });

  it("l.258 wall: durability 5, physical 3, erosion 6, immune to occult — needs 4+ physical or 7+ erosion points", () => {
    const wall = { physical: 3, erosion: 6, occult: "immune" as const };
    expect(damageObject(5, wall, ["physical"], 3).damage).toBe(0);
    expect(damageObject(5, wall, ["physical"], 4).damage).toBe(1);
    expect(damageObject(5, wall, ["erosion"], 6).damage).toBe(0);
    expect(damageObject(5, wall, ["erosion"], 7).damage).toBe(1);
    expect(damageObject(5, wall, ["occult"], 12)).toEqual({ damage: 0, durabilityAfter: 5, broken: false });
  });
});

describe("seed §移动/距离 (l.205–207, l.92, l.224, l.247)", () => {
  it("diagonals: 2 diagonal squares = 3 steps, a single one = 1 step", () => {
    expect(squareGridDistance(2, 2)).toBe(3);
    expect(squareGridDistance(1, 1)).toBe(1);
  });
  it("an area of radius 1 spans 3 steps", () => expect(areaSpan(1)).toBe(3));
  it("speed ½ needs 2⚡ per step", () => expect(movementRate(1, 0, 1).mobilityPerStep).toBe(2));
  it("'3~6步' means > 3 and < 6; too close → 3 disadvantages", () => {
    expect(MIN_RANGE_DISADVANTAGE).toBe(3);
    expect(checkRange(3, 6, 3).status).toBe("tooClose");
    expect(checkRange(3, 6, 5.5).status).toBe("inRange");
    expect(checkRange(3, 6, 6).status).toBe("outOfRange");
  });
});

describe("seed §物品 (l.135, l.191–198): carrying caps and handling costs", () => {
  it("3 heavy, 9 light, any trivial; pick up 1/2/3⚡ by scale", () => {
    expect(CARRY_LIMITS).toEqual({ heavy: 3, light: 9, trivial: Infinity });
    expect(ITEM_HANDLING_COST).toEqual({ trivial: 1, light: 2, heavy: 3 });
  });
});

describe("rest (seed l.55, l.289): at least one die even at 0, only damaged attributes roll", () => {
  it("rest at 0 dice rolls exactly 1 die; recovery = min(points, missing) (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 10, maxLength: 10 }),
        (total, rawCurrent, pool) => {
          const current = Math.min(rawCurrent, total);
          const n = restDice(total, current);
          expect(n).toBe(current === total ? 0 : Math.max(1, current));
          const faces = pool.slice(0, n);
          const hour = restHour(total, current, faces);
          const points = countPoints(faces);
          expect(hour.recovered).toBe(Math.min(points, total - current));
          expect(hour.after).toBe(current + hour.recovered);
        },
      ),
      RUNS,
    );
    expect(restHours(4, 0, [[2], [1, 1]])).toMatchObject({ final: 4, fullyRestored: true });
    expect(() => restHour(4, 0, [])).toThrow(RangeError); // 0 dice still rolls one
  });
});

describe("long actions (§5.4 [N], §10.3 #10): cost exactly equal to the ⚡ left", () => {
  it("a tactic costing exactly the remaining ⚡ is not long and leaves 0⚡", () => {
    expect(planTactic(3, 3, 3)).toEqual({ spendPerTurn: [3], completesOnTurn: 1, leftoverOnCompletionTurn: 0, isLong: false });
    expect(checkAction({ kind: "tactic", cost: 2, attachedCost: 1, remaining: 3, ownTurn: true })).toEqual({ allowed: true, long: false, total: 3 });
    expect(checkAction({ kind: "tactic", cost: 2, attachedCost: 2, remaining: 3, ownTurn: true })).toEqual({ allowed: true, long: true, total: 4 });
    expect(checkAction({ kind: "reaction", cost: 1, remaining: 1, ownTurn: false })).toEqual({ allowed: true, long: false, total: 1 });
    expect(checkAction({ kind: "reaction", cost: 1, remaining: 0, ownTurn: false })).toEqual({ allowed: false, reason: "notEnoughMobility" });
  });

  it("long iff cost > remaining; payments sum to the cost and never exceed max per later turn (property)", () => {
    fc.assert(
      fc.property(fc.nat(30), fc.integer({ min: 1, max: 6 }), fc.nat(6), (cost, max, remaining) => {
        const plan = planTactic(cost, max, remaining);
        expect(plan.isLong).toBe(cost > remaining);
        expect(plan.spendPerTurn.reduce((a, b) => a + b, 0)).toBe(cost);
        if (plan.isLong) {
          expect(plan.spendPerTurn[0]).toBe(remaining);
          for (const pay of plan.spendPerTurn.slice(1)) expect(pay).toBeLessThanOrEqual(max);
          expect(plan.completesOnTurn).toBe(1 + Math.ceil((cost - remaining) / max));
        }
      }),
      RUNS,
    );
  });
});

describe("initiative ties among late joiners (seed l.182–184, §10.3 #3)", () => {
  it("tie-break dice are 3 (3🎲+)", () => expect(TIE_BREAK_DICE).toBe(3));

  it("joiners arriving together roll among themselves; a tie between them must be re-rolled; all follow the starters", () => {
    const entries = [
      { id: "A", faceSum: 4 },
      { id: "B", faceSum: 9 },
      { id: "J1", faceSum: 12, lateJoiner: true },
      { id: "J2", faceSum: 12, lateJoiner: true },
      { id: "J3", faceSum: 4, lateJoiner: true }, // ties starter A's 4 but is in another batch: no roll needed
    ];
    expect(unresolvedTies(entries)).toEqual([["J1", "J2"]]);
    const order = orderInitiative(entries);
    expect(order.slice(0, 2)).toEqual(["B", "A"]);
    expect(order.slice(2).sort()).toEqual(["J1", "J2", "J3"]);
    expect(order[4]).toBe("J3");
    const broken = entries.map((e) => (e.id === "J1" ? { ...e, tieBreaks: [7] } : e.id === "J2" ? { ...e, tieBreaks: [11] } : e));
    expect(unresolvedTies(broken)).toEqual([]);
    expect(orderInitiative(broken)).toEqual(["B", "A", "J2", "J1", "J3"]);
  });

  it("a lone joiner of a later batch skips the roll and goes after an earlier batch", () => {
    const entries = [
      { id: "J", faceSum: 0, lateJoiner: true, batch: 2 },
      { id: "K", faceSum: 3, lateJoiner: true, batch: 1 },
      { id: "L", faceSum: 3, lateJoiner: true, batch: 1, tieBreaks: [] },
      { id: "A", faceSum: 1 },
    ];
    expect(unresolvedTies(entries)).toEqual([["K", "L"]]);
    expect(orderInitiative(entries)).toEqual(["A", "K", "L", "J"]);
  });
});

describe("initiative order with late-joiner batches and tie-breaks (property, oracle from §5.2)", () => {
  it("orders by batch, then face sum, then tie-break rolls; unresolved ties = identical rolls within a batch", () => {
    const arbEntry = fc.record({
      faceSum: fc.integer({ min: 0, max: 6 }),
      tie: fc.array(fc.integer({ min: 3, max: 5 }), { minLength: 2, maxLength: 2 }),
      late: fc.boolean(),
      batch: fc.integer({ min: 1, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(arbEntry, { minLength: 1, maxLength: 8 }), (raw) => {
        // every creature has rolled the same number of tie-breaks, as the table requires
        const entries = raw.map((e, i) => ({ id: `c${i}`, faceSum: e.faceSum, tieBreaks: e.tie, lateJoiner: e.late, batch: e.batch }));
        const key = (e: (typeof entries)[number]): number[] => [e.lateJoiner ? e.batch : 0, -e.faceSum, -e.tieBreaks[0]!, -e.tieBreaks[1]!];
        const cmp = (a: number[], b: number[]): number => {
          for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
          return 0;
        };
        const order = orderInitiative(entries);
        const byId = new Map(entries.map((e) => [e.id, e]));
        for (let i = 1; i < order.length; i++) {
          expect(cmp(key(byId.get(order[i - 1]!)!), key(byId.get(order[i]!)!))).toBeLessThanOrEqual(0);
        }
        const groups = new Map<string, string[]>();
        for (const e of entries) {
          const k = key(e).join(",");
          groups.set(k, [...(groups.get(k) ?? []), e.id]);
        }
        const expected = [...groups.values()].filter((g) => g.length > 1);
        expect(unresolvedTies(entries).map((g) => [...g].sort()).sort()).toEqual(expected.map((g) => [...g].sort()).sort());
      }),
      RUNS,
    );
  });
});
