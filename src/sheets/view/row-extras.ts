/**
 * What the Inventory and Abilities tabs add to the character sheet's context (pure): each row's inline summary, the
 * rows the user left open, and each tab's filter with the rows it hides.
 */
import type { ItemType } from "../../data/types.ts";
import { itemSummaryLines } from "./item-sheet.ts";
import type { ViewEnv } from "./labels.ts";
import { listFilterView, type ListFilterState, type ListFilterView } from "./list-filter.ts";

/** The tabs' rows as the character context lists them. */
export interface RowExtrasInput {
  inventory: readonly { type: string; items: readonly { id: string; name: string }[] }[];
  abilityGroups: readonly { id: string; abilities: readonly { id: string; name: string }[] }[];
  /** The owned items (their stored `system` gives the summary). */
  items: readonly { id: string; type: string; system: unknown }[];
  filters: Readonly<Partial<Record<"inventory" | "abilities", ListFilterState>>>;
  openSummaries: Iterable<string>;
}

/** The context keys the row templates read. */
export interface RowExtras {
  summaries: Record<string, { label: string; text: string }[]>;
  openSummaries: Record<string, true>;
  listFilters: { inventory: ListFilterView; abilities: ListFilterView };
}

const EMPTY: ListFilterState = { text: "", type: "" };

export function rowExtras(input: RowExtrasInput, env: ViewEnv, nameOf?: (identifier: string) => string | null): RowExtras {
  const summaries: RowExtras["summaries"] = {};
  for (const item of input.items) {
    // Cast: an owned item's stored system is read as a plain record, as the item sheet's view does.
    summaries[item.id] = itemSummaryLines(item.type as ItemType, (item.system ?? {}) as Record<string, unknown>, env, nameOf);
  }
  return {
    summaries,
    openSummaries: Object.fromEntries([...input.openSummaries].map((id) => [id, true] as const)),
    listFilters: {
      inventory: listFilterView(input.filters.inventory ?? EMPTY, input.inventory.map((g) => ({ id: g.type, rows: g.items }))),
      abilities: listFilterView(input.filters.abilities ?? EMPTY, input.abilityGroups.map((g) => ({ id: g.id, rows: g.abilities }))),
    },
  };
}
