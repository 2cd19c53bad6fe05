/**
 * Rules-core timing targets (npm run bench):
 * - pointsDistribution(40) then chanceToSucceed: under 50 µs per call.
 * - 100,000 resolveAttack calls: under 100 ms.
 */
import { bench, describe } from "vitest";
import { chanceToSucceed, DICE_MEMO_LIMIT, pointsDistribution, resolveAttack, type AttackType } from "../src/rules/index.ts";

let sink = 0;

describe("dice probability", () => {
  let difficulty = 0;
  bench("pointsDistribution(40) + chanceToSucceed(40, d) (memoised)", () => {
    sink += pointsDistribution(40).length;
    sink += chanceToSucceed(40, difficulty);
    difficulty = (difficulty + 1) % 30;
  });

  // Cycles through one pool size more than the memo holds, so every call computes its distribution afresh.
  let n = 0;
  bench(`pointsDistribution + chanceToSucceed, cold (40–${40 + DICE_MEMO_LIMIT} dice, memo defeated)`, () => {
    const dice = 40 + (n++ % (DICE_MEMO_LIMIT + 1));
    sink += pointsDistribution(dice).length;
    sink += chanceToSucceed(dice, 10);
  });
});

describe("attack resolution", () => {
  const kinds: AttackType[][] = [["physical"], ["erosion", "occult"], ["true"], ["physical", "erosion"]];
  const defender = { protections: { physical: 2, erosion: -1, occult: 3 } };
  bench("100,000 resolveAttack calls", () => {
    for (let i = 0; i < 100_000; i++) {
      const r = resolveAttack(
        { roll: i % 9, types: kinds[i & 3]!, penetration: i % 3, defense: i % 2 ? i % 4 : undefined, multiplier: 1 + (i & 1) },
        defender,
      );
      sink += r.damage;
    }
  });
});

export { sink };
