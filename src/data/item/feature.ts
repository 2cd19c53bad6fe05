/** Features (§3.7): species, subrace, size, form, gender, sense, movement mode — base changes and gifts. */
import { ATTACK_TYPES, ATTRIBUTE_IDS, EQUIP_SLOTS, FEATURE_KINDS, MOVEMENT_MODES, SENSES, SIZES } from "../choices.ts";
import {
  attributeModsField, boolField, choiceField, choiceListField, choiceOrNullField, intField, intOrNullField,
  numberOrNullField, protectionField, textField, textListField,
} from "../fields/helpers.ts";
import { commonItemFields } from "./base.ts";

/** The fields of a feature item's `system`. */
export function defineFeatureSchema() {
  const f = foundry.data.fields;
  return {
    ...commonItemFields(),
    kind: choiceField(FEATURE_KINDS, "species"),
    // The species a subrace belongs to. Not `parent`: that is DataModel's own reference to its owning document.
    parentSpecies: textField(),
    // What a species allows at creation (feature identifiers; empty = no limit), read by the sheet's pickers.
    allowedSizes: textListField(),
    allowedForms: textListField(),
    allowedGenders: textListField(),
    attributes: attributeModsField(),
    protection: protectionField(),
    immune: choiceListField(ATTACK_TYPES),
    invalidAttributes: choiceListField(ATTRIBUTE_IDS),
    size: choiceOrNullField(SIZES),
    speed: numberOrNullField("speed"),
    movementModes: new f.ArrayField(
      new f.SchemaField({ mode: choiceField(MOVEMENT_MODES, "walk"), poor: boolField(false) }),
      { required: true, initial: [] },
    ),
    senses: new f.ArrayField(
      new f.SchemaField({ sense: choiceField(SENSES, "five-senses"), poor: boolField(false) }),
      { required: true, initial: [] },
    ),
    perceptionRange: intOrNullField("perception"),
    initialPotential: intField("modifier", 0),
    giftedAbilities: textListField(),
    equipSlots: new f.ArrayField(
      new f.SchemaField({ slot: choiceField(EQUIP_SLOTS, "weapon"), count: intField("slotCount", 1) }),
      { required: true, initial: [] },
    ),
    needs: new f.SchemaField({ eat: boolField(true), drink: boolField(true), sleep: boolField(true) }),
  };
}

/** Schema type of features. */
export type FeatureSchema = ReturnType<typeof defineFeatureSchema>;

