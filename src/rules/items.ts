/**
 * Item action costs (§4.2, §5.5, §10.3 #1).
 */
import { isOneOf } from "./guards.ts";
import { ITEM_SCALES, type ItemScale } from "./types.ts";

/** ⚡ to pick up, exchange or give an item of each scale (tactic). */
export const ITEM_HANDLING_COST: Readonly<Record<ItemScale, number>> = { trivial: 1, light: 2, heavy: 3 };

/** Item actions with a fixed ⚡ cost. */
export type ItemAction = "pickUp" | "exchange" | "give" | "discard";

/**
 * ⚡ per participating creature (§4.2): pick up / give by scale; exchange pays the higher scale's cost (both parties
 * pay); discard 1⚡, but 0⚡ for a weapon held in hand (§10.3 #1). Throws RangeError on an unknown action or scale,
 * or a missing scale.
 */
export function itemActionCost(action: ItemAction, scales: readonly ItemScale[], heldWeapon = false): number {
  for (const s of scales) {
    if (!isOneOf(ITEM_SCALES, s)) throw new RangeError(`itemActionCost: unknown scale "${s}"`);
  }
  switch (action) {
    case "discard":
      return heldWeapon ? 0 : 1;
    case "pickUp":
    case "give":
    case "exchange":
      if (scales.length === 0) throw new RangeError(`itemActionCost: ${action} needs the item's scale`);
      return Math.max(...scales.map((s) => ITEM_HANDLING_COST[s]));
    default:
      throw new RangeError(`itemActionCost: unknown action "${String(action)}"`);
  }
}
