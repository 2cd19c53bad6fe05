/**
 * The re-roll button on points-roll cards (rendered by the roll itself, inside any message), bound in
 * `renderChatMessageHTML`. Users who may not re-roll never see the button. Chat card buttons are bound by
 * src/chat/card-render.ts.
 */
import { updateDocument } from "../core/document-writes.ts";
import { showRoll } from "./dsn.ts";
import { PointsRoll } from "./points-roll.ts";
import { canReroll } from "./reroll.ts";
import { onRenderFateButtons } from "./fate-listener.ts";
import { bindRollButtons } from "./roll-buttons.ts";
import { localize } from "../core/i18n.ts";

type Message = ChatMessage.Implementation;

/** Re-rolls the `index`-th roll of a message, keeping the old result on the card. */
async function reroll(message: Message, index: number): Promise<void> {
  const user = game.user;
  const roll = message.rolls[index];
  if (!user || !(roll instanceof PointsRoll)) return;
  if (!canReroll(user, message.author?.id)) {
    ui.notifications?.warn(localize("MESHAL.Chat.rerollDenied"));
    return;
  }
  const next = await roll.rerollRecorded(user.name ?? "");
  await showRoll(next, message);
  const rolls = message.rolls.map((r, i) => (i === index ? next : r).toJSON());
  await updateDocument(message, { rolls });
}

/** Binds the re-roll buttons of one rendered message. */
export function onRenderChatMessage(message: Message, html: HTMLElement): void {
  const user = game.user;
  bindRollButtons(html, "reroll", !!user && canReroll(user, message.author?.id), (index) => reroll(message, index), "re-roll");
}

/** Binds the re-roll and fate-expense buttons of every rendered message; call during `init`. */
export function registerRerollListener(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    onRenderChatMessage(message, html);
    onRenderFateButtons(message, html);
  });
}
