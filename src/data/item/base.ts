/**
 * Field groups shared by several item types: every item, physical items, and equippable items.
 * Spread them into a type's `defineSchema()`.
 */
import { ACTION_KINDS, EQUIP_SLOTS, ITEM_SCALES, SPECIAL_KINDS } from "../choices.ts";
import {
  attributeModsField, boolField, choiceField, choiceListField, choiceOrNullField, htmlField, intField,
  intOrNullField, numberField, protectionField, textField, textListField,
} from "../fields/helpers.ts";
import { activationField } from "../fields/activation.ts";
import { attacksField } from "../fields/attack.ts";
import { rollModifiersField } from "../fields/roll-modifier.ts";

/** Fields every item has: dataset id (links features → gifted abilities, ammo → weapons), HTML description, source. */
export function commonItemFields() {
  return { identifier: textField(), description: htmlField(), source: textField() };
}

/** Fields of things you can carry: scale (null for natural weapons/protection), quantity, value in copper. */
export function physicalItemFields() {
  return {
    scale: choiceOrNullField(ITEM_SCALES),
    quantity: intField("quantity", 1),
    value: intOrNullField("copper"),
    carried: boolField(true),
    specialKinds: choiceListField(SPECIAL_KINDS),
  };
}

/**
 * Fields of things you equip: the equip action and slots, what the item changes while equipped (protection,
 * attributes, stats, roll modifiers), its activated use (`use.kind` "passive" = the item has no use action) and its set.
 */
export function equippableItemFields() {
  const f = foundry.data.fields;
  return {
    equipped: boolField(false),
    equip: new f.SchemaField({
      cost: intOrNullField("cost"),
      action: choiceField(ACTION_KINDS, "tactic"),
      time: textField(),
      slots: new f.ArrayField(
        new f.SchemaField({ slot: choiceField(EQUIP_SLOTS, "weapon"), count: intField("slotCount", 1) }),
        { required: true, initial: [] },
      ),
      natural: boolField(false),
      noSlot: boolField(false),
      requirements: textListField(),
    }),
    protection: protectionField(),
    attributeMods: attributeModsField(),
    statMods: new f.SchemaField({
      maxMobility: intField("modifier", 0),
      speed: intField("modifier", 0),
      carryingCapacity: intField("modifier", 0),
      perceptionMultiplier: numberField("fraction", 1),
    }),
    rollModifiers: rollModifiersField(),
    use: activationField("passive"),
    set: itemSetField(),
  };
}

/**
 * The set (套装) an item belongs to: a key shared by its items, the dataset ids (`identifier`) of the other items, and
 * the attribute changes granted once while every item of the set is equipped. An empty key = no set.
 */
function itemSetField() {
  const f = foundry.data.fields;
  return new f.SchemaField({ key: textField(), partners: textListField(), bonus: attributeModsField() });
}

/** The whole schema of an item you carry and equip (protection, accessory; weapons add their own fields after it). */
export function equipmentFields<const C extends readonly string[]>(kinds: C) {
  return {
    ...commonItemFields(), ...physicalItemFields(), ...equippableItemFields(),
    kinds: choiceListField(kinds),
    attacks: attacksField(),
  };
}
