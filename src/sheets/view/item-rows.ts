/**
 * Rows of an actor's item lists (pure): name, quantity, equip state, one roll button per structured attack with its
 * dice expression and ⚡ cost, uses. Shared by the NPC and character sheets.
 */
import { EQUIPPABLE_ITEM_TYPES, PHYSICAL_ITEM_TYPES, type ItemType } from "../../data/types.ts";
import { isOneOf, isRecord, numberOr, recordAt, stringOr, stringsOf } from "../../rules/guards.ts";
import { storedAttacks, type SheetAttack } from "./stored-attacks.ts";
import { attackNameWords, attackNames } from "../../actions/attack-name.ts";
import { attackSpend, type StoredAction } from "../../actions/action-cost.ts";
import { needsEquipping } from "../../actions/attack-ready.ts";
import { reloadActionCost } from "../../actions/reload-cost.ts";
import { attackDiceText, labelsOf, type ViewEnv } from "./labels.ts";

/** An owned item as the views read it (a Foundry Item or a plain fixture). */
export interface SheetItem {
  id: string;
  name: string;
  img?: string | null;
  type: string;
  sort?: number;
  system: unknown;
  /** Its name and attack labels in the reader's language (src/core/catalogue-text.ts); absent: shown as stored. */
  shown?: { name: string; labels: readonly string[] };
}

/** An item's name as the reader sees it. */
export const shownNameOf = (item: Pick<SheetItem, "name" | "shown">): string => item.shown?.name ?? item.name;

/** An item's stored attacks with their labels as the reader sees them. */
export function shownAttacksOf(item: Pick<SheetItem, "system" | "shown">): SheetAttack[] {
  const labels = item.shown?.labels;
  return storedAttacks(item.system).map((a, i) => (labels ? { ...a, label: labels[i] ?? a.label } : a));
}

/** One attack's roll button. */
export interface AttackButton {
  index: number;
  label: string;
  expression: string;
  cost: number;
  /** Full accessible name, the visible text first: "Stab 1⚡ — Dagger: Energy/2". */
  ariaLabel: string;
  /** The attack needs its item equipped and it is not: the button is shown disabled with the reason. */
  needsEquip: boolean;
  /** A "Place area" button sits beside it. */
  placesArea: boolean;
}

/** One item row. */
export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  typeLabelKey: string;
  quantity: number | null;
  /** "×3" when more than one is carried, else "". */
  quantityLabel: string;
  scale: string | null;
  equippable: boolean;
  natural: boolean;
  equipped: boolean;
  /** What equipping or doffing it costs: "1⚡", or the time it takes. */
  equipCost: string;
  attacks: AttackButton[];
  uses: { value: number; max: number } | null;
  level: number | null;
  /** Has something to use (abilities and gear without attacks: post the card or roll the formula). */
  usable: boolean;
  /** A weapon's loaded rounds against its capacity, when it has one. */
  loaded: { value: number; max: number } | null;
  /** A weapon reloaded with an action: the ⚡ its Reload button costs ("2⚡"); "" = no button. */
  reloadCost: string;
}

/** The activation an ability's attacks are paid with (`system.activation`), each field checked. */
function activationOf(system: Record<string, unknown>): StoredAction | null {
  const a = recordAt(system, "activation");
  if (!a) return null;
  return { action: typeof a.action === "string" ? a.action : null, kind: typeof a.kind === "string" ? a.kind : null, cost: typeof a.cost === "number" ? a.cost : null };
}

const DEFAULT_IMG = "icons/svg/item-bag.svg";

/** The row of one item. */
export function itemRow(item: SheetItem, env: ViewEnv): ItemRow {
  const s = isRecord(item.system) ? item.system : {};
  const equip = recordAt(s, "equip");
  const natural = Boolean(equip?.natural);
  const ready = { equipped: typeof s.equipped === "boolean" ? s.equipped : undefined, equip: { natural }, kinds: stringsOf(s.kinds) };
  const paidWith = { activation: activationOf(s) };
  const labels = labelsOf(env);
  const stored = shownAttacksOf(item);
  const itemName = shownNameOf(item);
  const names = attackNames(stored, itemName, attackNameWords(env.localize));
  const attacks = stored.map((a, index): AttackButton => {
    const label = names[index] ?? itemName;
    const expression = attackDiceText(a, labels);
    // The ⚡ it is paid with: its own, or an ability's activation (abilities keep it there).
    const cost = attackSpend(a, paidWith)?.cost ?? 0;
    return { index, label, expression, cost, ariaLabel: `${label} ${cost}⚡ — ${itemName}: ${expression}`, needsEquip: needsEquipping(a, ready), placesArea: a.placesArea === true };
  });
  const physical = PHYSICAL_ITEM_TYPES.has(item.type);
  const quantity = numberOr(s.quantity, 1);
  const uses = recordAt(s, "uses");
  const usesMax = numberOr(uses?.max, 0);
  const reload = recordAt(s, "reload");
  const capacity = numberOr(reload?.capacity, 0);
  return {
    id: item.id,
    name: shownNameOf(item),
    img: item.img || DEFAULT_IMG,
    type: item.type,
    typeLabelKey: `TYPES.Item.${item.type}`,
    quantity: physical ? quantity : null,
    quantityLabel: physical && quantity > 1 ? `×${quantity}` : "",
    scale: physical && typeof s.scale === "string" ? s.scale : null,
    equippable: EQUIPPABLE_ITEM_TYPES.has(item.type),
    natural,
    equipped: Boolean(s.equipped) || natural,
    equipCost: typeof equip?.cost === "number" ? `${equip.cost}⚡` : stringOr(equip?.time, "") || "0⚡",
    attacks,
    uses: uses && usesMax > 0 ? { value: numberOr(uses.value, 0), max: usesMax } : null,
    level: item.type === "ability" ? numberOrNull(s.level) : null,
    usable: item.type === "ability" || item.type === "gear",
    loaded: item.type === "weapon" && capacity > 0 ? { value: numberOr(reload?.value, 0), max: capacity } : null,
    reloadCost: item.type === "weapon" ? reloadCostText(item.system) : "",
  };
}

const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** The ⚡ of a weapon's reload action as its button shows it ("2⚡"), "" when it does not reload with an action. */
export function reloadCostText(system: unknown): string {
  const cost = reloadActionCost(system);
  return cost === null ? "" : `${cost}⚡`;
}

/** Items sorted as the sheet shows them (by `sort`, then name). */
export function sortedItems<T extends SheetItem>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name));
}

/** Rows of the items of some types, in sheet order. */
export function rowsOfTypes(items: Iterable<SheetItem>, types: readonly ItemType[], env: ViewEnv): ItemRow[] {
  return sortedItems([...items].filter((i) => isOneOf(types, i.type))).map((i) => itemRow(i, env));
}
