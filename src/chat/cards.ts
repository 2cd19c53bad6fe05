/**
 * The chat cards with their button handlers. To add a card: a pure `<name>-card.ts` (fields, template, context)
 * listed in card-types.ts, its handlers here, a template under templates/chat and its sub-type in system.json.
 */
import type { CardActions, RegisteredCard } from "./card-render.ts";
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

