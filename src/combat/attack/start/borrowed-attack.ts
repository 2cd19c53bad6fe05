/**
 * Abilities that let you make a weapon attack (§8, abilities "weapon" attacks): "with an equipped weapon", "with any
 * weapon", "with a natural weapon". The weapon gives the attack (dice, types, defenses, range); the ability gives the
 * ⚡ and may change the pool ("dice ÷ 2", "2 fewer dice"), which the card counts as disadvantages. Pure.
 */
import { itemInHand, type ReadyItemSystem } from "../../../actions/attack-ready.ts";
import { dealsDamage, type BorrowSource } from "../../../actions/attack-route.ts";
import { attacksOf, readyFieldsOf } from "./stored-item-fields.ts";

/** An owned item as the choice reads it. */
export interface WeaponCandidate {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
}

/** One weapon attack the ability can be made with. */
export interface WeaponAttackChoice {
  itemId: string;
  itemName: string;
  attackIndex: number;
  /** The weapon attack's own label ("" for an unnamed one). */
  label: string;
}

const isNatural = (system: ReadyItemSystem) => Boolean(system.equip?.natural) || (system.kinds ?? []).includes("naturalWeapon");

/**
 * The weapon attacks an ability attack can use: attacks that deal damage, of the ability's mode (melee or ranged)
 * when it names one, on weapons in hand — natural weapons only for "natural". In the items' order.
 */
export function weaponChoices(source: BorrowSource, mode: string, items: Iterable<WeaponCandidate>): WeaponAttackChoice[] {
  const out: WeaponAttackChoice[] = [];
  for (const item of items) {
    if (item.type !== "weapon") continue;
    const ready = readyFieldsOf(item.system);
    const fits = source === "natural" ? isNatural(ready) : itemInHand(ready);
    if (!fits) continue;
    attacksOf(item).forEach((attack, attackIndex) => {
      if (!dealsDamage(attack) || (mode && attack.mode && attack.mode !== mode)) return;
      out.push({ itemId: item.id ?? "", itemName: item.name, attackIndex, label: attack.label ?? "" });
    });
  }
  return out;
}

/**
 * The advantages or disadvantages that turn the weapon's `weaponDice` into what the ability rolls:
 * trunc(dice ÷ divisor) + bonus, at least 0 (the rolled pool never drops below one die, as with any disadvantage).
 */
export function borrowedModifier(weaponDice: number, change: { divisor: number; bonus: number }): { advantage: number; disadvantage: number } {
  const dice = Math.max(0, Math.trunc(weaponDice));
  const divisor = Number.isInteger(change.divisor) && change.divisor > 0 ? change.divisor : 1;
  const bonus = Number.isInteger(change.bonus) ? change.bonus : 0;
  const delta = Math.max(0, Math.trunc(dice / divisor) + bonus) - dice;
  return { advantage: Math.max(0, delta), disadvantage: Math.max(0, -delta) };
}

/**
 * The rider the pack generator writes on a weapon attack an ability makes undefendable (scripts/packs/abilities-attacks.mjs,
 * in Chinese, and its English translation): the one rider the card acts on, the others stay text for the table.
 */
export const UNDEFENDABLE_RIDERS: readonly string[] = ["无法防御", "cannot be defended"];

/** Does the ability make its weapon attack undefendable? */
export function makesUndefendable(riders: readonly string[] | undefined): boolean {
  return (riders ?? []).some((r) => UNDEFENDABLE_RIDERS.includes(r.trim()));
}

/**
 * Abilities whose text fixes where the weapon attack reaches, whatever the weapon's own range, by the ability's
 * identifier (stable across translations): Pincer Strike strikes "that creature", the one adjacent to you being
 * attacked ("1个相邻生物受到攻击时"), so its attack is a melee attack on an adjacent creature (1 step) even with a
 * reach or ranged weapon. The other borrowing abilities keep the weapon's range (docs/rules.md, issue 21 #11).
 */
export const ADJACENT_REACH_ABILITIES: readonly string[] = ["pincer-strike"];

/** Does the ability (by identifier) make its weapon attack a melee attack on an adjacent creature? */
export function reachesAdjacent(identifier: string | null | undefined): boolean {
  return ADJACENT_REACH_ABILITIES.includes(identifier ?? "");
}

/** The riders the card cannot act on (all but the undefendable one), as stored, blank ones left out: reminders for the table. */
export function reminderRiders(riders: readonly string[] | undefined): string[] {
  return (riders ?? []).filter((r) => typeof r === "string" && r.trim() !== "" && !UNDEFENDABLE_RIDERS.includes(r.trim()));
}

/**
 * Abilities whose text attacks each creature once ("对……每个生物各攻击一次", Sweeping Blow), by identifier: the GM rolls
 * the hits separately for each target line instead of one roll shared by all (docs/rules.md, issue 21 #11).
 */
export const ROLL_PER_TARGET_ABILITIES: readonly string[] = ["sweeping-blow"];

/** Does the ability (by identifier) roll its attack separately for each target? */
export function rollsPerTarget(identifier: string | null | undefined): boolean {
  return ROLL_PER_TARGET_ABILITIES.includes(identifier ?? "");
}

/**
 * Abilities whose attack is a counter: made against the attacker of a melee hit, it makes that attack fail if it hits
 * (Dirty Fighting, "如果命中，则攻击者原先的攻击将立即失败"), by identifier. The card links the two (counter.ts).
 */
export const COUNTER_ABILITIES: readonly string[] = ["dirty-fighting"];

/** Is the ability (by identifier) a counter-attack? */
export function isCounterAbility(identifier: string | null | undefined): boolean {
  return COUNTER_ABILITIES.includes(identifier ?? "");
}
