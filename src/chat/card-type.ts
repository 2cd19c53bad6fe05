/**
 * What a chat card type is: a message sub-type with a schema (its model's `defineSchema()`), a template, and a context
 * builder run on each reader's client. A type that needs more of the reader than chat knows (e.g. the defender behind
 * an actor) extends the reader with `reader`. Button handlers are registered beside the type (card-registry.ts), so
 * this part stays importable in plain Node. Types only.
 */

/** What a card may ask about the client rendering it. */
export interface CardReader {
  /** Foundry's `game.i18n.localize` of the reader. */
  localize(key: string): string;
  /** Does the reader own the document with this UUID? Unknown documents count as owned (nothing to protect). */
  owns(uuid: string): boolean;
  /** Is the reader a GM? (Absent = no.) */
  isGM?: boolean;
  /** Is an active GM connected to answer requests? (Absent = yes.) */
  gmOnline?: boolean;
  /** Foundry's `game.i18n.lang` of the reader: the language of catalogue text a card keeps in both (absent = English). */
  lang?: string;
  /** Was the card written by a GM (src/chat/card-trust.ts), so its state may decide something? (Absent = yes.) */
  gmWritten?: boolean;
}

/** One chat card type. `S` is its state (the message's `system` data), `R` the reader its context reads. */
export interface ChatCardType<S, R extends CardReader = CardReader> {
  /** The ChatMessage sub-type (a key of `documentTypes.ChatMessage` in system.json). */
  type: string;
  /** Template path under the system, e.g. `templates/chat/rest.hbs`. */
  template: string;
  /** The state's schema (ordinary Foundry fields, src/chat/card-fields.ts): the model's and the validator's one definition. */
  defineSchema(): foundry.data.fields.DataSchema;
  /** Template context for one reader. */
  context(state: S, reader: R): object;
  /** The reader this type's context needs, built on the client's base reader (absent when the base one is enough). */
  reader?(base: CardReader): R;
  /** The state as the card's code reads it, from a stored state its schema accepted (absent: the same); null = unreadable. */
  decode?(stored: S): S | null;
  /** State kept by an older version of the card (before it had a sub-type), or `null`. */
  legacyState?(flags: Record<string, unknown>): unknown;
}

/** A card type with its state and reader types erased, for registries (method parameters are bivariant, so any card fits). */
export type AnyChatCardType = ChatCardType<unknown>;
