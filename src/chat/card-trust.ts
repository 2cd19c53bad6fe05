/**
 * Whose word a card is. A message's author may rewrite the message (its system data, rolls and flags) at any time, and
 * the server does not run the system's data model, so a card whose state decides something is trusted only when a GM
 * wrote it: the GM's client then re-derived everything it holds. A card a player authored (every card posted before
 * the GM wrote them) is read-only. No Foundry globals.
 */

/** The parts of a ChatMessage this module reads: its author as the server recorded it. */
export interface AuthoredMessage {
  author?: { isGM?: boolean } | null;
}

/** Was `message` written by a GM, so its state may decide what happens to documents its readers do not own? */
export function isGmWritten(message: AuthoredMessage): boolean {
  return message.author?.isGM === true;
}
