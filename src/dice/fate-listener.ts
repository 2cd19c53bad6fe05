/**
 * The fate-expense button on points-roll cards (§2.4 [N, OPT]), bound in `renderChatMessageHTML` with the re-roll
 * button (reroll-listener.ts). Only the roll's own
 * author sees it, and only while the world's `fateExpense` rule is on; the choice and the writes load on the click
 * (fate-expense.ts, a chunk of its own).
 */
import { optionalRule } from "../core/settings.ts";

type Message = ChatMessage.Implementation;

/** May this user spend fate on a roll of `message`? The roll's author, under the world's rule. */
export function maySpendFate(user: { id: string | null } | null | undefined, authorId: string | null | undefined): boolean {
  return optionalRule("fateExpense") && !!user?.id && user.id === authorId;
}

/** Binds the fate buttons of one rendered message (removing them for anyone who may not use them). */
export function onRenderFateButtons(message: Message, html: HTMLElement): void {
  const cards = [...html.querySelectorAll<HTMLElement>(".meshal-roll")];
  for (const button of html.querySelectorAll<HTMLElement>('[data-meshal-action="fate"]')) {
    if (!maySpendFate(game.user, message.author?.id)) {
      button.remove();
      continue;
    }
    const card = button.closest<HTMLElement>(".meshal-roll");
    const index = card ? Math.max(0, cards.indexOf(card)) : 0;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation(); // the card sits in .dice-roll, whose click toggles the tooltip
      if (button.hasAttribute("disabled")) return;
      button.setAttribute("disabled", "");
      import("./fate-expense.ts")
        .then((m) => m.spendFate(message, index))
        .catch((err: unknown) => console.error("meshal-lite | fate expense failed", err))
        .finally(() => button.removeAttribute("disabled"));
    });
  }
}
