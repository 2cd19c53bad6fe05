/** The actors fighting in a combat (an unlinked token's own actor), each once. */
export function fightersOf(combat: Combat): Set<Actor.Implementation> {
  return new Set(combat.combatants.contents.map((c) => c.actor).filter((a): a is NonNullable<typeof a> => Boolean(a)));
}
