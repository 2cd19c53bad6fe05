/**
 * The exported initiative comparator (for the combat tracker's sort) orders exactly as `orderInitiative` does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareInitiative, orderInitiative, type InitiativeEntry } from "../../src/rules/initiative.ts";

const entry = (id: string, faceSum: number, more: Partial<InitiativeEntry> = {}): InitiativeEntry => ({ id, faceSum, ...more });

describe("compareInitiative", () => {
  it("puts the higher face sum first", () => {
    expect(compareInitiative(entry("a", 12), entry("b", 9))).toBeLessThan(0);
    expect(compareInitiative(entry("a", 9), entry("b", 12))).toBeGreaterThan(0);
  });

  it("breaks a tie with the tie-break rolls in sequence", () => {
    const a = entry("a", 10, { tieBreaks: [11, 8] });
    const b = entry("b", 10, { tieBreaks: [11, 14] });
    expect(compareInitiative(a, b)).toBeGreaterThan(0);
    expect(compareInitiative(b, a)).toBeLessThan(0);
  });

  it("never returns 0 for two creatures: one yet to roll a tie-break round waits, identical rolls go by id (issue 21 #1)", () => {
    expect(compareInitiative(entry("a", 10, { tieBreaks: [7] }), entry("b", 10))).toBeLessThan(0);
    expect(compareInitiative(entry("b", 10), entry("a", 10, { tieBreaks: [7] }))).toBeGreaterThan(0);
    expect(compareInitiative(entry("b", 10, { tieBreaks: [7] }), entry("a", 10, { tieBreaks: [7] }))).toBeGreaterThan(0);
    expect(compareInitiative(entry("a", 10), entry("a", 10))).toBe(0);
  });

  it("puts a late joiner after everyone, whatever it rolled, and earlier batches first", () => {
    const late = entry("late", 30, { lateJoiner: true });
    const later = entry("later", 40, { lateJoiner: true, batch: 2 });
    expect(compareInitiative(late, entry("a", 1))).toBeGreaterThan(0);
    expect(compareInitiative(late, later)).toBeLessThan(0);
  });

  it("sorts into the same order as orderInitiative", () => {
    const entries = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        faceSum: fc.integer({ min: 0, max: 12 }),
        tieBreaks: fc.array(fc.integer({ min: 3, max: 6 }), { maxLength: 2 }),
        lateJoiner: fc.boolean(),
        batch: fc.integer({ min: 1, max: 3 }),
      }),
      { selector: (e) => e.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(entries, (list) => {
        expect([...list].sort(compareInitiative).map((e) => e.id)).toEqual(orderInitiative(list));
      }),
    );
  });
});
