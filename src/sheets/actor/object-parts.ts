/**
 * The object sheet's part templates and declared actions (pure), and its row in the sheet table, which the
 * template/action checks and the preview read. Importing this module adds the row.
 */
import { ACTOR_LIMITED_PARTS, SHEET_TABLE } from "../sheet-table.ts";

export const OBJECT_PARTS = { header: "actor/object/header.hbs", body: "actor/object/body.hbs" } as const;

/** The actions the object sheet's templates use: the mode lock, the portrait, a modifier box and Repair. */
export const OBJECT_SHEET_ACTIONS = ["toggleMode", "editImage", "showArtwork", "toggleModifier", "repair"] as const;

SHEET_TABLE.object = { parts: { ...OBJECT_PARTS, ...ACTOR_LIMITED_PARTS }, actions: OBJECT_SHEET_ACTIONS };
