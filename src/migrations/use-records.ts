/**
 * Schema 5 step (pure): a per-day use limit now counts a day of the world clock (key `day:<n>`, docs/rules.md §3.6
 * [DEC]) instead of the time until the next full rest (key `rest`, which every limit per day used to share with the
 * limits per full rest). The uses of a per-day item recorded under `rest` are this day's uses: they move to the
 * creature's current day, so what was spent stays spent until the day ends rather than coming back with the update.
 */
import { isRecord } from "../rules/guards.ts";
import { REST_PERIOD_KEY, type UseRecord } from "../rules/use-limits.ts";

/**
 * The changed records of the actor flag `uses` (by item id): each record of an item in `perDayItems` still kept under
 * the full-rest key, moved to `day`. Empty when nothing changes.
 */
export function planDayUseKeys(uses: unknown, perDayItems: ReadonlySet<string>, day: number): Record<string, UseRecord> {
  const changed: Record<string, UseRecord> = {};
  if (!isRecord(uses)) return changed;
  for (const [itemId, record] of Object.entries(uses)) {
    if (!perDayItems.has(itemId) || !isRecord(record) || record.key !== REST_PERIOD_KEY || typeof record.count !== "number") continue;
    changed[itemId] = { key: `day:${day}`, count: record.count };
  }
  return changed;
}
