/**
 * Keeps a decided hit's row as tall as it was drawn, and tells the user the attack card waits for (its view marks the step as theirs: the defender's connected owner, the GM
 * only when no player owns it) once per step: a notification, and the card scrolled into view in the chat log. Runs
 * on every client's render of an attack card; the step and its wording come from the rendered view, so each client
 * decides from the same state.
 */
import { escapeHtml } from "../../../core/escape.ts";
import { format } from "../../../core/i18n.ts";

/** The steps this client has already seen, by message id: the next step is told once. */
export class TurnNotices {
  private readonly seen = new Map<string, string>();

  /**
   * Should the step `step` of message `messageId` be told now? Not when it was told before, nor on the first render
   * of a card posted before this client connected (loading the chat log is no new step).
   */
  tell(messageId: string, step: string, postedBeforeConnect: boolean): boolean {
    const prior = this.seen.get(messageId);
    this.seen.set(messageId, step);
    if (!step || prior === step) return false;
    return !(prior === undefined && postedBeforeConnect);
  }
}

const notices = new TurnNotices();
const connectedAt = Date.now();

interface RenderedMessage {
  id: string | null;
  timestamp?: number;
}

/**
 * Keeps each row the reader decides at least as tall as it was drawn before (the card shown now, which this render
 * replaces), so deciding a hit does not pull the next hit's buttons up under the pointer.
 */
function keepRowHeights(messageId: string, element: HTMLElement): void {
  const id = CSS.escape(messageId);
  for (const row of element.querySelectorAll<HTMLElement>(".meshal-attack__answer--reserve[data-hit]")) {
    const line = row.closest<HTMLElement>("[data-target]")?.dataset.target ?? "";
    const selector = `[data-message-id="${id}"] [data-target="${CSS.escape(line)}"] .meshal-attack__answer[data-hit="${CSS.escape(row.dataset.hit ?? "")}"]`;
    const drawn = Math.max(0, ...[...document.querySelectorAll<HTMLElement>(selector)].map((old) => old.offsetHeight));
    if (drawn > 0) row.style.minHeight = `${drawn}px`;
  }
}

/** The render hook's work on one attack card element. */
export function onAttackCardRender(message: RenderedMessage, element: HTMLElement): void {
  const mine = element.querySelector<HTMLElement>(".meshal-attack__waiting--you[data-step]");
  const step = mine?.dataset.step ?? "";
  if (!element.querySelector(".meshal-attack") || !message.id) return;
  keepRowHeights(message.id, element);
  if (!notices.tell(message.id, step, (message.timestamp ?? 0) < connectedAt) || !mine) return;
  const title = element.querySelector(".meshal-attack__title")?.textContent ?? "";
  ui.notifications?.info(format("MESHAL.Attack.card.yourTurn", { title: escapeHtml(title), waiting: escapeHtml(mine.textContent?.trim() ?? "") }));
  // The hook runs before the element is placed in the log: scroll once it is there.
  setTimeout(() => {
    if (element.isConnected) element.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, 0);
}

/** Registers the render hook (`init`). */
export function registerTurnNotices(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => onAttackCardRender(message, html));
}
