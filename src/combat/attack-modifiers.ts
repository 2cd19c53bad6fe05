/**
 * The advantages and disadvantages an attack starts with: the attacker's equipped items and posture, plus the change
 * an ability makes to the pool when the attack is made through it. The requester's roll dialog shows them, and the GM
 * reads them again when it makes the card (attack-issue.ts).
 */
import { attackModifiers, type AttackRollSubject, type NamedModifiers } from "../actions/modifier-sources.ts";
import { postureSource } from "../actions/posture-source.ts";
import type { AttackThrough } from "./attack-start-plan.ts";

/** The item modifiers with an ability's change of the pool added, the ability named as their source. */
function withThrough(mods: NamedModifiers, through: AttackThrough | undefined): NamedModifiers {
  if (!through || (!through.advantage && !through.disadvantage)) return mods;
  const amount = through.advantage - through.disadvantage;
  return {
    advantage: mods.advantage + through.advantage,
    disadvantage: mods.disadvantage + through.disadvantage,
    sources: [{ name: through.name, amount, applied: true, condition: "" }, ...mods.sources],
  };
}

/** The roll dialog's starting counts and the sources it names, for `item`'s attack (the requester's dialog uses them). */
export function attackModifiersFor(actor: Actor.Implementation, item: Item.Implementation, attack: AttackRollSubject, through?: AttackThrough): NamedModifiers {
  const kinds = item.system.kinds ?? [];
  return withThrough(attackModifiers([...actor.items.contents, ...postureSource(actor)], attack, kinds), through);
}
