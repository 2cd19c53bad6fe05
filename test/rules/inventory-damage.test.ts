import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARRY_LIMITS,
  HUMANOID_BODY_PARTS,
  WAKING_DISADVANTAGE,
  afterFullRestReplenishment,
  applyDamage,
  bodyPartsNeeded,
  weaponArms,
  canCarryAnother,
  carryingState,
  checkCarrying,
  coupDeGraceKills,
  dailySupply,
  damageToRemove,
  defaultDamageSplit,
  equipConflict,
  isDaySupply,
  isFullRest,
  itemActionCost,
  modeSpeed,
  recoverLost,
  replenishmentLoss,
  restDice,
  restHour,
  restHours,
  senseRange,
  sizeBlocks,
  sizeLevel,
  survivesNaturalDeath,
  type AttributeDice,
  type AttributeId,
  type ItemScale,
  type SizeId,
} from "../../src/rules/index.ts";

describe("carrying (§3.8, §10.3 #11)", () => {
  it("3 heavy, 9 light, trivial unlimited, independent caps", () => {
    expect(CARRY_LIMITS.trivial).toBe(Infinity);
    expect(checkCarrying({ heavy: 3, light: 9, trivial: 1000 })).toEqual({ withinLimits: true, excess: { heavy: 0, light: 0, trivial: 0 } });
    expect(checkCarrying({ heavy: 5, light: 10, trivial: 0 })).toEqual({ withinLimits: false, excess: { heavy: 2, light: 1, trivial: 0 } });
    expect(canCarryAnother({ heavy: 2, light: 9, trivial: 0 }, "heavy")).toBe(true);
    expect(canCarryAnother({ heavy: 2, light: 9, trivial: 0 }, "light")).toBe(false);
    expect(canCarryAnother({ heavy: 3, light: 9, trivial: 10_000 }, "trivial")).toBe(true);
  });

  it("rejects bad counts", () => {
    expect(() => checkCarrying({ heavy: -1, light: 0, trivial: 0 })).toThrow(RangeError);
    expect(() => checkCarrying({ heavy: 0, light: 1.5, trivial: 0 })).toThrow(RangeError);
    expect(() => checkCarrying({ heavy: 0, light: 0, trivial: Number.NaN })).toThrow(RangeError);
  });

  it("the sheet's seed state flags each cap on its own: at the cap is not over", () => {
    const state = (heavy: number, light: number) => carryingState({ heavy, light, trivial: 4 }, false, 0, null);
    expect(state(3, 10)).toEqual({
      rule: "seed", heavy: 3, heavyMax: 3, light: 10, lightMax: 9, trivial: 4, heavyOver: false, lightOver: true, over: true,
    });
    expect(state(4, 9)).toMatchObject({ heavyOver: true, lightOver: false, over: true });
    expect(state(3, 9)).toMatchObject({ heavyOver: false, lightOver: false, over: false });
  });

  it("the newer state adds the items' capacity bonus to Might × size factor", () => {
    // Might 2, medium (factor 2) → 4, +2 from items → 6; load 2 heavy × 3 + 3 light × 1 = 9 → 3 over.
    expect(carryingState({ heavy: 2, light: 3, trivial: 5 }, true, 2, null, 2)).toEqual({
      rule: "newer", load: 9, capacity: 6, over: true, excess: 3, trivial: 5,
    });
    expect(carryingState({ heavy: 2, light: 3, trivial: 5 }, true, 2, null)).toMatchObject({ capacity: 4, excess: 5 });
  });
});

describe("equip conflicts (§3.8)", () => {
  const helmet = { types: ["helmet"] };
  const sword = { types: ["blade"] };
  const bow = { types: ["projectile"], bodyParts: { arm: 2 } };
  const ring = { types: ["jewelry"] };

  it("one accessory per kind, even without the body-part rule", () => {
    expect(equipConflict(ring, [])).toBeNull();
    expect(equipConflict(ring, [{ types: ["jewelry"] }])).toEqual({ reason: "accessoryKind", kind: "jewelry" });
    expect(equipConflict({ types: ["pendant"] }, [ring])).toBeNull();
    expect(equipConflict(helmet, [helmet])).toBeNull(); // body parts off: nothing else to check
  });

  it("natural weapons and protection are never equipped", () => {
    expect(equipConflict({ types: ["naturalWeapon"] }, [])).toEqual({ reason: "natural" });
    expect(bodyPartsNeeded({ types: ["naturalProtection"] })).toEqual({});
    // A claw is also a wrestling weapon, yet it takes no arm; natural protection takes no torso.
    expect(bodyPartsNeeded({ types: ["naturalWeapon", "wrestle"] })).toEqual({});
    expect(bodyPartsNeeded({ types: ["naturalProtection", "armor"] })).toEqual({});
    expect(equipConflict({ types: ["naturalProtection"] }, [])).toEqual({ reason: "natural" });
  });

  it("an item with any weapon kind takes an arm, even with other kinds beside it", () => {
    expect(bodyPartsNeeded({ types: ["tool", "impact"] })).toEqual({ arm: 1 });
  });

  it("body parts: helmet→head, armor→torso, boots→legs, weapons→arms", () => {
    expect(bodyPartsNeeded(helmet)).toEqual({ head: 1 });
    expect(bodyPartsNeeded({ types: ["armor"] })).toEqual({ torso: 1 });
    expect(bodyPartsNeeded({ types: ["boots"] })).toEqual({ leg: 2 });
    expect(bodyPartsNeeded({ types: ["boots"] }, { leg: 1 })).toEqual({ leg: 1 });
    expect(bodyPartsNeeded(sword)).toEqual({ arm: 1 });
    expect(bodyPartsNeeded(ring)).toEqual({});
    expect(bodyPartsNeeded(bow)).toEqual({ arm: 2 });

    const parts = HUMANOID_BODY_PARTS;
    expect(equipConflict(helmet, [helmet], parts)).toEqual({ reason: "bodyPart", part: "head", needed: 1, free: 0 });
    expect(equipConflict(sword, [sword], parts)).toBeNull();
    expect(equipConflict(sword, [sword, sword], parts)).toEqual({ reason: "bodyPart", part: "arm", needed: 1, free: 0 });
    expect(equipConflict(bow, [sword], parts)).toEqual({ reason: "bodyPart", part: "arm", needed: 2, free: 1 });
    expect(equipConflict({ types: ["boots"] }, [], { head: 1, torso: 1 })).toEqual({ reason: "bodyPart", part: "leg", needed: 1, free: 0 });
    expect(equipConflict(ring, [helmet, sword, sword], parts)).toBeNull();
  });
});

describe("item action costs (§4.2)", () => {
  it.each([
    ["pickUp", ["heavy"], false, 3],
    ["give", ["trivial"], false, 1],
    ["exchange", ["trivial", "light"], false, 2],
    ["discard", ["heavy"], false, 1],
    ["discard", ["light"], true, 0],
  ] as const)("%s %j held=%s → %i⚡", (action, scales, held, cost) => {
    expect(itemActionCost(action, scales, held)).toBe(cost);
  });

  it("a discard is 1⚡ unless the caller says a held weapon is dropped", () => {
    expect(itemActionCost("discard", ["light"])).toBe(1);
  });

  it("rejects unknown actions and scales", () => {
    expect(() => itemActionCost("throw" as "give", ["light"])).toThrow(/unknown action/);
    expect(() => itemActionCost("give", ["huge" as ItemScale])).toThrow(/unknown scale/);
    expect(() => itemActionCost("pickUp", [])).toThrow(/needs the item's scale/);
  });
});

describe("applyDamage (§6.3, §10.3 #6)", () => {
  const dice: AttributeDice = { might: 3, energy: 4, spirit: 2 };

  it("one target needs no allocation; excess is lost", () => {
    expect(applyDamage({ damage: 2, targets: ["might"], dice })).toEqual({
      valid: true, diceAfter: { might: 1, energy: 4, spirit: 2 }, state: "conscious", removed: 2,
    });
    expect(applyDamage({ damage: 9, targets: ["spirit"], dice })).toMatchObject({ valid: true, removed: 2, state: "unconscious" });
    expect(applyDamage({ damage: 0, targets: ["spirit"], dice })).toMatchObject({ valid: true, removed: 0 });
  });

  it("several targets: the default split fills them in order", () => {
    expect(defaultDamageSplit(5, ["might", "energy"], dice)).toEqual({ might: 3, energy: 2 });
    expect(applyDamage({ damage: 5, targets: ["might", "energy"], dice })).toMatchObject({
      valid: true, diceAfter: { might: 0, energy: 2, spirit: 2 },
    });
    expect(damageToRemove(20, ["might", "energy", "might"], dice)).toBe(7);
  });

  it("invalid allocations are reported, not thrown", () => {
    const bad = (allocation: Partial<Record<AttributeId, number>>, code: string, reason: RegExp) => {
      const r = applyDamage({ damage: 3, targets: ["might", "energy"], dice, allocation });
      expect(r.valid).toBe(false);
      if (!r.valid) {
        expect(r.code).toBe(code);
        expect(r.reason).toMatch(reason);
      }
    };
    bad({ spirit: 3 }, "notTarget", /not a target/);
    bad({ might: 1.5, energy: 1.5 }, "badShare", /whole number/);
    bad({ might: -1, energy: 4 }, "badShare", /whole number/);
    bad({ might: 4 }, "overShare", /only 3 dice/);
    bad({ might: 1, energy: 1 }, "wrongTotal", /exactly 3/);
    const v = applyDamage({ damage: 3, targets: ["might"], dice: { ...dice, might: null }, allocation: { might: 1 } });
    expect(v).toMatchObject({ valid: false, code: "voidTarget", attribute: "might" });
  });

  it("void targets take nothing; all-void loses nothing", () => {
    const d: AttributeDice = { might: null, energy: 2, spirit: 2 };
    expect(applyDamage({ damage: 3, targets: ["might", "energy"], dice: d })).toMatchObject({
      valid: true, diceAfter: { might: null, energy: 0, spirit: 2 }, state: "unconscious",
    });
    expect(applyDamage({ damage: 3, targets: ["might"], dice: d })).toMatchObject({ valid: true, removed: 0 });
  });

  it("rejects bad damage and dice", () => {
    expect(() => applyDamage({ damage: -1, targets: ["might"], dice })).toThrow(RangeError);
    expect(() => applyDamage({ damage: 1.5, targets: ["might"], dice })).toThrow(RangeError);
    expect(() => applyDamage({ damage: Number.NaN, targets: ["might"], dice })).toThrow(RangeError);
    expect(() => applyDamage({ damage: 1, targets: ["luck" as AttributeId], dice })).toThrow(/unknown attribute/);
    expect(() => applyDamage({ damage: 1, targets: ["might"], dice: { ...dice, energy: -2 } })).toThrow(RangeError);
  });

  it("the default split is always valid and never produces negative dice (property)", () => {
    const arbDie = fc.option(fc.integer({ min: 0, max: 8 }), { nil: null });
    fc.assert(
      fc.property(
        fc.nat(30),
        fc.uniqueArray(fc.constantFrom<AttributeId>("might", "energy", "spirit"), { minLength: 1, maxLength: 3 }),
        fc.record({ might: arbDie, energy: arbDie, spirit: arbDie }),
        (damage, targets, d) => {
          const r = applyDamage({ damage, targets, dice: d });
          expect(r.valid).toBe(true);
          if (r.valid) {
            for (const id of ["might", "energy", "spirit"] as const) {
              if (d[id] === null) expect(r.diceAfter[id]).toBeNull();
              else expect(r.diceAfter[id]).toBeGreaterThanOrEqual(0);
            }
            expect(r.removed).toBe(damageToRemove(damage, targets, d));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("rest (§7.3)", () => {
  it("undamaged attributes do not roll; 0 dice still roll one", () => {
    expect(restDice(5, 5)).toBe(0);
    expect(restDice(5, 0)).toBe(1);
    expect(restDice(5, 3)).toBe(3);
    expect(restHour(5, 3, [1, 2, 2])).toEqual({ diceRolled: 3, points: 5, recovered: 2, after: 5 });
    expect(restHours(4, 4, [])).toEqual({ perHour: [], final: 4, fullyRestored: true });
  });

  it("rejects a roll with the wrong number of faces and bad values", () => {
    expect(() => restHour(5, 3, [1, 2])).toThrow(/expected 3 faces/);
    expect(() => restHour(5, 3, [1, 2, 9])).toThrow(RangeError);
    expect(() => restDice(-1, 0)).toThrow(RangeError);
    expect(() => restDice(3, Number.NaN)).toThrow(RangeError);
  });

  it("recovering lowers the stored lost count, never below 0", () => {
    expect(recoverLost(3, 2)).toBe(1);
    expect(recoverLost(3, 5)).toBe(0);
    expect(() => recoverLost(-1, 1)).toThrow(RangeError);
  });

  it("never exceeds the total, never goes down (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(10), fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }),
        (total, cur, pool) => {
          const current = Math.min(cur, total);
          const n = restDice(total, current);
          const faces = Array.from({ length: n }, (_, i) => pool[i % Math.max(1, pool.length)] ?? 3);
          const h = restHour(total, current, faces);
          expect(h.after).toBeGreaterThanOrEqual(current);
          expect(h.after).toBeLessThanOrEqual(total);
        }),
      { numRuns: 1000 },
    );
  });
});

describe("life and replenishment (§7.2, §7.4)", () => {
  it("natural death and coup de grâce", () => {
    expect(survivesNaturalDeath(3, 2)).toBe(true);
    expect(survivesNaturalDeath(2, 2)).toBe(false);
    expect(() => survivesNaturalDeath(-1, 2)).toThrow(RangeError);
    expect(coupDeGraceKills(true, true, true)).toBe(true);
    expect(coupDeGraceKills(true, true, false)).toBe(false);
    expect(coupDeGraceKills(false, true, true)).toBe(false);
  });

  it("daily supply by size, losses per missed need, full rest", () => {
    expect(dailySupply("tiny")).toEqual({ food: 1, drink: 1, sleepHours: 6 });
    expect(dailySupply("medium").food).toBe(2);
    expect(dailySupply("huge").drink).toBe(4);
    expect(() => dailySupply("colossal" as SizeId)).toThrow(RangeError);
    expect(replenishmentLoss({ ate: false, drank: true, slept: false })).toEqual({ might: 1, energy: 0, spirit: 1 });
    expect(isFullRest(true, false, { ate: false, drank: false, slept: false })).toBe(true);
    expect(isFullRest(true, true, { ate: true, drank: false, slept: true })).toBe(false);
    expect(isFullRest(true, true, { ate: true, drank: false, slept: true }, true)).toBe(true);
    expect(isFullRest(true, true, { ate: true, drank: true, slept: true })).toBe(true);
    expect(isFullRest(false, false, { ate: true, drank: true, slept: true })).toBe(false);
    expect(afterFullRestReplenishment({ might: 2, energy: 0, spirit: 1 })).toEqual({ might: 1, energy: 0, spirit: 0 });
    expect(() => afterFullRestReplenishment({ might: -1, energy: 0, spirit: 0 })).toThrow(RangeError);
    expect(WAKING_DISADVANTAGE).toBe(2);
  });

  it("tells what a day supplied from anything else", () => {
    expect(isDaySupply({ ate: true, drank: false, slept: true })).toBe(true);
    for (const bad of [null, "ate", { ate: true, drank: false }, { ate: 1, drank: false, slept: true }, { ate: true, drank: "no", slept: true }, { ate: true, drank: false, slept: null }]) {
      expect(isDaySupply(bad)).toBe(false);
    }
  });
});

describe("sizes and senses (§3.7, §9.2, §9.3)", () => {
  it("levels, blocking, poor modes", () => {
    expect(sizeLevel("gargantuan")).toBe(6);
    expect(() => sizeLevel("colossal" as SizeId)).toThrow(RangeError);
    expect(sizeBlocks("medium", "large")).toBe(true);
    expect(sizeBlocks("medium", "huge")).toBe(false);
    expect(sizeBlocks("tiny", "tiny")).toBe(false);
    expect(sizeBlocks("medium", "medium", true)).toBe(false);
    expect(modeSpeed(3, true)).toBe(1.5);
    expect(modeSpeed(3, false)).toBe(3);
    expect(senseRange(12, true, true)).toBe(3);
    expect(senseRange(12, false)).toBe(12);
    expect(() => modeSpeed(Number.NaN, true)).toThrow(RangeError);
    expect(() => senseRange(Infinity, false)).toThrow(RangeError);
  });
});

describe("weaponArms (§3.8 [OPT] body parts: a weapon held in two hands takes two arms)", () => {
  it("reads the weapon slots an item takes; at least one arm", () => {
    expect(weaponArms([{ slot: "weapon", count: 2 }])).toBe(2);
    expect(weaponArms([{ slot: "weapon", count: 1 }])).toBe(1);
    expect(weaponArms([])).toBe(1);
    expect(weaponArms([{ slot: "armband", count: 1 }])).toBe(1);
    expect(weaponArms([{ slot: "weapon", count: -3 }])).toBe(1);
  });
  it("counts only weapon slots, and only whole positive counts", () => {
    expect(weaponArms([{ slot: "weapon", count: 1 }, { slot: "ring", count: 1 }])).toBe(1);
    expect(weaponArms([{ slot: "weapon", count: 2 }, { slot: "weapon", count: -1 }])).toBe(2);
    expect(weaponArms([{ slot: "weapon", count: 2 }, { slot: "weapon", count: 1.5 }])).toBe(2);
  });
});
