/** Whether a character is still being created (the sheet decides on it before loading creation mode's chunk). Pure. */
import { STARTING_TRAINED } from "../../../rules/index.ts";
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
