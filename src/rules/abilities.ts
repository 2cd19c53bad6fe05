/**
 * Ability costs and attribute load (§3.6).
 */
import { ABILITY_TYPES, ATTRIBUTE_IDS, type AbilityType, type AttributeId } from "./types.ts";
import { isOneOf } from "./guards.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** What the load and cost rules need to know about an ability. */
export interface AbilityLoadEntry {
  abilityType: AbilityType;
  level: number;
  /** Granted by a feature: costs 0 and takes no load. */
  gifted?: boolean;
}

/**
 * Potential cost of obtaining a (non-gifted) ability of `level`: level × 3.
 * `level` must be an integer ≥ 0 (RangeError otherwise).
 */
export function abilityCost(level: number): number {
  assertIntegerAtLeast("abilityCost", "level", level, 0);
  return level * 3;
}

/**
 * Potential cost of an ability entry: gifted → 0 (seed), or level × 3 with the newer `giftedStrength` variant;
 * otherwise level × 3. Used for strength bookkeeping.
 */
export function abilityPotentialCost(entry: AbilityLoadEntry, giftedStrength = false): number {
  const cost = abilityCost(entry.level);
  return entry.gifted && !giftedStrength ? 0 : cost;
}

/** Load one ability puts on its attribute: its level for might/energy/spirit abilities, 0 for common or gifted. */
export function abilityLoadOf(entry: AbilityLoadEntry): number {
  assertAbilityType(entry.abilityType);
  assertIntegerAtLeast("abilityLoadOf", "level", entry.level, 0);
  return entry.gifted || entry.abilityType === "common" ? 0 : entry.level;
}

/** Summed load per attribute (§3.6). */
export function abilityLoad(abilities: readonly AbilityLoadEntry[]): Record<AttributeId, number> {
  const load: Record<AttributeId, number> = { might: 0, energy: 0, spirit: 0 };
  for (const entry of abilities) {
    const l = abilityLoadOf(entry);
    if (entry.abilityType !== "common") load[entry.abilityType] += l;
  }
  return load;
}

/**
 * Ability load cap of an attribute (§3.6): its BASE value, but never below 1 — the seed rulebook says an attribute
 * that drops below 1 for any reason still counts as 1 (属性最低为1). `null` (void) stays `null` (no abilities allowed).
 * `base` must be finite (RangeError otherwise).
 */
export function abilityCap(base: number | null): number | null {
  if (base === null) return null;
  assertFinite("abilityCap", "base", base);
  return Math.max(1, base);
}

/** Result of an obtain check. */
export interface ObtainCheck {
  allowed: boolean;
  /** Load of the ability's attribute afterwards (unchanged when not allowed, or for common/gifted). */
  loadAfter: number;
  reason?: "overLoad" | "voidAttribute";
}

/**
 * May an ability be obtained (§3.6)? For a might/energy/spirit ability the attribute's load plus the new level must
 * not exceed its BASE value (temporary changes never count; a base below 1 counts as 1, see `abilityCap`); common and gifted abilities are always allowed and add
 * no load. A void attribute (base `null`) allows none of its type. `currentLoad` is the existing load on that attribute.
 */
export function canObtainAbility(base: number | null, currentLoad: number, add: AbilityLoadEntry): ObtainCheck {
  const extra = abilityLoadOf(add);
  assertIntegerAtLeast("canObtainAbility", "currentLoad", currentLoad, 0);
  if (add.gifted || add.abilityType === "common") return { allowed: true, loadAfter: currentLoad };
  const cap = abilityCap(base);
  if (cap === null) return { allowed: false, loadAfter: currentLoad, reason: "voidAttribute" };
  if (currentLoad + extra > cap) return { allowed: false, loadAfter: currentLoad, reason: "overLoad" };
  return { allowed: true, loadAfter: currentLoad + extra };
}

/** Attributes whose load exceeds their base (a feature was lost): warn, never auto-remove (§3.6 [DEC]). */
export function overloadedAttributes(
  base: Record<AttributeId, number | null>,
  load: Record<AttributeId, number>,
): AttributeId[] {
  return ATTRIBUTE_IDS.filter((id) => {
    if (load[id] <= 0) return false;
    const cap = abilityCap(base[id] ?? null);
    return (
      // Stryker disable next-line ConditionalExpression: load is > 0 here and JS reads load > null as load > 0: same answer
      cap === null
      || load[id] > cap
    );
  });
}

function assertAbilityType(type: string): void {
  if (!isOneOf(ABILITY_TYPES, type)) throw new RangeError(`unknown ability type "${type}"`);
}
