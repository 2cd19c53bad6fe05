/**
 * The one place the system asks which Foundry generation it runs on. Only the version seam (this folder) imports it;
 * every other file calls a seam function that does the right thing on both v13 and v14, so no version check is
 * scattered through the code (test/architecture/version-seam.test.ts).
 */

/** The Foundry generations the system supports (system.json: minimum 13.346, verified 14). */
export type Generation = 13 | 14;

/** The generation of the running Foundry: 14 for v14 and later, 13 otherwise. */
export function foundryGeneration(): Generation {
  return game.release.generation >= 14 ? 14 : 13;
}

/** Is the running Foundry v14 or later? */
export const onV14 = (): boolean => foundryGeneration() === 14;
