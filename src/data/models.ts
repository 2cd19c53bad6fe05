/** The TypeDataModel classes per document sub-type, and their registration in the fvtt-types configuration. */
import { CharacterData } from "./actor/character.ts";
import { NpcData } from "./actor/npc.ts";
import { AbilityData } from "./item/ability.ts";
import { AccessoryData } from "./item/accessory.ts";
import { FeatureData } from "./item/feature.ts";
import { GearData } from "./item/gear.ts";
import { ProtectionData } from "./item/protection.ts";
import { WeaponData } from "./item/weapon.ts";
import type { ActorType, ItemType } from "./types.ts";

/** Actor models by sub-type. */
export const ACTOR_MODELS = { character: CharacterData, npc: NpcData } as const satisfies Record<ActorType, unknown>;

/** Item models by sub-type. */
export const ITEM_MODELS = {
  weapon: WeaponData,
  protection: ProtectionData,
  accessory: AccessoryData,
  ability: AbilityData,
  feature: FeatureData,
  gear: GearData,
} as const satisfies Record<ItemType, unknown>;

export { AbilityData, AccessoryData, CharacterData, FeatureData, GearData, NpcData, ProtectionData, WeaponData };

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { character: typeof CharacterData; npc: typeof NpcData };
    Item: {
      weapon: typeof WeaponData;
      protection: typeof ProtectionData;
      accessory: typeof AccessoryData;
      ability: typeof AbilityData;
      feature: typeof FeatureData;
      gear: typeof GearData;
    };
  }
}
