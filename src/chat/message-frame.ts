/**
 * The element of a system card message: the frame core v13 gives every chat message (the `<li>` with its header:
 * sender, time, delete/dismiss, whisper recipients, flavor) around the card as `.message-content`. The system builds it
 * itself so the card is in place before `renderChatMessageHTML` hooks run; the markup follows core's chat message (as
 * Draw Steel 0.11.1 rebuilds it for its own messages), so the chat log's delete/dismiss actions and styles apply.
 */
import { localization } from "../core/i18n.ts";

/** What the chat log asks of a rendered message. */
export interface FrameOptions {
  canDelete: boolean;
  canClose: boolean;
}

/** The parts of a message the frame shows. */
type FramedMessage = Pick<ChatMessage.Implementation, "id" | "alias" | "timestamp" | "whisper" | "blind" | "flavor">;

const escape = (text: string) => foundry.utils.escapeHTML(text);

/** The names of the users a message is whispered to. */
export function whisperNames(message: Pick<ChatMessage.Implementation, "whisper">): string {
  return message.whisper.map((id) => (id ? (game.users?.get(id)?.name ?? "") : "")).filter(Boolean).join(", ");
}

/** The frame's HTML around `content` (the card's HTML, already safe). */
export function messageFrameHTML(message: FramedMessage, content: string, options: FrameOptions): string {
  const i18n = localization();
  const whisperTo = whisperNames(message);
  const classes = ["chat-message", "message", "flexcol", message.whisper.length ? "whisper" : "", message.blind ? "blind" : ""].filter(Boolean);
  const remove = options.canDelete
    ? `<a aria-label="${escape(i18n.localize("MESHAL.Chat.deleteMessage"))}" class="message-delete" data-action="deleteMessage"><i class="fa-solid fa-trash" inert></i></a>`
    : "";
  const dismiss = options.canClose
    ? `<a aria-label="${escape(i18n.localize("MESHAL.Chat.dismissMessage"))}" class="message-dismiss" data-action="dismissMessage"><i class="fa-solid fa-xmark" inert></i></a>`
    : "";
  return `<li class="${classes.join(" ")}" data-message-id="${escape(message.id ?? "")}">`
    + `<header class="message-header flexrow"><h4 class="message-sender">${escape(message.alias ?? "")}</h4>`
    + `<span class="message-metadata"><time class="message-timestamp">${escape(foundry.utils.timeSince(new Date(message.timestamp)))}</time>${remove}${dismiss}</span>`
    + (whisperTo ? `<span class="whisper-to">${escape(i18n.localize("MESHAL.Chat.whisperTo"))}: ${escape(whisperTo)}</span>` : "")
    // Core shows a message's flavor as HTML too.
    + (message.flavor ? `<span class="flavor-text">${message.flavor}</span>` : "")
    + `</header><div class="message-content">${content}</div></li>`;
}

/** The frame as an element (one root, so `parseHTML` gives the element itself). */
export function messageFrame(message: FramedMessage, content: string, options: FrameOptions): HTMLElement {
  const parsed = foundry.utils.parseHTML(messageFrameHTML(message, content, options));
  if (!(parsed instanceof HTMLElement)) throw new Error("meshal-lite | a chat message frame must have one root element");
  return parsed;
}
