/**
 * Field builders shared by every schema. Each reads its choices and bounds from src/data/choices.ts,
 * the same tables the pure validator uses. Call these only inside `defineSchema()` (they need `foundry`).
 */
import { BOUNDS, choiceLabels, type BoundName } from "../choices.ts";

/** Shorthand for Foundry's field classes. */
export const fields = () => foundry.data.fields;

/** A required integer within the named bounds. */
export function intField(bound: BoundName, initial: number) {
  const b = BOUNDS[bound];
  return new foundry.data.fields.NumberField({ required: true, nullable: false, integer: true, min: b.min, max: b.max, initial });
}

/** An integer within the named bounds that may be null (null = "not given"). */
export function intOrNullField(bound: BoundName) {
  const b = BOUNDS[bound];
  return new foundry.data.fields.NumberField({ required: true, nullable: true, integer: true, min: b.min, max: b.max, initial: null });
}

/** A required number (fractions allowed) within the named bounds. */
export function numberField(bound: BoundName, initial: number) {
  const b = BOUNDS[bound];
  return new foundry.data.fields.NumberField({ required: true, nullable: false, integer: false, min: b.min, max: b.max, initial });
}

/** A number (fractions allowed) within the named bounds that may be null. */
export function numberOrNullField(bound: BoundName) {
  const b = BOUNDS[bound];
  return new foundry.data.fields.NumberField({ required: true, nullable: true, integer: false, min: b.min, max: b.max, initial: null });
}

/** A string restricted to one of `choices` (blank allowed only when "" is one of them). */
export function choiceField<const C extends readonly string[]>(choices: C, initial: C[number]) {
  type Choice = C[number];
  return new foundry.data.fields.StringField<foundry.data.fields.StringField.Options, Choice | null | undefined, Choice, Choice>({
    required: true, nullable: false, blank: choices.includes(""), choices: choiceLabels(choices) ?? [...choices], initial,
  });
}

/** A string restricted to one of `choices`, or null ("not applicable"). */
export function choiceOrNullField<const C extends readonly string[]>(choices: C) {
  type Choice = C[number] | null;
  return new foundry.data.fields.StringField<foundry.data.fields.StringField.Options, Choice | undefined, Choice, Choice>({
    required: true, nullable: true, blank: false, choices: choiceLabels(choices) ?? [...choices], initial: null,
  });
}

/** A list of distinct strings, each one of `choices`. */
export function choiceListField<const C extends readonly string[]>(choices: C) {
  const inner = new foundry.data.fields.StringField({
    required: true, nullable: false, blank: false, choices: choiceLabels(choices) ?? [...choices],
  });
  return new foundry.data.fields.ArrayField(inner, { required: true, initial: [] });
}

/** Free plain text (may be empty). */
export function textField(initial = "") {
  return new foundry.data.fields.StringField({ required: true, nullable: false, blank: true, initial });
}

/** A list of free strings (ids of other documents, requirement lines …). */
export function textListField() {
  const inner = new foundry.data.fields.StringField({ required: true, nullable: false, blank: false });
  return new foundry.data.fields.ArrayField(inner, { required: true, initial: [] });
}

/** A boolean flag. */
export function boolField(initial = false) {
  return new foundry.data.fields.BooleanField({ required: true, initial });
}

/** Rich HTML text (listed in system.json htmlFields). */
export function htmlField() {
  return new foundry.data.fields.HTMLField({ required: true, blank: true, initial: "" });
}

/** `{might, energy, spirit}` integer modifiers (default 0). */
export function attributeModsField() {
  return new foundry.data.fields.SchemaField({
    might: intField("modifier", 0),
    energy: intField("modifier", 0),
    spirit: intField("modifier", 0),
  });
}

/** `{physical, erosion, occult}` protections (default 0; may be negative = weakness). */
export function protectionField() {
  return new foundry.data.fields.SchemaField({
    physical: intField("protection", 0),
    erosion: intField("protection", 0),
    occult: intField("protection", 0),
  });
}
