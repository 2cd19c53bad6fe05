/**
 * An item's attack, and the use of an item, from a sheet, a hotbar macro or the API (`meshal.actions`). The actions
 * decide whether the attack may be made now and which way (actions/item-use.ts `attackToUse`); combat makes the ones
 * that go through the attack card: an attack that deals damage (attack-start.ts) and an ability's attack with one of
 * the actor's weapons (borrowed-attack-start.ts). Any other attack, and an item used without one, stays with the actions.
 */
import { attackToUse, makeAttackWithoutCard, useWithoutAttack } from "../../../actions/item-use.ts";
import { usedItemParts } from "../../../actions/item-parts.ts";
import { startAttack } from "./attack-start.ts";
import { startBorrowedAttack } from "./borrowed-attack-start.ts";

/** Makes attack `index` of `item` the way its route says (nothing, after a warning, when it cannot be made now). */
export async function rollItemAttack(item: Item.Implementation, index: number, event?: Event): Promise<void> {
  const made = attackToUse(item, index);
  if (!made) return;
  if (made.route === "card") await startAttack(made.actor, item, index, { event });
  else if (made.route === "borrowed") await startBorrowedAttack(made.actor, item, index, { event });
  else await makeAttackWithoutCard(item, made, event);
}

/** Uses an item: an item with one attack makes it; any other is used without an attack (its ⚡, then its card). */
export async function useItem(item: Item.Implementation, event?: Event): Promise<void> {
  if (usedItemParts(item).attacks.length === 1) return rollItemAttack(item, 0, event);
  return useWithoutAttack(item);
}
