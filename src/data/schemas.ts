/**
 * Every sub-type's schema, by document and type: the one definition of its fields. The models return these from
 * `defineSchema()`; the pure validator reads the same fields. Building a schema needs `foundry.data.fields` (in Node:
 * the test field recorder); importing this file does not.
 */
import { defineCharacterSchema } from "./actor/character.ts";
import { defineNpcSchema } from "./actor/npc.ts";
import { defineObjectSchema } from "./actor/object.ts";
import { defineAbilitySchema } from "./item/ability.ts";
import { defineAccessorySchema } from "./item/accessory.ts";
import { defineFeatureSchema } from "./item/feature.ts";
import { defineGearSchema } from "./item/gear.ts";
import { defineProtectionSchema } from "./item/protection.ts";
import { defineWeaponSchema } from "./item/weapon.ts";
import type { ActorType, ItemType } from "./types.ts";

/** Item schemas by sub-type. */
export const ITEM_SCHEMAS = {
  weapon: defineWeaponSchema,
  protection: defineProtectionSchema,
  accessory: defineAccessorySchema,
  ability: defineAbilitySchema,
  feature: defineFeatureSchema,
  gear: defineGearSchema,
} as const satisfies Record<ItemType, () => object>;

/** Actor schemas by sub-type. */
export const ACTOR_SCHEMAS = {
  character: defineCharacterSchema,
  npc: defineNpcSchema,
  object: defineObjectSchema,
} as const satisfies Record<ActorType, () => object>;
