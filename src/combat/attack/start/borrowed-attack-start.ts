/**
 * Using an ability that makes a weapon attack (borrowed-attack.ts): the weapon attack is picked among the actor's
 * fitting ones (asked only when there are several), then made as any attack card is, with the ability's ⚡ and its
 * change of the pool. The ability's part is derived again on the GM's client from the ability item (`throughFor`).
 */
import { diceForActor } from "../../../dice/check.ts";
import { warn } from "../../../core/notify.ts";
import { escapeHtml } from "../../../core/escape.ts";
import { requesterRefusal } from "../../../actions/use-limit.ts";
import { gmConnected, startAttack, type StartAttackOptions } from "./attack-start.ts";
import { throughFor } from "./attack-start-through.ts";
import { weaponChoices, type WeaponAttackChoice } from "./borrowed-attack.ts";
import { borrowsWeapon } from "../../../actions/attack-route.ts";
import { attackCarrierOf } from "./stored-item-fields.ts";
import { localization } from "../../../core/i18n.ts";

/** Asks which weapon attack to make; null when cancelled. */
async function pickWeaponAttack(ability: string, choices: readonly WeaponAttackChoice[]): Promise<WeaponAttackChoice | null> {
  const i18n = localization();
  const picked: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.format("MESHAL.Attack.borrow.title", { ability }) },
    content: `<p>${escapeHtml(i18n.localize("MESHAL.Attack.borrow.question"))}</p>`,
    rejectClose: false,
    buttons: choices.map((c, index) => ({
      action: `weapon${index}`,
      label: c.label ? `${c.itemName}: ${c.label}` : c.itemName, // core writes labels as text: never escape them
      default: index === 0,
      callback: () => index,
    })),
  });
  return typeof picked === "number" ? (choices[picked] ?? null) : null;
}

/**
 * Makes attack `attackIndex` of `ability` (one that borrows a weapon) with one of `actor`'s weapons. Resolves to the
 * card, or null when no GM is connected or there is no fitting weapon (said why), the choice was cancelled or the
 * attack did not go ahead.
 */
export async function startBorrowedAttack(
  actor: Actor.Implementation,
  ability: Item.Implementation,
  attackIndex: number,
  options: StartAttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (!gmConnected()) return null;
  const attack = attackCarrierOf(ability)?.system.attacks[attackIndex];
  if (!attack || !borrowsWeapon(attack)) return null;
  const refusal = requesterRefusal(actor, ability);
  if (refusal) {
    warn(refusal.reasonKey, refusal.data);
    return null;
  }
  const choices = weaponChoices(attack.weapon, attack.mode, actor.items.contents);
  if (choices.length === 0) {
    warn(`MESHAL.Attack.borrow.none.${attack.weapon}`, { ability: ability.name ?? "" });
    return null;
  }
  const choice = choices.length === 1 ? choices[0] : await pickWeaponAttack(ability.name ?? "", choices);
  const weapon = choice ? actor.items.get(choice.itemId) : undefined;
  if (!choice || !weapon || !diceForActor(actor)) return null;
  const through = throughFor(actor, ability, attackIndex, choice);
  if (!through) return null;
  return startAttack(actor, weapon, choice.attackIndex, { ...options, through, throughItem: { abilityItemId: ability.id ?? "", attackIndex } });
}
