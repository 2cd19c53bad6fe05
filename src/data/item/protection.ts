/** Protective gear (§3.4, §4.1): helmet, armor, boots … with physical/erosion/occult protection while equipped. */
import { PROTECTION_KINDS } from "../choices.ts";
import { attacksField } from "../fields/attack.ts";
import { choiceListField } from "../fields/helpers.ts";
import { migrateItemSource } from "../../migrations/transforms.ts";
import { commonItemFields, equippableItemFields, physicalItemFields } from "./base.ts";

function defineProtectionSchema() {
  return {
    ...commonItemFields(), ...physicalItemFields(), ...equippableItemFields(),
    kinds: choiceListField(PROTECTION_KINDS),
    attacks: attacksField(),
  };
}

/** Schema type of protective gear. */
export type ProtectionSchema = ReturnType<typeof defineProtectionSchema>;

/** `system` of a protective-gear item. */
export class ProtectionData extends foundry.abstract.TypeDataModel<ProtectionSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["MESHAL.Item.base", "MESHAL.Item.protection"];
  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource("protection", source);
    return super.migrateData(source);
  }

  static override defineSchema(): ProtectionSchema {
    return defineProtectionSchema();
  }
}
