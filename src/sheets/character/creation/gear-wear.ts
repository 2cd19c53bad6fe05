/**
 * Whether the gear bought in creation is worn (issue 35): an item that can be worn is put on as it is bought, and one
 * that is not worn says so, with the equip rule that keeps it off when there is one (both arms taken, a slot full …).
 * The refusal is planned on the sheet's side (creation-sheet.ts `wearRefusals`, the rules of documents/logic/equip.ts
 * with the world's optional rules); this reads it. Pure.
 */
import { EQUIPPABLE_ITEM_TYPES } from "../../../data/types.ts";
import type { SheetItem } from "../view-types.ts";

/** Why an item is not worn: a `MESHAL.Warn.*` key and its data. */
export interface WearRefusal {
  key: string;
  data: Record<string, string | number>;
}

/** Worn, not worn (with the reason when a rule keeps it off), or nothing to wear (rations, arrows …). */
export interface WearView {
  wearable: boolean;
  worn: boolean;
  notWorn: boolean;
  reason: WearRefusal | null;
}

/** The wear state of an owned item; `refusal` is what equipping it now would be refused for, if anything. */
export function wearView(item: SheetItem | undefined, refusal: WearRefusal | undefined): WearView {
  const wearable = Boolean(item && EQUIPPABLE_ITEM_TYPES.has(item.type) && !isNatural(item));
  const worn = wearable && Boolean(item?.system.equipped);
  return { wearable, worn, notWorn: wearable && !worn, reason: wearable && !worn ? (refusal ?? null) : null };
}

function isNatural(item: SheetItem): boolean {
  const equip = item.system.equip;
  return Boolean(equip && typeof equip === "object" && "natural" in equip && equip.natural);
}
