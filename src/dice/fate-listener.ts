/**
 * The fate-expense button on points-roll cards (§2.4 [N, OPT]), bound in `renderChatMessageHTML` with the re-roll
 * button (reroll-listener.ts). Only the roll's own
 * author sees it, and only while the world's `fateExpense` rule is on; the choice and the writes load on the click
 * (fate-expense.ts, a chunk of its own).
 */
import { loadLazily } from "../core/lazy.ts";
import { optionalRule } from "../core/settings.ts";
import { bindRollButtons } from "./roll-buttons.ts";

type Message = ChatMessage.Implementation;

/** May this user spend fate on a roll of `message`? The roll's author, under the world's rule. */
export function maySpendFate(user: { id: string | null } | null | undefined, authorId: string | null | undefined): boolean {
  return optionalRule("fateExpense") && !!user?.id && user.id === authorId;
}

/** Binds the fate buttons of one rendered message (removing them for anyone who may not use them). */
export function onRenderFateButtons(message: Message, html: HTMLElement): void {
  bindRollButtons(html, "fate", maySpendFate(game.user, message.author?.id),
    async (index) => (await loadLazily(() => import("./fate-expense.ts")))?.spendFate(message, index), "fate expense");
}
