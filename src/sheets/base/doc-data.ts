/**
 * Typed bridges between Foundry documents and the plain shapes the pure sheet modules read and write, so the sheets
 * themselves stay cast-free.
 */
import type { ItemSourceData } from "../drop.ts";
import type { SheetItem } from "../character/view-types.ts";
import { isRecord } from "../../rules/guards.ts";
import { createEmbedded } from "../../core/document-writes.ts";
import { isItemDocument } from "../../core/document-guards.ts";
import { catalogueTextOf, shownAttackLabels, shownName } from "../../core/catalogue-text.ts";

/** An item's source as the pure drop helpers read it. */
export function itemSource(doc: Item.Implementation): ItemSourceData {
  return doc.toObject();
}

/** Creation data for an owned item: a name, a type and (optionally) the fields of `ItemSourceData`. */
export type ItemCreateData = Pick<ItemSourceData, "name" | "type"> & Partial<ItemSourceData>;

/**
 * Creates owned items from plain creation data (its `type` read from packs or `data-type` attributes; Foundry's
 * schema validates it) and resolves to the items made (none when Foundry refused).
 */
export async function createItems(actor: Actor.Implementation, data: ItemCreateData[]): Promise<Item.Implementation[]> {
  const created = await createEmbedded(actor, "Item", data);
  return Array.isArray(created) ? created.filter(isItemDocument) : [];
}

/** An item's `system` as the pure views read it: a record of its fields (every DataModel is one at run time). */
function systemRecord(item: Item.Implementation): Record<string, unknown> {
  const system: unknown = item.system;
  return isRecord(system) ? system : {};
}

/**
 * An owned item as the pure views and planners read it; `shown`, for an item with the catalogue's text, is its name
 * and attack labels as this reader sees them.
 */
export function sheetItem(item: Item.Implementation): SheetItem {
  const stats: unknown = item._stats;
  const source = isRecord(stats) && typeof stats.compendiumSource === "string" ? stats.compendiumSource : null;
  const system = systemRecord(item);
  const row = { id: item.id ?? "", name: item.name, img: item.img, type: item.type, sort: item.sort, system, source };
  if (!catalogueTextOf(item)) return row;
  return { ...row, shown: { name: shownName(item), labels: shownAttackLabels({ flags: item.flags, system }) } };
}

/** An actor's owned items as the pure views read them. */
export function sheetItems(actor: Actor.Implementation): SheetItem[] {
  return actor.items.contents.map(sheetItem);
}
