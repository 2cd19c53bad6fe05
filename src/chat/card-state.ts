/**
 * Reading a card's state from a message: the `system` data of a message of the card's sub-type, or, for a card
 * posted before the sub-types existed, the state an older version kept in the system's flags. Either way the state
 * must satisfy the card's schema, so malformed or hand-edited data is never rendered or changed. No Foundry globals.
 */
import { isRecord, recordAt } from "../rules/guards.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import { readCardState } from "./card-schema.ts";
import type { AnyChatCardType, ChatCardType } from "./card-type.ts";

/** The parts of a ChatMessage this module reads. */
export interface MessageLike {
  type?: string | null;
  system?: unknown;
  flags?: unknown;
}

/** A model's plain data (`toObject`), or the value itself when it is already plain. */
function plain(system: unknown): unknown {
  return isRecord(system) && typeof system.toObject === "function" ? system.toObject() : system;
}

/** Is this message an older flag-based card of `card`'s kind (rather than a message of its sub-type)? */
export function isLegacyCard(card: AnyChatCardType, message: MessageLike): boolean {
  return message.type !== card.type && legacySource(card, message) !== undefined;
}

function legacySource(card: AnyChatCardType, message: MessageLike): unknown {
  if (!card.legacyState) return undefined;
  const scope = recordAt(message.flags, SYSTEM_ID);
  if (!scope) return undefined;
  return card.legacyState(scope) ?? undefined;
}

/** The card's state kept by `message`, or `null` when the message is not such a card or its state is invalid. */
export function cardStateOf<S>(card: ChatCardType<S>, message: MessageLike): S | null {
  const source = message.type === card.type ? plain(message.system) : legacySource(card, message);
  const stored = source === undefined ? null : readCardState<S>(card, source);
  return stored && card.decode ? card.decode(stored) : stored;
}

/** The first card type `message` belongs to (by sub-type, then by legacy flags), or `null`. */
export function cardTypeOf(cards: readonly AnyChatCardType[], message: MessageLike): AnyChatCardType | null {
  return cards.find((c) => c.type === message.type) ?? cards.find((c) => isLegacyCard(c, message)) ?? null;
}
