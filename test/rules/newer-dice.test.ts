/** §2.2 / §10.2 [VAR] newer-edition dice: off, every pool rolls at least one die; on, a pool may be 0 dice. */
import { describe, expect, it } from "vitest";
import { defenseDiceCount, diceCount, initiativeDice, minimumDice, poolSize } from "../../src/rules/index.ts";

const DICE = { might: 2, energy: 0, spirit: 1 };

describe("newer-edition dice switch", () => {
  it("keeps the seed's one-die minimum when off", () => {
    expect(minimumDice(false)).toBe(1);
    expect(poolSize(2, 0, 3)).toBe(1);
    expect(poolSize(2, 0, 3, false)).toBe(1);
    expect(diceCount("might", DICE, { disadvantage: 2 })).toBe(1);
    expect(diceCount("might", DICE, { voluntary: 2 })).toBe(1);
    expect(defenseDiceCount("block", DICE, 0, 4)).toBe(1);
    expect(initiativeDice(0)).toBe(1);
  });

  it("lets a pool fall to 0 dice when on", () => {
    expect(minimumDice(true)).toBe(0);
    expect(poolSize(2, 0, 3, true)).toBe(0);
    expect(poolSize(2, 1, 1, true)).toBe(2);
    expect(diceCount("might", DICE, { disadvantage: 2, newerDice: true })).toBe(0);
    // a voluntary cut to 0 forfeits the roll
    expect(diceCount("might", DICE, { voluntary: 2, newerDice: true })).toBe(0);
    expect(defenseDiceCount("block", DICE, 0, 4, 0, true)).toBe(0);
    expect(initiativeDice(0, true)).toBe(0);
    expect(initiativeDice(null, true)).toBe(3);
  });
});
