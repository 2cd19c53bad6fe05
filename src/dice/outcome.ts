/**
 * Outcome of an attempt against a difficulty and the difficulty guide (docs/rules.md §2.4).
 * Success itself is decided by the rules core; this module only names things for the UI.
 */
import { assistedChance, attemptSucceeds, chanceToSucceed, difficultyBand, type AssistMode } from "../rules/index.ts";

export { difficultyBand };

/** Band ids of the difficulty guide, easiest first. */
export type DifficultyBand = ReturnType<typeof difficultyBand>;

/** One band of the guide with the difficulties it covers (`max` = Infinity for the last). */
export interface GuideBand {
  id: DifficultyBand;
  min: number;
  max: number;
}

/**
 * The guide's bands, read off the rules core's `difficultyBand` for difficulties 0…9
 * (9 and above is the last band), so the UI never restates the rule.
 */
export function guideBands(): GuideBand[] {
  const bands: GuideBand[] = [];
  for (let d = 0; d <= 9; d++) {
    const id = difficultyBand(d);
    const last = bands.at(-1);
    if (last && last.id === id) last.max = d;
    else bands.push({ id, min: d, max: d });
  }
  const last = bands.at(-1);
  if (last) last.max = Infinity;
  return bands;
}

/** Lang key naming a difficulty's band, e.g. `MESHAL.Difficulty.expert`. */
export function difficultyLabelKey(difficulty: number): string {
  return `MESHAL.Difficulty.${difficultyBand(difficulty)}`;
}

/** A roll's result judged against a difficulty. */
export interface Outcome {
  success: boolean;
  total: number;
  difficulty: number;
  /** Lang key: `MESHAL.Roll.success` or `MESHAL.Roll.failure`. */
  labelKey: string;
}

/** Success iff total > difficulty (equal fails); `null` when there is no difficulty. */
export function outcomeOf(total: number, difficulty: number | null | undefined): Outcome | null {
  if (difficulty === null || difficulty === undefined || Number.isNaN(difficulty)) return null;
  const success = attemptSucceeds(total, difficulty);
  return { success, total, difficulty, labelKey: success ? "MESHAL.Roll.success" : "MESHAL.Roll.failure" };
}

/**
 * Exact pre-roll chance (0–1) that `dice` dice (with a helper's result, if any) score more than `difficulty`; `null`
 * without a difficulty.
 */
export function chanceFor(
  dice: number, difficulty: number | null | undefined, assist: { result: number; mode: AssistMode } | null = null,
): number | null {
  if (difficulty === null || difficulty === undefined || Number.isNaN(difficulty)) return null;
  return assist ? assistedChance(dice, difficulty, assist.result, assist.mode) : chanceToSucceed(dice, difficulty);
}

/** A chance as a percentage with at most one decimal: 0.5787 → "57.9%", 1 → "100%". */
export function formatChance(chance: number): string {
  const pct = Math.round(chance * 1000) / 10;
  return `${pct}%`;
}
