import type { ScorableResult } from "../../src/dice/points.ts";

/** Active (not discarded) d6 results showing `faces`, as Foundry's Die holds them before scoring. */
export const activeResults = (...faces: number[]): ScorableResult[] => faces.map((result) => ({ result, active: true }));
