/**
 * The ⚡ of a weapon's reload action (§4.1 "Reload / recharge", pure), apart from the reload planner (./reload.ts, a
 * lazy chunk) because every weapon row of a sheet shows it.
 */
import { isRecord } from "../rules/guards.ts";

const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** The ⚡ of this weapon's reload action, or null when it has none (no capacity, or no ⚡ cost): the sheet's Reload button. */
export function reloadActionCost(system: unknown): number | null {
  const r = isRecord(system) && isRecord(system.reload) ? system.reload : {};
  return whole(r.capacity) > 0 && typeof r.cost === "number" ? whole(r.cost) : null;
}
