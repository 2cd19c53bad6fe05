/**
 * The grid's unit, the step (§9.1), in the reader's language: the system's own labels count steps with the right form
 * ("1 step", "3 steps", "3 步"), and a scene created in the world gets the unit in the creating GM's language, so
 * core's own labels (its ruler, the scene and token settings) read "steps" or "步" instead of the manifest's "step".
 * The manifest keeps "step": it is what core gives a scene when no system code runs (and the scenes made before).
 */
import { isRecord } from "../rules/guards.ts";
import { countKey } from "./plural.ts";
import { localize } from "./i18n.ts";

/** Units a scene of this system measures in: unset, the manifest's, or the default of a new scene in each language. */
const STEP_UNITS: ReadonlySet<string> = new Set(["", "step", "steps", "步"]);

/** Does a scene measure in steps (so the system may word its unit)? Any other unit is the GM's choice and stays. */
export function isStepUnit(units: unknown): boolean {
  return typeof units === "string" && STEP_UNITS.has(units);
}

/** The unit after a count of `n` steps in this client's language ("step", "steps", "步"). */
export function stepUnit(n: number): string {
  return localize(countKey("MESHAL.Grid.step", n));
}

/** New scenes measure in localised steps (as dnd5e sets its length unit in `preCreateScene`); call during `init`. */
export function registerSceneUnits(): void {
  Hooks.on("preCreateScene", (scene, createData) => {
    // A unit the creator gives (an imported scene, the GM's own) stays.
    if (!(isRecord(createData) && isRecord(createData.grid) && createData.grid.units)) scene.updateSource({ grid: { units: localize("MESHAL.Grid.units") } }, {});
  });
}
