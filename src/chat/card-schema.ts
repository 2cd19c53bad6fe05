/**
 * Builds a card's TypeDataModel from its pure field description (card-spec.ts): integers with their bounds, strings
 * with their choices and maximum length, lists with their maximum size. Needs `foundry`; call at `init`.
 */
import { withinCount, withinLength, type CardField, type CardFields } from "./card-spec.ts";
import type { AnyChatCardType } from "./card-type.ts";

type Field = foundry.data.fields.DataField.Any;

/** The Foundry field for one card field. */
export function schemaField(field: CardField): Field {
  const f = foundry.data.fields;
  switch (field.t) {
    case "int":
      return new f.NumberField({ required: true, nullable: false, integer: true, min: field.min, max: field.max, initial: field.initial });
    case "str":
      return new f.StringField({
        required: true, nullable: field.nullable, blank: field.blank, initial: field.initial,
        ...(field.choices ? { choices: [...field.choices] } : {}),
        validate: (value: unknown) => withinLength(field.maxLength, value),
        validationError: `must be at most ${field.maxLength} characters`,
      });
    case "bool":
      return new f.BooleanField({ required: true, initial: field.initial });
    case "list":
      return new f.ArrayField(schemaField(field.of), {
        required: true, initial: [],
        validate: (value: unknown) => withinCount(field.maxItems, value),
        validationError: `must have at most ${field.maxItems} entries`,
      });
    case "obj":
      return new f.SchemaField(cardSchema(field.fields));
  }
}

/** The schema of a card's state. */
export function cardSchema(fields: CardFields): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, schemaField(field)]));
}

/** The TypeDataModel of a card type (one class per type, made at registration). */
export function cardModel(card: AnyChatCardType) {
  return class ChatCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
    static readonly cardType = card.type;
    static override defineSchema(): foundry.data.fields.DataSchema {
      return cardSchema(card.fields);
    }
  };
}
