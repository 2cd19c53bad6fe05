/**
 * Typed bridges between Foundry documents and the plain shapes the pure sheet modules read and write.
 * Every cast lives here, once, with its reason, so the sheets themselves stay cast-free.
 */
import type { ItemSourceData } from "../drop.ts";
import type { SheetItem } from "../character/view-types.ts";

/**
 * An item's source as the pure drop helpers read it. Cast: fvtt-types types `toObject()` per item subtype as a
 * union of schema sources; `ItemSourceData` is the structural subset those helpers read.
 */
export function itemSource(doc: Item.Implementation): ItemSourceData {
  return doc.toObject() as unknown as ItemSourceData;
}

/** Creation data for an owned item: a name, a type and (optionally) the fields of `ItemSourceData`. */
export type ItemCreateData = Pick<ItemSourceData, "name" | "type"> & Partial<ItemSourceData>;

/**
 * Creates owned items from plain creation data. Cast: `Item.CreateData` is keyed by subtype and `type` is a
 * literal union there, while our data carries `type: string` read from packs or `data-type` attributes.
 */
export function createItems(actor: Actor.Implementation, data: ItemCreateData[]): Promise<Item.Implementation[]> {
  return actor.createEmbeddedDocuments("Item", data as never) as Promise<Item.Implementation[]>;
}

/*
 * The pure views read an item's `system` as a plain record. Cast (both helpers below): fvtt-types types `system`
 * as the per-subtype DataModel, which is structurally a record of its fields at runtime but not to the checker.
 */

/** An owned item as the pure views and planners read it. */
export function sheetItem(item: Item.Implementation): SheetItem {
  return item as unknown as SheetItem;
}

/** An actor's owned items as the pure views read them. */
export function sheetItems(actor: Actor.Implementation): SheetItem[] {
  return actor.items.contents as unknown as SheetItem[];
}
