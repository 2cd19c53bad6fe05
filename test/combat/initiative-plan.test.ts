import { describe, expect, it } from "vitest";
import { MAX_TIE_ROUNDS, planInitiative } from "../../src/combat/initiative/initiative-plan.ts";
import { trackerOrder, type TrackerRow } from "../../src/combat/tracker/tracker-order.ts";

const row = (id: string, extra: Partial<TrackerRow> = {}): TrackerRow => ({
  id, actorId: `actor-${id}`, isNpc: false, initiative: null, tieBreaks: [], joinedRound: 0, ...extra,
});
/** A roller returning scripted totals in order and recording the dice asked for. */
function scripted(totals: number[]) {
  const asked: number[] = [];
  return { asked, roll: (dice: number) => { asked.push(dice); const t = totals.shift(); if (t === undefined) throw new Error("out of rolls"); return t; } };
}

describe("initiative plan", () => {
  it("rolls each row's Energy dice and breaks a forced tie with 3 dice, again while still tied", () => {
    const rows = [row("a"), row("b"), row("c")];
    const dice = { a: 4, b: 2, c: 5 } as Record<string, number>;
    const r = scripted([9, 9, 12, /* tie a-b */ 10, 10, /* still tied */ 7, 11]);
    const plan = planInitiative(rows, ["a", "b", "c"], { groupInitiative: false }, (x) => dice[x.id]!, r.roll);
    expect(r.asked).toEqual([4, 2, 5, 3, 3, 3, 3]);
    expect(plan.rows.find((x) => x.id === "a")!.tieBreaks).toEqual([10, 7]);
    expect(trackerOrder(plan.rows, { groupInitiative: false })).toEqual(["c", "b", "a"]);
    expect(plan.log.filter((l) => l.kind === "tieBreak")).toHaveLength(4);
  });

  it("a group rolls once for all its members and re-rolling clears old tie-breaks", () => {
    const rows = [row("w1", { actorId: "wolf", isNpc: true, tieBreaks: [3] }), row("w2", { actorId: "wolf", isNpc: true }), row("pc", { initiative: 5 })];
    const r = scripted([8]);
    const plan = planInitiative(rows, ["w1"], { groupInitiative: true }, () => 3, r.roll);
    expect(plan.rows.map((x) => [x.id, x.initiative, x.tieBreaks])).toEqual([["w1", 8, []], ["w2", 8, []], ["pc", 5, []]]);
    expect([...plan.changed].sort()).toEqual(["w1", "w2"]);
  });

  it("leaves rows not asked for alone, but rolls them into a tie they are part of", () => {
    const rows = [row("a", { initiative: 6 }), row("b")];
    const r = scripted([6, 15, 2]);
    const plan = planInitiative(rows, ["b"], { groupInitiative: false }, () => 2, r.roll);
    expect(plan.rows.map((x) => x.tieBreaks)).toEqual([[15], [2]]);
    expect(trackerOrder(plan.rows, { groupInitiative: false })).toEqual(["a", "b"]);
  });
});

describe("initiative plan: the tie-break cap", () => {
  it("stops after the capped number of tie-break rounds when every roll ties again", () => {
    const rows = [row("a"), row("b")];
    const plan = planInitiative(rows, ["a", "b"], { groupInitiative: false }, () => 2, () => 7);
    const tieBreaks = plan.log.filter((l) => l.kind === "tieBreak");
    expect(tieBreaks).toHaveLength(2 * MAX_TIE_ROUNDS);
    expect(plan.rows.map((x) => x.tieBreaks.length)).toEqual([MAX_TIE_ROUNDS, MAX_TIE_ROUNDS]);
  });
});
