import { describe, expect, it } from "vitest";
import { MAX_TARGETS, rangeVerdict, resolveTargets, type TargetCandidate } from "../../src/combat/targets.ts";

const t = (id: string, distance: number | null, actor: string | null = `Actor.${id}`): TargetCandidate => ({
  tokenUuid: `Token.${id}`, actorUuid: actor, name: id, distance,
});

describe("target resolution", () => {
  it("checks each distance against X~Y: beyond X, within Y (§4.3: a target at Y is in range)", () => {
    const reach = { min: 2, max: 10, ranged: true };
    expect(rangeVerdict(reach, 5, false)).toEqual({ range: "inRange", disadvantage: 0 });
    expect(rangeVerdict(reach, 2, false)).toEqual({ range: "tooClose", disadvantage: 3 });
    expect(rangeVerdict(reach, 10, false)).toEqual({ range: "inRange", disadvantage: 0 });
    expect(rangeVerdict(reach, 11, false)).toEqual({ range: "outOfRange", disadvantage: 0 });
    expect(rangeVerdict(reach, null, false)).toEqual({ range: "unmeasured", disadvantage: 0 });
  });

  it("applies the beyond-range penalty to ranged attacks only when the optional rule is on", () => {
    // 15 steps over a range of 10: one full multiple exceeded.
    expect(rangeVerdict({ min: null, max: 10, ranged: true }, 25, true)).toEqual({ range: "beyond", disadvantage: 2 });
    expect(rangeVerdict({ min: null, max: 10, ranged: false }, 25, true)).toEqual({ range: "outOfRange", disadvantage: 0 });
    expect(rangeVerdict({ min: null, max: 10, ranged: true }, 25, false).range).toBe("outOfRange");
  });

  it("drops tokens without an actor, repeats and the attacker, and caps the list", () => {
    const lines = resolveTargets([t("a", 1), t("a", 1), t("me", 0), t("wall", 1, null), t("b", 3)], { min: null, max: 1, ranged: false }, {
      attackerTokenUuid: "Token.me", beyondRange: false,
    });
    expect(lines.map((l) => [l.name, l.range])).toEqual([["a", "inRange"], ["b", "outOfRange"]]);
    const many = Array.from({ length: MAX_TARGETS + 5 }, (_, i) => t(`n${i}`, 1));
    expect(resolveTargets(many, null, { beyondRange: false })).toHaveLength(MAX_TARGETS);
  });
});
