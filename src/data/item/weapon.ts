/** Weapon items (§4.1, §4.3): kinds, structured attacks, block modifiers, reload/charge, ammunition effects. */
import { ATTACK_TYPES, BLOCK_AGAINST, WEAPON_KINDS } from "../choices.ts";
import { extraDamageField } from "../fields/attack.ts";
import {
  boolField, choiceField, choiceListField, intField, intOrNullField, textField, textListField,
} from "../fields/helpers.ts";
import { equipmentFields } from "./base.ts";

/** Reload (装填) or charge (充能): capacity, what is loaded now, and the action that refills it. */
function reloadField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    capacity: intField("count", 0),
    value: intField("count", 0),
    cost: intOrNullField("cost"),
    time: textField(),
    perAction: intField("count", 1),
    ammunition: textField(),
  });
}

/** The fields of a weapon item's `system`. */
export function defineWeaponSchema() {
  const f = foundry.data.fields;
  return {
    ...equipmentFields(WEAPON_KINDS),
    block: new f.SchemaField({
      modifier: intField("modifier", 0),
      against: choiceField(BLOCK_AGAINST, "any"),
      canBlockRanged: boolField(false),
      cannotBlockAlone: boolField(false),
    }),
    reload: reloadField(),
    charge: reloadField(),
    ammunition: new f.SchemaField({
      replaces: textField(),
      bonusDice: intField("diceBonus", 0),
      addTypes: choiceListField(ATTACK_TYPES),
      penetration: intField("penetration", 0),
      extraDamage: extraDamageField(),
      riders: textListField(),
    }),
  };
}

/** Schema type of weapon items. */
export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

