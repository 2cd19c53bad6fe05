/**
 * The progressive card's buttons (`data-action` on templates/chat/progressive.hbs): roll the next period for a
 * side, assist a side's latest roll, or join an open contest as the opponent. Each opens the roll dialog for the
 * roller's choices (advantages, a voluntary cut) and asks the active GM, who rolls the dice and writes the card
 * (progressive-ops.ts). Nothing is rolled or written on this client but the request slip.
 */
import { configureCheck, diceForActor, initialCheckConfig } from "../check.ts";
import { progressiveGmOnline } from "../progressive-starter.ts";
import { currentUserActor } from "../user-actor.ts";
import type { CardActions } from "../../chat/card-registry.ts";
import { isGmWritten } from "../../chat/card-trust.ts";
import { findActor } from "../../core/document-guards.ts";
import { progressiveStateOf, requestProgressive, rollChoices } from "./progressive-ops.ts";
import type { RollChoices } from "./progressive-request.ts";
import type { ProgressiveState } from "./progressive-state.ts";
import { localize } from "../../core/i18n.ts";

type Message = ChatMessage.Implementation;

/** Side index of a button (0 or 1). */
const sideOf = (target: HTMLElement): 0 | 1 => (target.dataset.side === "1" ? 1 : 0);

const warn = (key: string) => void ui.notifications?.warn(localize(key));

/** The card's state when this client may ask about it (a GM is connected and a GM wrote the card), else null after a warning. */
function openCard(message: Message): ProgressiveState | null {
  if (!progressiveGmOnline()) return null;
  if (!isGmWritten(message)) {
    warn("MESHAL.Chat.progressive.untrusted");
    return null;
  }
  return progressiveStateOf(message);
}

/** The roll dialog's choices for `actor` rolling `expression`, or null when closed. */
async function choose(actor: Actor.Implementation | null, expression: string, purpose: string, event: Event): Promise<RollChoices | null> {
  const dice = diceForActor(actor);
  if (!dice) return null;
  const config = await configureCheck(initialCheckConfig({ expression, purpose }), dice, actor?.name ?? "", { event, showChance: false });
  return config ? rollChoices(config) : null;
}

/** Rolls a side's next period: its actor's owners (or a GM) ask the GM to roll it. */
async function rollPeriod(message: Message, target: HTMLElement, event: Event): Promise<void> {
  const state = openCard(message);
  const side = sideOf(target);
  const sideData = state?.sides[side];
  if (!state || !sideData) return;
  const actor = findActor(sideData.actorUuid);
  if (sideData.actorUuid ? !actor?.isOwner : !game.user?.isGM) return warn("MESHAL.Chat.progressive.notYourSide");
  const roll = await choose(actor, sideData.expression, state.purpose, event);
  if (roll && message.id) await requestProgressive({ op: "roll", messageId: message.id, side, roll });
}

/** Assists a side with the user's actor (the GM refuses an actor holding a side: §2.4 needs another creature). */
async function assist(message: Message, target: HTMLElement, event: Event): Promise<void> {
  const state = openCard(message);
  const side = sideOf(target);
  const sideData = state?.sides[side];
  const actor = state && sideData ? currentUserActor() : null;
  if (!state || !sideData || !actor) return;
  const roll = await choose(actor, sideData.expression, state.purpose, event);
  if (roll && message.id) await requestProgressive({ op: "assist", messageId: message.id, side, actorUuid: actor.uuid, roll });
}

/**
 * Joins an open contest, rolling its first period with the first side's dice: with the named opponent when this user
 * owns it, else with the user's actor (a GM's choice; a player's is refused unless it is the named opponent).
 */
async function join(message: Message, event: Event): Promise<void> {
  const state = openCard(message);
  const named = findActor(state?.opponent?.actorUuid ?? null);
  const actor = state ? (named?.isOwner ? named : currentUserActor()) : null;
  if (!state || !actor) return;
  const roll = await choose(actor, state.sides[0]?.expression ?? "might", state.purpose, event);
  if (roll && message.id) await requestProgressive({ op: "join", messageId: message.id, actorUuid: actor.uuid, roll });
}

/** The progressive card's action handlers, by `data-action`. */
export const PROGRESSIVE_ACTIONS: CardActions = {
  rollPeriod: (message, event, target) => rollPeriod(message, target, event),
  assistRoll: (message, event, target) => assist(message, target, event),
  joinContest: (message, event) => join(message, event),
};
