/**
 * Active Effects: an effect on an equippable item applies only while the item is active (equipped, or a natural
 * weapon/protection), via `isSuppressed` (non-legacy transferral, CONFIG.ActiveEffect.legacyTransferral = false); an
 * effect that has run out stops counting on both versions (core/version/effect-expiry.ts); a cast buff put on a
 * creature gets the end its words give as v14's expiry event (buff-timing.ts, a lazy chunk).
 */
import { loadLazily } from "../core/lazy.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import { effectExpired } from "../core/version/effect-expiry.ts";
import { isItemActive } from "../data/actor/derive-items.ts";
import { EQUIPPABLE_ITEM_TYPES } from "../data/types.ts";
import { ENDS_FLAG } from "./logic/ends-flag.ts";

/** Our ActiveEffect document class. */
export class MeshalActiveEffect extends ActiveEffect {
  /** Suppressed while its parent item is equippable but not equipped (natural items are always active), or once run out. */
  override get isSuppressed(): boolean {
    const parent = this.parent;
    if (parent instanceof Item && EQUIPPABLE_ITEM_TYPES.has(parent.type)) {
      if (!isItemActive(parent.type, parent.system)) return true;
    }
    return effectExpired(this) || super.isSuppressed;
  }

  /** A cast buff put on a creature ends at the event its words name (v14; v13 keeps its whole rounds). */
  protected override async _preCreate(...args: Parameters<ActiveEffect["_preCreate"]>): ReturnType<ActiveEffect["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const end = this.getFlag(SYSTEM_ID, ENDS_FLAG);
    const actor = this.parent;
    if (end === undefined || !(actor instanceof Actor)) return allowed;
    const update = (await loadLazily(() => import("./buff-timing.ts")))?.buffTiming(this, actor, end) ?? {};
    if (Object.keys(update).length > 0) this.updateSource(update);
    return allowed;
  }
}
