/**
 * The character sheet's part templates (pure) and its row in the sheet table, which the template/action checks and
 * the preview read. Importing this module adds the row.
 */
import { ACTOR_LIMITED_PARTS, SHEET_TABLE } from "../sheet-table.ts";
import { CHARACTER_SHEET_ACTIONS } from "./actions.ts";

/**
 * Part id → template (under templates/), in render order. Every part is always configured (v13 never removes a part
 * that is no longer configured): `creation` renders an empty, hidden root once the character is finished.
 */
export const CHARACTER_PARTS = {
  header: "actor/character/header.hbs",
  pools: "actor/character/pools.hbs",
  creation: "actor/character/creation.hbs",
  tabs: "actor/character/tabs.hbs",
  abilities: "actor/character/abilities.hbs",
  inventory: "actor/character/inventory.hbs",
  features: "actor/character/features.hbs",
  biography: "actor/character/biography.hbs",
  effects: "actor/character/effects.hbs",
} as const;

/** `tab` is ApplicationV2's own action (switches `static TABS` groups); the rest the class declares. */
SHEET_TABLE.character = { parts: { ...CHARACTER_PARTS, ...ACTOR_LIMITED_PARTS }, actions: [...CHARACTER_SHEET_ACTIONS, "tab"] };
