/**
 * The `data-action` names each sheet class declares (pure, so the template check in test/sheets can read them without
 * Foundry). The classes build their `actions` from these lists with `satisfies`, so a name cannot be declared in one
 * place and missing in the other.
 */

/**
 * Actions every Meshal document sheet has: the mode lock, the portrait, the Active Effects list, and entries of list
 * fields (attacks, roll modifiers, slots …) added, removed and reordered.
 */
export const DOCUMENT_SHEET_ACTIONS = [
  "toggleMode", "editImage", "showArtwork", "createEffect", "toggleEffect", "editEffect", "deleteEffect",
  "addEntry", "removeEntry", "moveEntry",
] as const;

/** Actions of every actor sheet: pools, item rows, rolls from items, resting. */
export const ACTOR_SHEET_ACTIONS = [
  ...DOCUMENT_SHEET_ACTIONS,
  "rollAttribute", "adjustDie", "rollAttack", "useItem", "reloadWeapon", "toggleEquip", "editItem", "createItem", "deleteItem", "itemMenu", "rest",
  "placeArea",
] as const;

/** Actions of the NPC sheet: the actor sheet's plus its ⚡ pips. */
export const NPC_SHEET_ACTIONS = [...ACTOR_SHEET_ACTIONS, "adjustMobility"] as const;

/** Actions of the item sheet. */
export const ITEM_SHEET_ACTIONS = [...DOCUMENT_SHEET_ACTIONS] as const;

export type DocumentSheetAction = (typeof DOCUMENT_SHEET_ACTIONS)[number];
export type ActorSheetAction = (typeof ACTOR_SHEET_ACTIONS)[number];
export type ItemSheetAction = (typeof ITEM_SHEET_ACTIONS)[number];
