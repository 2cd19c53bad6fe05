/**
 * `MeshalChatMessage`: the system's chat cards (progressive, rest, attack, initiative, and older flag-based progressive
 * cards) render as a whole element in this reader's language (src/chat/card-message.ts), and the
 * `renderChatMessageHTML` hooks then run on that finished element, as core runs them on the element it builds. Other
 * messages render as core renders them.
 */
import { renderCardMessage } from "../chat/card-message.ts";

type RenderOptions = Parameters<ChatMessage["renderHTML"]>[0];

/** The system's ChatMessage document class. */
export class MeshalChatMessage extends ChatMessage {
  override async renderHTML(options?: RenderOptions): Promise<HTMLElement> {
    const card = await renderCardMessage(this, { ...options });
    if (!card) return super.renderHTML(options);
    // Core calls the hook once on the element it returns; for a card that element is ours, so the call is ours too.
    Hooks.callAll("renderChatMessageHTML", this, card.element, card.context);
    return card.element;
  }
}
