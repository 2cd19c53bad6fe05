/**
 * `CONFIG.statusEffects`, the statuses the token HUD offers. v13 holds them in an array; v14 in a registry keyed by
 * id that keeps array compatibility, where `splice` and `sort` misbehave: a splice shifts entries under other
 * entries' ids and statuses go missing (foundryvtt#13122; SR5-FoundryVTT PR 1960). Entries are found, added and
 * removed here by id, through the array on v13 and the keys on v14. The registry is told from the array by its shape
 * (v14's is not an array), so a module that put an array back still gets array operations.
 */
import { isRecord } from "../../rules/guards.ts";

/** A status as the system writes one (v14 also reads `icon` as an alias of `img`; the system writes `img`). */
export interface StatusEntry {
  id: string;
  name: string;
  img?: string | null;
}

/** Finding, adding and removing statuses by id. */
export interface StatusRegistry {
  find(id: string): StatusEntry | undefined;
  add(entry: StatusEntry): void;
  remove(id: string): void;
}

/** Is `value` a status entry (a record with a string id and name)? */
function isStatusEntry(value: unknown): value is StatusEntry {
  return isRecord(value) && typeof value.id === "string" && typeof value.name === "string";
}

/** v14's registry keyed by id, or `null` where `CONFIG.statusEffects` is an array (v13). */
function keyedRegistry(): Record<string, unknown> | null {
  const registry: unknown = CONFIG.statusEffects;
  return isRecord(registry) ? registry : null;
}

/** The running version's status list, by id. */
export const coreStatuses: StatusRegistry = {
  find(id) {
    const keyed = keyedRegistry();
    if (!keyed) return CONFIG.statusEffects.find((s) => s.id === id);
    const entry = keyed[id];
    return isStatusEntry(entry) ? entry : undefined;
  },
  add(entry) {
    const keyed = keyedRegistry();
    if (keyed) keyed[entry.id] = entry;
    else CONFIG.statusEffects.push(entry);
  },
  remove(id) {
    const keyed = keyedRegistry();
    if (keyed) {
      delete keyed[id];
      return;
    }
    const list = CONFIG.statusEffects;
    const at = list.findIndex((s) => s.id === id);
    if (at >= 0) list.splice(at, 1);
  },
};
