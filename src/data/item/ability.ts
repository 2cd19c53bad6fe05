/** Abilities (§3.6): level, attribute type, gifted flag, styles, activation, requirements, intensify, attacks. */
import { ABILITY_STYLES, ABILITY_TYPES, ATTRIBUTE_OR_NONE } from "../choices.ts";
import { activationField } from "../fields/activation.ts";
import { attacksField } from "../fields/attack.ts";
import {
  boolField, choiceField, choiceListField, intField, intOrNullField, textField, textListField,
} from "../fields/helpers.ts";
import { commonItemFields } from "./base.ts";

/** The fields of a ability item's `system`. */
export function defineAbilitySchema() {
  const f = foundry.data.fields;
  return {
    ...commonItemFields(),
    level: intField("abilityLevel", 1),
    attributeType: choiceField(ABILITY_TYPES, "common"),
    gifted: boolField(false),
    grantedBy: textField(),
    styles: choiceListField(ABILITY_STYLES),
    magic: boolField(false),
    potentialCost: intOrNullField("potentialAmount"),
    sustain: new f.SchemaField({
      attribute: choiceField(ATTRIBUTE_OR_NONE, ""),
      amount: intOrNullField("abilityLevel"),
    }),
    activation: activationField("passive"),
    additionalActivations: new f.ArrayField(activationField("passive"), { required: true, initial: [] }),
    requirements: textListField(),
    intensify: new f.SchemaField({
      enabled: boolField(false),
      cost: intOrNullField("potentialAmount"),
      costPlusSteps: boolField(false),
      maxSteps: intOrNullField("intensifySteps"),
      maxStepsAttribute: choiceField(ATTRIBUTE_OR_NONE, ""),
      steps: intField("intensifySteps", 0),
      spent: intField("potentialAmount", 0),
      perStep: textField(),
    }),
    attacks: attacksField(),
  };
}

/** Schema type of abilities. */
export type AbilitySchema = ReturnType<typeof defineAbilitySchema>;

