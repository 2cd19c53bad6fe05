/**
 * Attackable objects (§8.2: a door, a wall, a chest): what an object stores (material, thickness in steps and in
 * digits, modifiers, durability left) and what is derived from the table in use (maximum durability, protections,
 * immunities, condition). The derivation is pure, so the model and the tests run the same code.
 */
import {
  OBJECT_MATERIALS, OBJECT_MODIFIER_IDS, isObjectMaterial, isObjectModifier, objectCondition, objectProfile,
  type ObjectCondition, type ObjectInput, type ObjectModifierId, type ObjectTable, type ProtectionType, type Protections,
} from "../../rules/index.ts";
import { htmlField } from "../fields/helpers.ts";

/** Highest durability an object stores (bounds the token bar and the attack card's numbers). */
export const MAX_OBJECT_DURABILITY = 9999;
/** Thickness bounds (steps or digits): above 0, at most a 1000. */
export const OBJECT_THICKNESS = { min: 0.01, max: 1000 } as const;

const labelled = (list: readonly string[], group: string) => Object.fromEntries(list.map((id) => [id, `MESHAL.Object.${group}.${id}`]));

/** The fields of an object's `system`. */
export function defineObjectSchema() {
  const f = foundry.data.fields;
  const thickness = (initial: number) => new f.NumberField({ required: true, nullable: false, integer: false, min: OBJECT_THICKNESS.min, max: OBJECT_THICKNESS.max, initial });
  return {
    material: new f.StringField({ required: true, nullable: false, blank: false, choices: labelled(OBJECT_MATERIALS, "material"), initial: "wood" }),
    thicknessSteps: thickness(1),
    thicknessDigits: thickness(2),
    modifiers: new f.ArrayField(new f.StringField({ required: true, nullable: false, blank: false, choices: labelled(OBJECT_MODIFIER_IDS, "modifier") }), { required: true, initial: [] }),
    // null = untouched: the object is whole at whatever maximum its table gives.
    durability: new f.SchemaField({
      value: new f.NumberField({ required: true, nullable: true, integer: true, min: 0, max: MAX_OBJECT_DURABILITY, initial: null }),
    }),
    description: htmlField(),
  };
}

/** Schema type of objects. */
export type ObjectSchema = ReturnType<typeof defineObjectSchema>;

/** An object's `system` once prepared. */
export type ObjectDerivedData = {
  table: ObjectTable;
  durability: { value: number; max: number };
  protection: Protections;
  immune: ProtectionType[];
  condition: ObjectCondition;
  /** The stored modifiers the table in use applies. */
  activeModifiers: ObjectModifierId[];
};

/** What an object stores, as the derivation reads it (choices as plain strings: a stored one may be unknown). */
export interface StoredObject extends Omit<ObjectInput, "material" | "modifiers"> {
  material: string;
  modifiers: readonly string[];
  durability: { value: number | null };
}

/**
 * Writes the derived values onto a prepared object's `system` (stored fields are kept, derived ones set beside them).
 * A profile the table cannot give (a stored thickness out of range) is logged and leaves a 0-durability object.
 */
export function applyObjectDerived(system: StoredObject, table: ObjectTable): ObjectDerivedData {
  let profile;
  try {
    if (!isObjectMaterial(system.material)) throw new RangeError(`unknown material "${system.material}"`);
    profile = objectProfile({ ...system, material: system.material, modifiers: system.modifiers.filter(isObjectModifier) }, table);
  } catch (err) {
    console.error("meshal-lite | could not derive object data", err);
    profile = { table, maxDurability: 0, protection: { physical: 0, erosion: 0, occult: 0 }, immune: [], modifiers: [] };
  }
  const max = profile.maxDurability;
  const stored = system.durability.value;
  const value = Math.max(0, Math.min(max, stored ?? max));
  const derived: ObjectDerivedData = {
    table,
    durability: { value, max },
    protection: profile.protection,
    immune: profile.immune,
    condition: objectCondition(value, max, table),
    activeModifiers: profile.modifiers,
  };
  const { durability, ...rest } = derived;
  Object.assign(system, rest);
  // The stored durability object is kept (and its value replaced): the model's own field stays in place.
  Object.assign(system.durability, durability);
  return derived;
}
