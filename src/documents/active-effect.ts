/**
 * Active Effects: an effect on an equippable item applies only while the item is active (equipped, or a natural
 * weapon/protection), via `isSuppressed` (non-legacy transferral, CONFIG.ActiveEffect.legacyTransferral = false).
 */
import { isItemActive } from "../data/actor/derive-items.ts";
import { EQUIPPABLE_ITEM_TYPES } from "../data/types.ts";

/** Our ActiveEffect document class. */
export class MeshalActiveEffect extends ActiveEffect {
  /** Suppressed while its parent item is equippable but not equipped (natural items are always active). */
  override get isSuppressed(): boolean {
    const parent = this.parent;
    if (parent instanceof Item && EQUIPPABLE_ITEM_TYPES.has(parent.type)) {
      if (!isItemActive(parent.type, parent.system)) return true;
    }
    return super.isSuppressed;
  }
}
