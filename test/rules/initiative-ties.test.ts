/**
 * Issue 21 item 1 (§5.2, docs/rules.md §10.3 #15): a creature that comes to share a face sum with creatures whose tie
 * was already broken takes part in the tie-break — it rolls 3🎲+ and is compared with their stored rolls round by
 * round — and the order never depends on how the entries are listed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareInitiative, orderInitiative, unresolvedTies, type InitiativeEntry } from "../../src/rules/initiative.ts";

const entry = (id: string, faceSum: number, tieBreaks: number[] = [], more: Partial<InitiativeEntry> = {}): InitiativeEntry => ({ id, faceSum, tieBreaks, ...more });

const a = entry("a", 10, [14]);
const b = entry("b", 10, [8]);
const c = entry("c", 10);

describe("a newcomer to a broken tie (issue 21 #1)", () => {
  it("c rolling 10 next to a(10, 14) and b(10, 8) must roll 3🎲+", () => {
    expect(unresolvedTies([a, b, c])).toEqual([["c"]]);
    expect(unresolvedTies([c, b, a])).toEqual([["c"]]);
  });

  it("orders a, b, c the same whatever the listing (c has not rolled its tie-break yet: it waits after them)", () => {
    for (const list of [[a, b, c], [c, a, b], [a, c, b], [b, c, a], [c, b, a], [b, a, c]]) expect(orderInitiative(list)).toEqual(["a", "b", "c"]);
  });

  it("c's tie-break is compared with a's and b's stored ones", () => {
    expect(orderInitiative([a, b, entry("c", 10, [11])])).toEqual(["a", "c", "b"]);
    expect(unresolvedTies([a, b, entry("c", 10, [11])])).toEqual([]);
    expect(orderInitiative([a, b, entry("c", 10, [3])])).toEqual(["a", "b", "c"]);
  });

  it("c tying a's stored roll makes both roll the next round; b, already ordered, does not", () => {
    const c14 = entry("c", 10, [14]);
    expect(unresolvedTies([a, b, c14])).toEqual([["a", "c"]]);
    expect(unresolvedTies([entry("a", 10, [14, 5]), b, c14])).toEqual([["c"]]);
    expect(orderInitiative([entry("a", 10, [14, 5]), b, entry("c", 10, [14, 9])])).toEqual(["c", "a", "b"]);
  });

  it("a re-rolled to 10 without a tie-break must roll against b's stored one", () => {
    expect(unresolvedTies([entry("a", 10), b])).toEqual([["a"]]);
  });

  it("a tie-break against another face sum or another late batch is no tie", () => {
    expect(unresolvedTies([entry("a", 9), b])).toEqual([]);
    expect(unresolvedTies([entry("j", 10, [], { lateJoiner: true }), b])).toEqual([]);
  });
});

const arbEntries = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 3 }),
    faceSum: fc.integer({ min: 0, max: 3 }),
    tieBreaks: fc.array(fc.integer({ min: 3, max: 5 }), { maxLength: 3 }),
    lateJoiner: fc.boolean(),
    batch: fc.integer({ min: 1, max: 2 }),
  }),
  { selector: (e) => e.id, maxLength: 10 },
);

describe("initiative order and ties never depend on the listing (property)", () => {
  it("any permutation gives the same order and the same creatures to roll", () => {
    fc.assert(
      fc.property(arbEntries, fc.infiniteStream(fc.nat()), (list, seeds) => {
        const shuffled = [...list];
        const it = seeds[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = it.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        expect(orderInitiative(shuffled)).toEqual(orderInitiative(list));
        const norm = (groups: string[][]) => groups.map((g) => [...g].sort()).sort();
        expect(norm(unresolvedTies(shuffled))).toEqual(norm(unresolvedTies(list)));
      }),
      { numRuns: 500 },
    );
  });

  it("the comparator is a total order: antisymmetric and transitive, 0 only for one id", () => {
    fc.assert(
      fc.property(arbEntries, (list) => {
        for (const x of list) for (const y of list) {
          expect(Math.sign(compareInitiative(x, y))).toBe(-Math.sign(compareInitiative(y, x)) || 0);
          if (x.id !== y.id) expect(compareInitiative(x, y)).not.toBe(0);
          for (const z of list) if (compareInitiative(x, y) < 0 && compareInitiative(y, z) < 0) expect(compareInitiative(x, z)).toBeLessThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a creature must roll exactly when another of its batch and face sum has every roll it has (oracle)", () => {
    fc.assert(
      fc.property(arbEntries, (list) => {
        const batch = (e: InitiativeEntry) => (e.lateJoiner ? (e.batch ?? 1) : 0);
        const prefixOf = (x: readonly number[], y: readonly number[]) => x.length <= y.length && x.every((v, i) => y[i] === v);
        const expected = list
          .filter((x) => list.some((y) => y !== x && batch(y) === batch(x) && y.faceSum === x.faceSum && prefixOf(x.tieBreaks ?? [], y.tieBreaks ?? [])))
          .map((x) => x.id)
          .sort();
        expect(unresolvedTies(list).flat().sort()).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
