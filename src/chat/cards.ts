/**
 * The chat cards with their button handlers. To add a card: a pure `<name>-card.ts` (fields, template, context)
 * listed in card-types.ts, its handlers here, a template under templates/chat and its sub-type in system.json.
 */
import { cardTypeOf } from "./card-state.ts";
import { renderCardInto, type CardActions, type RegisteredCard } from "./card-render.ts";
import { CHAT_CARD_TYPES } from "./card-types.ts";
import { PROGRESSIVE_ACTIONS } from "./progressive-actions.ts";
import { ATTACK_ACTIONS } from "../combat/attack-actions.ts";

/** Button handlers by card sub-type; a card without buttons has none. */
const CARD_ACTIONS: Readonly<Record<string, CardActions>> = {
  progressive: PROGRESSIVE_ACTIONS,
  attack: ATTACK_ACTIONS,
};

/** The registered cards. */
export const CHAT_CARDS: readonly RegisteredCard[] = CHAT_CARD_TYPES.map((card) => ({ card, actions: CARD_ACTIONS[card.type] ?? {} }));

/**
 * Renders the card of `message` (by sub-type, or an older flag-based card) into the element core rendered for it.
 * Other messages, and messages whose content this user may not see, are left alone. A failure is logged and the
 * core rendering kept, so one bad card never breaks the chat log.
 */
export async function renderChatCard(message: ChatMessage.Implementation, element: HTMLElement): Promise<void> {
  if (!message.isContentVisible) return;
  const type = cardTypeOf(CHAT_CARD_TYPES, message);
  const registered = CHAT_CARDS.find((c) => c.card === type);
  if (!registered) return;
  try {
    await renderCardInto(registered, message, element);
  } catch (err) {
    console.error("meshal-lite | chat card render failed", err);
  }
}
