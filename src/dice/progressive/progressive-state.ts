/**
 * State of a progressive attempt or progressive contest card (docs/rules.md §2.4), kept in the
 * message flags. Transitions return new states; totals, success and winners come from the rules core.
 * Pure: no Foundry globals.
 */
import { assistResult, progressiveAttempt, progressiveContest, type AssistMode } from "../../rules/index.ts";
import { isRecord } from "../../rules/guards.ts";

/** One roll on the card: its result and who rolled it. */
export interface RollSummary {
  total: number;
  faces: number[];
  by: string;
}

/** One period's roll of one side, with any assists made on it. */
export interface ProgressiveEntry {
  side: number;
  main: RollSummary;
  assists: RollSummary[];
}

/** A side of the card: the attempter, or one of the two contestants. */
export interface ProgressiveSide {
  name: string;
  actorUuid: string | null;
  /** Dice formula each period's roll uses, in the rules notation. */
  expression: string;
}

/** The opponent a contest names at its start: only its owners (or a GM, for any creature) may join as side 1. */
export interface ProgressiveOpponent {
  actorUuid: string;
  name: string;
}

/** The whole card. `target` is the difficulty (attempt: total > target) or the contest target (total ≥ target). */
export interface ProgressiveState {
  kind: "attempt" | "contest";
  target: number;
  assistMode: AssistMode;
  purpose: string;
  sides: ProgressiveSide[];
  entries: ProgressiveEntry[];
  /** A contest's named opponent; absent or null = none named, so only a GM joins (the GM's choice of creature). */
  opponent?: ProgressiveOpponent | null;
}

/** Why a transition was refused (a lang key under MESHAL.Chat). */
export type Transition = { ok: true; state: ProgressiveState } | { ok: false; reasonKey: string };

/** A new card with no rolls yet. A contest starts with one side; the opponent joins later. */
export function startProgressive(init: Omit<ProgressiveState, "entries">): ProgressiveState {
  const { opponent, ...rest } = init;
  const named = init.kind === "contest" && opponent ? { opponent: { ...opponent } } : {};
  return { ...rest, ...named, target: Math.max(0, Math.trunc(init.target)), sides: init.sides.slice(0, init.kind === "contest" ? 2 : 1), entries: [] };
}

/** Each side's per-period results, assists already combined by the rules core. */
export function sideResults(state: ProgressiveState, side: number): number[] {
  return state.entries
    .filter((e) => e.side === side)
    .map((e) => assistResult(state.assistMode, e.main.total, e.assists.map((a) => a.total)));
}

/** Outcome so far: finished or not, the winning side (contest) and the period it happened in. */
export interface ProgressiveStatus {
  finished: boolean;
  /** Attempt: 0 once it succeeded. Contest: the winning side, or `null` (also for a draw). */
  winner: number | null;
  draw: boolean;
  period: number | null;
  totals: number[];
  /** Lang key describing the status. */
  labelKey: string;
}

/** Evaluates the card. A contest only counts periods both sides have rolled. */
export function progressiveStatus(state: ProgressiveState): ProgressiveStatus {
  if (state.kind === "attempt") {
    const result = progressiveAttempt(sideResults(state, 0), state.target);
    const total = result.runningTotals.at(-1) ?? 0;
    const done = result.succeededOnRoll !== null;
    return {
      finished: done,
      winner: done ? 0 : null,
      draw: false,
      period: result.succeededOnRoll,
      totals: [total],
      labelKey: done ? "MESHAL.Chat.progressive.succeeded" : "MESHAL.Chat.progressive.inProgress",
    };
  }
  const a = sideResults(state, 0);
  const b = sideResults(state, 1);
  const complete = Math.min(a.length, b.length);
  const result = progressiveContest(state.target, a.slice(0, complete), b.slice(0, complete));
  const totals = [a.reduce((s, r) => s + r, 0), b.reduce((s, r) => s + r, 0)];
  if (result.winner === null) return { finished: false, winner: null, draw: false, period: null, totals, labelKey: "MESHAL.Chat.progressive.inProgress" };
  const draw = result.winner === "draw";
  return {
    finished: true,
    winner: draw ? null : result.winner === "a" ? 0 : 1,
    draw,
    period: result.period,
    totals,
    labelKey: draw ? "MESHAL.Chat.progressive.draw" : "MESHAL.Chat.progressive.won",
  };
}

/** Periods rolled so far by a side. */
export function periodsOf(state: ProgressiveState, side: number): number {
  return state.entries.filter((e) => e.side === side).length;
}

/**
 * Adds the next period's roll for `side`. Refused once the card is finished, for an unknown side,
 * and in a contest for a side already a period ahead of its opponent.
 */
export function addPeriodRoll(state: ProgressiveState, side: number, roll: RollSummary): Transition {
  if (!state.sides[side]) return { ok: false, reasonKey: "MESHAL.Chat.progressive.noSide" };
  if (progressiveStatus(state).finished) return { ok: false, reasonKey: "MESHAL.Chat.progressive.finished" };
  if (state.kind === "contest" && periodsOf(state, side) > periodsOf(state, 1 - side)) {
    return { ok: false, reasonKey: "MESHAL.Chat.progressive.waitOpponent" };
  }
  return { ok: true, state: { ...state, entries: [...state.entries, { side, main: roll, assists: [] }] } };
}

/** Adds a helper's roll to the latest roll of `side` (combined by the card's assist mode). */
export function addAssist(state: ProgressiveState, side: number, roll: RollSummary): Transition {
  let index = -1;
  state.entries.forEach((e, i) => {
    if (e.side === side) index = i;
  });
  if (index < 0) return { ok: false, reasonKey: "MESHAL.Chat.progressive.nothingToAssist" };
  if (progressiveStatus(state).finished) return { ok: false, reasonKey: "MESHAL.Chat.progressive.finished" };
  const entries = state.entries.map((e, i) => (i === index ? { ...e, assists: [...e.assists, roll] } : e));
  return { ok: true, state: { ...state, entries } };
}

/** The opponent joins a contest that still has one side. */
export function joinContest(state: ProgressiveState, side: ProgressiveSide): Transition {
  if (state.kind !== "contest") return { ok: false, reasonKey: "MESHAL.Chat.progressive.notContest" };
  if (state.sides.length >= 2) return { ok: false, reasonKey: "MESHAL.Chat.progressive.full" };
  return { ok: true, state: { ...state, sides: [...state.sides, side] } };
}

/** Reads a state from message flags; `null` when it is missing or malformed. */
export function readProgressiveState(value: unknown): ProgressiveState | null {
  if (!isRecord(value)) return null;
  const s = value;
  if ((s.kind !== "attempt" && s.kind !== "contest") || typeof s.target !== "number") return null;
  // Only the outline is read here: the card's schema checks every side and entry before the state is used (cardStateOf).
  if (!Array.isArray(s.sides) || !Array.isArray(s.entries)) return null;
  return {
    kind: s.kind,
    target: s.target,
    assistMode: s.assistMode === "takeHigher" ? "takeHigher" : "add",
    purpose: typeof s.purpose === "string" ? s.purpose : "",
    sides: s.sides,
    entries: s.entries,
  };
}
