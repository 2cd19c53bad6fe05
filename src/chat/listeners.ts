/**
 * Buttons on Meshal chat cards, bound in `renderChatMessageHTML`: re-roll a points roll,
 * and roll / assist / join on a progressive card. Buttons the user may not use are removed.
 */
import { rollActorCheck } from "../dice/check.ts";
import { showRoll } from "../dice/dsn.ts";
import { PointsRoll } from "../dice/points-roll.ts";
import { currentUserActor } from "../dice/user-actor.ts";
import { progressiveStateOf, submitProgressiveOp, summarize } from "./progressive-card.ts";
import { canReroll } from "./reroll.ts";

type Message = ChatMessage.Implementation;

/** Re-rolls the `index`-th roll of a message, keeping the old result on the card. */
async function reroll(message: Message, index: number): Promise<void> {
  const user = game.user;
  const roll = message.rolls[index];
  if (!user || !(roll instanceof PointsRoll)) return;
  if (!canReroll(user, message.author?.id)) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.rerollDenied"));
    return;
  }
  const next = await roll.rerollRecorded(user.name ?? "");
  await showRoll(next, message);
  const rolls = message.rolls.map((r, i) => (i === index ? next : r).toJSON());
  await message.update({ rolls } as never);
}

/** Rolls for a side of a progressive card (its own actor when the user owns it), or assists it. */
async function progressive(message: Message, action: string, side: number, event: Event): Promise<void> {
  const state = progressiveStateOf(message);
  if (!state) return;
  if (action === "join") {
    const actor = currentUserActor();
    if (!actor) return;
    const expression = state.sides[0]?.expression ?? "might";
    await submitProgressiveOp(message, { messageId: message.id!, op: "join", side: { name: actor.name ?? "", actorUuid: actor.uuid, expression } });
    return;
  }
  const sideData = state.sides[side];
  if (!sideData) return;
  let actor: Actor.Implementation | null = null;
  if (action === "roll" && sideData.actorUuid) {
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
  const op = action === "assist" ? "assist" : "roll";
  await submitProgressiveOp(message, { messageId: message.id!, op, side, roll: summarize(roll, actor.name ?? "") });
}

/** May the current user roll for a side? Yes unless the side's actor exists and is not theirs. */
function mayRollSide(message: Message, side: number): boolean {
  const uuid = progressiveStateOf(message)?.sides[side]?.actorUuid;
  if (!uuid) return true;
  // Not strict: a malformed or stale UUID must not throw inside the render hook (the other buttons would stay unbound).
  const actor = fromUuidSync(uuid, { strict: false }) as { isOwner?: boolean } | null;
  return !actor || actor.isOwner !== false;
}

/** Runs a click action once at a time per button (double clicks would roll twice). */
function once(button: HTMLElement, action: () => Promise<void>): void {
  if (button.hasAttribute("disabled")) return;
  button.setAttribute("disabled", "");
  action()
    .catch((err: unknown) => console.error("meshal-lite | chat card action failed", err))
    .finally(() => button.removeAttribute("disabled"));
}

/** Binds the card buttons of one rendered message. */
export function onRenderChatMessage(message: Message, html: HTMLElement): void {
  const user = game.user;
  const cards = [...html.querySelectorAll<HTMLElement>(".meshal-roll")];
  for (const button of html.querySelectorAll<HTMLElement>("[data-meshal-action]")) {
    const action = button.dataset.meshalAction ?? "";
    if (action === "reroll") {
      if (!user || !canReroll(user, message.author?.id)) {
        button.remove();
        continue;
      }
      const card = button.closest<HTMLElement>(".meshal-roll");
      const index = card ? Math.max(0, cards.indexOf(card)) : 0;
      button.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation(); // the card sits in .dice-roll, whose click toggles the tooltip
        once(button, () => reroll(message, index));
      });
      continue;
    }
    if (action === "roll" && !mayRollSide(message, Number(button.dataset.side ?? 0))) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      once(button, () => progressive(message, action, Number(button.dataset.side ?? 0), event));
    });
  }
}

/** Registers the chat hooks; call during `init`. */
export function registerChatListeners(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessage(message as Message, html as HTMLElement));
}
