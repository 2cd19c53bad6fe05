/** Accessories (§4.1): one equipped per seed kind (§3.8); effects come from fields and Active Effects. */
import { ACCESSORY_KINDS } from "../choices.ts";
import { attacksField } from "../fields/attack.ts";
import { choiceListField } from "../fields/helpers.ts";
import { migrateItemSource } from "../../migrations/transforms.ts";
import { commonItemFields, equippableItemFields, physicalItemFields } from "./base.ts";

function defineAccessorySchema() {
  return {
    ...commonItemFields(), ...physicalItemFields(), ...equippableItemFields(),
    kinds: choiceListField(ACCESSORY_KINDS),
    attacks: attacksField(),
  };
}

/** Schema type of accessories. */
export type AccessorySchema = ReturnType<typeof defineAccessorySchema>;

/** `system` of an accessory item. */
export class AccessoryData extends foundry.abstract.TypeDataModel<AccessorySchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["MESHAL.Item.base", "MESHAL.Item.accessory"];
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("accessory", source);
    return super.migrateData(source);
  }

  static override defineSchema(): AccessorySchema {
    return defineAccessorySchema();
  }
}
