/**
 * Attack resolution details callers read (§6.1–6.3): the `defended` flag of an open hit, per-op rolled faces of
 * several +N🎲 modifiers, and the block weapon chosen on a tie.
 */
import { describe, expect, it } from "vitest";
import { applyExtraDamage, bestBlockWeapon, resolveHit, type Protections } from "../../src/rules/index.ts";

const prot = (physical = 0): Protections => ({ physical, erosion: 0, occult: 0 });
interface Weapon {
  name: string;
  advantage?: number;
  disadvantage?: number;
}

describe("resolveHit's defended flag", () => {
  it("is false when no defense was declared, true when one was", () => {
    const attack = { types: ["physical"] as const };
    // 4 points against protection 1: 3 left, a hit for 3.
    expect(resolveHit(4, attack, { protection: prot(1) }, null)).toMatchObject({
      defended: false,
      completeDefense: false,
      remainder: 3,
      hit: true,
      damage: 3,
    });
    expect(resolveHit(4, attack, { protection: prot(1) }, { kind: "dodge", roll: 1 })).toMatchObject({
      defended: true,
      completeDefense: false,
      remainder: 2,
      damage: 2,
    });
  });
});

describe("several +N🎲 modifiers", () => {
  it("each reads its own rolled faces, in order", () => {
    const ops = [
      { op: "addDice", dice: 1 },
      { op: "addDice", dice: 2 },
    ] as const;
    // remainder 3 + 1 point (face 1) + 4 points (faces 2, 2) = 8
    expect(applyExtraDamage(3, ops, [[1], [2, 2]])).toBe(8);
    // the second op's faces are its own: without them it has nothing to count
    expect(() => applyExtraDamage(3, ops, [[1]])).toThrow(/needs its rolled faces/);
  });
});

describe("bestBlockWeapon on a tie", () => {
  it("keeps the first weapon with the best net modifier", () => {
    const sword: Weapon = { name: "sword", advantage: 1 };
    const shield: Weapon = { name: "shield", advantage: 2, disadvantage: 1 };
    const club: Weapon = { name: "club" };
    const stick: Weapon = { name: "stick", advantage: 0 };
    expect(bestBlockWeapon([sword, shield, club])).toBe(sword);
    expect(bestBlockWeapon([shield, sword])).toBe(shield);
    expect(bestBlockWeapon([club, stick])).toBe(club);
  });
});
