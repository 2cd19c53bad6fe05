/**
 * Typed bridges between Foundry documents and the plain shapes the pure sheet modules read and write.
 * Every cast lives here, once, with its reason, so the sheets themselves stay cast-free.
 */
import type { ItemSourceData } from "../drop.ts";

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
