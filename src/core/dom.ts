/** DOM helpers with runtime checks, so event handlers need no element casts. */

/** The event's target as an HTML element, or null (a text node, the window, an SVG part). */
export function eventElement(event: Event): HTMLElement | null {
  return event.target instanceof HTMLElement ? event.target : null;
}

/** The nearest element at or above the event's target that matches `selector`, or null. */
export function closestTo(event: Event, selector: string): HTMLElement | null {
  const found = eventElement(event)?.closest(selector);
  return found instanceof HTMLElement ? found : null;
}

/** `data-<key>` of the nearest element at or above the event's target that carries it, or undefined. */
export function closestData(event: Event, key: string): string | undefined {
  const attribute = `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return closestTo(event, `[${attribute}]`)?.getAttribute(attribute) ?? undefined;
}

/** The first element under `root` matching `selector` when it is an HTML element, or null. */
export function queryElement(root: ParentNode | null | undefined, selector: string): HTMLElement | null {
  const found = root?.querySelector(selector);
  return found instanceof HTMLElement ? found : null;
}

/** Elements `bindClicks` has bound (a render hook may run again over the same elements). */
const boundClicks = new WeakSet<HTMLElement>();

/**
 * Binds `onClick` on each element under `root` matching `selector`, once per element; the click is the element's own
 * (not followed, not passed on). On the element itself, where it renders: a window popped out into its own browser
 * window has a document of its own, whose events never reach a listener on the main `document`, and the element is
 * bound whichever window's realm made it.
 */
export function bindClicks(root: HTMLElement, selector: string, onClick: (element: HTMLElement, event: MouseEvent) => void): void {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    if (boundClicks.has(element)) continue;
    boundClicks.add(element);
    element.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      onClick(element, event);
    });
  }
}
