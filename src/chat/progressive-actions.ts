/**
 * The progressive card's buttons (`data-action` on templates/chat/progressive.hbs): roll the next period for a
 * side, assist a side's latest roll, or join an open contest as the opponent. Each posts the roll as the user's own
 * roll message (Dice So Nice animates it there) and asks the GM to record it on the card.
 */
import { rollActorCheck } from "../dice/check.ts";
import { currentUserActor } from "../dice/user-actor.ts";
import type { CardActions } from "./card-render.ts";
import { progressiveStateOf, requestProgressiveChange } from "./progressive-ops.ts";

type Message = ChatMessage.Implementation;

/** Side index of a button (0 or 1). */
const sideOf = (target: HTMLElement): 0 | 1 => (target.dataset.side === "1" ? 1 : 0);

/** Rolls `expression` for `actor` and posts it as the user's own roll message; resolves to that message's id. */
async function postRoll(actor: Actor.Implementation, expression: string, purpose: string, event: Event): Promise<string | null> {
  const roll = await rollActorCheck(actor, { expression, difficulty: null, purpose, event, chat: false });
  if (!roll) return null;
  const message = (await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }) })) as ChatMessage.Implementation | undefined;
  return message?.id ?? null;
}

/** Rolls for a side (its own actor when the user owns it) or assists it, then asks the GM to record the roll. */
async function rollFor(message: Message, target: HTMLElement, event: Event, op: "roll" | "assist"): Promise<void> {
  const state = progressiveStateOf(message);
  const side = sideOf(target);
  const sideData = state?.sides[side];
  if (!state || !sideData) return;
  let actor: Actor.Implementation | null = null;
  if (op === "roll" && sideData.actorUuid) {
    const owner = (await fromUuid(sideData.actorUuid)) as Actor.Implementation | null;
    if (owner && !owner.isOwner) {
      ui.notifications?.warn(game.i18n!.format("MESHAL.Chat.progressive.notYourSide", { name: sideData.name }));
      return;
    }
    actor = owner;
  }
  actor ??= currentUserActor();
  if (!actor) return;
  const rollMessageId = await postRoll(actor, sideData.expression, state.purpose, event);
  if (rollMessageId) await requestProgressiveChange({ messageId: message.id!, op, side, rollMessageId });
}

/** Joins an open contest with the user's actor by rolling its first period with the first side's dice. */
async function join(message: Message, event: Event): Promise<void> {
  const state = progressiveStateOf(message);
  const actor = currentUserActor();
  if (!state || !actor) return;
  const rollMessageId = await postRoll(actor, state.sides[0]?.expression ?? "might", state.purpose, event);
  if (rollMessageId) await requestProgressiveChange({ messageId: message.id!, op: "join", side: 1, rollMessageId });
}

/** The progressive card's action handlers, by `data-action`. */
export const PROGRESSIVE_ACTIONS: CardActions = {
  rollPeriod: (message, event, target) => rollFor(message, target, event, "roll"),
  assistRoll: (message, event, target) => rollFor(message, target, event, "assist"),
  joinContest: (message, event) => join(message, event),
};
