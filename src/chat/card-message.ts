/**
 * A system card message's finished element for this reader: the card rendered into the message frame, its buttons
 * and help links bound (on the element: the chat log may be popped out into a window of its own). MeshalChatMessage calls `renderChatMessageHTML` hooks on this element, so other modules see and keep the card.
 */
import { cardStateOf, cardTypeOf } from "./card-state.ts";
import { bindCardActions, renderCardContent } from "./card-render.ts";
import { chatCards } from "./card-registry.ts";
import { messageFrame, whisperNames, type FrameOptions } from "./message-frame.ts";
import { bindRulesLinks } from "../core/rules-reference.ts";

/** A rendered card message and the context its render hook gets (core's message data, as for its own messages). */
export interface RenderedCardMessage {
  element: HTMLElement;
  context: ChatMessage.MessageData;
}

/**
 * Renders `message` as its card, or resolves null when it is no card, its state is invalid, this reader may not see its
 * content, or rendering failed (logged): the caller then keeps core's own rendering, so one bad card never breaks the log.
 */
export async function renderCardMessage(message: ChatMessage.Implementation, options: Partial<FrameOptions> & Record<string, unknown> = {}): Promise<RenderedCardMessage | null> {
  if (!message.isContentVisible) return null;
  const cards = chatCards();
  const type = cardTypeOf(cards.map((c) => c.card), message);
  const registered = cards.find((c) => c.card === type);
  const user = game.user;
  if (!registered || !user || cardStateOf(registered.card, message) === null) return null;
  const frame: FrameOptions = { canDelete: options.canDelete ?? game.user?.isGM === true, canClose: options.canClose ?? false };
  try {
    const content = await renderCardContent(registered, message);
    if (content === null) return null;
    const element = messageFrame(message, content, frame);
    const body = element.querySelector<HTMLElement>(".message-content");
    if (!body) throw new Error("meshal-lite | the message frame has no .message-content");
    bindCardActions(message, body, registered.actions);
    bindRulesLinks(element);
    const context: ChatMessage.MessageData = {
      ...options,
      ...frame,
      message: message.toObject(false),
      user,
      // cast: core passes null for a deleted user's message, where the declared context type wants a User
      author: message.author as User.Implementation,
      alias: message.alias,
      cssClass: element.className,
      isWhisper: message.whisper.length,
      whisperTo: whisperNames(message),
    };
    return { element, context };
  } catch (err) {
    console.error("meshal-lite | chat card render failed", err);
    return null;
  }
}
