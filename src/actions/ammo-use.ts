/**
 * Rounds and charges an attack takes from its weapon (§4.1 reload/recharge, pure): an attack that consumes ammunition
 * takes it from the weapon's loaded rounds (`reload.value`), one that consumes charge from its stored charge
 * (`charge.value`). Only a counter with a capacity is counted (a weapon whose capacity comes from a fitted magazine
 * has none stored). An attack firing a range of rounds ("×3~5") takes the least: the dice per extra round are not
 * automated. Not enough left: the attack is refused before anything is spent.
 */
import { isRecord } from "../rules/guards.ts";

/** Why an attack is refused (lang keys; `{item}` is the weapon's name). */
export const AMMO_REFUSALS = {
  reload: "MESHAL.Attack.start.emptyWeapon",
  charge: "MESHAL.Attack.start.noCharge",
} as const;

/** The item update the attack makes (empty: it counts nothing), or why it cannot be made. */
export type AmmoUsePlan =
  | { ok: true; update: Record<string, number> }
  | { ok: false; reasonKey: (typeof AMMO_REFUSALS)[keyof typeof AMMO_REFUSALS]; needed: number; loaded: number };

const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/**
 * Plans what one attack takes from its item (see the module comment): `attack` is the stored attack (its `consumes`),
 * `system` the item's stored system (a weapon's `reload` and `charge`); anything else counts nothing.
 */
export function planAmmoUse(attack: unknown, system: unknown): AmmoUsePlan {
  const update: Record<string, number> = {};
  const consumes = isRecord(attack) && isRecord(attack.consumes) ? attack.consumes : {};
  const needs = [["reload", whole(consumes.ammunition)], ["charge", whole(consumes.charge)]] as const;
  for (const [key, needed] of needs) {
    const counter = isRecord(system) && isRecord(system[key]) ? system[key] : {};
    if (needed === 0 || whole(counter.capacity) === 0) continue;
    const loaded = whole(counter.value);
    if (loaded < needed) return { ok: false, reasonKey: AMMO_REFUSALS[key], needed, loaded };
    update[`system.${key}.value`] = loaded - needed;
  }
  return { ok: true, update };
}

/**
 * A weapon's stored `system` with `value` rounds loaded instead of its own count (the GM's count during a fight,
 * combat/ledger/); a system without a `reload` is returned as it is.
 */
export function withLoadedCount(system: unknown, value: number): unknown {
  return isRecord(system) && isRecord(system.reload) ? { ...system, reload: { ...system.reload, value: whole(value) } } : system;
}

/** The rounds a weapon's stored `system` says are loaded (0 when it counts none). */
export const loadedCountOf = (system: unknown): number => (isRecord(system) && isRecord(system.reload) ? whole(system.reload.value) : 0);
