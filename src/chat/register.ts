/**
 * Chat registration (`init`): a TypeDataModel per card sub-type, the GM-side progressive query, the re-roll buttons
 * on points-roll cards, and the progressive starter the dice call. Cards render through MeshalChatMessage.
 */
import { setProgressiveStarter } from "../dice/progressive-starter.ts";
import { cardModel } from "./card-schema.ts";
import { CHAT_CARDS } from "./cards.ts";
import { registerChatListeners } from "./listeners.ts";
import { postProgressiveCard, registerProgressiveQuery } from "./progressive-ops.ts";

/** Registers the chat cards; call once during `init`. */
export function registerChat(): void {
  const models = CONFIG.ChatMessage.dataModels as Record<string, unknown>;
  for (const { card } of CHAT_CARDS) models[card.type] = cardModel(card);
  registerProgressiveQuery();
  registerChatListeners();
  setProgressiveStarter(postProgressiveCard);
}
