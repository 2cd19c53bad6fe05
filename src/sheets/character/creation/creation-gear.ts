/**
 * Starting gear at creation (issue 22, [DEC] in docs/rules.md): a budget of 1 gold (10,000 copper) spent on items of
 * the Weapons, Armor, Accessories and Gear compendiums at their listed value, either as one of the ready kits or item
 * by item. What is spent is re-derived from the owned items (value × quantity), so removing an item gives its value
 * back. Pure.
 */
import { refuse, type Plan } from "../../../documents/logic/plan.ts";
import type { IndexEntry } from "./index-entry.ts";
import type { SheetItem } from "../view-types.ts";
import { shownNameOf } from "../../view/item-rows.ts";

/** The starting budget, in copper (1 gold = 100 silver = 10,000 copper). */
export const STARTING_GEAR_BUDGET = 10_000;

/** Compendiums the gear step buys from. */
export const GEAR_PACKS = ["weapons", "armor", "accessories", "gear"] as const;
export type GearPack = (typeof GEAR_PACKS)[number];

/** Item types bought with the budget. */
const GEAR_TYPES: ReadonlySet<string> = new Set(["weapon", "protection", "accessory", "gear"]);

/** One item of a kit: the dataset identifier, how many, and whether the kit puts it on. */
export interface KitEntry {
  identifier: string;
  quantity: number;
  equip: boolean;
}

/** The ready kits, by role; every one fits the budget (test/sheets/character/creation-gear.test.ts checks it). */
export const STARTING_KITS: Readonly<Record<string, readonly KitEntry[]>> = {
  warrior: [
    { identifier: "short-sword", quantity: 1, equip: true }, { identifier: "buckler", quantity: 1, equip: true },
    { identifier: "padded-armor", quantity: 1, equip: true }, { identifier: "hard-leather-helm", quantity: 1, equip: true },
    { identifier: "leather-boots", quantity: 1, equip: true }, { identifier: "rations", quantity: 3, equip: false },
  ],
  ranger: [
    { identifier: "shortbow", quantity: 1, equip: true }, { identifier: "arrow", quantity: 20, equip: false },
    { identifier: "dagger", quantity: 1, equip: true }, { identifier: "hard-leather-armor", quantity: 1, equip: true },
    { identifier: "felt-boots", quantity: 1, equip: true }, { identifier: "rations", quantity: 3, equip: false },
  ],
  caster: [
    { identifier: "quarterstaff", quantity: 1, equip: true }, { identifier: "cloth-robe", quantity: 1, equip: true },
    { identifier: "cloth-hood", quantity: 1, equip: true }, { identifier: "felt-boots", quantity: 1, equip: true },
    { identifier: "candle", quantity: 2, equip: false }, { identifier: "rations", quantity: 3, equip: false },
  ],
};

/** A gear index entry with the pack it came from. */
export interface GearIndexEntry extends IndexEntry {
  pack: GearPack;
}

const valueOf = (system: Record<string, unknown> | undefined) => (typeof system?.value === "number" ? system.value : null);
const identifierOf = (e: { name: string; system?: Record<string, unknown> }) => String(e.system?.identifier || e.name);

/** Copper spent on the owned gear and what is left of the budget. */
export function gearBudget(items: readonly SheetItem[]): { budget: number; spent: number; left: number } {
  const spent = items.filter((i) => GEAR_TYPES.has(i.type))
    .reduce((sum, i) => sum + (valueOf(i.system) ?? 0) * Math.max(1, Number(i.system.quantity ?? 1)), 0);
  return { budget: STARTING_GEAR_BUDGET, spent, left: STARTING_GEAR_BUDGET - spent };
}

/** A kit resolved against the index: its items (uuid, name, quantity), total cost, and whether the budget allows it. */
export interface KitView {
  id: string;
  labelKey: string;
  cost: number;
  affordable: boolean;
  complete: boolean;
  items: { uuid: string; name: string; quantity: number; many: boolean; equip: boolean }[];
}

/** Every kit, resolved against the gear index and the budget left. */
export function kitViews(index: readonly GearIndexEntry[], items: readonly SheetItem[]): KitView[] {
  const left = gearBudget(items).left;
  return Object.entries(STARTING_KITS).map(([id, entries]) => {
    const found = entries.flatMap((k) => {
      const e = index.find((entry) => identifierOf(entry) === k.identifier);
      return e ? [{ k, e }] : [];
    });
    const cost = found.reduce((sum, r) => sum + (valueOf(r.e.system) ?? 0) * r.k.quantity, 0);
    return {
      id, labelKey: `MESHAL.CharacterSheet.creation.kit.${id}`, cost, affordable: cost <= left, complete: found.length === entries.length,
      items: found.map((r) => ({ uuid: r.e.uuid, name: r.e.name, quantity: r.k.quantity, many: r.k.quantity > 1, equip: r.k.equip })),
    };
  });
}

/** Plans taking kit `id`: refused when unknown, incomplete in the compendiums, or over the budget left. */
export function planKit(id: string, index: readonly GearIndexEntry[], items: readonly SheetItem[]): Plan<{ kit: KitView }> {
  const kit = kitViews(index, items).find((k) => k.id === id);
  if (!kit || !kit.complete) return refuse("MESHAL.CharacterSheet.creation.kitMissing");
  if (!kit.affordable) return refuse("MESHAL.CharacterSheet.creation.overBudget", { cost: kit.cost, left: gearBudget(items).left });
  return { ok: true, kit, update: {} };
}

/** Plans buying one item of the gear index: refused when it has no value or costs more than is left. */
export function planBuy(entry: IndexEntry, items: readonly SheetItem[]): Plan {
  const cost = valueOf(entry.system);
  const left = gearBudget(items).left;
  if (cost === null) return refuse("MESHAL.CharacterSheet.creation.noValue", { name: entry.name });
  if (cost > left) return refuse("MESHAL.CharacterSheet.creation.overBudget", { cost, left });
  return { ok: true, update: {} };
}

/** Filter of the gear picker. */
export interface GearFilter {
  text?: string;
  /** "" = every gear compendium. */
  pack?: string;
  limit?: number;
}

/** Items that can be bought with what is left, cheapest first, matching `filter`. */
export function gearChoices(index: readonly GearIndexEntry[], items: readonly SheetItem[], filter: GearFilter = {}) {
  const left = gearBudget(items).left;
  const text = (filter.text ?? "").trim().toLowerCase();
  const rows = index
    .filter((e) => !e.system?.npcOnly)
    .filter((e) => !filter.pack || e.pack === filter.pack)
    .filter((e) => !text || e.name.toLowerCase().includes(text))
    .flatMap((e) => {
      const cost = valueOf(e.system);
      return cost === null ? [] : [{ uuid: e.uuid, name: e.name, cost, packKey: `MESHAL.CharacterSheet.creation.gearPack.${e.pack}` }];
    })
    .filter((r) => r.cost <= left)
    .sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name));
  const limit = filter.limit ?? 30;
  return { rows: rows.slice(0, limit), more: Math.max(0, rows.length - limit) };
}

/** Owned gear bought in creation (listed in the gear step with a remove button). */
export function ownedGear(items: readonly SheetItem[]) {
  return items.filter((i) => GEAR_TYPES.has(i.type) && valueOf(i.system) !== null).map((i) => {
    const quantity = Math.max(1, Number(i.system.quantity ?? 1));
    return { id: i.id, name: shownNameOf(i), quantity, many: quantity > 1, cost: (valueOf(i.system) ?? 0) * quantity, equipped: Boolean(i.system.equipped) };
  });
}

/** Does the character own any bought gear (the gear step's badge)? */
export const hasGear = (items: readonly SheetItem[]) => ownedGear(items).length > 0;
