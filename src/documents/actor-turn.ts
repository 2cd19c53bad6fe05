/** Reads the running combats for `combatTurnOf`: whether an actor is in a started fight and whether it is its turn. */
import { combatTurnOf, type CombatTurn } from "./logic/combat-turn.ts";

/**
 * The actor's place in the world's started combats (a token's synthetic actor is its own combatant's actor). Any
 * object is accepted: a reader that holds an actor through a plain view (the attack card) asks about the same one.
 */
export function actorCombatTurn(actor: object): CombatTurn {
  const combats = (game.combats?.contents ?? []).map((combat) => ({
    started: combat.started,
    actors: combat.combatants.contents.map((c): object | null => c.actor),
    current: combat.combatant?.actor ?? null,
  }));
  return combatTurnOf<object>(actor, combats);
}
