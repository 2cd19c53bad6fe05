/**
 * The advantages and disadvantages an attack starts with: the attacker's equipped items and posture, the change an
 * ability makes to the pool when the attack is made through it, and the dice bonus of the rounds it fires (seed l.248:
 * "+2🅟" is two more dice, counted as advantages, §2.2). The requester's roll dialog shows them, and the GM reads them
 * again when it makes the card (attack-issue.ts).
 */
import { attackModifiers, type AttackRollSubject, type NamedModifiers } from "../../actions/modifier-sources.ts";
import { postureSource } from "../../actions/posture-source.ts";
import type { AttackThrough } from "./start/attack-start-plan.ts";

/** A change of the pool named by its source: the ability the attack is made through, a round it fires. */
export interface PoolChange {
  name: string;
  advantage: number;
  disadvantage: number;
}

/** The roll dialog's starting counts and the sources it names, for `item`'s attack (the requester's dialog uses them). */
export function attackModifiersFor(
  actor: Actor.Implementation, item: Item.Implementation, attack: AttackRollSubject, through?: AttackThrough, rounds: readonly PoolChange[] = [],
): NamedModifiers {
  const mods = attackModifiers([...actor.items.contents, ...postureSource(actor)], attack, item.system.kinds ?? []);
  const changes = [...rounds, ...(through ? [through] : [])].filter((c) => c.advantage || c.disadvantage);
  let { advantage, disadvantage } = mods;
  for (const c of changes) {
    advantage += c.advantage;
    disadvantage += c.disadvantage;
  }
  return { advantage, disadvantage, sources: [...changes.map((c) => ({ name: c.name, amount: c.advantage - c.disadvantage, applied: true, condition: "" })), ...mods.sources] };
}
