/**
 * Placing an area on the map, the one place it differs between versions: v14 places a Scene Region through core's own
 * placement gesture (`RegionLayer#placeRegion`; templates became regions, foundryvtt#13988), v13 a measured template
 * through a preview the system draws, as dnd5e 5.x does (the pointer moves it, a left click places it, a right click
 * cancels). Either way the shape is the placing user's own document and decides nothing: the caller reads back where
 * it was put. Learnt from the v13 and v14 API pages, dnd5e's `AbilityTemplate` and public v14 systems.
 */
import { isRecord } from "../../rules/guards.ts";
import { onV14 } from "./release.ts";
import { placeRegion } from "./region-placement.ts";
import { placeTemplate } from "./template-placement.ts";
import type { AreaDrawing, PlacedShape } from "./area-shape.ts";

export { headingTo, type AreaDrawing, type CanvasPoint, type PlacedShape } from "./area-shape.ts";

/** A user as the permission check reads it (`User#can`; v14's `REGION_CREATE` is not in the 13.346 types). */
interface Permitted {
  can(permission: string): boolean;
}

const checksPermissions = (user: unknown): user is Permitted => isRecord(user) && typeof user.can === "function";

/**
 * May `user` place an area on this version? v14 asks `REGION_CREATE` (foundryvtt#13270), v13 `TEMPLATE_CREATE`; both
 * are the Player role's by default.
 */
export function mayPlaceArea(user: unknown): boolean {
  return checksPermissions(user) && user.can(onV14() ? "REGION_CREATE" : "TEMPLATE_CREATE");
}

/** Runs the placement gesture on the viewed scene; resolves to where the shape was put, or null when cancelled. */
export function placeArea(drawing: AreaDrawing): Promise<PlacedShape | null> {
  return onV14() ? placeRegion(drawing) : placeTemplate(drawing);
}
