/**
 * Setting the user's targets from code: `TokenLayer#setTargets(ids, {mode: "replace"})` (v13 and v14 API;
 * foundryvtt#11831), the call core's own targeting tools make, so the targets are the same as if the user had clicked
 * them (the `targetToken` hook fires, other users see them). The 13.346 types do not declare it.
 */
import { isRecord } from "../rules/guards.ts";

/** The token layer's targeting call. */
interface TargetingLayer {
  setTargets(ids: string[], options: { mode: "replace" }): void;
}

function setsTargets(layer: unknown): layer is TargetingLayer {
  return isRecord(layer) && typeof layer.setTargets === "function";
}

/** Makes the tokens `ids` (of the viewed scene) the user's only targets; false when there is no canvas to target on. */
export function replaceUserTargets(ids: readonly string[]): boolean {
  const layer: unknown = canvas?.ready ? canvas.tokens : null;
  if (!setsTargets(layer)) return false;
  layer.setTargets([...ids], { mode: "replace" });
  return true;
}
