/**
 * Public dice API (`globalThis.meshal.dice`): checks, the points roll class, the roll dialog
 * and the pure helpers macros may want.
 */
export { rollActorCheck, rollFaceSum, diceForActor, type ActorCheckOptions, type RollingActor } from "./check.ts";
export { PointsRoll } from "./points-roll.ts";
export { RollDialog } from "./roll-dialog.ts";
export { attributeDiceOf } from "./actor-dice.ts";
export { formulaFor, formulaForCount, planRoll } from "./formula.ts";
export { chanceFor, difficultyBand, outcomeOf } from "./outcome.ts";
export { parseCheckEnricher } from "./enricher-parse.ts";
export { startProgressiveCard, type StartProgressiveOptions } from "./progressive-starter.ts";
