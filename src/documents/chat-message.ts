/**
 * `MeshalChatMessage`: after core builds a message's element, the system's chat cards (progressive, rest, and older
 * flag-based progressive cards) replace its content with their template rendered here, in this reader's language.
 */
import { renderChatCard } from "../chat/cards.ts";

/** The system's ChatMessage document class. */
export class MeshalChatMessage extends ChatMessage {
  override async renderHTML(options?: Parameters<ChatMessage["renderHTML"]>[0]): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    await renderChatCard(this, html);
    return html;
  }
}
