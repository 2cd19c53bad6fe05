/** Whether a character is still being created, and whether an item is natural (the sheet decides on both before loading creation mode's chunk). Pure. */
import { STARTING_TRAINED } from "../../../rules/index.ts";
import { isRecord } from "../../../rules/guards.ts";
import { SHEET_ATTRIBUTES, type CharacterSystem, type SheetItem } from "../view-types.ts";

/**
 * Is this character new (creation mode)? An explicit flag wins; otherwise a character that has spent nothing, has no
 * feature and still has starting trained values is treated as new.
 */
export function isInCreation(flag: unknown, system: CharacterSystem, items: readonly SheetItem[]): boolean {
  if (flag === true) return true;
  if (flag === false) return false;
  return system.potential.log.length === 0
    && !items.some((i) => i.type === "feature")
    && SHEET_ATTRIBUTES.every((id) => system.attributes[id].trained === STARTING_TRAINED);
}

/** Is this item a natural weapon or protection (part of the body: never bought with the starting budget)? */
export function isNaturalItem(item: { system: unknown }): boolean {
  return isRecord(item.system) && isRecord(item.system.equip) && item.system.equip.natural === true;
}
