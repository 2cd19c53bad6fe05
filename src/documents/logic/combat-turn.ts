/**
 * Where an actor stands in the fights running now (pure): is it in a started combat at all (outside one ⚡ is not
 * tracked), and is it the current combatant of one (its own turn, when tactics and owner pip clicks are allowed).
 */

/** A started or unstarted combat as far as the actor's turn is concerned. */
export interface CombatView<A> {
  started: boolean;
  /** The actors of its combatants (null for a combatant whose actor is gone). */
  actors: readonly (A | null | undefined)[];
  /** The current combatant's actor. */
  current: A | null | undefined;
}

/** The actor's place in the fights. */
export interface CombatTurn {
  inCombat: boolean;
  ownTurn: boolean;
}

/** Only started combats count; a combat that has not begun has no turns yet. */
export function combatTurnOf<A>(actor: A, combats: readonly CombatView<A>[]): CombatTurn {
  const mine = combats.filter((c) => c.started && c.actors.includes(actor));
  return { inCombat: mine.length > 0, ownTurn: mine.some((c) => c.current === actor) };
}
