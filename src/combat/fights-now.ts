/**
 * Is an actor a combatant of a started combat right now? Only then is its ⚡ tracked (§5.3): outside a fight a
 * defense costs nothing, so it is never refused for want of ⚡. Compared by UUID, so a token's synthetic actor counts.
 */
export function fightsNow(actor: { uuid: string }): boolean {
  return (game.combats?.contents ?? []).some((c) => c.started && c.combatants.some((cb) => cb.actor?.uuid === actor.uuid));
}
