/** The document sub-types the manifest declares. Registration code is typed against these lists. */
export const ACTOR_TYPES = ["character", "npc"] as const;
export const ITEM_TYPES = ["weapon", "protection", "accessory", "ability", "feature", "gear"] as const;

export type ActorType = (typeof ACTOR_TYPES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];
