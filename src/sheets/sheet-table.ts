/**
 * Pure table of every sheet: its part templates (relative to templates/) and the actions its class declares. The
 * Foundry classes build `PARTS` from it, and the template/action checks and the preview read it. The character sheet
 * adds its own row (`SHEET_TABLE.character = …`) in its module.
 */
import { ITEM_SHEET_ACTIONS, NPC_SHEET_ACTIONS } from "./base/actions.ts";

/** One sheet: part id → template path (under templates/), and its declared `data-action` names. */
export interface SheetTableRow {
  parts: Record<string, string>;
  actions: readonly string[];
}

export const NPC_PARTS = { header: "actor/npc/header.hbs", block: "actor/npc/block.hbs" } as const;
export const ITEM_PARTS = { header: "item/header.hbs", details: "item/details.hbs", description: "item/description.hbs", effects: "item/effects.hbs" } as const;
export const ACTOR_LIMITED_PARTS = { limited: "actor/limited.hbs" } as const;

/** Every sheet by id. */
export const SHEET_TABLE: Record<string, SheetTableRow> = {
  npc: { parts: { ...NPC_PARTS, ...ACTOR_LIMITED_PARTS }, actions: NPC_SHEET_ACTIONS },
  item: { parts: { ...ITEM_PARTS }, actions: ITEM_SHEET_ACTIONS },
};
