/** The document sub-types the manifest declares. Registration code is typed against these lists. */
export const ACTOR_TYPES = ["character", "npc", "object"] as const;
/** The actor types that are creatures (attributes, ⚡, life); the others are things (an attackable object, §8.2). */
export const CREATURE_TYPES = ["character", "npc"] as const;
export const ITEM_TYPES = ["weapon", "protection", "accessory", "ability", "feature", "gear"] as const;

export type ActorType = (typeof ACTOR_TYPES)[number];
export type CreatureType = (typeof CREATURE_TYPES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];

/** Item types that can be equipped (their effects apply only while equipped, unless natural). */
export const EQUIPPABLE_ITEM_TYPES: ReadonlySet<string> = new Set<ItemType>(["weapon", "protection", "accessory"]);
/** Item types that are physical things: carried, counted against the carrying limits. */
export const PHYSICAL_ITEM_TYPES: ReadonlySet<string> = new Set<ItemType>(["weapon", "protection", "accessory", "gear"]);
