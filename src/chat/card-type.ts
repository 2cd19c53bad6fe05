/**
 * The shape every Meshal chat card type follows: a message sub-type with a schema (its model's `defineSchema()`), a template, and a context builder run on each reader's client. Button handlers are bound separately
 * (cards.ts) so this part stays importable in plain Node. Types only.
 */
import type { DefenderState } from "../combat/defense-options.ts";

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
  /** Was the card written by a GM (src/chat/card-trust.ts), so its state may decide something? (Absent = yes.) */
  gmWritten?: boolean;
  /** The defender behind an actor UUID as the reader's client sees it now (cards offering defenses), or null. */
  defender?(actorUuid: string): DefenderState | null;
}

/** One chat card type. `S` is its state: the message's `system` data. */
export interface ChatCardType<S> {
  /** The ChatMessage sub-type (a key of `documentTypes.ChatMessage` in system.json). */
  type: string;
  /** Template path under the system, e.g. `templates/chat/rest.hbs`. */
  template: string;
  /** The state's schema (ordinary Foundry fields, src/chat/card-fields.ts): the model's and the validator's one definition. */
  defineSchema(): foundry.data.fields.DataSchema;
  /** Template context for one reader. */
  context(state: S, reader: CardReader): object;
  /** State kept by an older version of the card (before it had a sub-type), or `null`. */
  legacyState?(flags: Record<string, unknown>): unknown;
}

/** A card type with its state type erased, for registries (method parameters are bivariant, so any card fits). */
export type AnyChatCardType = ChatCardType<unknown>;
