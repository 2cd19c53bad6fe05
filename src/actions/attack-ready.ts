/**
 * Whether an item's attack can be made now (§4.2): an attack that needs its item equipped cannot be made with an
 * equippable item that is not. Natural weapons count as always equipped; items without an equipped state (abilities)
 * never block. Pure.
 */

/** The item data this reads. */
export interface ReadyItemSystem {
  equipped?: boolean;
  equip?: { natural?: boolean } | null;
  kinds?: readonly string[];
}

/** Is the item in hand for its attacks (equipped, natural, or not equippable at all)? */
export function itemInHand(system: ReadyItemSystem): boolean {
  if (typeof system.equipped !== "boolean") return true;
  // Stryker disable next-line ArrayDeclaration: a placeholder kind is neither natural kind
  const kinds = system.kinds ?? [];
  return system.equipped || Boolean(system.equip?.natural) || kinds.includes("naturalWeapon") || kinds.includes("naturalProtection");
}

/** Does this attack wait for its item to be equipped? */
export function needsEquipping(attack: { requiresEquip?: boolean }, system: ReadyItemSystem): boolean {
  return attack.requiresEquip !== false && !itemInHand(system);
}
