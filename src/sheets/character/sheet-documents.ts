/** Documents the character sheet looks up, checked at runtime instead of asserted. */
import { isRecord } from "../../rules/guards.ts";
import { isItemDocument } from "../../core/document-guards.ts";

/** The item a UUID names (a compendium entry or an owned item), or null when it names nothing or something else. */
export async function itemByUuid(uuid: string): Promise<Item.Implementation | null> {
  const doc: unknown = await fromUuid(uuid);
  return isItemDocument(doc) ? doc : null;
}

/** The compendium entry an item was imported from (`_stats.compendiumSource`), or null. */
export function compendiumSourceOf(item: { _stats?: unknown }): string | null {
  const source = isRecord(item._stats) ? item._stats.compendiumSource : null;
  return typeof source === "string" ? source : null;
}

/** A field of an item's `system` (fvtt-types types `system` per item type; every item type stores `identifier`). */
export function systemField(item: { system: unknown }, key: string): unknown {
  return isRecord(item.system) ? item.system[key] : undefined;
}
