/**
 * Unarmoured Ferocity (ability `unarmoured-ferocity`): while its owner wears no protective gear, every protection rises
 * by 1 (Might under 6), 2 (Might 6 or more) or 3 (Might 9 or more). Might is the attribute's total, not its current
 * dice (docs/rules.md §3.4 [DEC]).
 */

/** Dataset id (stored as `system.identifier`) of the ability this rule belongs to. */
// Stryker disable next-line StringLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const UNARMOURED_FEROCITY_ID = "unarmoured-ferocity";

/** What the rule reads about its owner. */
export interface FerocityInput {
  /** Might total (score); a void Might counts as under 6. */
  mightTotal: number;
  /** Is any protective gear (helmet, armor, boots, harness, exotic protection) equipped? Natural protection is never equipped. */
  wearsProtectiveGear: boolean;
}

/** The amount added to every protection: 0 while protective gear is worn, otherwise 1 / 2 / 3 by Might tier. */
export function unarmouredFerocityBonus({ mightTotal, wearsProtectiveGear }: FerocityInput): number {
  if (wearsProtectiveGear) return 0;
  if (mightTotal >= 9) return 3;
  if (mightTotal >= 6) return 2;
  return 1;
}
