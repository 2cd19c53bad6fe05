/**
 * When an actor update changes what the combat tracker shows (pure): its ⚡ (pips, long action), its life (the
 * defeated marker, the unconscious state) or its attributes (dice decide consciousness; Energy is the initiative pool).
 * Anything else — a biography, an item note, a flag — leaves the tracker as it is.
 */
import { isRecord } from "../../rules/guards.ts";

/** The stored `system` keys whose change the tracker reflects (consciousness is derived from the attributes and life). */
const TRACKED = ["mobility", "attributes", "life"] as const;

/**
 * Does the `updateActor` change object touch a tracked key? Accepts the expanded form Foundry passes to the hook
 * (`{system: {mobility: {value: 2}}}`) and flat keys (`{"system.mobility.value": 2}`).
 */
export function changesTrackerRow(changes: unknown): boolean {
  if (!isRecord(changes)) return false;
  const system = changes["system"];
  if (isRecord(system) && TRACKED.some((key) => key in system)) return true;
  return Object.keys(changes).some((key) => TRACKED.some((tracked) => key === `system.${tracked}` || key.startsWith(`system.${tracked}.`)));
}

/** Re-render when the changed actor fights in the viewed combat and the change is one the tracker shows. */
export function trackerNeedsRender(changes: unknown, actorInViewedCombat: boolean): boolean {
  return actorInViewedCombat && changesTrackerRow(changes);
}

/**
 * Did a combat update move its turn (turn or round changed)? Then whose turn it is changed, and the sheets' ⚡ pips
 * of its actors may become clickable for their owners or stop being so.
 */
export function combatTurnMoved(changes: unknown): boolean {
  return isRecord(changes) && ("turn" in changes || "round" in changes);
}
