/**
 * Per-day use limits follow the world clock (docs/rules.md §3.6 [DEC]): when the clock enters a new day, the open
 * actor sheets re-render so the uses left they show are the new day's. Only sheets already open are touched.
 */
import { enteredNewDay } from "../actions/day-start.ts";
import { MeshalActorSheet } from "./base/actor-sheet.ts";

/** Registers the hook (at `init`). */
export function registerDayRefresh(): void {
  Hooks.on("updateWorldTime", (time: number, delta: number) => {
    if (!enteredNewDay(time, delta)) return;
    for (const app of foundry.applications.instances.values()) {
      if (app instanceof MeshalActorSheet && app.rendered) void app.render();
    }
  });
}
