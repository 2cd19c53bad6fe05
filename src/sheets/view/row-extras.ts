/**
 * What the Inventory and Abilities tabs add to the character sheet's context (pure): the inline summary of each row
 * the user left open, and each tab's filter with the rows it hides.
 */
import { ITEM_TYPES } from "../../data/types.ts";
import { isOneOf, isRecord } from "../../rules/guards.ts";
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
  // Only the open rows' summaries are built and rendered; opening another re-renders (sheets/base/row-summary.ts).
  const open = new Set(input.openSummaries);
  const summaries: RowExtras["summaries"] = {};
  for (const item of input.items) {
    // An item of a type this system does not define (a module's) has no summary.
    if (open.has(item.id) && isOneOf(ITEM_TYPES, item.type)) summaries[item.id] = itemSummaryLines(item.type, isRecord(item.system) ? item.system : {}, env, nameOf);
  }
  return {
    summaries,
    openSummaries: Object.fromEntries([...open].map((id) => [id, true] as const)),
    listFilters: {
      inventory: listFilterView(input.filters.inventory ?? EMPTY, input.inventory.map((g) => ({ id: g.type, rows: g.items }))),
      abilities: listFilterView(input.filters.abilities ?? EMPTY, input.abilityGroups.map((g) => ({ id: g.id, rows: g.abilities }))),
    },
  };
}
