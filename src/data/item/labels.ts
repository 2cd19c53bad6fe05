/**
 * Where item field labels live in the lang files. Fields several item types share are labelled once, under their
 * group's prefix (`MESHAL.Item.<group>.FIELDS.<field>`); the rest under `MESHAL.Item.base` (every item) or the type's
 * own prefix. Foundry looks a label up at `<prefix>.FIELDS.<field path>.label` in each prefix of a model.
 */
import type { ItemType } from "../types.ts";

/** Shared label groups and the top-level fields each one labels. */
export const ITEM_LABEL_GROUPS = {
  physical: ["scale", "quantity", "value", "carried", "specialKinds"],
  equippable: ["equipped", "equip", "protection", "attributeMods", "statMods", "set"],
  rollModifier: ["rollModifiers"],
  use: ["use"],
  attack: ["attacks"],
} as const satisfies Record<string, readonly string[]>;

/**
 * `LOCALIZATION_PREFIXES` of an item type whose schema has `fieldNames`: the base, every group whose fields the schema
 * all has, then the type's own prefix.
 */
export function itemLabelPrefixes(type: ItemType, fieldNames: readonly string[]): string[] {
  const groups = Object.entries(ITEM_LABEL_GROUPS)
    .filter(([, names]) => names.every((n) => fieldNames.includes(n)))
    .map(([group]) => `MESHAL.Item.${group}`);
  return ["MESHAL.Item.base", ...groups, `MESHAL.Item.${type}`];
}
