/**
 * Keeps the actor sheets' ⚡ pips right as turns pass: an owner may click them only on its own turn, so the open
 * sheets of a combat's actors re-render when its turn moves or it ends. Only sheets already open are touched.
 */
import { fightersOf } from "../fighters.ts";
import { combatTurnMoved } from "./tracker-refresh.ts";

/** Re-renders the open actor sheets of `combat`'s actors. */
function refreshOpenSheets(combat: Combat): void {
  const actors: Set<unknown> = fightersOf(combat);
  if (!actors.size) return;
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof foundry.applications.sheets.ActorSheetV2 && app.rendered && actors.has(app.document)) void app.render();
  }
}

/** Registers the hooks (at `init`). */
export function registerSheetRefresh(): void {
  Hooks.on("updateCombat", (combat: Combat, changes: unknown) => {
    if (combatTurnMoved(changes)) refreshOpenSheets(combat);
  });
  Hooks.on("deleteCombat", (combat: Combat) => refreshOpenSheets(combat));
}
