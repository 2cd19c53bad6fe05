import { describe, expect, it } from "vitest";
import { rollUnits, tiesToBreak, trackerOrder, type TrackerRow } from "../../src/combat/tracker/tracker-order.ts";

const row = (id: string, initiative: number | null, extra: Partial<TrackerRow> = {}): TrackerRow => ({
  id, actorId: `actor-${id}`, isNpc: false, initiative, tieBreaks: [], joinedRound: 0, ...extra,
});
const plain = { groupInitiative: false };

describe("tracker order", () => {
  it("orders by face sum, highest first, unrolled rows last", () => {
    expect(trackerOrder([row("a", 5), row("b", null), row("c", 9), row("d", 7)], plain)).toEqual(["c", "d", "a", "b"]);
  });

  it("breaks ties by the 3-dice rolls and lists who must still roll", () => {
    const rows = [row("a", 8), row("b", 8), row("c", 8, { tieBreaks: [] }), row("d", 3)];
    expect(tiesToBreak(rows, plain)).toEqual([["a", "b", "c"]]);
    const rolled = [row("a", 8, { tieBreaks: [10] }), row("b", 8, { tieBreaks: [14] }), row("c", 8, { tieBreaks: [10] }), row("d", 3)];
    expect(trackerOrder(rolled, plain).slice(0, 1)).toEqual(["b"]);
    expect(tiesToBreak(rolled, plain)).toEqual([["a", "c"]]);
    const again = [row("a", 8, { tieBreaks: [10, 4] }), row("b", 8, { tieBreaks: [14] }), row("c", 8, { tieBreaks: [10, 12] }), row("d", 3)];
    expect(trackerOrder(again, plain)).toEqual(["b", "c", "a", "d"]);
    expect(tiesToBreak(again, plain)).toEqual([]);
  });

  it("puts late joiners after everyone, batch by batch, whatever they roll", () => {
    const rows = [row("late2", 30, { joinedRound: 3 }), row("a", 4), row("late1", 2, { joinedRound: 2 }), row("b", 6)];
    expect(trackerOrder(rows, plain)).toEqual(["b", "a", "late1", "late2"]);
    expect(tiesToBreak([...rows, row("late1b", 2, { joinedRound: 2 })], plain)).toEqual([["late1", "late1b"]]);
  });

  it("rolls once per group of identical NPCs under group initiative and keeps members together", () => {
    const rows = [
      row("g1", 7, { actorId: "wolf", isNpc: true }), row("pc", 9), row("g2", null, { actorId: "wolf", isNpc: true }),
      row("g3", null, { actorId: "wolf", isNpc: true }), row("x", 8, { actorId: "bandit", isNpc: true }),
    ];
    const grouped = { groupInitiative: true };
    expect(rollUnits(rows, grouped).map((u) => u.map((r) => r.id))).toEqual([["g1", "g2", "g3"], ["pc"], ["x"]]);
    expect(trackerOrder(rows, grouped)).toEqual(["pc", "x", "g1", "g2", "g3"]);
    expect(rollUnits(rows, plain)).toHaveLength(5);
    // Characters of one actor never group.
    expect(rollUnits([row("p1", 3, { actorId: "same" }), row("p2", 3, { actorId: "same" })], grouped)).toHaveLength(2);
  });

  it("a tie between a group and a creature lists every member of the group", () => {
    const rows = [row("g1", 7, { actorId: "wolf", isNpc: true }), row("g2", 7, { actorId: "wolf", isNpc: true }), row("pc", 7)];
    expect(tiesToBreak(rows, { groupInitiative: true })).toEqual([["g1", "g2", "pc"]]);
  });
});
