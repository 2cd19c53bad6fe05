/**
 * Putting on what creation buys (issue 35), on the sheet's side: an item bought one by one is worn at once when the
 * equip rules allow it (documents/logic/equip.ts with the world's optional rules), without the refusal's warning —
 * the gear step then shows it "not worn", with that reason (gear-wear.ts).
 */
import { planEquip } from "../../../documents/logic/equip.ts";
import { equipOptionsFor } from "../../../documents/runtime.ts";
import { equipCandidate } from "../../../documents/system-views.ts";
import { EQUIPPABLE_ITEM_TYPES } from "../../../data/types.ts";
import type { WearRefusal } from "./gear-wear.ts";

/** Why `item` cannot be put on now, or null when it can (a new character is conscious: creation is out of play). */
export function wearRefusal(actor: Actor.Implementation, item: Item.Implementation): WearRefusal | null {
  const items = actor.items.contents;
  const plan = planEquip(equipCandidate(item), items.map(equipCandidate), "conscious", equipOptionsFor(items));
  return plan.ok ? null : { key: plan.warn, data: plan.data ?? {} };
}

/** Owned id → why it is not worn, for every wearable item the actor holds unworn. */
export function wearRefusals(actor: Actor.Implementation): Record<string, WearRefusal> {
  const out: Record<string, WearRefusal> = {};
  for (const item of actor.items.contents) {
    if (!item.id || !EQUIPPABLE_ITEM_TYPES.has(item.type) || equipCandidate(item).system.equipped) continue;
    const refusal = wearRefusal(actor, item);
    if (refusal) out[item.id] = refusal;
  }
  return out;
}

/** Puts on each of `items` that can be worn now (in order: a second weapon finds the arms the first took). */
export async function wearWhatFits(actor: Actor.Implementation, items: readonly Item.Implementation[]): Promise<void> {
  for (const item of items) {
    if (EQUIPPABLE_ITEM_TYPES.has(item.type) && !wearRefusal(actor, item)) await item.equip();
  }
}
