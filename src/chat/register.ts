/**
 * Chat registration (`init`): a TypeDataModel for every card type registered, whenever it registers (card types
 * register themselves with their owners: src/chat/card-registry.ts). Cards render through MeshalChatMessage.
 */
import { cardModel } from "./card-schema.ts";
import { onEachCardType } from "./card-registry.ts";

/** Installs the card models; call once during `init` (Foundry reads `CONFIG.ChatMessage.dataModels` after it). */
export function registerChat(): void {
  const models: Record<string, unknown> = CONFIG.ChatMessage.dataModels;
  onEachCardType((card) => {
    models[card.type] = cardModel(card);
  });
}
