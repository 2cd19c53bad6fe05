/**
 * Attempts, contests and assists (§2.4).
 */
import { attemptSucceeds, chanceToSucceed } from "./dice.ts";
import { assertFinite, assertIntegerAtLeast, assertNotNaN } from "./validate.ts";

/** Outcome of a progressive attempt: running totals and the 1-based period that succeeded (null = not yet). */
export interface ProgressiveAttempt {
  runningTotals: number[];
  succeededOnRoll: number | null;
}

/**
 * Progressive attempt (§2.4): results are added period by period; success at the first running total > difficulty.
 * Results after the success are still totalled. Results must be integers ≥ 0 (RangeError otherwise).
 */
export function progressiveAttempt(results: readonly number[], difficulty: number): ProgressiveAttempt {
  assertNotNaN("progressiveAttempt", "difficulty", difficulty);
  const runningTotals: number[] = [];
  let total = 0;
  let succeededOnRoll: number | null = null;
  results.forEach((r, i) => {
    assertIntegerAtLeast("progressiveAttempt", "result", r, 0);
    total += r;
    runningTotals.push(total);
    if (succeededOnRoll === null && attemptSucceeds(total, difficulty)) succeededOnRoll = i + 1;
  });
  return { runningTotals, succeededOnRoll };
}

/**
 * [N, OPT] Time for a progressive attempt with no time limit: difficulty × 2 ÷ dice × period (exact, not rounded).
 * dice must be an integer ≥ 1, difficulty and period finite ≥ 0.
 */
export function untimedAttemptDuration(difficulty: number, dice: number, period: number): number {
  assertFinite("untimedAttemptDuration", "difficulty", difficulty);
  assertIntegerAtLeast("untimedAttemptDuration", "dice", dice, 1);
  assertFinite("untimedAttemptDuration", "period", period);
  if (period < 0) throw new RangeError("untimedAttemptDuration: period must be ≥ 0");
  return ((Math.max(0, difficulty) * 2) / dice) * period;
}

/** Contest outcome (§2.4): the higher result wins; equal results are a draw. */
export function contest(a: number, b: number): "a" | "b" | "draw" {
  assertNotNaN("contest", "a", a);
  assertNotNaN("contest", "b", b);
  return a > b ? "a" : b > a ? "b" : "draw";
}

/**
 * Progressive contest (§2.4): each side accumulates per period; the first to reach the target (total ≥ target) wins.
 * If both reach it in the same period the higher total wins, equal totals are a draw. No winner yet → null.
 */
export function progressiveContest(
  target: number,
  a: readonly number[],
  b: readonly number[],
): { winner: "a" | "b" | "draw" | null; period: number | null; totals: { a: number; b: number } } {
  assertFinite("progressiveContest", "target", target);
  let ta = 0;
  let tb = 0;
  const periods = Math.max(a.length, b.length);
  for (let i = 0; i < periods; i++) {
    ta += checkedResult(a[i] ?? 0);
    tb += checkedResult(b[i] ?? 0);
    const aIn = ta >= target;
    const bIn = tb >= target;
    if (aIn || bIn) {
      // A side alone at the target has the higher total, so the contest of the totals names the winner either way.
      return { winner: contest(ta, tb), period: i + 1, totals: { a: ta, b: tb } };
    }
  }
  return { winner: null, period: null, totals: { a: ta, b: tb } };
}

/** How helpers' results combine (§2.4): seed adds them; [N] take the higher for precision/knowledge tasks. */
export type AssistMode = "add" | "takeHigher";

/** Assisted result: main + Σ helpers ("add") or the highest of all ("takeHigher"). Results are integers ≥ 0. */
export function assistResult(mode: AssistMode, main: number, helpers: readonly number[]): number {
  checkedResult(main);
  for (const h of helpers) checkedResult(h);
  if (mode === "add") return helpers.reduce((sum, h) => sum + h, main);
  if (mode === "takeHigher") return Math.max(main, ...helpers);
  throw new RangeError(`assistResult: unknown assist mode "${String(mode)}"`);
}

/**
 * Chance (0–1) that `dice` dice with one helper's result beat `difficulty` (§2.4): "add" — the dice must beat the
 * difficulty less the help; "takeHigher" — certain when the help alone beats it, else the dice must. `dice` as for
 * `chanceToSucceed`; `assist` an integer ≥ 0 (RangeError otherwise).
 */
export function assistedChance(dice: number, difficulty: number, assist: number, mode: AssistMode): number {
  checkedResult(assist);
  assertNotNaN("assistedChance", "difficulty", difficulty);
  if (mode === "add") {
    const stillNeeded = Math.max(0, difficulty) - assist; // the dice must score more than this
    return stillNeeded < 0 ? 1 : chanceToSucceed(dice, stillNeeded);
  }
  if (mode === "takeHigher") return attemptSucceeds(assist, difficulty) ? 1 : chanceToSucceed(dice, difficulty);
  throw new RangeError(`assistedChance: unknown assist mode "${String(mode)}"`);
}

/** Difficulty guide band for the UI (§2.4 [N]). Negative difficulties count as 0. */
export function difficultyBand(difficulty: number): "trivial" | "easy" | "skilled" | "expert" | "exceptional" | "beyond" {
  assertNotNaN("difficultyBand", "difficulty", difficulty);
  const d = Math.max(0, difficulty);
  if (d < 1) return "trivial";
  if (d < 3) return "easy";
  if (d < 5) return "skilled";
  if (d < 7) return "expert";
  if (d < 9) return "exceptional";
  return "beyond";
}

/**
 * [N, OPT] Fate expense: dice of your own attribute roll set to chosen faces; each die changed is removed from that
 * attribute. Returns the new faces and the number of dice lost. `changes` maps die index → new face.
 */
export function fateExpense(
  faces: readonly number[],
  changes: Readonly<Record<number, number>>,
): { faces: number[]; diceLost: number } {
  const out = [...faces];
  let diceLost = 0;
  for (const [key, face] of Object.entries(changes)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= faces.length) {
      throw new RangeError(`fateExpense: no die at index ${key}`);
    }
    if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`fateExpense: bad face ${face}`);
    if (out[index] !== face) diceLost++;
    out[index] = face;
  }
  return { faces: out, diceLost };
}

function checkedResult(value: number): number {
  assertIntegerAtLeast("roll result", "value", value, 0);
  return value;
}
