/**
 * Item rows that open inline: clicking a row's name shows or hides its summary (the item's key facts) under the row,
 * without opening a window. Which rows are open is kept on the sheet instance, so a re-render leaves them open.
 */

import { setHidden } from "./list-filter.ts";

/** Shows or hides one row's summary and keeps its toggle's `aria-expanded` in step. */
export function setSummaryOpen(toggle: HTMLElement, summary: HTMLElement, open: boolean): void {
  setHidden(summary, !open);
  toggle.setAttribute("aria-expanded", String(open));
}

/**
 * Wires the summary toggles under `root` (`[data-summary-toggle]` controlling the element named by `aria-controls`).
 * Only open rows have their facts rendered, so opening a row whose summary is empty calls `render` (the sheet renders
 * again with the row open).
 */
export function bindRowSummaries(root: HTMLElement, open: Set<string>, render?: () => void): void {
  for (const toggle of root.querySelectorAll<HTMLElement>("[data-summary-toggle]")) {
    const id = toggle.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    const summaryId = toggle.getAttribute("aria-controls") ?? "";
    const summary = summaryId ? root.querySelector<HTMLElement>(`[id="${summaryId}"]`) : null;
    if (!summary) continue;
    setSummaryOpen(toggle, summary, open.has(id));
    toggle.addEventListener("click", (event) => {
      event.preventDefault();
      event.stopPropagation();
      const now = summary.hasAttribute("hidden");
      if (now) open.add(id);
      else open.delete(id);
      setSummaryOpen(toggle, summary, now);
      if (now && render && !summary.querySelector("dt")) render();
    });
  }
}
