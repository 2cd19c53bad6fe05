/**
 * Pure rest decision (§7.3): for each full hour every damaged attribute rolls its current dice (at least 1) for points
 * and recovers them. The dice come from a `roll(n)` callback so Foundry rolls and test faces both work.
 */
import { ATTRIBUTE_IDS, restDice, restHour, type AttributeId, type RestHour } from "../../rules/index.ts";
import { isWhole, refuse, type Plan } from "./plan.ts";
import { DEAD_REFUSAL, type PoolView } from "./pools.ts";

/** Hour-by-hour record per attribute. */
export type RestLog = Record<AttributeId, RestHour[]>;

/**
 * Rests `hours` full hours. `roll(n, attribute)` returns n d6 faces. Void attributes never rest (they never lose dice).
 * The update sets each rested attribute's `lost`.
 */
export function planRest(
  view: PoolView,
  hours: number,
  roll: (dice: number, attribute: AttributeId) => number[],
): Plan<{ log: RestLog; fullyRestored: boolean }> {
  if (!isWhole(hours, 1) || hours > 24 * 365) return refuse("MESHAL.Warn.badNumber", { value: String(hours) });
  if (view.consciousness === "dead") return refuse(DEAD_REFUSAL);
  const log: RestLog = { might: [], energy: [], spirit: [] };
  const update: Record<string, unknown> = {};
  let fullyRestored = true;
  for (const id of ATTRIBUTE_IDS) {
    const a = view.attributes[id];
    if (a.invalid) continue;
    // §3.3 [DEC]: the stored `lost` goes down by what each hour recovered; it is never recomputed from the total, so
    // dice lost beyond a bonus that is off now stay lost (doffing, resting and re-equipping cannot heal).
    let lost = a.lost;
    const currentOf = (l: number) => Math.min(a.total, Math.max(0, a.total - l));
    for (let h = 0; h < hours && lost > 0; h++) {
      const current = currentOf(lost);
      const hour = restHour(a.total, current, roll(restDice(a.total, current), id));
      lost = Math.max(0, lost - hour.recovered);
      log[id].push({ ...hour, after: currentOf(lost) });
    }
    if (lost !== a.lost) update[`system.attributes.${id}.lost`] = lost;
    if (lost > 0) fullyRestored = false;
  }
  return { ok: true, update, log, fullyRestored };
}
