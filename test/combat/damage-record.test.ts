import { describe, expect, it } from "vitest";
import { markUndone, needsSplit, planApplication, undoRestore } from "../../src/combat/attack/damage-record.ts";

const base = { hit: true, wasUnconscious: false, coupDeGrace: false };

describe("damage records", () => {
  it("records the dice removed per attribute and the state after (worked example B)", () => {
    const plan = planApplication({ ...base, damage: 8, targets: ["energy", "spirit"], dice: { might: 3, energy: 5, spirit: 4 }, allocation: { energy: 5, spirit: 3 } });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.record.removed).toEqual({ might: 0, energy: 5, spirit: 3 });
    expect(plan.diceAfter).toEqual({ might: 3, energy: 0, spirit: 1 });
    expect(plan.record.state).toBe("unconscious");
  });

  it("refuses a split that discards damage, with a stable code", () => {
    const plan = planApplication({ ...base, damage: 4, targets: ["might", "energy"], dice: { might: 3, energy: 3, spirit: 3 }, allocation: { might: 1, energy: 1 } });
    expect(plan).toEqual({ ok: false, code: "wrongTotal", required: 4 });
  });

  it("asks for the split only when several listed attributes still have dice", () => {
    expect(needsSplit(3, ["might", "energy"], { might: 2, energy: 1, spirit: 1 })).toBe(true);
    expect(needsSplit(3, ["might", "energy"], { might: 2, energy: 0, spirit: 1 })).toBe(false);
    expect(needsSplit(3, ["might", "energy"], { might: 2, energy: null, spirit: 1 })).toBe(false);
    expect(needsSplit(0, ["might", "energy"], { might: 2, energy: 2, spirit: 1 })).toBe(false);
  });

  it("the coup de grâce kills an unconscious creature that is hit, only with the rule on", () => {
    const input = { damage: 1, targets: ["might"] as const, dice: { might: 2, energy: 0, spirit: 3 }, hit: true, wasUnconscious: true };
    const on = planApplication({ ...input, coupDeGrace: true });
    const off = planApplication({ ...input, coupDeGrace: false });
    expect(on.ok && on.record.killed && on.record.state).toBe("dead");
    expect(off.ok && off.record.state).toBe("unconscious");
  });

  it("undo gives back exactly what was removed, capped by a heal in between, and only once", () => {
    const plan = planApplication({ ...base, damage: 3, targets: ["might"], dice: { might: 4, energy: 3, spirit: 3 } });
    if (!plan.ok) throw new Error("plan refused");
    const now = { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } };
    expect(undoRestore(plan.record, now)).toEqual({ might: 3, energy: 0, spirit: 0 });
    expect(undoRestore(plan.record, { ...now, might: { value: 3, total: 4 } })).toEqual({ might: 1, energy: 0, spirit: 0 });
    expect(undoRestore(markUndone(plan.record), now)).toBeNull();
  });
});

describe("damage records at the edges", () => {
  it("records nothing removed from a void attribute, and refuses damage on a void-only target with its code", () => {
    const plan = planApplication({ ...base, damage: 2, targets: ["might"], dice: { might: 3, energy: null, spirit: 3 } });
    expect(plan.ok && plan.record.removed).toEqual({ might: 2, energy: 0, spirit: 0 });
    expect(plan.ok && plan.diceAfter.energy).toBeNull();
    expect(plan.ok && plan.record).toMatchObject({ killed: false, undone: false, state: "conscious" });
  });

  it("a refusal carries the dice required only when the split is short or over", () => {
    const over = planApplication({ ...base, damage: 2, targets: ["might", "energy"], dice: { might: 1, energy: 3, spirit: 3 }, allocation: { might: 2, energy: 0 } });
    expect(over).toStrictEqual({ ok: false, code: "overShare" });
  });

  it("a miss or a creature that was conscious is never killed by the coup de grâce", () => {
    const input = { damage: 1, targets: ["might"] as const, dice: { might: 2, energy: 0, spirit: 3 }, coupDeGrace: true };
    const miss = planApplication({ ...input, hit: false, wasUnconscious: true });
    const awake = planApplication({ ...input, hit: true, wasUnconscious: false });
    expect(miss.ok && miss.record.killed).toBe(false);
    expect(awake.ok && awake.record.killed).toBe(false);
    expect(awake.ok && awake.record.state).not.toBe("dead");
  });

  it("an attribute listed twice is one attribute: no split to ask", () => {
    expect(needsSplit(3, ["might", "might"], { might: 2, energy: 2, spirit: 2 })).toBe(false);
    expect(needsSplit(1, ["might", "spirit"], { might: 1, energy: 0, spirit: 1 })).toBe(true);
    expect(needsSplit(-1, ["might", "spirit"], { might: 1, energy: 0, spirit: 1 })).toBe(false);
  });

  it("undo skips a pool that cannot be read and never takes dice away from a pool above its total", () => {
    const plan = planApplication({ ...base, damage: 2, targets: ["might", "energy"], dice: { might: 3, energy: 3, spirit: 3 }, allocation: { might: 1, energy: 1 } });
    if (!plan.ok) throw new Error("plan refused");
    expect(undoRestore(plan.record, { might: null, energy: { value: 5, total: 3 }, spirit: { value: 3, total: 3 } })).toEqual({ might: 0, energy: 0, spirit: 0 });
    expect(markUndone(plan.record)).toEqual({ ...plan.record, undone: true });
    expect(plan.record.undone).toBe(false);
  });
});
