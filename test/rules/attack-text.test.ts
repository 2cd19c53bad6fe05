import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestBlockWeapon,
  formatDefenses,
  formatExtraDamage,
  hexGridDistance,
  parseAttackTypes,
  parseDefenses,
  parseExtraDamage,
  rewardEligible,
  type ExtraDamageOp,
} from "../../src/rules/index.ts";

describe("extra damage text (§4.3)", () => {
  it.each([
    ["+2", { op: "add", n: 2 }],
    ["+2🎲", { op: "addDice", dice: 2 }],
    ["+1d", { op: "addDice", dice: 1 }],
    ["×2", { op: "mul", k: 2 }],
    ["x3", { op: "mul", k: 3 }],
    ["*2", { op: "mul", k: 2 }],
    ["÷2", { op: "div", k: 2 }],
    ["/2", { op: "div", k: 2 }],
    ["−1", { op: "sub", n: 1 }],
    [" -3 ", { op: "sub", n: 3 }],
  ] as const)("%s", (text, op) => {
    expect(parseExtraDamage(text)).toEqual(op);
  });

  it.each(["", "+", "2", "×0", "÷0", "−1🎲", "×2🎲", "+1.5", "+x"])("rejects %j", (text) => {
    expect(() => parseExtraDamage(text)).toThrow(RangeError);
  });

  it("formats and round-trips (property)", () => {
    const arbOp: fc.Arbitrary<ExtraDamageOp> = fc.oneof(
      fc.nat(20).map((n) => ({ op: "add" as const, n })),
      fc.nat(20).map((n) => ({ op: "sub" as const, n })),
      fc.nat(20).map((dice) => ({ op: "addDice" as const, dice })),
      fc.integer({ min: 1, max: 9 }).map((k) => ({ op: "mul" as const, k })),
      fc.integer({ min: 1, max: 9 }).map((k) => ({ op: "div" as const, k })),
    );
    fc.assert(
      fc.property(arbOp, (op) => {
        expect(parseExtraDamage(formatExtraDamage(op))).toEqual(op);
      }),
      { numRuns: 1000 },
    );
    expect(formatExtraDamage({ op: "addDice", faces: [1, 2] })).toBe("+2🎲");
    expect(formatExtraDamage({ op: "addDice" })).toBe("+0🎲");
    expect(() => formatExtraDamage({ op: "pow" } as unknown as ExtraDamageOp)).toThrow(/unknown op/);
  });
});

describe("types and defenses text (§4.3)", () => {
  it("parses and formats", () => {
    expect(parseAttackTypes("erosion/occult")).toEqual(["erosion", "occult"]);
    expect(parseAttackTypes("Physical")).toEqual(["physical"]);
    expect(parseAttackTypes("true/true")).toEqual(["true"]);
    expect(() => parseAttackTypes("")).toThrow(/at least one type/);
    expect(() => parseAttackTypes("fire")).toThrow(/unknown attack type/);
    expect(parseDefenses("(block/dodge)")).toEqual(["block", "dodge"]);
    expect(parseDefenses("()")).toEqual([]);
    expect(parseDefenses("")).toEqual([]);
    expect(() => parseDefenses("(parry)")).toThrow(/unknown defense/);
    expect(formatDefenses(["dodge", "resist"])).toBe("(dodge/resist)");
    expect(formatDefenses([])).toBe("");
  });
});

describe("small combat helpers", () => {
  it("best block weapon", () => {
    type Blocker = { id: string; advantage?: number; disadvantage?: number };
    const dagger: Blocker = { id: "dagger", disadvantage: 3 };
    const shield: Blocker = { id: "shield", advantage: 2 };
    const fist: Blocker = { id: "fist" };
    expect(bestBlockWeapon([dagger, shield, fist])).toBe(shield);
    expect(bestBlockWeapon([dagger, fist])).toBe(fist);
    expect(bestBlockWeapon([])).toBeNull();
    expect(() => bestBlockWeapon([{ advantage: Number.NaN }])).toThrow(RangeError);
  });

  it("hex distance", () => {
    expect(hexGridDistance(0, 0)).toBe(0);
    expect(hexGridDistance(2, -1)).toBe(2);
    expect(hexGridDistance(3, 3)).toBe(6);
    expect(() => hexGridDistance(0.5, 0)).toThrow(RangeError);
  });

  it("reward eligibility", () => {
    expect(rewardEligible({ fled: false, state: "conscious" })).toBe(true);
    expect(rewardEligible({ fled: true, state: "conscious" })).toBe(false);
    expect(rewardEligible({ fled: false, state: "unconscious" })).toBe(false);
  });
});
