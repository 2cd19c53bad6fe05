/**
 * Issue 21 item 1 on the tracker adapter and the roll plan (§5.2, docs/rules.md §10.3 #15): a combatant rolled or
 * re-rolled into a tie that was already broken rolls 3🎲+ and is compared with the stored rolls round by round, until
 * everyone tied is ordered; the order never depends on how the combatants are listed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planInitiative } from "../../src/combat/initiative/initiative-plan.ts";
import { rollUnits, tiesToBreak, trackerOrder, type TrackerRow } from "../../src/combat/tracker/tracker-order.ts";

const plain = { groupInitiative: false };
const row = (id: string, initiative: number | null, tieBreaks: number[] = [], extra: Partial<TrackerRow> = {}): TrackerRow => ({
  id, actorId: `actor-${id}`, isNpc: false, initiative, tieBreaks, joinedRound: 0, ...extra,
});
function scripted(totals: number[]) {
  const asked: number[] = [];
  return { asked, roll: (dice: number) => { asked.push(dice); const t = totals.shift(); if (t === undefined) throw new Error("out of rolls"); return t; } };
}
const permutations = <T>(list: readonly T[]): T[][] =>
  list.length <= 1 ? [[...list]] : list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((p) => [x, ...p]));

const A = row("a", 10, [14]);
const B = row("b", 10, [8]);

describe("a third combatant rolling into a broken tie (issue 21 #1)", () => {
  it("c rolling 10 rolls 3🎲+ against a's 14 and b's 8, whatever the listing", () => {
    for (const rows of permutations([A, B, row("c", null)])) {
      const r = scripted([10, 11]);
      const plan = planInitiative(rows, ["c"], plain, () => 3, r.roll);
      expect(r.asked).toEqual([3, 3]);
      expect(plan.log.map((l) => [l.kind, l.ids, l.total])).toEqual([["initiative", ["c"], 10], ["tieBreak", ["c"], 11]]);
      expect(plan.rows.find((x) => x.id === "c")!.tieBreaks).toEqual([11]);
      expect([...plan.changed]).toEqual(["c"]);
      expect(trackerOrder(plan.rows, plain)).toEqual(["a", "c", "b"]);
    }
  });

  it("c tying a's 14 makes a and c roll again (b stays after both); the rolls go on until all are ordered", () => {
    const r = scripted([10, 14, /* a, c */ 6, 6, /* again */ 4, 9]);
    const plan = planInitiative([A, B, row("c", null)], ["c"], plain, () => 3, r.roll);
    expect(plan.rows.map((x) => [x.id, x.tieBreaks])).toEqual([["a", [14, 6, 4]], ["b", [8]], ["c", [14, 6, 9]]]);
    expect(trackerOrder(plan.rows, plain)).toEqual(["c", "a", "b"]);
    expect(tiesToBreak(plan.rows, plain)).toEqual([]);
  });

  it("the order before c's tie-break (c not yet rolled) does not depend on the listing either", () => {
    const orders = permutations([A, B, row("c", 10)]).map((rows) => trackerOrder(rows, plain));
    expect(new Set(orders.map((o) => o.join()))).toEqual(new Set(["a,b,c"]));
    expect(tiesToBreak([A, B, row("c", 10)], plain)).toEqual([["c"]]);
  });
});

describe("re-rolling a combatant into a tie (issue 21 #1)", () => {
  it("a re-rolled to 10 drops its old tie-break and rolls a new one against b's 8", () => {
    for (const rows of permutations([A, B])) {
      const r = scripted([10, 5]);
      const plan = planInitiative(rows, ["a"], plain, () => 3, r.roll);
      expect(plan.rows.find((x) => x.id === "a")!.tieBreaks).toEqual([5]);
      expect(plan.rows.find((x) => x.id === "b")!.tieBreaks).toEqual([8]);
      expect(trackerOrder(plan.rows, plain)).toEqual(["b", "a"]);
    }
  });
});

/** Rows with random rolls so far (possibly inconsistent: a state a real table can reach through re-rolls). */
const arbRows = fc
  .uniqueArray(
    fc.record({
      id: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"),
      initiative: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      tieBreaks: fc.array(fc.integer({ min: 3, max: 5 }), { maxLength: 2 }),
      joinedRound: fc.constantFrom(0, 0, 2),
      wolf: fc.boolean(),
    }),
    { selector: (r) => r.id, minLength: 1, maxLength: 7 },
  )
  .map((list) =>
    list.map((r): TrackerRow => ({
      id: r.id, actorId: r.wolf ? "wolf" : `actor-${r.id}`, isNpc: r.wolf, initiative: r.initiative,
      tieBreaks: r.initiative === null ? [] : r.tieBreaks, joinedRound: r.joinedRound,
    })),
  );

const shuffle = <T>(list: readonly T[], seeds: readonly number[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = (seeds[i] ?? 0) % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

describe("initiative plan properties", () => {
  it("after any roll every rolled unit is ordered by its dice: no tie is left, and the order ignores the listing", () => {
    fc.assert(
      fc.property(arbRows, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.boolean(), fc.integer(), (rows, seeds, grouped, seed) => {
        const options = { groupInitiative: grouped };
        let s = seed | 0;
        const roll = () => ((s = (Math.imul(s, 1103515245) + 12345) | 0), 3 + (((s >>> 16) & 0x7fff) % 3));
        const ids = rows.filter((_, i) => (seeds[i] ?? 0) % 2 === 0).map((r) => r.id);
        const plan = planInitiative(rows, ids, options, () => 1, roll);
        expect(tiesToBreak(plan.rows, options)).toEqual([]);
        const order = trackerOrder(plan.rows, options);
        // Without groups (whose members follow their listing by rule) any listing gives the same order of the rolled
        // rows (rows not rolled yet wait at the end in listed order: they are in no tie).
        const rolledIds = new Set(plan.rows.filter((r) => r.initiative !== null).map((r) => r.id));
        const rolledOrder = (list: string[]) => list.filter((id) => rolledIds.has(id));
        if (!grouped) expect(rolledOrder(trackerOrder(shuffle(plan.rows, seeds), options))).toEqual(rolledOrder(order));
        // Two rolled units of one batch and face sum differ at some tie-break both have (a unit: its first rolled row).
        const rolled = rollUnits(plan.rows, options).flatMap((unit) => unit.filter((r) => r.initiative !== null).slice(0, 1));
        for (const x of rolled) for (const y of rolled) {
          if (x === y || x.initiative !== y.initiative || x.joinedRound !== y.joinedRound) continue;
          expect(x.tieBreaks.some((v, i) => y.tieBreaks[i] !== undefined && y.tieBreaks[i] !== v)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
