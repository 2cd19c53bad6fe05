/**
 * The advancement windows are the GM's (documents/advance-windows.ts): when one opens or closes, the open sheets of
 * those characters re-render their pools and abilities, which offer advancement only while it is open (§3.5 [DEC]).
 */
import { ADVANCE_WINDOWS_HOOK } from "../documents/advance-windows.ts";
import { MeshalActorSheet } from "./base/actor-sheet.ts";

/** The parts that show the lock. */
const LOCK_PARTS = ["pools", "abilities"];

/** Registers the hook (at `init`). */
export function registerAdvanceRefresh(): void {
  Hooks.on(ADVANCE_WINDOWS_HOOK, (ids: string[]) => {
    const changed = new Set(ids);
    for (const app of foundry.applications.instances.values()) {
      if (app instanceof MeshalActorSheet && app.rendered && app.actor.id !== null && changed.has(app.actor.id)) void app.render({ parts: LOCK_PARTS });
    }
  });
}
