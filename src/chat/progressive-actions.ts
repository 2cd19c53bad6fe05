/**
 * The progressive card's buttons (`data-action` on templates/chat/progressive.hbs): roll the next period for a
 * side, assist a side's latest roll, or join an open contest as the opponent.
 */
import { rollActorCheck } from "../dice/check.ts";
import { showRoll } from "../dice/dsn.ts";
import { currentUserActor } from "../dice/user-actor.ts";
import type { CardActions } from "./card-render.ts";
import { progressiveStateOf, submitProgressiveOp, summarize } from "./progressive-ops.ts";

type Message = ChatMessage.Implementation;

/** Side index of a button. */
const sideOf = (target: HTMLElement): number => Number(target.dataset.side ?? 0);

/** Rolls for a side (its own actor when the user owns it) or assists it, then records the roll on the card. */
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
  const roll = await rollActorCheck(actor, { expression: sideData.expression, difficulty: null, purpose: state.purpose, event, chat: false });
  if (!roll) return;
  await showRoll(roll, message);
  await submitProgressiveOp(message, { messageId: message.id!, op, side, roll: summarize(roll, actor.name ?? "") });
}

/** Joins an open contest with the user's actor, rolling the same dice as the first side. */
async function join(message: Message): Promise<void> {
  const state = progressiveStateOf(message);
  const actor = currentUserActor();
  if (!state || !actor) return;
  const expression = state.sides[0]?.expression ?? "might";
  await submitProgressiveOp(message, { messageId: message.id!, op: "join", side: { name: actor.name ?? "", actorUuid: actor.uuid, expression } });
}

/** The progressive card's action handlers, by `data-action`. */
export const PROGRESSIVE_ACTIONS: CardActions = {
  rollPeriod: (message, event, target) => rollFor(message, target, event, "roll"),
  assistRoll: (message, event, target) => rollFor(message, target, event, "assist"),
  joinContest: (message) => join(message),
};
