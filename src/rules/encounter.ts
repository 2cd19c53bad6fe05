/**
 * Encounter strength and potential rewards (§8.1 [N]), fleeing and pursuit.
 */
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Encounter bands from easiest to hardest. */
export const ENCOUNTER_BANDS = ["Easy", "Basic", "Rival", "Messy", "Tough", "Desperate"] as const;
/** An encounter band name. */
export type EncounterBand = (typeof ENCOUNTER_BANDS)[number];
/** A band of the encounter table: its lower gap bound (inclusive) and potential reward per PC. */
interface EncounterRow {
  band: EncounterBand;
  from: number;
  reward: number;
}

// Stryker disable ArrayDeclaration,UnaryOperator: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
/** Lower gap bound (inclusive) and potential reward per PC of each band. */
export const ENCOUNTER_TABLE: readonly [EncounterRow, ...EncounterRow[]] = [
  { band: "Easy", from: -Infinity, reward: 0 },
  { band: "Basic", from: -30, reward: 1 },
  { band: "Rival", from: 0, reward: 2 },
  { band: "Messy", from: 30, reward: 3 },
  { band: "Tough", from: 60, reward: 6 },
  { band: "Desperate", from: 90, reward: 12 },
];
// Stryker restore ArrayDeclaration,UnaryOperator

/** Result of an encounter assessment. */
export interface EncounterAssessment {
  /** Exact gap (Σ hostile − Σ friendly) ÷ number of friendly creatures. */
  gap: number;
  band: EncounterBand;
  /** Potential per PC on victory. */
  reward: number;
}

/**
 * Encounter strength (§8.1): gap = (Σ hostile strength − Σ strength of PCs and friendly creatures) ÷ their number;
 * the band is read from the truncated gap (−30.5 → −30 → Basic). Throws RangeError with no friendly creature or a
 * non-finite strength.
 */
export function assessEncounter(hostile: readonly number[], friendly: readonly number[]): EncounterAssessment {
  if (friendly.length === 0) throw new RangeError("assessEncounter: at least one PC or friendly creature is needed");
  const sum = (list: readonly number[], name: string): number =>
    list.reduce((s, x) => {
      assertFinite("assessEncounter", name, x);
      return s + x;
    }, 0);
  const gap = (sum(hostile, "hostile strength") - sum(friendly, "friendly strength")) / friendly.length;
  const compared = Math.trunc(gap);
  let row = ENCOUNTER_TABLE[0];
  for (const r of ENCOUNTER_TABLE) if (compared >= r.from) row = r;
  return { gap, band: row.band, reward: row.reward };
}

/**
 * [OPT] Bonus potential for clever or in-character play: 1–3, never above the fight's reward.
 * Requested bonus is clamped into 0 … min(3, reward).
 */
export function potentialBonus(requested: number, fightReward: number): number {
  assertFinite("potentialBonus", "requested", requested);
  assertIntegerAtLeast("potentialBonus", "fightReward", fightReward, 0);
  return Math.max(0, Math.min(3, fightReward, Math.trunc(requested)));
}

/** [N] Only PCs who did not flee and are neither unconscious nor dead receive the fight's reward. */
export function rewardEligible(pc: { fled: boolean; state: "conscious" | "unconscious" | "dead" }): boolean {
  return !pc.fled && pc.state === "conscious";
}

/** [N] Difficulty of a flee attempt: the highest Energy-dice count among hostiles (0 if none). */
export function fleeDifficulty(hostileEnergyDice: readonly number[]): number {
  for (const d of hostileEnergyDice) assertIntegerAtLeast("fleeDifficulty", "energy dice", d, 0);
  return Math.max(0, ...hostileEnergyDice);
}

/** [N] Rounds a creature must go unhit before it may try to flee. */
export const FLEE_UNHIT_ROUNDS = 3;

/** [N] Pursuit ends once the progressive-contest totals differ by more than 6: who escaped / caught up, else null. */
export function pursuitOutcome(fleeing: number, pursuing: number): "escaped" | "caught" | null {
  assertFinite("pursuitOutcome", "fleeing", fleeing);
  assertFinite("pursuitOutcome", "pursuing", pursuing);
  if (fleeing - pursuing > 6) return "escaped";
  if (pursuing - fleeing > 6) return "caught";
  return null;
}
