/**
 * A points-roll card inside a rendered chat message, as a `renderChatMessageHTML` listener receives it: the message's
 * `<li>` holding a `.meshal-roll` card with its re-roll and fate-expense buttons (`data-meshal-action`, as
 * templates/dice/points-roll.hbs renders them), built from the stage's elements (test/stage/application-dom.ts).
 * Shared by the flows that bind those buttons (test/flows/roll.test.ts, fate-dice-rules.test.ts).
 */
import { parseFragment, StageElement } from "../stage/application-dom.ts";

/** The buttons a points-roll card carries (src/dice/roll-buttons.ts binds them). */
export type RollButton = "reroll" | "fate";

export function renderedRollCard() {
  const [html] = parseFragment(`<li class="chat-message message flexcol"><div class="message-content"><div class="meshal-roll">
    <div class="meshal-roll__actions">
      <button type="button" class="meshal-button" data-meshal-action="reroll"></button>
      <button type="button" class="meshal-button" data-meshal-action="fate"></button>
    </div>
  </div></div></li>`);
  if (!(html instanceof StageElement)) throw new Error("the card's markup has no root element");
  const button = (action: RollButton): StageElement => {
    const found = html.querySelector(`[data-meshal-action=${action}]`);
    if (!found) throw new Error(`the card has no ${action} button (removed?)`);
    return found;
  };
  return {
    /** The message's element, as the hook hands it to a listener. */
    html,
    button,
    /** Was the button taken off the card (a user who may not use it never sees it)? */
    removed: (action: RollButton): boolean => html.querySelector(`[data-meshal-action=${action}]`) === null,
    /** A user clicks the button. */
    press: (action: RollButton): void => void button(action).dispatch("click"),
  };
}
