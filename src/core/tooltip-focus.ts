/**
 * A fact the system puts in a tooltip is reachable by keyboard: the element carrying it is focusable (the templates
 * give such spans `tabindex="0"`), and focusing it shows its tooltip through Foundry's tooltip manager, as hovering
 * does; leaving it hides the tooltip again.
 */

/** Is `el` or an ancestor one of the system's elements (sheets, cards, the tracker's additions)? Core's are core's. */
function ofSystem(el: HTMLElement): boolean {
  for (let at: HTMLElement | null = el; at; at = at.parentElement) {
    if (at.className.split(/\s+/).some((c) => c.startsWith("meshal"))) return true;
  }
  return false;
}

/** Events already handled: one focus bubbles through a window's element and then the main document. */
const handled = new WeakSet<Event>();

/** The element whose tooltip a focus event concerns, or null when it has none of the system's (or was handled). */
function tooltipped(event: Event): HTMLElement | null {
  if (handled.has(event)) return null;
  handled.add(event);
  const el = event.target;
  return el instanceof HTMLElement && el.dataset.tooltip && ofSystem(el) ? el : null;
}

/** Shows the tooltip of a focused element of the system. */
export function showFocusedTooltip(event: Event): void {
  const el = tooltipped(event);
  if (el) game.tooltip?.activate(el);
}

/** Hides the tooltip the element losing the focus showed. */
export function hideBlurredTooltip(event: Event): void {
  const el = tooltipped(event);
  if (el && game.tooltip?.element === el) game.tooltip.deactivate();
}

/** Roots already listening (a sheet's element is kept across renders). */
const bound = new WeakSet<EventTarget>();

/**
 * Listens for focus under `root` (focus events bubble as focusin/focusout), once per root: the main document at init,
 * and a window's own element, which a popped-out window's document keeps out of the main one's reach.
 */
export function bindTooltipFocus(root: HTMLElement | Document): void {
  if (bound.has(root)) return;
  bound.add(root);
  root.addEventListener("focusin", showFocusedTooltip);
  root.addEventListener("focusout", hideBlurredTooltip);
}
