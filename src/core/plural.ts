/**
 * Counted words in each language: a text that counts something ("1 step", "3 steps") is a lang key with a `one` and
 * an `other` form. English uses both; Chinese has no plural, so its file gives both forms the same text ("3 步").
 * Pure.
 */

/** The form a count takes: `one` for exactly one (±1), `other` for everything else (0, 1.5, 2 …). */
export function countForm(n: number): "one" | "other" {
  return Math.abs(n) === 1 ? "one" : "other";
}

/** The lang key of `base`'s form for `n` (`MESHAL.Grid.steps` → `MESHAL.Grid.steps.one`). */
export function countKey(base: string, n: number): string {
  return `${base}.${countForm(n)}`;
}
