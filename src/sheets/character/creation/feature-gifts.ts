/**
 * Gifted abilities of a feature (§3.6, §3.7): choosing a feature adds the abilities it grants (as gifted: level 0 for
 * the rules, no cost, no load), and losing the feature removes them. Pure: the sheet fetches the documents.
 */
import { ownedItemData, type ItemSourceData, type OwnedItemData } from "../../drop.ts";
import { stringsOf } from "../../../rules/guards.ts";
import type { IndexEntry } from "./index-entry.ts";
import type { SheetItem } from "../view-types.ts";

/** UUIDs (from the Abilities index) of the abilities `feature` grants that the actor does not own yet. */
export function giftUuids(feature: { system: Record<string, unknown> }, index: readonly IndexEntry[], items: readonly SheetItem[]): string[] {
  const wanted = stringsOf(feature.system.giftedAbilities);
  const owned = new Set(items.filter((i) => i.type === "ability").map((i) => String(i.system.identifier ?? "")));
  return wanted.filter((id) => !owned.has(id))
    .map((id) => index.find((e) => e.system?.identifier === id)?.uuid)
    .filter((u): u is string => Boolean(u));
}

/** Creation data of an ability granted by the feature `featureIdentifier`. */
export function giftData(source: ItemSourceData, uuid: string | null, featureIdentifier: string): OwnedItemData {
  const data = ownedItemData(source, uuid);
  data.system = { ...data.system, gifted: true, grantedBy: featureIdentifier };
  return data;
}

/** Ids of the owned gifted abilities granted by `featureIdentifier` (removed with the feature). */
export function giftsOf(featureIdentifier: string, items: readonly SheetItem[]): string[] {
  if (!featureIdentifier) return [];
  return items.filter((i) => i.type === "ability" && i.system.gifted && i.system.grantedBy === featureIdentifier).map((i) => i.id);
}
