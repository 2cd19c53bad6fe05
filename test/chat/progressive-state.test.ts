import { describe, expect, it } from "vitest";
import {
  addAssist,
  addPeriodRoll,
  joinContest,
  progressiveStatus,
  readProgressiveState,
  sideResults,
  startProgressive,
  type RollSummary,
} from "../../src/dice/progressive/progressive-state.ts";
import { ok } from "../support/progressive.ts";

const roll = (total: number, by = "Ann"): RollSummary => ({ total, faces: [], by });
const attempt = (target: number, assistMode: "add" | "takeHigher" = "add") =>
  startProgressive({ kind: "attempt", target, assistMode, purpose: "Dig", sides: [{ name: "Ann", actorUuid: null, expression: "might" }] });

describe("progressive attempt", () => {
  it("accumulates periods until the running total exceeds the difficulty", () => {
    let s = attempt(5);
    s = ok(addPeriodRoll(s, 0, roll(2)));
    s = ok(addPeriodRoll(s, 0, roll(3)));
    expect(progressiveStatus(s)).toMatchObject({ finished: false, totals: [5], labelKey: "MESHAL.Chat.progressive.inProgress" });
    s = ok(addPeriodRoll(s, 0, roll(1)));
    expect(progressiveStatus(s)).toMatchObject({ finished: true, winner: 0, period: 3, totals: [6], labelKey: "MESHAL.Chat.progressive.succeeded" });
  });

  it("refuses rolls once decided", () => {
    const s = ok(addPeriodRoll(attempt(0), 0, roll(1)));
    expect(addPeriodRoll(s, 0, roll(1))).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.finished" });
  });

  it("adds assists to the latest period (seed rule)", () => {
    let s = ok(addPeriodRoll(attempt(10), 0, roll(2)));
    s = ok(addAssist(s, 0, roll(3, "Bo")));
    expect(sideResults(s, 0)).toEqual([5]);
    expect(s.entries[0]!.assists).toEqual([roll(3, "Bo")]);
  });

  it("takes the higher result in take-higher mode", () => {
    let s = ok(addPeriodRoll(attempt(10, "takeHigher"), 0, roll(2)));
    s = ok(addAssist(s, 0, roll(4, "Bo")));
    s = ok(addAssist(s, 0, roll(1, "Cy")));
    expect(sideResults(s, 0)).toEqual([4]);
  });

  it("has nothing to assist before the first roll", () => {
    expect(addAssist(attempt(3), 0, roll(1))).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.nothingToAssist" });
  });

  it("does not mutate the previous state", () => {
    const s = attempt(3);
    ok(addPeriodRoll(s, 0, roll(1)));
    expect(s.entries).toEqual([]);
  });
});

describe("progressive contest", () => {
  const contest = () =>
    startProgressive({ kind: "contest", target: 4, assistMode: "add", purpose: "", sides: [{ name: "Ann", actorUuid: null, expression: "energy" }] });

  it("waits for an opponent, then alternates periods", () => {
    let s = contest();
    expect(addPeriodRoll(s, 1, roll(1)).ok).toBe(false);
    s = ok(joinContest(s, { name: "Bo", actorUuid: null, expression: "energy" }));
    expect(joinContest(s, { name: "Cy", actorUuid: null, expression: "energy" }).ok).toBe(false);
    s = ok(addPeriodRoll(s, 0, roll(3)));
    expect(addPeriodRoll(s, 0, roll(3))).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.waitOpponent" });
    s = ok(addPeriodRoll(s, 1, roll(1)));
    expect(progressiveStatus(s).finished).toBe(false);
  });

  it("counts only periods both sides rolled; the first to reach the target wins", () => {
    let s = ok(joinContest(contest(), { name: "Bo", actorUuid: null, expression: "energy" }));
    s = ok(addPeriodRoll(s, 0, roll(4)));
    expect(progressiveStatus(s).finished).toBe(false);
    s = ok(addPeriodRoll(s, 1, roll(2)));
    expect(progressiveStatus(s)).toMatchObject({ finished: true, winner: 0, period: 1, totals: [4, 2], labelKey: "MESHAL.Chat.progressive.won" });
  });

  it("is a draw when both reach the target with equal totals in the same period", () => {
    let s = ok(joinContest(contest(), { name: "Bo", actorUuid: null, expression: "energy" }));
    s = ok(addPeriodRoll(s, 0, roll(5)));
    s = ok(addPeriodRoll(s, 1, roll(5)));
    expect(progressiveStatus(s)).toMatchObject({ finished: true, winner: null, draw: true, labelKey: "MESHAL.Chat.progressive.draw" });
  });

  it("cannot be joined when it is an attempt", () => {
    expect(joinContest(attempt(3), { name: "Bo", actorUuid: null, expression: "might" })).toEqual({ ok: false, reasonKey: "MESHAL.Chat.progressive.notContest" });
  });
});

describe("readProgressiveState", () => {
  it("round-trips a state and rejects junk", () => {
    const s = ok(addPeriodRoll(attempt(3), 0, roll(2)));
    expect(readProgressiveState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(readProgressiveState({ kind: "other" })).toBeNull();
    expect(readProgressiveState(undefined)).toBeNull();
  });
});
