/**
 * Which attack an item makes and what it costs, read from the item itself: its structured attack at an index, the ⚡
 * (the attack's own, an ability's activation, or the ability it is made through), readiness (a weapon in hand) and
 * whether it deals damage. Run on the requester's client to refuse early and again on the GM's client, which trusts
 * only this reading of the actor's own item. Pure.
 */
import { attackSpend } from "../../../actions/action-cost.ts";
import { needsEquipping } from "../../../actions/attack-ready.ts";
import { actionFieldsOf, attacksOf, readyFieldsOf, type AttackingItem } from "./stored-item-fields.ts";
import type { StructuredAttack } from "../attack-plan.ts";
import { dealsDamage } from "../../../actions/attack-route.ts";
import { reminderRiders } from "./borrowed-attack.ts";
import { planAmmoUse, withLoadedCount } from "../../../actions/ammo-use.ts";

/** An ability making the weapon attack: its name, the ⚡ it costs instead of the attack's, and its change of the pool. */
export interface AttackThrough {
  name: string;
  cost: number;
  kind: "tactic" | "reaction";
  advantage: number;
  disadvantage: number;
  /** The ability makes the attack undefendable (no defense is allowed, whatever the weapon allows). */
  undefendable: boolean;
  /** The ability makes the attack a melee attack on an adjacent creature (1 step) whatever the weapon's range; absent = no. */
  adjacent?: boolean;
  /** The ability attacks each creature once: one roll per target line instead of one shared roll; absent = no. */
  perTarget?: boolean;
  /** The ability's riders (text for the table, shown on the card's hit lines); absent = none. */
  riders?: string[];
  /** The ability item's id: its use limit counts the attack (src/actions/use-limit.ts). */
  itemId?: string;
}

/** The range of an attack on an adjacent creature (an ability fixing the reach, see `AttackThrough.adjacent`). */
const ADJACENT_RANGE: StructuredAttack["range"] = { kind: "adjacent", min: null, max: null, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, noBeyondRange: true };

/** The attack to plan with the item update for the rounds or charge it takes (empty: none), or why it cannot be made. */
export type AttackToMake =
  | { ok: true; attack: StructuredAttack; ammo: Record<string, unknown> }
  | { ok: false; reasonKey: string; data?: Record<string, string> };

export { attacksOf, type AttackingItem } from "./stored-item-fields.ts";

/**
 * Attack `attackIndex` of `item` as it is made now: the cost is the ability's when made through one (else the
 * attack's own, or an ability's activation), an undefendable ability allows no defense, an ability fixing the reach
 * makes it a melee attack on an adjacent creature. Refused when the attack does not exist or deal damage by itself,
 * its weapon is not in hand, or too few rounds or charges are loaded (ammo-use.ts; `loaded`: the rounds the GM's fight
 * ledger counts, in place of the item's). What the rounds it fires add is ./attack-rounds.ts.
 */
export function attackToMake(item: AttackingItem, attackIndex: number, through?: AttackThrough, loaded?: number): AttackToMake {
  const own = attacksOf(item)[attackIndex];
  if (!own || !dealsDamage(own)) return { ok: false, reasonKey: "MESHAL.Attack.start.notAnAttack" };
  const spend = through ? { cost: through.cost, kind: through.kind } : attackSpend(own, actionFieldsOf(item.system));
  const attack: StructuredAttack = {
    ...own, cost: spend?.cost ?? 0, action: spend?.kind ?? own.action,
    ...(through?.undefendable ? { defenses: [] } : {}),
    riders: reminderRiders([...(own.riders ?? []), ...(through?.riders ?? [])]),
    ...(through?.perTarget ? { perTarget: true } : {}),
    ...(through?.adjacent ? { mode: "melee", range: ADJACENT_RANGE, area: { shape: "", radius: 0, center: "self" } } : {}),
  };
  if (needsEquipping(attack, readyFieldsOf(item.system))) return { ok: false, reasonKey: "MESHAL.Attack.start.notEquipped", data: { item: item.name ?? "" } };
  // During a fight the GM counts the rounds loaded (`loaded`, combat/ledger/), not the item's own figure.
  const ammo = planAmmoUse(own, loaded === undefined ? item.system : withLoadedCount(item.system, loaded));
  if (!ammo.ok) return { ok: false, reasonKey: ammo.reasonKey, data: { item: item.name ?? "", needed: String(ammo.needed), loaded: String(ammo.loaded) } };
  return { ok: true, attack, ammo: ammo.update };
}
