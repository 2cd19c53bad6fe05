/**
 * Renders a chat card on the reading client: its template with the card's context, in this client's language, and
 * one delegated click listener on the message content that runs the card type's `data-action` handlers.
 */
import { isRecord } from "../rules/guards.ts";
import { closestTo } from "../core/dom.ts";
import { documentAt } from "../core/document-guards.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import type { CardActions, RegisteredCard } from "./card-registry.ts";
import { cardStateOf } from "./card-state.ts";
import { isGmWritten } from "./card-trust.ts";
import type { CardReader } from "./card-type.ts";

/** The client reading `message`'s card, as every card type sees it. */
function currentReader(message: ChatMessage.Implementation): CardReader {
  return {
    localize: (key) => game.i18n?.localize(key) ?? key,
    owns: (uuid) => {
      // Never throws (v13 throws for an unknown embedded name): one stale UUID must not blank the whole card.
      const doc = documentAt(uuid);
      return !isRecord(doc) || doc.isOwner !== false;
    },
    isGM: game.user?.isGM === true,
    gmOnline: Boolean(game.users?.activeGM),
    lang: game.i18n?.lang,
    gmWritten: isGmWritten(message),
  };
}

/** Runs a handler once at a time per button (a double click would roll twice). */
function runOnce(target: HTMLElement, run: () => Promise<void>): void {
  if (target.hasAttribute("disabled")) return;
  target.setAttribute("disabled", "");
  run()
    .catch((err: unknown) => console.error(`${SYSTEM_ID} | chat card action failed`, err))
    .finally(() => target.removeAttribute("disabled"));
}

/** Binds the card's one delegated click listener on `root` (the message content holding the card). */
export function bindCardActions(message: ChatMessage.Implementation, root: HTMLElement, actions: CardActions): void {
  root.addEventListener("click", (event) => {
    const target = closestTo(event, "[data-action]");
    const handler = target && root.contains(target) ? actions[target.dataset.action ?? ""] : undefined;
    if (!target || !handler) return;
    event.preventDefault();
    event.stopPropagation(); // the chat log's own action handling must not see the card's buttons
    runOnce(target, () => handler(message, event, target));
  });
}

/** The card's HTML for this reader, or null when the message holds no valid state for the card. */
export async function renderCardContent({ card }: RegisteredCard, message: ChatMessage.Implementation): Promise<string | null> {
  const state = cardStateOf(card, message);
  if (state === null) return null;
  const base = currentReader(message);
  const reader = card.reader ? card.reader(base) : base;
  const path = `systems/${SYSTEM_ID}/${card.template}`;
  return foundry.applications.handlebars.renderTemplate(path, { ...card.context(state, reader) });
}
