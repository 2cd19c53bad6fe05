/**
 * The simple single-hit attack resolver used by quick automation and the benchmark (§6.1, §6.3).
 */
import { applyPenetration } from "./attack.ts";
import type { AttackType, Protections } from "./types.ts";

/** A resolved attack roll with its modifiers. `defense` = the defense roll's points (omit if not defended). */
export interface SimpleAttack {
  roll: number;
  types: AttackType[];
  penetration?: number;
  defense?: number;
  /** Damage multiplier (×N, or 0.5 for ÷2), applied to the remainder before `bonusDamage`. Default 1. */
  multiplier?: number;
  /** +N (or −N if negative) after the multiplier. */
  bonusDamage?: number;
}

/** Outcome of a simple attack. */
export interface SimpleAttackResult {
  hit: boolean;
  damage: number;
  completeDefense: boolean;
}

/**
 * Resolves one hit: a roll ≤ 0 never hits; protection = lowest over the types (true → 0, pure true ignores
 * protection), penetration lowers only a positive protection and not below 0; remainder = roll − protection −
 * defense; hit iff remainder > 0; damage = max(0, trunc(remainder × multiplier + bonusDamage)).
 * Throws RangeError on NaN/Infinity inputs, an empty type list, a negative penetration/defense or multiplier.
 */
export function resolveAttack(
  attack: SimpleAttack,
  defender: { protections: { physical: number; erosion: number; occult: number } },
): SimpleAttackResult {
  const { roll, types } = attack;
  const penetration = attack.penetration ?? 0;
  const defense = attack.defense ?? 0;
  const multiplier = attack.multiplier ?? 1;
  const bonus = attack.bonusDamage ?? 0;
  if (!(Number.isFinite(roll) && Number.isFinite(penetration) && Number.isFinite(defense))) {
    throw new RangeError("resolveAttack: roll, penetration and defense must be finite numbers");
  }
  if (!(Number.isFinite(multiplier) && Number.isFinite(bonus))) {
    throw new RangeError("resolveAttack: multiplier and bonusDamage must be finite numbers");
  }
  if (penetration < 0 || defense < 0 || multiplier < 0) {
    throw new RangeError("resolveAttack: penetration, defense and multiplier must not be negative");
  }
  if (types.length === 0) throw new RangeError("resolveAttack: an attack needs at least one type");
  const protections: Protections = defender.protections;
  let protection = Infinity;
  for (const t of types) {
    const p = t === "true" ? 0 : protections[t];
    if (p === undefined) throw new RangeError(`resolveAttack: unknown attack type "${String(t)}"`);
    // Check every listed protection: a NaN would otherwise lose every comparison and be skipped silently.
    if (!Number.isFinite(p)) throw new RangeError(`resolveAttack: protection.${t} must be a finite number`);
    // Stryker disable next-line EqualityOperator: equivalent — on a tie both protections are the same value
    if (p < protection) protection = p;
  }
  if (roll <= 0) return { hit: false, damage: 0, completeDefense: false };
  const afterProtection = roll - applyPenetration(protection, penetration);
  const remainder = afterProtection - defense;
  if (remainder <= 0) {
    // Without a defense roll the remainder is afterProtection itself, so a positive one never gets here.
    return { hit: false, damage: 0, completeDefense: afterProtection > 0 };
  }
  return { hit: true, damage: Math.max(0, Math.trunc(remainder * multiplier + bonus)), completeDefense: false };
}
