/**
 * A refused input names the function and the argument it refused (src/rules/validate.ts: "so a bad call is easy to
 * trace"). One row per guard of the dice, mobility and attack helpers; a bare RangeError check would pass even if the
 * message named the wrong function or argument.
 */
import { describe, it } from "vitest";
import {
  MAX_DISTRIBUTION_DICE,
  MAX_ROLL_DICE,
  applyExtraDamage,
  applyReroll,
  assertRollableCount,
  attemptSucceeds,
  bestBlockWeapon,
  cancelledActionRefund,
  chanceToSucceed,
  checkAction,
  countPoints,
  effectiveProtection,
  mobilityAtTurnStart,
  planTactic,
  pointsDistribution,
  poolSize,
  rerollIndices,
  resolveHit,
  spendMobility,
  sumFaces,
  type Protections,
} from "../../src/rules/index.ts";
import { expectEach } from "../support/refusals.ts";


const noProtection: Protections = { physical: 0, erosion: 0, occult: 0 };
const physical = { types: ["physical"] as const };

describe("dice helpers name what they refused", () => {
  it("a bad die face names the helper that saw it", () => {
    expectEach([
      [() => countPoints([1, 7]), /^pointsOf: a die face must be an integer 1-6, got 7$/],
      [() => sumFaces([2, 0]), /^sumFaces: a die face must be an integer 1-6, got 0$/],
      [() => rerollIndices([3, 2.5]), /^rerollIndices: a die face must be an integer 1-6, got 2\.5$/],
      [() => applyReroll([3, 4], [1], [9]), /^applyReroll: a die face must be an integer 1-6, got 9$/],
    ]);
  });

  it("pool size names base, advantage or disadvantage", () => {
    expectEach([
      [() => poolSize(Number.NaN), /^poolSize: base must be a finite number/],
      [() => poolSize(3, 1.5), /^poolSize: advantage must be an integer/],
      [() => poolSize(3, 0, -1), /^poolSize: disadvantage must be at least 0/],
    ]);
  });

  it("distribution and chance name the pool or the difficulty", () => {
    expectEach([
      [() => pointsDistribution(-1), /^pointsDistribution: dice must be at least 0/],
      [
        () => pointsDistribution(MAX_DISTRIBUTION_DICE + 1),
        new RegExp(`^pointsDistribution: dice must be at most ${MAX_DISTRIBUTION_DICE}, got ${MAX_DISTRIBUTION_DICE + 1}$`),
      ],
      [() => chanceToSucceed(0.5, 1), /^chanceToSucceed: dice must be an integer/],
      [() => chanceToSucceed(MAX_DISTRIBUTION_DICE + 1, 1), /^chanceToSucceed: dice must be at most/],
      [() => chanceToSucceed(2, Number.NaN), /^chanceToSucceed: difficulty must be a number/],
      [() => attemptSucceeds(Number.NaN, 1), /^attemptSucceeds: result must be a number/],
      [() => attemptSucceeds(1, Number.NaN), /^attemptSucceeds: difficulty must be a number/],
    ]);
  });

  it("a term over the roll limit states the count and the limit", () => {
    expectEach([[() => assertRollableCount(MAX_ROLL_DICE + 1), new RegExp(`${MAX_ROLL_DICE + 1} dice .*${MAX_ROLL_DICE} dice`)]]);
  });
});

describe("mobility helpers name what they refused", () => {
  it("each argument is named", () => {
    const action = { kind: "tactic" as const, cost: 1, remaining: 1, ownTurn: true };
    expectEach([
      [() => mobilityAtTurnStart(-1), /^mobilityAtTurnStart: maxMobility must be at least 0/],
      [() => planTactic(-1, 3, 0), /^planTactic: cost must be at least 0/],
      [() => planTactic(1, 2.5, 0), /^planTactic: maxMobility must be an integer/],
      [() => planTactic(1, 3, -2), /^planTactic: remainingNow must be at least 0/],
      [() => checkAction({ ...action, cost: -1 }), /^checkAction: cost must be at least 0/],
      [() => checkAction({ ...action, attachedCost: 0.5 }), /^checkAction: attachedCost must be an integer/],
      [() => checkAction({ ...action, remaining: -1 }), /^checkAction: remaining must be at least 0/],
      [() => spendMobility(-1, 0), /^spendMobility: remaining must be at least 0/],
      [() => spendMobility(3, 1.5), /^spendMobility: cost must be an integer/],
      [() => cancelledActionRefund([2], -1), /^cancelledActionRefund: currentTurnIndex must be at least 0/],
    ]);
  });
});

describe("attack helpers name what they refused", () => {
  it("protection, rolls and extra-damage modifiers are named", () => {
    const brokenArmour = { protection: { ...noProtection, erosion: Number.NaN } };
    expectEach([
      [() => effectiveProtection({ protection: noProtection }, ["physical"], -1), /^effectiveProtection: penetration must be at least 0/],
      [() => effectiveProtection(brokenArmour, ["erosion"]), /^effectiveProtection: protection\.erosion must be a finite number/],
      [() => applyExtraDamage(3, [{ op: "mul", k: 0 }]), /^applyExtraDamage: ×k must be at least 1/],
      [() => applyExtraDamage(3, [{ op: "div", k: 0 }]), /^applyExtraDamage: ÷k must be at least 1/],
      [() => applyExtraDamage(3, [{ op: "add", n: -1 }]), /^applyExtraDamage: \+n must be at least 0/],
      [() => applyExtraDamage(3, [{ op: "sub", n: 1.5 }]), /^applyExtraDamage: −n must be an integer/],
      [() => resolveHit(-1, physical, { protection: noProtection }), /^resolveHit: roll must be at least 0/],
      [
        () => resolveHit(3, physical, { protection: noProtection }, { kind: "block", roll: -1 }),
        /^resolveHit: defense roll must be at least 0/,
      ],
      [() => bestBlockWeapon([{ advantage: Number.NaN }]), /^bestBlockWeapon: block modifiers must be numbers$/],
    ]);
  });
});
