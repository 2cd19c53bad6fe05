/**
 * The pure part of dropping a compendium item onto an actor: turns the item's source data into the
 * creation data of an owned item. No Foundry globals, so plain tests import it.
 * - pack bookkeeping is dropped (`_key`, `folder`, `sort`, `ownership`) and the `_id` too unless kept;
 * - `_stats.compendiumSource` records where the item came from (drives Babele and future updates);
 * - the owned copy starts carried (natural weapons: never carried) and not equipped; everything else in `system` (attacks included)
 *   is copied unchanged, deep, so editing the owned item never touches the source.
 */
import { EQUIPPABLE_ITEM_TYPES, PHYSICAL_ITEM_TYPES } from "../data/types.ts";
import { recordAt } from "../rules/guards.ts";

/** An Item's source data as it comes from a pack (only the fields this module reads are typed). */
export interface ItemSourceData {
  _id?: string | null;
  _key?: string;
  name: string;
  type: string;
  img?: string | null;
  system: Record<string, unknown>;
  effects?: EffectSourceData[];
  folder?: string | null;
  sort?: number;
  ownership?: Record<string, number>;
  flags?: Record<string, unknown>;
  _stats?: Record<string, unknown> | null;
}

/** An embedded Active Effect's source data. */
export interface EffectSourceData {
  _id?: string | null;
  _key?: string;
  [key: string]: unknown;
}

/** Creation data of an owned item. */
export interface OwnedItemData {
  _id?: string;
  name: string;
  type: string;
  img?: string | null;
  system: Record<string, unknown>;
  effects: EffectSourceData[];
  flags?: Record<string, unknown>;
  _stats: { compendiumSource: string | null; duplicateSource: null };
}

export interface OwnedItemOptions {
  /** Keep the source `_id` (e.g. to re-create a known item); default false = Foundry assigns one. */
  keepId?: boolean;
}

/** The UUID of a document in one of this system's packs, e.g. `Compendium.meshal-lite.weapons.Item.<id>`. */
export function compendiumUuid(pack: string, id: string, systemId = "meshal-lite"): string {
  return `Compendium.${systemId}.${pack}.Item.${id}`;
}

/**
 * Converts a compendium item source into owned-item creation data (see the module comment).
 * @param source the item's data as stored in the pack (not modified)
 * @param uuid the compendium UUID of the source document, or null when it did not come from a pack
 */
export function ownedItemData(source: ItemSourceData, uuid: string | null, options: OwnedItemOptions = {}): OwnedItemData {
  const copy = structuredClone(source);
  const { _key, folder, sort, ownership, _stats, _id, effects, ...rest } = copy;
  void _key; void folder; void sort; void ownership; void _stats;
  const system: Record<string, unknown> = { ...rest.system };
  const natural = recordAt(system, "equip")?.natural === true;
  if (PHYSICAL_ITEM_TYPES.has(source.type) && "carried" in system) system.carried = !natural;
  if (EQUIPPABLE_ITEM_TYPES.has(source.type) && "equipped" in system) system.equipped = false;
  const out: OwnedItemData = {
    ...rest,
    system,
    effects: (effects ?? []).map(({ _key: effectKey, ...effect }) => {
      void effectKey;
      return effect;
    }),
    _stats: { compendiumSource: uuid, duplicateSource: null },
  };
  if (options.keepId && _id) out._id = _id;
  return out;
}

/**
 * Creation data of a dropped ability: the owned copy, never gifted — a gift comes only with its feature, so an
 * ability dropped on its own is obtained (and costs) like any other.
 */
export function droppedAbilityData(source: ItemSourceData, uuid: string | null): OwnedItemData {
  const data = ownedItemData(source, uuid);
  if (data.system.gifted) data.system = { ...data.system, gifted: false, grantedBy: "" };
  return data;
}
