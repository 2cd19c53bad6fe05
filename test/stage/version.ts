/**
 * The stage's version switch. Vitest runs the version-sensitive suites twice (vitest.config.ts: projects `v13` and
 * `v14`); each project sets MESHAL_FOUNDRY, and every fake whose behaviour differs between the two versions reads
 * `STAGE_GENERATION` to reproduce the one it plays. `game.release` is set from it by the stages that install `game`.
 *
 * Sources: `game.release` (https://foundryvtt.com/api/v13/classes/foundry.Game.html); the release notes of the builds
 * played, https://foundryvtt.com/releases/13.351 and https://foundryvtt.com/releases/14.370.
 */
export type StageGeneration = 13 | 14;

/** The Foundry generation this test run plays (13 unless the project says 14). */
export const STAGE_GENERATION: StageGeneration = process.env.MESHAL_FOUNDRY === "14" ? 14 : 13;

/** Does this run play Foundry v14? */
export const onV14: boolean = STAGE_GENERATION === 14;

/** `game.release` as each version reports it (the newest stable builds of each, November 2026). */
export function releaseOf(generation: StageGeneration): { generation: number; build: number; version: string } {
  return generation === 14 ? { generation: 14, build: 370, version: "14.370" } : { generation: 13, build: 351, version: "13.351" };
}

/** Runs `fn` with `game.release` set to `generation`, then puts the previous value back (for the seam's unit tests). */
export function withRelease<T>(generation: StageGeneration, fn: () => T): T {
  const game = (globalThis as { game?: Record<string, unknown> }).game ?? ((globalThis as Record<string, unknown>).game = {}) as Record<string, unknown>;
  const before = game.release;
  game.release = releaseOf(generation);
  try {
    return fn();
  } finally {
    game.release = before;
  }
}
