/**
 * What the rounds an attack fires add to it (§4.3 [DEC] special rounds; seed l.248 "使用此类武器攻击时，将会累加所用
 * 弹药的攻击效果和优势/劣势"), pure, and loaded only for an attack that fires rounds (the requester's dialog, and the
 * GM's card in attack-issue.ts, read it alike): the first rounds loaded are fired (src/actions/loaded-rounds.ts), the
 * weapon keeps the others, and each kind fired adds once its penetration (penetrations stack, §6.3), its attack types
 * (a mixed attack), its extra damage after the attack's own, its riders as reminders, and its dice bonus as advantages
 * named by the round (attack-modifiers.ts).
 */
import { firedEffects, roundGroupsOf, takeRounds, type FiredEffects } from "../../actions/loaded-rounds.ts";
import { isRecord, recordAt } from "../../rules/guards.ts";
import type { StructuredAttack } from "./attack-plan.ts";
import type { AttackToMake } from "./start/attack-start-plan.ts";
import { reminderRiders } from "./start/borrowed-attack.ts";
import { attacksOf, type AttackingItem } from "./start/stored-item-fields.ts";

/** An attack ready to plan: the attack with its rounds' effects, the item update, and the rounds' own effects. */
export type ArmedAttack = Extract<AttackToMake, { ok: true }> & { rounds: FiredEffects };

/** The attack with what its fired rounds add (see the module comment). */
export function withRounds(attack: StructuredAttack, rounds: FiredEffects): StructuredAttack {
  if (!rounds.names.length && !rounds.penetration && !rounds.addTypes.length && !rounds.extraDamage.length && !rounds.riders.length) return attack;
  return {
    ...attack,
    types: [...new Set([...attack.types, ...rounds.addTypes])],
    penetration: attack.penetration + rounds.penetration,
    extraDamage: [...attack.extraDamage, ...rounds.extraDamage],
    riders: reminderRiders([...(attack.riders ?? []), ...rounds.riders]),
  };
}

/**
 * `made` (attack `attackIndex` of `item`, already checked by `attackToMake`) with the rounds it fires: their effects
 * added and, when the weapon names its rounds, the rounds left written with the count.
 */
export function armWithRounds(item: AttackingItem, attackIndex: number, made: Extract<AttackToMake, { ok: true }>): ArmedAttack {
  const needed = Number(recordAt(attacksOf(item)[attackIndex], "consumes")?.ammunition) || 0;
  const reload = recordAt(item.system, "reload");
  if (!("system.reload.value" in made.ammo) || needed <= 0 || !isRecord(reload)) return { ...made, rounds: firedEffects([]) };
  const { fired, left } = takeRounds(roundGroupsOf(reload), needed);
  const rounds = firedEffects(fired);
  // A weapon that names no round holds plain rounds only: nothing to write but the count.
  const ammo = Array.isArray(reload.rounds) && reload.rounds.length ? { ...made.ammo, "system.reload.rounds": left } : made.ammo;
  return { attack: withRounds(made.attack, rounds), ammo, rounds, ok: true };
}
