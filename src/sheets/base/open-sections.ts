/**
 * Collapsible sections (`<details data-section>`) stay as the user left them when a sheet re-renders: the open ones
 * are noted before the render and opened again after it.
 */

/** Records which sections are open now (a section closed by the user is forgotten). */
export function captureOpenSections(root: HTMLElement | undefined, open: Set<string>): void {
  if (!root) return;
  for (const el of root.querySelectorAll<HTMLDetailsElement>("details[data-section]")) {
    const id = el.dataset.section ?? "";
    if (el.hasAttribute("open")) open.add(id);
    else open.delete(id);
  }
}

/** Opens again the sections recorded as open. */
export function restoreOpenSections(root: HTMLElement, open: ReadonlySet<string>): void {
  for (const el of root.querySelectorAll<HTMLDetailsElement>("details[data-section]")) {
    if (open.has(el.dataset.section ?? "")) el.setAttribute("open", "");
  }
}
