/**
 * A sheet's tabs as the ARIA tabs pattern has them: one tab in the Tab order (the selected one, a roving tabindex),
 * Enter and Space select the focused tab, the arrow keys, Home and End move to a tab and select it. Core renders
 * the tabs as links without an `href` and switches them on a click only, so the keys are bound here.
 */

/** The tab a key leads to from `current` among `ids`, or null when the key does not move or select a tab. */
export function tabForKey(ids: readonly string[], current: string, key: string): string | null {
  const at = ids.indexOf(current);
  if (at < 0 || ids.length === 0) return null;
  const last = ids.length - 1;
  switch (key) {
    case "Enter":
    case " ":
      return current;
    case "ArrowRight":
    case "ArrowDown":
      return ids[at === last ? 0 : at + 1] ?? null;
    case "ArrowLeft":
    case "ArrowUp":
      return ids[at === 0 ? last : at - 1] ?? null;
    case "Home":
      return ids[0] ?? null;
    case "End":
      return ids[last] ?? null;
    default:
      return null;
  }
}

const tabsOf = (list: Element): HTMLElement[] =>
  [...list.querySelectorAll("[role=tab][data-tab]")].filter((el): el is HTMLElement => el instanceof HTMLElement);

/** Marks `active` as the selected tab of every tab list of `group` under `root`; only it stays in the Tab order. */
export function markSelectedTab(root: HTMLElement, group: string, active: string): void {
  for (const list of root.querySelectorAll("[role=tablist]")) {
    for (const tab of tabsOf(list)) {
      if (tab.dataset.group !== group) continue;
      const selected = tab.dataset.tab === active;
      tab.setAttribute("aria-selected", String(selected));
      tab.setAttribute("tabindex", selected ? "0" : "-1");
    }
  }
}

/** Tab lists already bound (a render replaces a part's elements; a kept one must not get a second listener). */
const bound = new WeakSet<Element>();

/**
 * Binds the keys on each tab list under `root`, once per list: `select(tab, group)` switches the sheet's tab (the
 * sheet's `changeTab`), then the new tab takes the focus.
 */
export function bindTabKeys(root: HTMLElement, select: (tab: string, group: string) => void): void {
  for (const list of root.querySelectorAll<HTMLElement>("[role=tablist]")) {
    if (bound.has(list)) continue;
    bound.add(list);
    list.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const from = event.target instanceof HTMLElement ? event.target.closest("[role=tab][data-tab]") : null;
      if (!(from instanceof HTMLElement) || !from.dataset.tab || !from.dataset.group) return;
      const tabs = tabsOf(list).filter((tab) => tab.dataset.group === from.dataset.group);
      const next = tabForKey(tabs.map((tab) => tab.dataset.tab ?? ""), from.dataset.tab, event.key);
      if (next === null) return;
      event.preventDefault(); // Space would scroll the sheet, an arrow the window
      select(next, from.dataset.group);
      tabs.find((tab) => tab.dataset.tab === next)?.focus();
    });
  }
}
