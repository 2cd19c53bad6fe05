/** Misc items (§4.1): food, drink, medicine, document, tool, currency, sundry (+ newer material, add-on). */
import { GEAR_KINDS } from "../choices.ts";
import { activationField } from "../fields/activation.ts";
import { attacksField } from "../fields/attack.ts";
import { boolField, choiceListField, intField, textField } from "../fields/helpers.ts";
import { commonItemFields, physicalItemFields } from "./base.ts";

/** The fields of a gear item's `system`. */
export function defineGearSchema() {
  const f = foundry.data.fields;
  return {
    ...commonItemFields(),
    ...physicalItemFields(),
    kinds: choiceListField(GEAR_KINDS),
    uses: new f.SchemaField({ value: intField("count", 0), max: intField("count", 0) }),
    use: activationField("time"),
    consumable: boolField(false),
    becomes: textField(),
    attacks: attacksField(),
  };
}

/** Schema type of gear. */
export type GearSchema = ReturnType<typeof defineGearSchema>;

