/**
 * The colour band of a success chance (0–1), so a read-out looks like the odds it states: low under 33 %, middling
 * under 66 %, high from 66 %. Styles colour `.meshal-chance--<tier>` in both themes. Pure.
 */
export type ChanceTier = "low" | "mid" | "high";

/** The band of `chance` (0–1). */
export function chanceTier(chance: number): ChanceTier {
  if (chance < 0.33) return "low";
  if (chance < 0.66) return "mid";
  return "high";
}
