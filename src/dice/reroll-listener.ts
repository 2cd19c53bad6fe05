/**
 * The re-roll button on points-roll cards (rendered by the roll itself, inside any message), bound in
 * `renderChatMessageHTML`. Users who may not re-roll never see the button. Chat card buttons are bound by
 * src/chat/card-render.ts.
 */
import { showRoll } from "./dsn.ts";
import { PointsRoll } from "./points-roll.ts";
import { canReroll } from "./reroll.ts";
import { onRenderFateButtons } from "./fate-listener.ts";

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

/** Runs a click action once at a time per button (double clicks would roll twice). */
function once(button: HTMLElement, action: () => Promise<void>): void {
  if (button.hasAttribute("disabled")) return;
  button.setAttribute("disabled", "");
  action()
    .catch((err: unknown) => console.error("meshal-lite | re-roll failed", err))
    .finally(() => button.removeAttribute("disabled"));
}

/** Binds the re-roll buttons of one rendered message. */
export function onRenderChatMessage(message: Message, html: HTMLElement): void {
  const user = game.user;
  const cards = [...html.querySelectorAll<HTMLElement>(".meshal-roll")];
  for (const button of html.querySelectorAll<HTMLElement>('[data-meshal-action="reroll"]')) {
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
  }
}

/** Binds the re-roll and fate-expense buttons of every rendered message; call during `init`. */
export function registerRerollListener(): void {
  Hooks.on("renderChatMessageHTML", (rendered, element) => {
    const message = rendered as Message;
    const html = element as HTMLElement;
    onRenderChatMessage(message, html);
    onRenderFateButtons(message, html);
  });
}
