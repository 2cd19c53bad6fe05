/**
 * The fields of an item's stored `system` the attack planners read (its attacks, equip state and action), read from
 * any item: an item's `system` is a union of every item type's model, so each field is checked here
 * at runtime instead of asserted at each call site. Pure.
 */
import { isRecord, recordAt, stringsOf } from "../../../rules/guards.ts";
import type { StoredAction, ActionItemSystem } from "../../../actions/action-cost.ts";
import type { ReadyItemSystem } from "../../../actions/attack-ready.ts";
import { isItemType } from "../../../documents/type-guards.ts";
import type { StructuredAttack } from "../attack-plan.ts";

/** An item as the attack planners read it. */
export interface AttackingItem {
  name: string | null;
  system: unknown;
}

/** The structured attacks of an item (its data model's `attacks`; other items have none). */
export function attacksOf(item: AttackingItem): StructuredAttack[] {
  const attacks = isRecord(item.system) ? item.system.attacks : undefined;
  // cast: weapons, gear and abilities store `attacks` checked by their data model (src/data/fields/attack.ts), which StructuredAttack mirrors
  return Array.isArray(attacks) ? (attacks as StructuredAttack[]) : [];
}

/** An item of a type that stores structured attacks (ability, weapon or gear), its `system` typed; null for any other. */
export function attackCarrierOf(item: Item.Implementation) {
  return isItemType(item, "ability") || isItemType(item, "weapon") || isItemType(item, "gear") ? item : null;
}

/** Whether the item is in hand: its equipped flag (absent = always), a natural weapon's marks and its kinds. */
export function readyFieldsOf(system: unknown): ReadyItemSystem {
  if (!isRecord(system)) return {};
  const equip = recordAt(system, "equip");
  return {
    ...(typeof system.equipped === "boolean" ? { equipped: system.equipped } : {}),
    ...(equip ? { equip: { natural: equip.natural === true } } : {}),
    kinds: stringsOf(system.kinds),
  };
}

const storedActionOf = (value: unknown): StoredAction | null =>
  isRecord(value)
    ? {
        action: typeof value.action === "string" ? value.action : null,
        kind: typeof value.kind === "string" ? value.kind : null,
        cost: typeof value.cost === "number" ? value.cost : null,
      }
    : null;

/** The action the item is used with: an ability's activation, else its `use` (null when it stores none). */
export function actionFieldsOf(system: unknown): ActionItemSystem {
  return isRecord(system) ? { activation: storedActionOf(system.activation), use: storedActionOf(system.use) } : {};
}
