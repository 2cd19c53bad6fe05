import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTACK_TYPES,
  applyExtraDamage,
  applyPenetration,
  defenseBlocker,
  effectiveProtection,
  extraDamageDice,
  resolveAttack,
  resolveAttackHits,
  resolveHit,
  type AttackType,
  type ExtraDamageOp,
  type Protections,
} from "../../src/rules/index.ts";

const RUNS = { numRuns: 1000 };
const prot = (physical = 0, erosion = 0, occult = 0): Protections => ({ physical, erosion, occult });
const arbTypes = fc.uniqueArray(fc.constantFrom(...ATTACK_TYPES), { minLength: 1, maxLength: 4 }) as fc.Arbitrary<AttackType[]>;
const arbProt = fc.record({
  physical: fc.integer({ min: -5, max: 10 }),
  erosion: fc.integer({ min: -5, max: 10 }),
  occult: fc.integer({ min: -5, max: 10 }),
});

describe("effectiveProtection (§6.1)", () => {
  it("mixed types take the lowest; true counts as 0 inside a mix", () => {
    expect(effectiveProtection({ protection: prot(3, 1) }, ["physical", "erosion"])).toBe(1);
    expect(effectiveProtection({ protection: prot(3, 2, 2) }, ["physical", "true"])).toBe(0);
    expect(effectiveProtection({ protection: prot(-2) }, ["physical", "true"])).toBe(-2);
    expect(effectiveProtection({ protection: prot(-3, -3, -3) }, ["true"])).toBe(0);
  });

  it("penetration stops at 0 and never touches a protection ≤ 0", () => {
    expect(effectiveProtection({ protection: prot(3) }, ["physical"], 2)).toBe(1);
    expect(effectiveProtection({ protection: prot(1) }, ["physical"], 5)).toBe(0);
    expect(effectiveProtection({ protection: prot(-1) }, ["physical"], 5)).toBe(-1);
  });

  it("applyPenetration leaves a protection of 0 as it is, whatever penetration it is given", () => {
    expect(applyPenetration(0, 3)).toBe(0);
    expect(applyPenetration(0, -2)).toBe(0);
  });

  it("immune types drop out; immune to all → 'immune'", () => {
    expect(effectiveProtection({ protection: prot(0, 4), immune: ["physical"] }, ["physical", "erosion"])).toBe(4);
    expect(effectiveProtection({ protection: prot(), immune: ["occult", "true"] }, ["occult", "true"])).toBe("immune");
  });

  it("rejects bad input", () => {
    expect(() => effectiveProtection({ protection: prot() }, [])).toThrow(/at least one type/);
    expect(() => effectiveProtection({ protection: prot() }, ["fire" as AttackType])).toThrow(/unknown attack type/);
    expect(() => effectiveProtection({ protection: prot() }, ["physical"], -1)).toThrow(RangeError);
    expect(() => effectiveProtection({ protection: prot() }, ["physical"], 0.5)).toThrow(RangeError);
    expect(() => effectiveProtection({ protection: prot(Number.NaN) }, ["physical"])).toThrow(RangeError);
  });
});

describe("applyExtraDamage (§6.3, §10.3 #4)", () => {
  it("×/÷ first, then + and +🎲, then −, truncated once, never below 0", () => {
    expect(applyExtraDamage(3, [{ op: "div", k: 2 }])).toBe(1);
    expect(applyExtraDamage(3, [{ op: "sub", n: 1 }, { op: "mul", k: 2 }])).toBe(5);
    expect(applyExtraDamage(3, [{ op: "div", k: 2 }, { op: "add", n: 1 }])).toBe(2); // 1.5 + 1 = 2.5 → 2
    expect(applyExtraDamage(1, [{ op: "div", k: 2 }, { op: "sub", n: 1 }])).toBe(0); // -0.5 → 0
    expect(applyExtraDamage(2, [{ op: "addDice", faces: [1, 2, 3] }])).toBe(5);
    expect(applyExtraDamage(2, [{ op: "addDice", dice: 2 }], [[2, 2]])).toBe(6);
    expect(applyExtraDamage(4, [])).toBe(4);
  });

  it("counts the dice the addDice ops roll", () => {
    const ops: ExtraDamageOp[] = [{ op: "addDice", dice: 2 }, { op: "add", n: 1 }, { op: "addDice", faces: [1] }, { op: "addDice" }];
    expect(extraDamageDice(ops)).toBe(3);
  });

  it("rolls no dice for an op that is not addDice, even one carrying stray dice or faces", () => {
    const stray = { op: "add" as const, n: 1, dice: 4, faces: [1, 2] };
    expect(extraDamageDice([stray])).toBe(0);
  });

  it("rejects bad ops", () => {
    expect(() => applyExtraDamage(2, [{ op: "mul", k: 0 }])).toThrow(RangeError);
    expect(() => applyExtraDamage(2, [{ op: "div", k: 1.5 }])).toThrow(RangeError);
    expect(() => applyExtraDamage(2, [{ op: "add", n: -1 }])).toThrow(RangeError);
    expect(() => applyExtraDamage(2, [{ op: "sub", n: Number.NaN }])).toThrow(RangeError);
    expect(() => applyExtraDamage(2, [{ op: "addDice", dice: 1 }])).toThrow(/needs its rolled faces/);
    expect(() => applyExtraDamage(2, [{ op: "pow" } as unknown as ExtraDamageOp])).toThrow(/unknown op/);
  });
});

describe("resolveHit", () => {
  const attack = { types: ["physical"] as AttackType[], allowedDefenses: ["block" as const] };

  it("a roll of 0 is an automatic miss; defenses against it are ignored", () => {
    const r = resolveHit(0, attack, { protection: prot(-5) }, { kind: "block", roll: 2 });
    expect(r).toMatchObject({ autoMiss: true, hit: false, defended: false, damage: 0, remainder: null });
  });

  it("immunity voids the hit", () => {
    const r = resolveHit(4, attack, { protection: prot(), immune: ["physical"] });
    expect(r).toMatchObject({ immune: true, hit: false, damage: 0, effectiveProtection: null });
  });

  it("face-sum attacks read the face sum", () => {
    const r = resolveAttackHits({ types: ["physical"], mode: "faceSum" }, { protection: prot(2) }, [
      { faces: [3, 4], defense: null },
    ]);
    expect(r.hits[0]).toMatchObject({ roll: 7, remainder: 5, damage: 5 });
  });

  it("per-hit +🎲 faces override the op's own", () => {
    const r = resolveAttackHits(
      { types: ["true"], extraDamage: [{ op: "addDice", dice: 1 }] },
      { protection: prot() },
      [
        { faces: [1], defense: null, extraFaces: [[2]] },
        { faces: [1], defense: null, extraFaces: [[5]] },
      ],
    );
    expect(r.hits.map((h) => h.damage)).toEqual([3, 1]);
    expect(r.totalDamage).toBe(4);
  });

  it("rejects a defense the attack does not allow, unknown kinds and bad rolls", () => {
    expect(() => resolveHit(3, attack, { protection: prot() }, { kind: "dodge", roll: 1 })).toThrow(/cannot be defended with dodge/);
    expect(() => resolveHit(3, attack, { protection: prot() }, { kind: "parry" as "block", roll: 1 })).toThrow(/unknown defense/);
    expect(() => resolveHit(3, attack, { protection: prot() }, { kind: "block", roll: -1 })).toThrow(RangeError);
    expect(() => resolveHit(-1, attack, { protection: prot() })).toThrow(RangeError);
    expect(() => resolveHit(1.5, attack, { protection: prot() })).toThrow(RangeError);
  });

  it("damage is never negative and a miss never deals damage (property)", () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        arbTypes,
        arbProt,
        fc.nat(4),
        fc.option(fc.nat(10), { nil: null }),
        fc.nat(5),
        (roll, types, protection, penetration, defense, sub) => {
          const r = resolveHit(
            roll,
            { types, penetration, extraDamage: [{ op: "add", n: 2 }, { op: "sub", n: sub }] },
            { protection },
            defense === null ? null : { kind: "block", roll: defense },
          );
          expect(r.damage).toBeGreaterThanOrEqual(0);
          if (!r.hit) expect(r.damage).toBe(0);
          if (r.completeDefense) expect(r.hit).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe("resolveAttack (simple form)", () => {
  const def = { protections: prot(1, 2, 3) };

  it("follows the algorithm", () => {
    expect(resolveAttack({ roll: 2, types: ["physical"] }, def)).toEqual({ hit: true, damage: 1, completeDefense: false });
    expect(resolveAttack({ roll: 0, types: ["true"] }, def)).toEqual({ hit: false, damage: 0, completeDefense: false });
    expect(resolveAttack({ roll: 3, types: ["physical"], defense: 2 }, def)).toEqual({ hit: false, damage: 0, completeDefense: true });
    expect(resolveAttack({ roll: 1, types: ["physical"], defense: 2 }, def)).toEqual({ hit: false, damage: 0, completeDefense: false });
    expect(resolveAttack({ roll: 4, types: ["erosion", "occult"], penetration: 1, multiplier: 2 }, def)).toEqual({
      hit: true,
      damage: 6,
      completeDefense: false,
    });
    expect(resolveAttack({ roll: 4, types: ["physical"], multiplier: 0.5 }, def).damage).toBe(1);
    expect(resolveAttack({ roll: 2, types: ["physical"], bonusDamage: -5 }, def)).toEqual({ hit: true, damage: 0, completeDefense: false });
    expect(resolveAttack({ roll: 1, types: ["true"] }, { protections: prot(-3, -3, -3) }).damage).toBe(1);
    expect(resolveAttack({ roll: 1, types: ["physical"], penetration: 3 }, { protections: prot(-2) }).damage).toBe(3);
  });

  it.each([
    [{ roll: Number.NaN, types: ["physical"] }, /finite/],
    [{ roll: Infinity, types: ["physical"] }, /finite/],
    [{ roll: 2, types: [] }, /at least one type/],
    [{ roll: 2, types: ["fire"] }, /unknown attack type/],
    [{ roll: 2, types: ["physical"], penetration: -1 }, /must not be negative/],
    [{ roll: 2, types: ["physical"], multiplier: Number.NaN }, /finite/],
    [{ roll: 2, types: ["physical"], defense: -2 }, /must not be negative/],
    [{ roll: 2, types: ["physical"], multiplier: -1 }, /^resolveAttack: penetration, defense and multiplier must not be negative$/],
  ])("rejects %j", (attack, message) => {
    expect(() => resolveAttack(attack as Parameters<typeof resolveAttack>[0], def)).toThrow(message);
  });

  it("a multiplier of 0 is allowed: the hit lands for no damage", () => {
    expect(resolveAttack({ roll: 3, types: ["physical"], multiplier: 0 }, def)).toEqual({ hit: true, damage: 0, completeDefense: false });
  });

  it("rejects non-finite protections", () => {
    expect(() => resolveAttack({ roll: 2, types: ["physical"] }, { protections: prot(Number.NaN) })).toThrow(RangeError);
  });

  it("agrees with resolveHit (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), arbTypes, arbProt, fc.nat(4), fc.option(fc.nat(10), { nil: undefined }), fc.integer({ min: 1, max: 3 }), fc.nat(4),
        (roll, types, protections, penetration, defense, k, n) => {
          const simple = resolveAttack({ roll, types, penetration, defense, multiplier: k, bonusDamage: n }, { protections });
          const full = resolveHit(
            roll,
            { types, penetration, extraDamage: [{ op: "mul", k }, { op: "add", n }] },
            { protection: protections },
            defense === undefined ? null : { kind: "block", roll: defense },
          );
          expect(simple).toEqual({ hit: full.hit, damage: full.damage, completeDefense: full.completeDefense });
        }),
      RUNS,
    );
  });

  it("more protection never means more damage (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), arbTypes, arbProt, fc.constantFrom("physical", "erosion", "occult" as const), fc.nat(5), fc.nat(4),
        (roll, types, protections, which, extra, penetration) => {
          const base = resolveAttack({ roll, types, penetration }, { protections });
          const more = resolveAttack({ roll, types, penetration }, { protections: { ...protections, [which]: protections[which] + extra } });
          expect(more.damage).toBeLessThanOrEqual(base.damage);
          expect(base.damage).toBeGreaterThanOrEqual(0);
        }),
      RUNS,
    );
  });

  it("a defense never increases damage (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), arbTypes, arbProt, fc.nat(10), fc.integer({ min: 1, max: 3 }), fc.integer({ min: -3, max: 3 }),
        (roll, types, protections, defense, multiplier, bonusDamage) => {
          const open = resolveAttack({ roll, types, multiplier, bonusDamage }, { protections });
          const defended = resolveAttack({ roll, types, defense, multiplier, bonusDamage }, { protections });
          expect(defended.damage).toBeLessThanOrEqual(open.damage);
          expect(defended.damage).toBeGreaterThanOrEqual(0);
        }),
      RUNS,
    );
  });

  it("penetration never reduces damage and a higher roll never reduces it (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), arbTypes, arbProt, fc.nat(5), (roll, types, protections, penetration) => {
        const a = resolveAttack({ roll, types }, { protections });
        expect(resolveAttack({ roll, types, penetration }, { protections }).damage).toBeGreaterThanOrEqual(a.damage);
        expect(resolveAttack({ roll: roll + 1, types }, { protections }).damage).toBeGreaterThanOrEqual(a.damage);
      }),
      RUNS,
    );
  });
});

describe("defenseBlocker (§6.2)", () => {
  const ok = { allowed: ["block", "dodge"] as const, kind: "dodge" as const, mobility: 1 };
  it("names the first reason a defense is impossible", () => {
    expect(defenseBlocker(ok)).toBeNull();
    expect(defenseBlocker({ ...ok, kind: "resist" })).toBe("notAllowed");
    expect(defenseBlocker({ ...ok, allowed: [] })).toBe("notAllowed");
    expect(defenseBlocker({ ...ok, unconscious: true })).toBe("unconscious");
    expect(defenseBlocker({ ...ok, mobility: 0 })).toBe("noMobility");
    expect(defenseBlocker({ ...ok, attackerPerceived: false })).toBe("unperceived");
    expect(defenseBlocker({ ...ok, fromBehindOrAbove: true })).toBe("blindSector");
  });
});
