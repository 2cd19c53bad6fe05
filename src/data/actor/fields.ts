/** Field groups shared by character and NPC schemas (§3.1). */
import { AGE_STAGE_CHOICES, ATTACK_TYPES } from "../choices.ts";
import {
  boolField, choiceField, choiceListField, htmlField, intField, numberField, protectionField, textField,
} from "../fields/helpers.ts";

/** Character attributes: trained values (§3.2). */
export function characterAttributesField() {
  const f = foundry.data.fields;
  const one = () =>
    new f.SchemaField({ trained: intField("trained", 3), lost: intField("lost", 0), temp: intField("modifier", 0), invalid: boolField(false) });
  return new f.SchemaField({ might: one(), energy: one(), spirit: one() });
}

/** NPC attributes: the base value directly (GM-friendly; features are not added). */
export function npcAttributesField() {
  const f = foundry.data.fields;
  const one = () =>
    new f.SchemaField({ base: intField("npcBase", 3), lost: intField("lost", 0), temp: intField("modifier", 0), invalid: boolField(false) });
  return new f.SchemaField({ might: one(), energy: one(), spirit: one() });
}

/** Fields both actor types share: protection bonus, immunity, mobility, speed bonus. */
export function commonActorFields() {
  const f = foundry.data.fields;
  return {
    protection: protectionField(),
    immune: choiceListField(ATTACK_TYPES),
    mobility: new f.SchemaField({ value: intField("mobility", 3), max: intField("mobility", 3), owed: intField("mobility", 0), paid: intField("mobility", 0) }),
    speed: numberField("speed", 0),
    // §7.2 [DEC] death is stored: set when the dice reach 0/0/0 (or by the GM), cleared only by `actor.revive()`
    life: new f.SchemaField({ dead: boolField(false), revivals: intField("count", 0) }),
    // §5.5 [OPT] the creature carried on the back: its actor UUID and name as they were when it was picked up
    carrying: new f.SchemaField({ uuid: textField(), name: textField() }),
  };
}

/** Biography and notes (HTML, system.json htmlFields) plus the optional extra features (§3.7). */
export function detailsField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    biography: htmlField(),
    notes: htmlField(),
    alias: textField(),
    height: textField(),
    weight: textField(),
    looks: textField(),
    personality: textField(),
    sexuality: textField(),
    hobby: textField(),
    age: textField(),
    // §7.2 [OPT] age stage, and the years since becoming aged (the natural-death difficulty)
    ageStage: choiceField(AGE_STAGE_CHOICES, ""),
    agedYears: intField("count", 0),
  });
}
