/**
 * The Inventory tab (§3.8, §4): weapons, protective gear, accessories and gear, each row with quantity, its
 * heavy/light mark, carried and equipped state, one roll button per attack and its uses (charges, loaded rounds)
 * editable inline; plus the carried counts against the limits (heavy x/3, light y/9). Pure.
 */
import { itemInHand } from "../../actions/attack-ready.ts";
import { reloadCostText } from "../view/item-rows.ts";
import { EQUIPPABLE_ITEM_TYPES } from "../../data/types.ts";
import { attributeDice, carryingState, type AttributeDice } from "../../rules/index.ts";
import { attackButtons, costText, type AttackButton } from "./attack-view.ts";
import type { AttackNameWords } from "../../actions/attack-name.ts";
import { numberOr, recordAt, stringOr, stringsOf } from "../../rules/guards.ts";
import { shownAttacksOf, shownNameOf } from "../view/item-rows.ts";
import type { CharacterSystem, ExpressionLabels, SheetItem } from "./view-types.ts";

/** Item types on the Inventory tab, in order. */
export const INVENTORY_TYPES = ["weapon", "protection", "accessory", "gear"] as const;

/** One inline-editable counter of an item (`path` is the item's update path). */
export interface UsesView {
  path: string;
  labelKey: string;
  value: number;
  max: number;
}

/** One inventory row. */
export interface InventoryRow {
  id: string;
  name: string;
  img: string | null;
  quantity: number;
  /** Quantity is worth showing (more than one). */
  showQuantity: boolean;
  scale: string | null;
  scaleKey: string | null;
  /** "H" heavy, "L" light, "" trivial or none: the short mark the row shows. */
  scaleMark: string;
  carried: boolean;
  equippable: boolean;
  equipped: boolean;
  natural: boolean;
  kindKeys: string[];
  attacks: AttackButton[];
  uses: UsesView[];
  /** Gear: used from its row (charges and consumables are counted, src/actions/gear-use.ts). */
  usable: boolean;
  /** A weapon reloaded with an action: its Reload button, and the ⚡ it costs ("2⚡"); "" = no button. */
  reloadCost: string;
  /** What equipping or doffing it costs: "1⚡", or the time it takes. */
  equipCost: string;
}

/** One group (an item type). */
export interface InventoryGroup {
  type: string;
  labelKey: string;
  items: InventoryRow[];
}

/**
 * What the inventory says about carrying (§3.8): the seed counts against 3 heavy and 9 light, or with the newer
 * carrying-capacity rule the load against Might dice × size factor.
 */
export interface CarriedView {
  /** "seed" shows the counts, "newer" the load and limit. */
  newer: boolean;
  heavy: number;
  heavyMax: number;
  light: number;
  lightMax: number;
  trivial: number;
  heavyOver: boolean;
  lightOver: boolean;
  load: number;
  capacity: number;
  /** Over any limit: the warning is shown. */
  over: boolean;
}

const KIND_GROUP: Record<string, string> = {
  weapon: "weaponKind", protection: "protectionKind", accessory: "accessoryKind", gear: "gearKind",
};

function usesOf(item: SheetItem): UsesView[] {
  const out: UsesView[] = [];
  const uses = recordAt(item.system, "uses");
  const usesMax = numberOr(uses?.max, 0);
  if (uses && usesMax > 0) out.push({ path: "system.uses.value", labelKey: "MESHAL.CharacterSheet.uses", value: numberOr(uses.value, 0), max: usesMax });
  for (const key of ["reload", "charge"] as const) {
    const c = recordAt(item.system, key);
    const capacity = numberOr(c?.capacity, 0);
    if (c && capacity > 0) out.push({ path: `system.${key}.value`, labelKey: `MESHAL.CharacterSheet.${key}`, value: numberOr(c.value, 0), max: capacity });
  }
  return out;
}

/** The equip action's cost as the toggle's tooltip names it: its ⚡, else the time it takes, else none. */
function equipCostText(equip: Record<string, unknown> | undefined): string {
  if (typeof equip?.cost === "number") return costText(equip.cost);
  return stringOr(equip?.time, "") || costText(0);
}

function row(item: SheetItem, dice: AttributeDice, labels?: ExpressionLabels, names?: AttackNameWords): InventoryRow {
  const s = item.system;
  const equip = recordAt(s, "equip");
  const ready = { equipped: typeof s.equipped === "boolean" ? s.equipped : undefined, equip: { natural: Boolean(equip?.natural) }, kinds: stringsOf(s.kinds) };
  const quantity = numberOr(s.quantity, 1);
  const scale = typeof s.scale === "string" ? s.scale : null;
  const natural = Boolean(equip?.natural);
  const group = KIND_GROUP[item.type];
  return {
    id: item.id,
    name: shownNameOf(item),
    img: item.img ?? null,
    quantity,
    showQuantity: quantity !== 1,
    scale,
    scaleKey: scale ? `MESHAL.Choice.scale.${scale}` : null,
    scaleMark: scale === "heavy" ? "H" : scale === "light" ? "L" : "",
    carried: Boolean(s.carried),
    equippable: EQUIPPABLE_ITEM_TYPES.has(item.type) && !natural,
    equipped: Boolean(s.equipped) || natural,
    natural,
    kindKeys: group ? ready.kinds.map((k) => `MESHAL.Choice.${group}.${k}`) : [],
    attacks: attackButtons(shownAttacksOf(item), dice, labels, itemInHand(ready), { itemName: shownNameOf(item), words: names }),
    uses: usesOf(item),
    usable: item.type === "gear",
    reloadCost: item.type === "weapon" ? reloadCostText(item.system) : "",
    equipCost: equipCostText(equip),
  };
}

/** The four inventory groups (empty ones included, so the tab shows where to drop). */
export function inventoryGroups(system: CharacterSystem, items: readonly SheetItem[], labels?: ExpressionLabels, names?: AttackNameWords): InventoryGroup[] {
  const dice = attributeDice(system.attributes);
  return INVENTORY_TYPES.map((type) => ({
    type,
    labelKey: `TYPES.Item.${type}`,
    items: items.filter((i) => i.type === type).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((i) => row(i, dice, labels, names)),
  }));
}

/** Carried counts (heavy x/3, light y/9), or with `newerRule` the load against the capacity. */
export function carriedView(system: CharacterSystem, newerRule = false): CarriedView {
  const c = system.carried;
  const might = system.attributes.might;
  const state = carryingState(
    { heavy: c.heavy, light: c.light, trivial: c.trivial }, newerRule, might.invalid ? 0 : might.value, system.size, c.capacityBonus,
  );
  const seed = state.rule === "seed";
  return {
    newer: !seed,
    heavy: c.heavy, heavyMax: c.heavyMax, light: c.light, lightMax: c.lightMax, trivial: c.trivial,
    heavyOver: seed && state.heavyOver, lightOver: seed && state.lightOver,
    load: seed ? 0 : state.load, capacity: seed ? 0 : state.capacity,
    over: state.over,
  };
}
