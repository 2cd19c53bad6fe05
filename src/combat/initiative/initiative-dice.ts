/**
 * How many dice a combatant rolls for initiative (§5.2), read the one way every roll path reads it: the system's own
 * roll (initiative-roll.ts) and the Roll core asks a combatant for (`MeshalCombatant#getInitiativeRoll`).
 */
import { initiativeDice } from "../../rules/index.ts";
import { isActorType } from "../../documents/type-guards.ts";

/** The actor's current Energy dice, 3 when void (§5.2); 0 Energy rolls 0 with the newer dice (§10.2), else 1. */
export function initiativeDiceOf(actor: Actor.Implementation | null | undefined, newerDice: boolean): number {
  const energy = actor && (isActorType(actor, "character") || isActorType(actor, "npc")) ? actor.system.attributes.energy : undefined;
  return initiativeDice(!energy || energy.invalid ? null : Math.max(0, Math.trunc(energy.value)), newerDice);
}
