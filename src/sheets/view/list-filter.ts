/**
 * The item lists' filters, pure: which rows and groups a tab's filter hides. The sheet renders with this (so a
 * re-render shows the same filter), then the browser applies the same rule as the user types (base/list-filter.ts).
 */

/** What one tab's filter holds. */
export interface ListFilterState {
  text: string;
  /** A group id ("might", "common" …), or "" for every group. */
  type: string;
}

/** A tab's filter as the template reads it. */
export interface ListFilterView extends ListFilterState {
  hiddenRows: Record<string, true>;
  hiddenGroups: Record<string, true>;
  /** Every row is hidden by a filter that is set: the "nothing matches" line shows. */
  nothingMatches: boolean;
}

const fold = (s: string) => s.normalize("NFKC").toLocaleLowerCase().trim();

/** Does `name` match the typed text? Every word typed must appear in the name, in any order and case. */
export function nameMatches(name: string, text: string): boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const folded = fold(name);
  return words.every((w) => folded.includes(w));
}

/** Is a filter set at all? */
export const filterIsSet = (state: ListFilterState) => state.text.trim() !== "" || state.type !== "";

/** The rows and groups `state` hides among `groups` (each with its rows' ids and names). */
export function listFilterView(state: ListFilterState, groups: readonly { id: string; rows: readonly { id: string; name: string }[] }[]): ListFilterView {
  const hiddenRows: Record<string, true> = {};
  const hiddenGroups: Record<string, true> = {};
  let shown = 0;
  const searching = state.text.trim() !== "";
  for (const g of groups) {
    const groupOff = state.type !== "" && g.id !== state.type;
    let inGroup = 0;
    for (const r of g.rows) {
      if (groupOff || !nameMatches(r.name, state.text)) hiddenRows[r.id] = true;
      else inGroup++;
    }
    // A group is hidden when its type is filtered out, or when a search leaves none of its rows.
    if (groupOff || (searching && inGroup === 0)) hiddenGroups[g.id] = true;
    shown += inGroup;
  }
  return { ...state, hiddenRows, hiddenGroups, nothingMatches: shown === 0 && filterIsSet(state) };
}
