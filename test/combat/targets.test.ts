import { describe, expect, it } from "vitest";
import { MAX_TARGETS, rangeVerdict, refusesLine, resolveTargets, splitTargets, type TargetCandidate } from "../../src/combat/attack/targets/targets.ts";
import { DISPOSITIONS, areaExclusionOf, leftOutReason, sameSide, type AreaExclusion } from "../../src/combat/attack/targets/target-exclusion.ts";

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

describe("whom an attack leaves out (issue 25)", () => {
  const { friendly, neutral, hostile, secret } = DISPOSITIONS;
  const reach = { min: null, max: 3, ranged: false };
  /** A token of its own actor at 1 step, with a disposition. */
  const at = (id: string, disposition: number | null): TargetCandidate => ({ ...t(id, 1), disposition });
  const me = at("me", friendly);
  const attacker = (disposition: number | null = friendly, tokenUuid: string | null = "Token.me") => ({ tokenUuid, actorUuid: "Actor.me", disposition });
  const split = (candidates: TargetCandidate[], excludes: AreaExclusion | undefined, who = attacker()) =>
    splitTargets(candidates, reach, { attacker: who, excludes, beyondRange: false });
  const names = (s: { lines: { name: string }[]; leftOut: string[] }) => [s.lines.map((l) => l.name), s.leftOut];

  it("an attack without an area leaves out its attacker (any token of its actor) and says so", () => {
    const twin = { ...t("twin", 1, "Actor.me"), disposition: friendly };
    expect(names(split([me, at("ally", friendly), twin, at("foe", hostile)], undefined))).toEqual([["ally", "foe"], ["me", "twin"]]);
  });

  it("an area that excludes nobody holds the attacker too, when it was targeted", () => {
    expect(names(split([me, at("ally", friendly), at("foe", hostile)], ""))).toEqual([["me", "ally", "foe"], []]);
  });

  it("'self' leaves out the attacker only; its allies stay targets", () => {
    expect(names(split([at("ally", friendly), me, at("foe", hostile)], "self"))).toEqual([["ally", "foe"], ["me"]]);
  });

  it("'selfAndAllies' leaves out the attacker and the tokens of its disposition", () => {
    const crowd = [me, at("goran", friendly), at("foe", hostile), at("mira", friendly), at("bystander", neutral), at("hidden", secret), at("unknown", null)];
    expect(names(split(crowd, "selfAndAllies"))).toEqual([["foe", "bystander", "hidden", "unknown"], ["me", "goran", "mira"]]);
    // A neutral attacker's allies are the neutral tokens; a hostile one's the hostile tokens.
    expect(names(split(crowd, "selfAndAllies", attacker(neutral)))).toEqual([["goran", "foe", "mira", "hidden", "unknown"], ["me", "bystander"]]);
    expect(names(split(crowd, "selfAndAllies", attacker(hostile)))).toEqual([["goran", "mira", "bystander", "hidden", "unknown"], ["me", "foe"]]);
  });

  it("a secret attacker token, or none at all, has no ally it can be told apart from: only the attacker is left out", () => {
    const crowd = [me, at("goran", friendly), at("hidden", secret)];
    expect(names(split(crowd, "selfAndAllies", attacker(secret)))).toEqual([["goran", "hidden"], ["me"]]);
    expect(names(split(crowd, "selfAndAllies", attacker(friendly, null)))).toEqual([["goran", "hidden"], ["me"]]);
  });

  it("reads the rule one candidate at a time, and only the stored exclusions", () => {
    expect(leftOutReason(at("goran", friendly), attacker(), "selfAndAllies")).toBe("ally");
    expect(leftOutReason(me, attacker(), "selfAndAllies")).toBe("attacker");
    expect(leftOutReason(me, attacker(), "")).toBeNull();
    expect(sameSide(secret, secret)).toBe(false);
    expect([areaExclusionOf("self"), areaExclusionOf(""), areaExclusionOf("everyone"), areaExclusionOf(undefined)]).toEqual(["self", "", undefined, undefined]);
  });

  it("names each left-out creature once, and keeps them out of the target cap", () => {
    const many = Array.from({ length: MAX_TARGETS }, (_, i) => at(`n${i}`, hostile));
    const s = split([me, me, at("goran", friendly), ...many], "selfAndAllies");
    expect(s.leftOut).toEqual(["me", "goran"]);
    expect(s.lines).toHaveLength(MAX_TARGETS);
  });
});

describe("target lines: edges (issue 24)", () => {
  const ally = (i: number): TargetCandidate => ({ ...t(`ally${i}`, 1), disposition: DISPOSITIONS.friendly });

  it("lists at most MAX_TARGETS left-out creatures too", () => {
    const allies = Array.from({ length: MAX_TARGETS + 3 }, (_, i) => ally(i));
    const s = splitTargets(allies, null, { attacker: { tokenUuid: "Token.me", actorUuid: "Actor.me", disposition: DISPOSITIONS.friendly }, excludes: "selfAndAllies", beyondRange: false });
    expect(s.lines).toEqual([]);
    expect(s.leftOut).toEqual(allies.slice(0, MAX_TARGETS).map((c) => c.name));
  });

  it("without a reach every measured line is in range with no disadvantage; a blind-side line says so, others not", () => {
    const lines = resolveTargets([{ ...t("a", 7), fromBehind: true }, t("b", 30)], null, { beyondRange: false });
    expect(lines).toEqual([
      { tokenUuid: "Token.a", actorUuid: "Actor.a", name: "a", distance: 7, range: "inRange", disadvantage: 0, fromBehind: true },
      { tokenUuid: "Token.b", actorUuid: "Actor.b", name: "b", distance: 30, range: "inRange", disadvantage: 0 },
    ]);
  });

  it("a line the GM cannot measure is unmeasured, with a reach or without, and refused like one out of range (issue 34)", () => {
    for (const reach of [null, { min: null, max: 1, ranged: false }]) {
      expect(resolveTargets([t("b", null)], reach, { beyondRange: true })).toEqual([{ tokenUuid: "Token.b", actorUuid: "Actor.b", name: "b", distance: null, range: "unmeasured", disadvantage: 0 }]);
    }
    expect(refusesLine("unmeasured")).toBe(true);
    expect(refusesLine("outOfRange")).toBe(true);
    expect(["inRange", "tooClose", "beyond", "ruledIn"].some(refusesLine)).toBe(false);
  });

  it("a hidden token's line keeps no name, and a hidden token left out is not listed (issue 34)", () => {
    const hidden = { ...t("a", 1), name: "Secret Assassin", hidden: true };
    expect(resolveTargets([hidden], { min: null, max: 1, ranged: false }, { beyondRange: false })).toEqual([
      { tokenUuid: "Token.a", actorUuid: "Actor.a", name: "", hidden: true, distance: 1, range: "inRange", disadvantage: 0 },
    ]);
    const split = splitTargets([hidden, t("b", 1)], { min: null, max: 1, ranged: false }, { beyondRange: false, attacker: { tokenUuid: "Token.a", actorUuid: null, disposition: null } });
    expect(split.leftOut).toEqual([]);
    expect(JSON.stringify(split)).not.toContain("Secret Assassin");
  });

  it("gives no beyond-range penalty to a ranged attack of range 0: the target is out of range", () => {
    expect(rangeVerdict({ min: null, max: 0, ranged: true }, 3, true)).toEqual({ range: "outOfRange", disadvantage: 0 });
  });
});
