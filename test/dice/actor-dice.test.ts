import { describe, expect, it } from "vitest";
import { attributeDiceOf } from "../../src/dice/actor-dice.ts";
import { readRollState, rollCardContext } from "../../src/dice/card-context.ts";

describe("attributeDiceOf", () => {
  const attr = (value: number, invalid = false) => ({ value, max: value, base: value, total: value, lost: 0, invalid });

  it("reads current dice and marks void attributes as null", () => {
    expect(attributeDiceOf({ attributes: { might: attr(3), energy: attr(2.9), spirit: attr(4, true) } })).toEqual({
      ok: true,
      dice: { might: 3, energy: 2, spirit: null },
    });
  });

  it("reports missing or broken data with a lang key", () => {
    for (const system of [undefined, {}, { attributes: { might: attr(3) } }, { attributes: { might: attr(3), energy: { value: "x" }, spirit: attr(1) } }]) {
      expect(attributeDiceOf(system)).toEqual({ ok: false, reasonKey: "MESHAL.Dice.noAttributes" });
    }
  });
});

describe("roll state in options", () => {
  it("fills defaults for old or foreign options", () => {
    expect(readRollState(undefined)).toMatchObject({ mode: "points", difficulty: null, chance: null, rerolls: [] });
    expect(readRollState({ mode: "faceSum", difficulty: 2 })).toMatchObject({ mode: "faceSum", difficulty: 2 });
  });

  it("survives a JSON round trip (saved messages rebuild from options)", () => {
    const state = readRollState({ mode: "points", expression: "might", diceCount: 3, advantage: 1, disadvantage: 0, voluntary: 0, difficulty: 2, chance: 0.5, purpose: "x", actorUuid: "Actor.a", rerolls: [] });
    expect(readRollState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("judges face-sum rolls without an outcome", () => {
    const ctx = rollCardContext(readRollState({ mode: "faceSum", difficulty: 3 }), [{ result: 6 }], 6);
    expect(ctx.outcome).toBeNull();
    expect(ctx.dice[0]).toMatchObject({ face: 6, points: 0, scores: false });
  });
});
