/**
 * Renders a chat card on the reading client: its template with the card's context, in this client's language, and
 * one delegated click listener on the message content that runs the card type's `data-action` handlers.
 */
import { SYSTEM_ID } from "../settings.ts";
import { defenderStateOf, type DefenderSource } from "../combat/defender-state.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import { cardStateOf } from "./card-state.ts";
import { isGmWritten } from "./card-trust.ts";
import type { AnyChatCardType, CardReader } from "./card-type.ts";

/** A button handler of a card: the message, the click and the `[data-action]` element clicked. */
export type CardAction = (message: ChatMessage.Implementation, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** A card type's handlers by `data-action`. */
export type CardActions = Record<string, CardAction>;

/** A card type with its handlers, as registered. */
export interface RegisteredCard {
  card: AnyChatCardType;
  actions: CardActions;
}

/** The client reading `message`'s card. */
function currentReader(message: ChatMessage.Implementation): CardReader {
  return {
    localize: (key) => game.i18n?.localize(key) ?? key,
    owns: (uuid) => {
      // Not strict: a malformed or stale UUID must not break rendering.
      const doc = fromUuidSync(uuid, { strict: false }) as { isOwner?: boolean } | null;
      return !doc || doc.isOwner !== false;
    },
    isGM: game.user?.isGM === true,
    gmOnline: Boolean(game.users?.activeGM),
    gmWritten: isGmWritten(message),
    defender: (uuid) => {
      // Cast: an actor's prepared system is read through the plain shape the pure defender reader takes.
      const actor = fromUuidSync(uuid, { strict: false }) as unknown as DefenderSource | null;
      return actor?.system?.attributes ? defenderStateOf(actor, { mobilityTracked: actorCombatTurn(actor).inCombat }) : null;
    },
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
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    const handler = target && root.contains(target) ? actions[target.dataset.action ?? ""] : undefined;
    if (!target || !handler) return;
    event.preventDefault();
    event.stopPropagation(); // the chat log's own action handling must not see the card's buttons
    runOnce(target, () => handler(message, event, target));
  });
}

/** The card's HTML for this reader, or null when the message holds no valid state for the card. */
export async function renderCardContent(registered: RegisteredCard, message: ChatMessage.Implementation): Promise<string | null> {
  const state = cardStateOf(registered.card, message);
  if (state === null) return null;
  const path = `systems/${SYSTEM_ID}/${registered.card.template}`;
  return foundry.applications.handlebars.renderTemplate(path, registered.card.context(state, currentReader(message)) as Record<string, unknown>);
}

