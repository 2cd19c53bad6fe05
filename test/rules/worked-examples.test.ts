/**
 * Every case of data/rules/worked-examples.json (the spec's worked examples, see data/README.md).
 */
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.ts";
import type { AttributeId } from "../../src/rules/index.ts";
import { fromRoot, readJson } from "../support/project.ts";

interface Case {
  id: string;
  category: string;
  rule: string;
  description: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON whose shape depends on the category
  input: any;
  expected: unknown;
}

const data = readJson<{ schema: { categories: Record<string, unknown> }; cases: Case[] }>(
  fromRoot("data", "rules", "worked-examples.json"),
);

type Runner = (input: Case["input"]) => unknown;

const runners: Record<string, Runner> = {
  points: (i) => ({ points: rules.countPoints(i.faces) }),
  faceSum: (i) => ({ faceSum: rules.sumFaces(i.faces) }),
  diceCount: (i) => ({
    diceCount: rules.diceCount(i.formula, i.dice, {
      advantage: i.advantage,
      disadvantage: i.disadvantage,
      voluntary: i.voluntaryReduction,
    }),
  }),
  defenseDice: (i) => ({ diceCount: rules.defenseDiceCount(i.kind, i.dice, i.advantage, i.disadvantage) }),
  attempt: (i) => ({ success: rules.attemptSucceeds(i.result, i.difficulty) }),
  progressiveAttempt: (i) => rules.progressiveAttempt(i.results, i.difficulty),
  contest: (i) => ({ outcome: rules.contest(i.a, i.b) }),
  progressiveContest: (i) => {
    const r = rules.progressiveContest(i.target, i.a, i.b);
    return { winner: r.winner, period: r.period };
  },
  assist: (i) => {
    const result = rules.assistResult(i.mode, i.main, i.helpers);
    return { result, success: rules.attemptSucceeds(result, i.difficulty) };
  },
  attack: (i) => {
    const r = rules.resolveAttackHits(i.attack, i.defender, i.hits);
    return {
      hits: r.hits.map(({ defended: _defended, ...rest }) => rest),
      totalDamage: r.totalDamage,
    };
  },
  damageApply: (i) => {
    const r = rules.applyDamage({ damage: i.damage, targets: i.targets, dice: i.dice, allocation: i.allocation });
    return r.valid ? { valid: true, diceAfter: r.diceAfter, state: r.state } : { valid: false };
  },
  lifeState: (i) => ({ state: rules.consciousness(i.dice) }),
  rest: (i) => rules.restHours(i.total, i.current, i.hours),
  initiative: (i) => ({ order: rules.orderInitiative(i.participants) }),
  potentialCost: (i) => {
    if (i.kind === "raiseTrained") return { cost: rules.trainedRaiseTotal(i.from, i.to) };
    if (i.kind === "ability") return { cost: rules.abilityCost(i.level) };
    if (i.kind === "gifted") {
      return { cost: rules.abilityPotentialCost({ abilityType: i.abilityType, level: i.level, gifted: true }) };
    }
    throw new Error(`unknown potentialCost kind ${i.kind}`);
  },
  potentialLedger: (i) => {
    const s = rules.potentialSummary(i.startingPotential, i.steps);
    return { strength: s.strength, potential: s.unspent, display: s.display };
  },
  abilityCap: (i) => {
    const existing = (i.existingLevels as number[]).map((level) => ({ abilityType: i.attribute, level }));
    const load = rules.abilityLoad(existing)[i.attribute as AttributeId];
    const r = rules.canObtainAbility(i.base, load, i.add);
    return { allowed: r.allowed, loadAfter: r.loadAfter };
  },
  carrying: (i) => ({ withinLimits: rules.checkCarrying(i).withinLimits }),
  gridDistance: (i) => ({ steps: rules.squareGridDistance(i.dx, i.dy) }),
  rangeCheck: (i) => rules.checkRange(i.min, i.max, i.distance),
  longAction: (i) => {
    const p = rules.planTactic(i.cost, i.maxMobility, i.remainingNow);
    return {
      spendPerTurn: p.spendPerTurn,
      completesOnTurn: p.completesOnTurn,
      leftoverOnCompletionTurn: p.leftoverOnCompletionTurn,
    };
  },
  movement: (i) => rules.movementRate(i.speed, i.smooth, i.difficult),
  itemActionCost: (i) => ({ mobility: rules.itemActionCost(i.action, i.scales, i.heldWeapon) }),
  encounter: (i) => {
    const r = rules.assessEncounter(i.hostile, i.friendly);
    return { gap: Math.round(r.gap * 1000) / 1000, band: r.band, reward: r.reward };
  },
  objectStats: (i) => rules.objectStats(i.material, i.thicknessSteps, i.modifiers),
  objectDamage: (i) => rules.damageObject(i.durability, i.protection, i.types, i.roll),
};

const categories = [...new Set(data.cases.map((c) => c.category))];

it("has 140 cases, each in a declared category", () => {
  expect(data.cases).toHaveLength(140);
  for (const c of data.cases) expect(Object.keys(data.schema.categories)).toContain(c.category);
});

it("knows every category in the file (fails loudly on a new one)", () => {
  const unknown = [...categories, ...Object.keys(data.schema.categories)].filter((c) => !(c in runners));
  expect(unknown, `no runner for categories: ${unknown.join(", ")}`).toEqual([]);
});

for (const category of categories) {
  describe(`worked examples: ${category}`, () => {
    const cases = data.cases.filter((c) => c.category === category);
    it.each(cases.map((c) => [`${c.id} (§${c.rule}) ${c.description}`, c] as const))("%s", (_name, c) => {
      const runner = runners[c.category];
      if (!runner) throw new Error(`unknown worked-example category "${c.category}" (case ${c.id})`);
      expect(runner(c.input)).toEqual(c.expected);
    });
  });
}
