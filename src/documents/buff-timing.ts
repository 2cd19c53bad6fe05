/**
 * The timing a cast buff gets when it is put on a creature (a lazy chunk: only an effect naming its end needs it). The
 * plan is logic/effect-timing.ts; the version seam writes it (v14: duration and start; v13: nothing).
 */
import { effectDuration, timingData } from "../core/version/effect-duration.ts";
import { isEffectEnd, planEffectTiming, type TurnContext } from "./logic/effect-timing.ts";

/** The running fight as the timing plan reads it, for `actor` (null outside a started fight). */
function turnContext(actor: Actor): TurnContext | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  const turns = combat.turns;
  const index = turns.findIndex((c) => c.actor === actor);
  const bearer = turns[index];
  return { round: combat.round ?? 0, turn: combat.turn ?? 0, bearer: bearer?.id ? { id: bearer.id, turn: index, initiative: bearer.initiative ?? null } : null };
}

/** The update that gives `effect`, about to be put on `actor`, the timing its end names (empty: none to give). */
export function buffTiming(effect: ActiveEffect, actor: Actor, end: unknown): Record<string, unknown> {
  if (!isEffectEnd(end)) return {};
  return timingData(planEffectTiming(end, effectDuration(effect).value, turnContext(actor)));
}
