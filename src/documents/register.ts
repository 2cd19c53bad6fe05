/** Registers the document classes (actor, item, effect, chat message), non-legacy effect transferral, the life statuses and effect replacement. */
import { MeshalActiveEffect } from "./active-effect.ts";
import { MeshalActor } from "./actor.ts";
import { MeshalChatMessage } from "./chat-message.ts";
import { MeshalItem } from "./item.ts";
import { registerStatuses } from "./status-sync.ts";
import { registerPostureStatuses } from "./posture-statuses.ts";
import { registerEffectReplacement } from "./effect-replacement-hook.ts";
import { registerAdvanceWindows } from "./advance-windows.ts";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof MeshalActor;
    Item: typeof MeshalItem;
    ActiveEffect: typeof MeshalActiveEffect;
    ChatMessage: typeof MeshalChatMessage;
  }
}

/** Called on `init` (also the advancement windows' setting, ./advance-windows.ts). */
export function registerDocuments(): void {
  CONFIG.Actor.documentClass = MeshalActor;
  CONFIG.Item.documentClass = MeshalItem;
  CONFIG.ActiveEffect.documentClass = MeshalActiveEffect;
  CONFIG.ChatMessage.documentClass = MeshalChatMessage;
  CONFIG.ActiveEffect.legacyTransferral = false;
  registerStatuses();
  registerPostureStatuses();
  registerEffectReplacement();
  registerAdvanceWindows();
}
