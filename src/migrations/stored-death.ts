/**
 * Schema 4 step (pure): death became a stored state (`system.life.dead`, spec §7.2 [DEC]). An actor whose dice are
 * already at 0 in every non-void attribute was dead under the old rule (recomputed from the dice), so it must come
 * out dead rather than be brought back by its next rest. The dice state needs the prepared actor (totals depend on
 * features and items), so the world migration passes the derived state in.
 */
import { isRecord } from "../rules/guards.ts";
import type { Consciousness } from "../rules/index.ts";

type Rec = Record<string, unknown>;

/** Sets `life.dead` on a stored actor `system` whose derived dice state is dead. Returns true if it changed. */
export function storeDeathFromDice(system: Rec, diceState: Consciousness | undefined): boolean {
  if (diceState !== "dead") return false;
  const life = isRecord(system.life) ? system.life : {};
  if (life.dead === true) return false;
  system.life = { revivals: 0, ...life, dead: true };
  return true;
}
