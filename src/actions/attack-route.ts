/**
 * Which way an item's attack is made: through the attack card (it deals damage, or it borrows one of the actor's
 * weapons), by repeating an attack already on the table, or as a plain check. Combat, which makes the card, starts
 * each route (src/combat/attack/start/item-attack.ts). Pure.
 */
import { isOneOf } from "../rules/guards.ts";

/** Where a borrowed attack's weapon comes from; the other sources ("sameAttack", "copyBlocked") repeat another attack. */
export const BORROW_SOURCES = ["equipped", "any", "natural"] as const;
export type BorrowSource = (typeof BORROW_SOURCES)[number];

/** Does this ability attack make an attack with one of the actor's weapons? */
export function borrowsWeapon(attack: { weapon?: string | null }): attack is { weapon: BorrowSource } {
  return isOneOf(BORROW_SOURCES, attack.weapon);
}

/** Does this ability attack repeat another attack ("the same attack", "the blocked attack")? The table resolves it. */
export function repeatsAnAttack(attack: { weapon?: string | null }): boolean {
  return attack.weapon === "sameAttack" || attack.weapon === "copyBlocked";
}

/** Does the attack deal damage by itself (it has attack types and target attributes)? Others stay plain checks. */
export function dealsDamage(attack: { types?: readonly string[]; targetAttributes?: readonly string[] }): boolean {
  return (attack.types?.length ?? 0) > 0 && (attack.targetAttributes?.length ?? 0) > 0;
}

/** How an attack is made. */
export type AttackRoute = "borrowed" | "repeat" | "card" | "check";

/** The route of one structured attack. */
export function attackRoute(attack: { weapon?: string | null; types?: readonly string[]; targetAttributes?: readonly string[] }): AttackRoute {
  if (borrowsWeapon(attack)) return "borrowed";
  if (repeatsAnAttack(attack)) return "repeat";
  return dealsDamage(attack) ? "card" : "check";
}
