/**
 * A creature on the world clock (docs/rules.md §3.6, §7.4 [DEC] "a day is a day"): the actor flags that place its
 * rests in world time, and its own now — the world time, or the end of its last rest when the clock has not caught up
 * (a player's rest while no GM could move the clock). Per-day use limits and replenishment's days read this now.
 */
import { worldTime } from "../core/world-time.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import { recordAt } from "../rules/guards.ts";
import { creatureTime } from "../rules/world-day.ts";

/** The actor flag holding the world time (seconds) its last rest ended. */
export const RESTED_UNTIL_FLAG = "restedUntil" as const;

/** The actor flag holding its open day and what that day supplied so far (rules/supply-days.ts). */
export const SUPPLY_DAY_FLAG = "supplyDay" as const;

/** The stored value of one of the system's flags on `actor` (unchecked: read strictly by the caller). */
export function systemFlagOf(actor: object, key: string): unknown {
  return recordAt(recordAt(actor, "flags"), SYSTEM_ID)?.[key];
}

/** The creature's own now in world seconds: the world clock, or the end of its last rest if that is later. */
export function creatureNow(actor: object): number {
  return creatureTime(worldTime(), systemFlagOf(actor, RESTED_UNTIL_FLAG));
}
