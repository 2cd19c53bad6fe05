/**
 * An ability making one of the actor's weapon attacks (borrowed-attack.ts), read from the ability item and the chosen
 * weapon attack: the ability's ⚡, its change of the pool and whether it makes the attack undefendable. The requester's
 * client reads it to fill the roll dialog; the GM's client reads it again from the actor's own items.
 */
import { diceCount, type AttributeDice } from "../../../rules/index.ts";
import { attributeDiceOf } from "../../../dice/actor-dice.ts";
import { actionSpend, itemAction } from "../../../actions/action-cost.ts";
import { attackCarrierOf, attacksOf } from "./stored-item-fields.ts";
import type { StructuredAttack } from "../attack-plan.ts";
import type { AttackThrough } from "./attack-start-plan.ts";
import { borrowsWeapon } from "../../../actions/attack-route.ts";
import { borrowedModifier, makesUndefendable, reachesAdjacent, reminderRiders, rollsPerTarget, weaponChoices } from "./borrowed-attack.ts";

/** The dice a weapon attack rolls now; 0 for a malformed expression (the roll itself reports it). */
function weaponDiceOf(attack: StructuredAttack | undefined, current: AttributeDice): number {
  try {
    return attack ? diceCount(attack.dice, current) : 0;
  } catch {
    return 0;
  }
}

/** What the actor's weapon attack `choice` becomes when `ability`'s attack `attackIndex` makes it, or null when it cannot. */
export function throughFor(actor: Actor.Implementation, ability: Item.Implementation, attackIndex: number, choice: { itemId: string; attackIndex: number }): AttackThrough | null {
  const system = attackCarrierOf(ability)?.system;
  const attack = system?.attacks[attackIndex];
  if (!system || !attack || !borrowsWeapon(attack)) return null;
  const fits = weaponChoices(attack.weapon, attack.mode, actor.items.contents).some((c) => c.itemId === choice.itemId && c.attackIndex === choice.attackIndex);
  const weapon = fits ? actor.items.get(choice.itemId) : undefined;
  const read = attributeDiceOf(actor.system);
  if (!weapon || !read.ok) return null;
  const weaponAttack = attacksOf(weapon)[choice.attackIndex];
  const change = borrowedModifier(weaponDiceOf(weaponAttack, read.dice), { divisor: attack.dice.divisor, bonus: attack.dice.bonus });
  const spend = actionSpend(itemAction(system));
  return { name: ability.name ?? "", itemId: ability.id ?? "", cost: spend?.cost ?? 0, kind: spend?.kind ?? "tactic", undefendable: makesUndefendable(attack.riders), adjacent: reachesAdjacent(system.identifier), perTarget: rollsPerTarget(system.identifier), riders: reminderRiders(attack.riders), ...change };
}

