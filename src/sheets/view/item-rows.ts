/**
 * Rows of an actor's item lists (pure): name, quantity, equip state, one roll button per structured attack with its
 * dice expression and ⚡ cost, uses. Shared by the NPC and character sheets.
 */
import { EQUIPPABLE_ITEM_TYPES, PHYSICAL_ITEM_TYPES, type ItemType } from "../../data/types.ts";
import type { DiceExpression } from "../../rules/types.ts";
import { attackSpend, type StoredAction } from "../../actions/action-cost.ts";
import { needsEquipping } from "../../actions/attack-ready.ts";
import { reloadActionCost } from "../../actions/reload.ts";
import { attackDiceText, labelsOf, type ViewEnv } from "./labels.ts";

/** An owned item as the views read it (a Foundry Item or a plain fixture). */
export interface SheetItem {
  id: string;
  name: string;
  img?: string | null;
  type: string;
  sort?: number;
  system: unknown;
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

interface AttackSys {
  label?: string;
  weapon?: string;
  action?: string;
  cost?: number;
  dice?: DiceExpression;
  requiresEquip?: boolean;
}
interface RowSys {
  quantity?: number;
  scale?: string | null;
  equipped?: boolean;
  equip?: { natural?: boolean; cost?: number | null; time?: string };
  kinds?: string[];
  activation?: StoredAction;
  attacks?: AttackSys[];
  uses?: { value: number; max: number };
  level?: number;
  reload?: { value: number; capacity: number };
}

const DEFAULT_IMG = "icons/svg/item-bag.svg";

/** The row of one item. */
export function itemRow(item: SheetItem, env: ViewEnv): ItemRow {
  const s = (item.system ?? {}) as RowSys;
  const labels = labelsOf(env);
  const attacks = (s.attacks ?? []).map((a, index): AttackButton => {
    const label = a.label || env.localize("MESHAL.Sheet.attack");
    const expression = a.dice ? attackDiceText({ dice: a.dice, weapon: a.weapon ?? "" }, labels) : "?";
    // The ⚡ it is paid with: its own, or an ability's activation (abilities keep it there).
    const cost = attackSpend(a, s)?.cost ?? 0;
    return { index, label, expression, cost, ariaLabel: `${label} ${cost}⚡ — ${item.name}: ${expression}`, needsEquip: needsEquipping(a, s) };
  });
  const physical = PHYSICAL_ITEM_TYPES.has(item.type);
  return {
    id: item.id,
    name: item.name,
    img: item.img || DEFAULT_IMG,
    type: item.type,
    typeLabelKey: `TYPES.Item.${item.type}`,
    quantity: physical ? (s.quantity ?? 1) : null,
    quantityLabel: physical && (s.quantity ?? 1) > 1 ? `×${s.quantity}` : "",
    scale: physical ? (s.scale ?? null) : null,
    equippable: EQUIPPABLE_ITEM_TYPES.has(item.type),
    natural: Boolean(s.equip?.natural),
    equipped: Boolean(s.equipped) || Boolean(s.equip?.natural),
    equipCost: typeof s.equip?.cost === "number" ? `${s.equip.cost}⚡` : s.equip?.time || "0⚡",
    attacks,
    uses: s.uses && s.uses.max > 0 ? { value: s.uses.value, max: s.uses.max } : null,
    level: item.type === "ability" ? (s.level ?? null) : null,
    usable: item.type === "ability" || item.type === "gear",
    loaded: item.type === "weapon" && (s.reload?.capacity ?? 0) > 0 ? { value: s.reload?.value ?? 0, max: s.reload?.capacity ?? 0 } : null,
    reloadCost: item.type === "weapon" ? reloadCostText(item.system) : "",
  };
}

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
  return sortedItems([...items].filter((i) => (types as readonly string[]).includes(i.type))).map((i) => itemRow(i, env));
}
