/**
 * The data a points-roll chat card shows, built from plain values so it can be tested
 * and rendered without Foundry. `PointsRoll#_prepareChatRenderContext` feeds it.
 */
import { chanceTier } from "./chance-tier.ts";
import type { RollMode } from "../rules/types.ts";
import { readRerolls, type RerollRecord } from "./reroll.ts";
import { dieViews, isFace, type DieView, type ScorableResult } from "./points.ts";
import { difficultyLabelKey, formatChance, outcomeOf, type Outcome } from "./outcome.ts";

/** What a points roll keeps in `roll.options` so a saved message can be re-rendered. */
export interface PointsRollState {
  mode: RollMode;
  /** Dice formula in the rules notation, e.g. `might+1`; empty for a bare count. */
  expression: string;
  diceCount: number;
  advantage: number;
  disadvantage: number;
  voluntary: number;
  difficulty: number | null;
  /** Exact pre-roll chance of success (0–1), when there was a difficulty. */
  chance: number | null;
  purpose: string;
  actorUuid: string | null;
  rerolls: RerollRecord[];
}

/** State defaults, also used to repair options read back from old messages. */
export function readRollState(options: Record<string, unknown> | undefined): PointsRollState {
  const o = options ?? {};
  const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
  const numOrNull = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  return {
    mode: o.mode === "faceSum" ? "faceSum" : "points",
    expression: typeof o.expression === "string" ? o.expression : "",
    diceCount: num(o.diceCount, 0),
    advantage: num(o.advantage, 0),
    disadvantage: num(o.disadvantage, 0),
    voluntary: num(o.voluntary, 0),
    difficulty: numOrNull(o.difficulty),
    chance: numOrNull(o.chance),
    purpose: typeof o.purpose === "string" ? o.purpose : "",
    actorUuid: typeof o.actorUuid === "string" ? o.actorUuid : null,
    rerolls: readRerolls(o.rerolls),
  };
}

/** The template data of one card (templates/dice/points-roll.hbs). */
export interface RollCardContext {
  mode: RollMode;
  isPoints: boolean;
  modeKey: string;
  purpose: string;
  expression: string;
  diceCount: number;
  advantage: number;
  disadvantage: number;
  voluntary: number;
  dice: DieView[];
  total: number;
  difficulty: number | null;
  difficultyKey: string | null;
  chanceText: string;
  /** The chance's colour band (chance-tier.ts), "" without a chance. */
  chanceTier: string;
  outcome: Outcome | null;
  rerolls: { total: number; faces: string; by: string }[];
  /** A die result is not a d6 face (a crafted message): the card says so and shows no outcome. */
  invalid: boolean;
}

/** Builds the card data from the roll's state, its die results and its total. */
export function rollCardContext(state: PointsRollState, results: readonly ScorableResult[], total: number): RollCardContext {
  const isPoints = state.mode === "points";
  const invalid = results.some((r) => !isFace(r.result)) || typeof total !== "number" || !Number.isFinite(total);
  return {
    mode: state.mode,
    isPoints,
    modeKey: isPoints ? "MESHAL.Dice.points" : "MESHAL.Dice.faceSum",
    purpose: state.purpose,
    expression: state.expression,
    diceCount: state.diceCount || results.length,
    advantage: state.advantage,
    disadvantage: state.disadvantage,
    voluntary: state.voluntary,
    dice: dieViews(results, state.mode),
    total,
    difficulty: state.difficulty,
    difficultyKey: state.difficulty === null ? null : difficultyLabelKey(state.difficulty),
    chanceText: state.chance === null ? "" : formatChance(state.chance),
    chanceTier: state.chance === null ? "" : chanceTier(state.chance),
    outcome: isPoints && !invalid ? outcomeOf(total, state.difficulty) : null,
    rerolls: state.rerolls.map((r) => ({ total: r.total, faces: r.faces.join(" "), by: r.by })),
    invalid,
  };
}
