/**
 * A card's TypeDataModel (its `defineSchema()` is the card type's schema) and the pure validator derived from the same
 * schema by the data layer's walker. Building either needs `foundry.data.fields`; call the model factory at `init`.
 */
import { checkSchema, type FieldLike } from "../data/schema-check.ts";
import type { AnyChatCardType } from "./card-type.ts";

const built = new Map<AnyChatCardType, Record<string, FieldLike>>();

/** The card's schema, built once. */
function schemaOf(card: AnyChatCardType): Record<string, FieldLike> {
  let schema = built.get(card);
  if (!schema) {
    schema = card.defineSchema();
    built.set(card, schema);
  }
  return schema;
}

/** Every problem of `value` against a card's schema (empty when it is valid). Unknown extra keys are ignored. */
export function cardProblems(card: AnyChatCardType, value: unknown): string[] {
  const out: string[] = [];
  checkSchema(schemaOf(card), value, out);
  return out.map((m) => (m.startsWith(": ") ? `system${m}` : m));
}

/** `value` as the card's state type `S` when it satisfies the schema, otherwise `null`. */
export function readCardState<S>(card: AnyChatCardType, value: unknown): S | null {
  // cast: S is the state type the card declares for this schema, and a value the schema accepts has that shape
  return cardProblems(card, value).length === 0 ? (value as S) : null;
}

/** The TypeDataModel of a card type (one class per type, made at registration). */
export function cardModel(card: AnyChatCardType) {
  return class ChatCardData extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, ChatMessage.Implementation> {
    static readonly cardType = card.type;
    static override defineSchema(): foundry.data.fields.DataSchema {
      return card.defineSchema();
    }
  };
}
