/**
 * Using an ability that makes a weapon attack (borrowed-attack.ts): the weapon attack is picked among the actor's
 * fitting ones (asked only when there are several), then made as any attack card is, with the ability's ⚡ and its
 * change of the pool.
 */
import { diceCount, type AttributeDice, type DiceExpression } from "../rules/index.ts";
import { diceForActor } from "../dice/check.ts";
import { warn } from "../documents/notify.ts";
import { actionSpend, itemAction, type StoredAction } from "../sheets/base/action-cost.ts";
import { escapeHtml } from "../dice/escape.ts";
import type { StructuredAttack } from "./attack-plan.ts";
import { startAttack, type StartAttackOptions } from "./attack-start.ts";
import { borrowedModifier, makesUndefendable, weaponChoices, type BorrowSource, type WeaponAttackChoice, type WeaponCandidate } from "./borrowed-attack.ts";

/** An ability's attack that borrows a weapon. */
type BorrowingAttack = { weapon: BorrowSource; mode: string; dice: DiceExpression; riders?: string[] };

/** The dice a weapon attack rolls now; 0 for a malformed expression (the roll itself reports it). */
function weaponDiceOf(attack: StructuredAttack | undefined, current: AttributeDice): number {
  try {
    return attack ? diceCount(attack.dice, current) : 0;
  } catch {
    return 0;
  }
}

/** Asks which weapon attack to make; null when cancelled. */
async function pickWeaponAttack(ability: string, choices: readonly WeaponAttackChoice[]): Promise<WeaponAttackChoice | null> {
  const i18n = game.i18n!;
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
 * card, or null when there is no fitting weapon (said why), the choice was cancelled or the attack did not go ahead.
 */
export async function startBorrowedAttack(
  actor: Actor.Implementation,
  ability: Item.Implementation,
  attackIndex: number,
  options: StartAttackOptions = {},
): Promise<ChatMessage.Implementation | null> {
  // Casts: the items' `system` is a union of every item type's model; these read the attack and equip fields only.
  const system = ability.system as unknown as { attacks?: BorrowingAttack[]; activation?: StoredAction; use?: StoredAction };
  const attack = system.attacks?.[attackIndex];
  if (!attack) return null;
  const items = actor.items.contents as unknown as WeaponCandidate[];
  const choices = weaponChoices(attack.weapon, attack.mode, items);
  if (choices.length === 0) {
    warn(`MESHAL.Attack.borrow.none.${attack.weapon}`, { ability: ability.name ?? "" });
    return null;
  }
  const choice = choices.length === 1 ? choices[0]! : await pickWeaponAttack(ability.name ?? "", choices);
  const weapon = choice ? actor.items.get(choice.itemId) : undefined;
  if (!choice || !weapon) return null;
  const current = diceForActor(actor);
  if (!current) return null;
  const weaponAttack = (weapon.system as unknown as { attacks?: StructuredAttack[] }).attacks?.[choice.attackIndex];
  const change = borrowedModifier(weaponDiceOf(weaponAttack, current), { divisor: attack.dice.divisor, bonus: attack.dice.bonus });
  const spend = actionSpend(itemAction(system));
  return startAttack(actor, weapon, choice.attackIndex, {
    ...options,
    through: { name: ability.name ?? "", cost: spend?.cost ?? 0, kind: spend?.kind ?? "tactic", undefendable: makesUndefendable(attack.riders), ...change },
  });
}
