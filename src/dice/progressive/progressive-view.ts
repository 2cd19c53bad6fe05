/**
 * Template data for the progressive attempt/contest card (templates/chat/progressive.hbs). Pure.
 */
import { diceOf, type DieView } from "../../chat/die-view.ts";
import { periodsOf, sideResults, progressiveStatus, type ProgressiveState, type RollSummary } from "./progressive-state.ts";

/** A roll as the card lists it. */
export interface RollRow {
  by: string;
  total: number;
  dice: DieView[];
}

/** One side's column. */
export interface SideView {
  index: number;
  name: string;
  expression: string;
  total: number;
  winner: boolean;
  periods: { period: number; main: RollRow; assists: RollRow[]; value: number; running: number }[];
  /** Show the "roll next period" button (the card is open and it is this side's turn). */
  canRoll: boolean;
  canAssist: boolean;
}

/** The whole card. */
export interface ProgressiveView {
  kind: ProgressiveState["kind"];
  kindKey: string;
  purpose: string;
  target: number;
  /** Lang key of the target line ("Difficulty" vs "Target"). */
  targetKey: string;
  assistKey: string;
  sides: SideView[];
  finished: boolean;
  statusKey: string;
  /** Name of the winning side, for the status line. */
  winnerName: string;
  period: number | null;
  canJoin: boolean;
  /** While a contest waits for side 1: the opponent it names ("" = none named: the GM picks), else "". */
  opponent: string;
  /** While a contest waits for side 1 and names no opponent: the GM picks who joins. */
  gmPicks: boolean;
}

function row(roll: RollSummary): RollRow {
  const scoring = roll.faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6) ? roll.faces : [];
  return { by: roll.by, total: roll.total, dice: diceOf(scoring) };
}

/** Builds the card's template data from its state. */
export function progressiveView(state: ProgressiveState): ProgressiveView {
  const status = progressiveStatus(state);
  const sides = state.sides.map((side, index): SideView => {
    const values = sideResults(state, index);
    let running = 0;
    const entries = state.entries.filter((e) => e.side === index);
    const periods = entries.map((e, i) => {
      const value = values[i] ?? 0; // sideResults gives one value per entry of the side, in order
      running += value;
      return { period: i + 1, main: row(e.main), assists: e.assists.map(row), value, running };
    });
    const behind = state.kind === "attempt" || state.sides.length < 2 || periodsOf(state, index) <= periodsOf(state, 1 - index);
    return {
      index,
      name: side.name,
      expression: side.expression,
      total: running,
      winner: status.winner === index,
      periods,
      canRoll: !status.finished && behind && (state.kind === "attempt" || state.sides.length === 2),
      canAssist: !status.finished && entries.length > 0,
    };
  });
  return {
    kind: state.kind,
    kindKey: state.kind === "attempt" ? "MESHAL.Chat.progressive.attempt" : "MESHAL.Chat.progressive.contest",
    purpose: state.purpose,
    target: state.target,
    targetKey: state.kind === "attempt" ? "MESHAL.Chat.progressive.difficulty" : "MESHAL.Chat.progressive.target",
    assistKey: state.assistMode === "add" ? "MESHAL.Chat.assist.add" : "MESHAL.Chat.assist.takeHigher",
    sides,
    finished: status.finished,
    statusKey: status.labelKey,
    winnerName: status.winner === null ? "" : (state.sides[status.winner]?.name ?? ""),
    period: status.period,
    canJoin: state.kind === "contest" && state.sides.length < 2,
    opponent: state.kind === "contest" && state.sides.length < 2 ? (state.opponent?.name ?? "") : "",
    gmPicks: state.kind === "contest" && state.sides.length < 2 && !state.opponent,
  };
}
