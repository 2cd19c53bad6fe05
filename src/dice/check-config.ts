/**
 * The configuration of one check (the roll dialog's form) and its live summary:
 * dice count, formula, difficulty band and exact chance — all from the rules core. Pure.
 */
import { isVisibility, VISIBILITIES, type Visibility } from "../core/version/message-mode.ts";
import { chanceTier, type ChanceTier } from "./chance-tier.ts";
import type { AttributeDice, DiceExpression, RollMode } from "../rules/types.ts";
import { formatDiceExpression, type AssistMode } from "../rules/index.ts";
import { planRoll, wholeAtLeastZero, type RollPlan } from "./formula.ts";
import { canonicalExpression } from "./expression-label.ts";
import { chanceFor, difficultyBand, difficultyLabelKey, formatChance, guideBands } from "./outcome.ts";

/** Chat visibility of a roll, in v13's words whatever the version (core/version/message-mode.ts). */
export const ROLL_VISIBILITIES = VISIBILITIES;
export type RollVisibility = Visibility;
export { isVisibility };

/** A fully configured check: what the dialog returns and what `PointsRoll` stores in its options. */
export interface CheckConfig {
  /** Formula text in the rules notation (`might`, `energy/2`, `might/spirit take-higher`, `4`). */
  expression: string;
  advantage: number;
  disadvantage: number;
  voluntary: number;
  /** `null` = no difficulty (a plain roll or a contest). */
  difficulty: number | null;
  mode: RollMode;
  rollMode: RollVisibility;
  /** Short free text shown as the card's title, e.g. "Climb the wall". */
  purpose: string;
  /** The world's newer-edition dice rule (§10.2) when the check was configured: no one-die minimum. Not a form field. */
  newerDice?: boolean;
  /** A helper's result for this check (§2.4 assist); `null` or absent = no help. */
  assist?: number | null;
  /** How the help counts: added (seed), or the higher result taken (only offered under `assistTakeHigher`). */
  assistMode?: AssistMode;
  /** The world's "assist takes the higher" variant (§2.4 [VAR]): the dialog offers the choice. Not a form field. */
  assistTakeHigher?: boolean;
}

/** Defaults for every field the caller leaves out. */
export function defaultCheckConfig(partial: Partial<CheckConfig> = {}): CheckConfig {
  return {
    expression: partial.expression ?? "might",
    advantage: wholeAtLeastZero(partial.advantage),
    disadvantage: wholeAtLeastZero(partial.disadvantage),
    voluntary: wholeAtLeastZero(partial.voluntary),
    difficulty: readDifficulty(partial.difficulty),
    mode: partial.mode ?? "points",
    rollMode: isVisibility(partial.rollMode) ? partial.rollMode : "publicroll",
    purpose: partial.purpose ?? "",
    newerDice: partial.newerDice === true,
    assist: readAssist(partial.assist),
    assistMode: partial.assistTakeHigher === true && partial.assistMode === "takeHigher" ? "takeHigher" : "add",
    assistTakeHigher: partial.assistTakeHigher === true,
  };
}

/** An assist input: blank/absent/junk → `null` (no help), otherwise a whole number ≥ 0. */
export function readAssist(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : null;
}

/** The assist mode a form asks for: "takeHigher" only where the world's variant allows it, otherwise "add". */
function assistModeOf(value: unknown, base: CheckConfig): AssistMode {
  if (!base.assistTakeHigher) return "add";
  if (value === "takeHigher" || value === "add") return value;
  return base.assistMode ?? "add";
}

/** A difficulty input: blank/absent/junk → `null`, otherwise a whole number (below 0 counts as 0). */
export function readDifficulty(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : null;
}

/** Expression text for a source given as text or as an expression object. */
export function expressionText(source: string | DiceExpression): string {
  return typeof source === "string" ? source : formatDiceExpression(source);
}

/** The dialog's live read-out. */
export type CheckSummary =
  | {
      ok: true;
      plan: RollPlan;
      /** 0–1, or `null` without a difficulty or for face-sum rolls. */
      chance: number | null;
      chanceText: string;
      /** The chance's colour band (chance-tier.ts), "" without a chance. */
      chanceTier: ChanceTier | "";
      difficultyKey: string | null;
    }
  | { ok: false; error: string };

/** Summarises a configuration for the actor's dice; a bad formula gives `{ok: false, error}`. */
export function summarizeCheck(config: CheckConfig, dice: AttributeDice): CheckSummary {
  let plan: RollPlan;
  let chance: number | null;
  try {
    plan = planRoll(config.expression, dice, config, config.mode);
    chance = plan.mode === "points" ? chanceFor(plan.diceCount, config.difficulty, assistOf(config)) : null;
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  return {
    ok: true,
    plan,
    chance,
    chanceText: chance === null ? "" : formatChance(chance),
    chanceTier: chance === null ? "" : chanceTier(chance),
    difficultyKey: config.difficulty === null ? null : difficultyLabelKey(config.difficulty),
  };
}

/** The help a configuration counts, or `null`. */
export function assistOf(config: Pick<CheckConfig, "assist" | "assistMode">): { result: number; mode: AssistMode } | null {
  return typeof config.assist === "number" ? { result: config.assist, mode: config.assistMode ?? "add" } : null;
}

/** Applies raw form values (strings from inputs) onto a configuration; unknown or bad values keep the old ones. */
export function readCheckForm(values: Record<string, unknown>, base: CheckConfig): CheckConfig {
  const text = (v: unknown, fallback: string) => (typeof v === "string" ? v : fallback);
  return {
    // typed in the reader's words, stored with ids: the card shows each reader their own words
    expression: "expression" in values ? canonicalExpression(text(values.expression, base.expression)) : base.expression,
    advantage: "advantage" in values ? wholeAtLeastZero(values.advantage) : base.advantage,
    disadvantage: "disadvantage" in values ? wholeAtLeastZero(values.disadvantage) : base.disadvantage,
    voluntary: "voluntary" in values ? wholeAtLeastZero(values.voluntary) : base.voluntary,
    difficulty: "difficulty" in values ? readDifficulty(values.difficulty) : base.difficulty,
    mode: values.mode === "faceSum" ? "faceSum" : values.mode === "points" ? "points" : base.mode,
    rollMode: isVisibility(values.rollMode) ? values.rollMode : base.rollMode,
    purpose: text(values.purpose, base.purpose).trim(),
    newerDice: base.newerDice,
    assist: "assist" in values ? readAssist(values.assist) : (base.assist ?? null),
    assistMode: assistModeOf(values.assistMode, base),
    assistTakeHigher: base.assistTakeHigher,
  };
}

/** One row of the difficulty guide as the dialog lists it. */
export interface GuideRow {
  id: string;
  range: string;
  labelKey: string;
  active: boolean;
}

/** The difficulty guide (§2.4) with the band of `difficulty` marked. */
export function difficultyGuide(difficulty: number | null): GuideRow[] {
  const current = difficulty === null ? null : difficultyBand(difficulty);
  return guideBands().map((b) => ({
    id: b.id,
    range: b.max === Infinity ? `${b.min}+` : b.min === b.max ? `${b.min}` : `${b.min}–${b.max}`,
    labelKey: `MESHAL.Difficulty.${b.id}`,
    active: b.id === current,
  }));
}
