/**
 * The parts of an owned item's `system` that using it reads: its attacks, the action it is used with, whether it is in
 * hand, its kinds and its description. Read by the item's type, so no call site asserts the union of item models;
 * an item of another sub-type (a module's) has none of them.
 */
import { isItemType } from "../documents/type-guards.ts";
import { isOneOf } from "../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId, type DiceExpression } from "../rules/types.ts";
import type { ActionItemSystem } from "./action-cost.ts";
import type { ReadyItemSystem } from "./attack-ready.ts";

/** One structured attack as an item use reads it. */
export interface UsedAttack {
  label?: string;
  weapon?: string;
  requiresEquip?: boolean;
  action?: string;
  cost?: number;
  mode?: string;
  dice?: DiceExpression;
  /** Attack types and target attributes as the schema stores them (their choices are checked on write). */
  types?: readonly string[];
  targetAttributes?: readonly string[];
}

/** What using an item reads from its `system`. */
export interface UsedItemParts extends ActionItemSystem {
  attacks: readonly UsedAttack[];
  /** The equip state its attacks wait for (empty: nothing to equip). */
  ready: ReadyItemSystem;
  kinds: readonly string[];
  description: string;
}

/** An attack as the item schema stores it: its dice pools are a list of choices, not yet attribute ids. */
type StoredAttack = Omit<UsedAttack, "dice"> & { dice: Omit<DiceExpression, "pools"> & { pools: readonly string[] } };

/** The stored attacks with their dice pools read as attribute ids (a pool the rules do not know is dropped). */
const usedAttacks = (attacks: readonly StoredAttack[]): UsedAttack[] =>
  attacks.map((attack) => ({ ...attack, dice: { ...attack.dice, pools: attack.dice.pools.filter((pool): pool is AttributeId => isOneOf(ATTRIBUTE_IDS, pool)) } }));

const NOTHING: UsedItemParts = { attacks: [], ready: {}, kinds: [], description: "" };

/** The parts of `item` an item use reads. */
export function usedItemParts(item: Item.Implementation): UsedItemParts {
  if (isItemType(item, "ability")) {
    const { attacks, activation, description } = item.system;
    return { attacks: usedAttacks(attacks), activation, ready: {}, kinds: [], description };
  }
  if (isItemType(item, "gear")) {
    const { attacks, use, kinds, description } = item.system;
    return { attacks: usedAttacks(attacks), use, ready: {}, kinds, description };
  }
  if (isItemType(item, "weapon") || isItemType(item, "protection") || isItemType(item, "accessory")) {
    const { attacks, use, kinds, description } = item.system;
    return { attacks: usedAttacks(attacks), use, ready: item.system, kinds, description };
  }
  if (isItemType(item, "feature")) return { ...NOTHING, description: item.system.description };
  return NOTHING;
}
