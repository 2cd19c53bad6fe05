/**
 * The data a points-roll chat card shows, built from plain values so it can be tested
 * and rendered without Foundry. `PointsRoll#_prepareChatRenderContext` feeds it.
 */
import { isRecord } from "../rules/guards.ts";
import { chanceTier } from "./chance-tier.ts";
import type { RollMode } from "../rules/types.ts";
import { assistResult, type AssistMode } from "../rules/index.ts";
import { readRerolls, type RerollRecord } from "./reroll.ts";
import { fateAttribute, readFate, type FateRecord } from "./fate.ts";
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
  /** A helper's result counted with the roll (§2.4 assist), and how; `null` = no help. */
  assist: RollAssist | null;
  /** The fate expense spent on this roll (§2.4), once; `null` = none. */
  fate: FateRecord | null;
}

/** A helper's result and how it counts. */
export interface RollAssist {
  result: number;
  mode: AssistMode;
}

function readAssistState(value: unknown): RollAssist | null {
  if (typeof value !== "object" || value === null || !("result" in value) || !("mode" in value)) return null;
  const { result, mode } = value;
  if (typeof result !== "number" || !Number.isInteger(result) || result < 0 || result > MAX_ASSIST) return null;
  return mode === "add" || mode === "takeHigher" ? { result, mode } : null;
}

/** Largest helper's result a card counts (a hand-edited message cannot make a total that breaks the card). */
const MAX_ASSIST = 9999;

/** State defaults, also used to repair options read back from old messages. */
export function readRollState(options: unknown): PointsRollState {
  const o = isRecord(options) ? options : {};
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
    assist: readAssistState(o.assist),
    fate: readFate(o.fate),
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
  /** Nothing was rolled: a 0-dice roll under the newer-edition dice (§10.2) scores 0. */
  noDice: boolean;
  /** The dice's own result when a helper's result counts too (`total` is then the assisted result). */
  rolled: number;
  /** The help counted: its result and the lang key of how it counts; `null` = none. */
  assist: { result: number; labelKey: string } | null;
  /** The roll's dice may still be spent on fate (a check of one own attribute, not spent yet); the card's listener
   * keeps the button only for the roller under the world's rule. */
  fateOffered: boolean;
  /** The fate expense spent: dice lost, the attribute's lang key, the faces before, who chose; `null` = none. */
  fate: { lost: number; attributeKey: string; faces: string; by: string } | null;
}

/** Builds the card data from the roll's state, its die results and its total. */
export function rollCardContext(state: PointsRollState, results: readonly ScorableResult[], rolled: number): RollCardContext {
  const isPoints = state.mode === "points";
  const invalid = results.some((r) => !isFace(r.result)) || typeof rolled !== "number" || !Number.isFinite(rolled) || rolled < 0;
  const total = assistedTotal(state, rolled, invalid);
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
    noDice: results.length === 0,
    rolled,
    assist: state.assist ? { result: state.assist.result, labelKey: `MESHAL.Roll.assisted.${state.assist.mode}` } : null,
    fateOffered: !invalid && fateAttribute({ expression: state.expression, actorUuid: state.actorUuid, fate: state.fate, dice: results.length }) !== null,
    fate: state.fate
      ? { lost: state.fate.lost, attributeKey: `MESHAL.Attribute.${state.fate.attribute}`, faces: state.fate.faces.join(" "), by: state.fate.by }
      : null,
  };
}

/** The roll's result with the helper's counted (§2.4); the dice's own result when there is no help or it is unreadable. */
export function assistedTotal(state: Pick<PointsRollState, "assist">, rolled: number, invalid = false): number {
  if (!state.assist || invalid || !Number.isInteger(rolled) || rolled < 0) return rolled;
  return assistResult(state.assist.mode, rolled, [state.assist.result]);
}
