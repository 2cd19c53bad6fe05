/**
 * Field builders for chat card schemas: ordinary Foundry fields with the options cards need — integers with bounds,
 * text with a maximum length, lists with a maximum size. The limits are field options (`maxLength`, `maxItems`, read
 * by the data layer's walker, src/data/schema-check.ts) and `validate` hooks (enforced by Foundry), so the card model
 * and the pure validator read one definition. Calling a builder needs `foundry.data.fields` (the recorder in Node).
 */
type Field = foundry.data.fields.DataField.Any;

const f = () => foundry.data.fields;

/** Length check of a text field's `validate` option (the walker checks the same `maxLength`). */
export const withinLength = (maxLength: number, value: unknown): boolean => typeof value !== "string" || value.length <= maxLength;

/** Size check of a list field's `validate` option (the walker checks the same `maxItems`). */
export const withinCount = (maxItems: number, value: unknown): boolean => !Array.isArray(value) || value.length <= maxItems;

/** An integer from `min` to `max`. */
export function cardInt(min: number, max: number, initial = min): Field {
  return new (f().NumberField)({ required: true, nullable: false, integer: true, min, max, initial });
}

function text(maxLength: number, nullable: boolean, blank: boolean, initial: string | null, choices?: readonly string[]): Field {
  // `maxLength` is our own option (not one of Foundry's); the walker reads it from the field's options.
  const options = {
    required: true, nullable, blank, initial, maxLength,
    ...(choices ? { choices: [...choices] } : {}),
    validate: (value: unknown) => withinLength(maxLength, value),
    validationError: `must be at most ${maxLength} characters`,
  };
  return new (f().StringField)(options);
}

/** Free text up to `maxLength` characters (may be empty). */
export const cardText = (maxLength: number, initial = ""): Field => text(maxLength, false, true, initial);

/** Non-empty text up to `maxLength` characters, or null. */
export const cardTextOrNull = (maxLength: number): Field => text(maxLength, true, false, null);

/** One of `choices`. */
export const cardChoice = (choices: readonly string[], initial = choices[0] ?? ""): Field =>
  text(Math.max(0, ...choices.map((c) => c.length)), false, false, initial, choices);

/** True or false. */
export const cardBool = (initial = false): Field => new (f().BooleanField)({ required: true, initial });

/** A list of `of`, at most `maxItems` long (`maxItems` is our own option, read by the walker). */
export function cardList(of: Field, maxItems: number): Field {
  const options = {
    required: true, initial: [], maxItems,
    validate: (value: unknown) => withinCount(maxItems, value),
    validationError: `must have at most ${maxItems} entries`,
  };
  return new (f().ArrayField)(of, options);
}

/** A nested object. */
export const cardObject = (fields: Record<string, Field>): Field => new (f().SchemaField)(fields);
