/**
 * The TypeDataModel classes per document sub-type, and their registration in the fvtt-types configuration. Each is its
 * schema and its type id (an actor model also hands derivation itself, typed by its schema, as the stored fields);
 * everything else comes from the bases in item/model.ts and actor/model.ts.
 */
import { MeshalActorModel, type DerivationSource } from "./actor/model.ts";
import type { ActorDerivedData } from "./actor/base.ts";
import type { CharacterDerivedData, CharacterSchema } from "./actor/character.ts";
import type { NpcSchema } from "./actor/npc.ts";
import { ObjectData } from "./actor/object-model.ts";
import { MeshalItemModel } from "./item/model.ts";
import type { AbilitySchema } from "./item/ability.ts";
import type { AccessorySchema } from "./item/accessory.ts";
import type { FeatureSchema } from "./item/feature.ts";
import type { GearSchema } from "./item/gear.ts";
import type { ProtectionSchema } from "./item/protection.ts";
import type { WeaponSchema } from "./item/weapon.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "./schemas.ts";
import type { ActorType, ItemType } from "./types.ts";

/** `system` of a character actor. */
export class CharacterData extends MeshalActorModel<CharacterSchema, CharacterDerivedData> {
  static override actorType = "character" as const;
  static override defineSchema(): CharacterSchema { return ACTOR_SCHEMAS.character(); }
  protected override derivationSource(): DerivationSource { return { kind: CharacterData.actorType, stored: this }; }
}

/** `system` of an NPC actor. */
export class NpcData extends MeshalActorModel<NpcSchema, ActorDerivedData> {
  static override actorType = "npc" as const;
  static override defineSchema(): NpcSchema { return ACTOR_SCHEMAS.npc(); }
  protected override derivationSource(): DerivationSource { return { kind: NpcData.actorType, stored: this }; }
}

/** `system` of a weapon item. */
export class WeaponData extends MeshalItemModel<WeaponSchema> {
  static override itemType = "weapon" as const;
  static override defineSchema(): WeaponSchema { return ITEM_SCHEMAS.weapon(); }
}

/** `system` of a protective-gear item. */
export class ProtectionData extends MeshalItemModel<ProtectionSchema> {
  static override itemType = "protection" as const;
  static override defineSchema(): ProtectionSchema { return ITEM_SCHEMAS.protection(); }
}

/** `system` of an accessory item. */
export class AccessoryData extends MeshalItemModel<AccessorySchema> {
  static override itemType = "accessory" as const;
  static override defineSchema(): AccessorySchema { return ITEM_SCHEMAS.accessory(); }
}

/** `system` of an ability item. */
export class AbilityData extends MeshalItemModel<AbilitySchema> {
  static override itemType = "ability" as const;
  static override defineSchema(): AbilitySchema { return ITEM_SCHEMAS.ability(); }
}

/** `system` of a feature item. */
export class FeatureData extends MeshalItemModel<FeatureSchema> {
  static override itemType = "feature" as const;
  static override defineSchema(): FeatureSchema { return ITEM_SCHEMAS.feature(); }
}

/** `system` of a gear item. */
export class GearData extends MeshalItemModel<GearSchema> {
  static override itemType = "gear" as const;
  static override defineSchema(): GearSchema { return ITEM_SCHEMAS.gear(); }
}

/** Actor models by sub-type. */
export const ACTOR_MODELS = { character: CharacterData, npc: NpcData, object: ObjectData } as const satisfies Record<ActorType, unknown>;

/** Item models by sub-type. */
export const ITEM_MODELS = {
  weapon: WeaponData,
  protection: ProtectionData,
  accessory: AccessoryData,
  ability: AbilityData,
  feature: FeatureData,
  gear: GearData,
} as const satisfies Record<ItemType, unknown>;

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { character: typeof CharacterData; npc: typeof NpcData; object: typeof ObjectData };
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
