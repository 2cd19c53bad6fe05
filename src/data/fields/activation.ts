/** How an ability or an item use is activated (abilities README "activation"). */
import { ACTIVATION_KINDS } from "../choices.ts";
import { boolField, choiceField, intOrNullField, textField } from "./helpers.ts";
import { limitField } from "./attack.ts";

/** `{kind, cost, costVariable, time, trigger, limit}`: cost in ⚡ (null for passive/time), time as text ("10 minutes"). */
export function activationField(initialKind: (typeof ACTIVATION_KINDS)[number] = "tactic") {
  return new foundry.data.fields.SchemaField({
    kind: choiceField(ACTIVATION_KINDS, initialKind),
    cost: intOrNullField("cost"),
    costVariable: boolField(false),
    time: textField(),
    trigger: textField(),
    limit: limitField(),
  });
}
