/**
 * The search box (and, on the Abilities tab, the attribute-type choice) above an item list: rows whose name does not
 * match are hidden in the browser, without a re-render. The state lives on the sheet instance, per tab, so a re-render
 * of that sheet shows the same filter (rendered from it, view/list-filter.ts).
 */
import { filterIsSet, nameMatches, type ListFilterState } from "../view/list-filter.ts";

/** Shows or hides an element through its `hidden` attribute. */
export function setHidden(el: Element, hidden: boolean): void {
  if (hidden) el.setAttribute("hidden", "");
  else el.removeAttribute("hidden");
}

/** Hides the rows and groups of one filtered list that do not match; shows the "nothing matches" line when all are hidden. */
export function applyListFilter(list: HTMLElement, state: ListFilterState): void {
  let shown = 0;
  const searching = state.text.trim() !== "";
  for (const group of list.querySelectorAll<HTMLElement>("[data-filter-group]")) {
    const groupOff = state.type !== "" && group.dataset.filterGroup !== state.type;
    let inGroup = 0;
    for (const row of group.querySelectorAll<HTMLElement>("li.meshal-item-row")) {
      const name = row.querySelector(".meshal-item-row__name")?.textContent ?? "";
      const off = groupOff || !nameMatches(name, state.text);
      setHidden(row, off);
      if (!off) inGroup++;
    }
    setHidden(group, groupOff || (searching && inGroup === 0));
    shown += inGroup;
  }
  const none = list.querySelector<HTMLElement>("[data-filter-none]");
  if (none) setHidden(none, shown > 0 || !filterIsSet(state));
}

/**
 * Wires every filtered list under `root` (`[data-list-filter="<tab>"]` holding `input[type=search]` and optionally a
 * `select`): restores the tab's state into the controls, applies it, and updates it as the user types or picks.
 */
export function bindListFilters(root: HTMLElement, states: Map<string, ListFilterState>): void {
  for (const list of root.querySelectorAll<HTMLElement>("[data-list-filter]")) {
    const key = list.dataset.listFilter ?? "";
    const state = states.get(key) ?? { text: "", type: "" };
    states.set(key, state);
    const search = list.querySelector<HTMLInputElement>("input[type=search]");
    const select = list.querySelector<HTMLSelectElement>("select[data-filter-type]");
    if (search) {
      search.value = state.text;
      search.addEventListener("input", (event) => {
        event.stopPropagation();
        state.text = search.value;
        applyListFilter(list, state);
      });
      // The search box is not a form field of the document: no submit on change, nor on Enter.
      search.addEventListener("change", (event) => event.stopPropagation());
      search.addEventListener("keydown", (event) => { if (event.key === "Enter") event.preventDefault(); });
    }
    if (select) {
      select.value = state.type;
      select.addEventListener("change", (event) => {
        event.stopPropagation();
        state.type = select.value;
        applyListFilter(list, state);
      });
    }
    applyListFilter(list, state);
  }
}
