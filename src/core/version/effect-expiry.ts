/**
 * When an Active Effect runs out, on both versions. v14 tracks durations and expiry events itself and marks an expired
 * effect (`duration.expired`; `CONFIG.ActiveEffect.expiryAction` "update", foundryvtt#13667, #13743): the mark is an
 * update, so the bearer prepares its data again and the effect stops counting; an effect ends at an event (turnEnd,
 * roundEnd…) once its duration has run out, and a turn-end is checked against `start.combatant`. v13 has no expiry
 * events and marks nothing: `duration.remaining` (the rounds, turns or seconds left) reaches 0 and the effect goes on
 * counting until someone deletes it. So on v13 the system takes such an effect as run out (as Draw Steel 0.11
 * suppresses it) and prepares its bearer again when a combat turn passes.
 */
import { isRecord, recordAt } from "../../rules/guards.ts";
import { onV14 } from "./release.ts";

/** An actor whose effects may run out: its effects and the re-preparation of its data (`Document#reset`). */
export interface EffectBearer {
  effects: { contents: readonly unknown[] };
  reset(): void;
}

const hasLength = (d: Record<string, unknown>): boolean =>
  [d.rounds, d.turns, d.seconds].some((n) => typeof n === "number" && n > 0);

/** Has `effect` (a document) run out? v14: core marked it expired. v13: it has a length and nothing of it remains. */
export function effectExpired(effect: unknown): boolean {
  const d = recordAt(effect, "duration");
  if (!d) return false;
  if (onV14()) return d.expired === true;
  return hasLength(d) && typeof d.remaining === "number" && d.remaining <= 0;
}

/**
 * Prepares again every actor of `actors` that holds an enabled effect which has run out, so it stops counting (call as
 * a combat turn passes). Only v13 needs it; on v14 the expiry mark is an update that already did. Returns how many.
 */
export function refreshExpiredEffects(actors: Iterable<EffectBearer>): number {
  if (onV14()) return 0;
  let refreshed = 0;
  for (const actor of actors) {
    const stale = actor.effects.contents.some((e) => isRecord(e) && e.disabled !== true && effectExpired(e));
    if (!stale) continue;
    actor.reset();
    refreshed++;
  }
  return refreshed;
}
