/** Weapon items (§4.1, §4.3): kinds, structured attacks, block modifiers, reload (with the rounds loaded)/charge, ammunition effects. */
import { ATTACK_TYPES, BLOCK_AGAINST, WEAPON_KINDS } from "../choices.ts";
import { extraDamageField } from "../fields/attack.ts";
import {
  boolField, choiceField, choiceListField, intField, intOrNullField, textField, textListField,
} from "../fields/helpers.ts";
import { equipmentFields } from "./base.ts";

/** What a round adds to the attack it is fired in (an ammunition's effects; seed l.248). */
function roundEffectFields() {
  return {
    bonusDice: intField("diceBonus", 0),
    addTypes: choiceListField(ATTACK_TYPES),
    penetration: intField("penetration", 0),
    extraDamage: extraDamageField(),
    riders: textListField(),
  };
}

/** Reload (装填) or charge (充能): capacity, what is loaded now, and the action that refills it. */
function refillFields() {
  return {
    capacity: intField("count", 0),
    value: intField("count", 0),
    cost: intOrNullField("cost"),
    time: textField(),
    perAction: intField("count", 1),
    ammunition: textField(),
  };
}

/**
 * Reload: the refill fields and the rounds loaded, by kind in firing order, each with its round's identifier, name
 * and effects copied when it was loaded (src/actions/loaded-rounds.ts).
 */
function reloadField() {
  const f = foundry.data.fields;
  const round = new f.SchemaField({ identifier: textField(), name: textField(), count: intField("count", 1), ...roundEffectFields() });
  return new f.SchemaField({ ...refillFields(), rounds: new f.ArrayField(round, { required: true, initial: [] }) });
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
    charge: new f.SchemaField(refillFields()),
    ammunition: new f.SchemaField({ replaces: textField(), ...roundEffectFields() }),
  };
}

/** Schema type of weapon items. */
export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

