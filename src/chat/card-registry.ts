/**
 * The registered chat card types with their button handlers. Each owner registers its types at `init`
 * (`registerCardType`); chat knows none by name. Each type gets its TypeDataModel as soon as both the type and the
 * model installer (src/chat/register.ts) are there, so registration order within `init` does not matter.
 */
import type { AnyChatCardType } from "./card-type.ts";

/** A button handler of a card: the message, the click and the `[data-action]` element clicked. */
export type CardAction = (message: ChatMessage.Implementation, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** A card type's handlers by `data-action`. */
export type CardActions = Record<string, CardAction>;

/** A card type with its handlers, as registered. */
export interface RegisteredCard {
  card: AnyChatCardType;
  actions: CardActions;
}

const registered: RegisteredCard[] = [];
let installModel: ((card: AnyChatCardType) => void) | null = null;

/** Registers a card type and its handlers (none for a card without buttons); one registration per sub-type. */
export function registerCardType(card: AnyChatCardType, actions: CardActions = {}): void {
  if (registered.some((r) => r.card.type === card.type)) throw new Error(`meshal-lite | chat card type "${card.type}" is registered twice`);
  registered.push({ card, actions });
  installModel?.(card);
}

/** The registered card types, in registration order. */
export function chatCards(): readonly RegisteredCard[] {
  return registered;
}

/** Runs `install` for every card type registered so far and every one registered later. */
export function onEachCardType(install: (card: AnyChatCardType) => void): void {
  installModel = install;
  for (const { card } of registered) install(card);
}
