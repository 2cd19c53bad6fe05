/**
 * Objects: durability and protection by material, thickness and modifiers (§8.2, seed table).
 */
import { effectiveProtection } from "./attack.ts";
import { PROTECTION_TYPES, type AttackType, type ProtectionType } from "./types.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** A protection value or immunity. */
export type ObjectProtection = number | "immune";
/** Protection (or immunity) per protection type. */
export type ObjectProtections = Record<ProtectionType, ObjectProtection>;

interface MaterialRow {
  perStep: number;
  thin: number;
  protection: ObjectProtections;
}

const I = "immune" as const;

/** Seed material table (§8.2). */
export const MATERIALS = {
  paper: { perStep: 2, thin: 1, protection: { physical: 2, erosion: 2, occult: I } },
  ceramic: { perStep: 3, thin: 1, protection: { physical: 1, erosion: 4, occult: I } },
  glass: { perStep: 3, thin: 1, protection: { physical: 1, erosion: 0, occult: I } },
  wood: { perStep: 3, thin: 2, protection: { physical: 1, erosion: 1, occult: I } },
  clay: { perStep: 4, thin: 2, protection: { physical: 2, erosion: I, occult: I } },
  iron: { perStep: 5, thin: 3, protection: { physical: 3, erosion: 2, occult: I } },
  plastic: { perStep: 5, thin: 2, protection: { physical: 3, erosion: 0, occult: I } },
  rock: { perStep: 6, thin: 4, protection: { physical: 3, erosion: I, occult: I } },
  steel: { perStep: 9, thin: 5, protection: { physical: 4, erosion: 3, occult: I } },
} as const satisfies Record<string, MaterialRow>;
/** A material of the seed table. */
export type Material = keyof typeof MATERIALS;

/** Object modifiers: durability factor and protection change. */
export const OBJECT_MODIFIERS = {
  reinforced: { durability: 2, protectionAdd: 1, protectionDivide: 1 },
  enchanted: { durability: 3, protectionAdd: 3, protectionDivide: 1 },
  delicate: { durability: 0.5, protectionAdd: 0, protectionDivide: 2 },
} as const;
/** A seed object modifier. */
export type ObjectModifier = keyof typeof OBJECT_MODIFIERS;

/** Durability and protections of an object. */
export interface ObjectStats {
  durability: number;
  protection: ObjectProtections;
}

/**
 * Object stats (§8.2): durability = per-step factor × thickness (or the fixed value below 1 step), times every
 * modifier's factor, truncated once. Protections: divided by every ÷2 modifier, then every addition applied
 * [DEC: ÷ before +, as in §0], truncated once; immunity is unchanged. Throws RangeError on an unknown material or
 * modifier, or a thickness that is not finite and > 0.
 */
export function objectStats(material: Material, thicknessSteps: number, modifiers: readonly ObjectModifier[] = []): ObjectStats {
  const row: MaterialRow | undefined = MATERIALS[material];
  if (!row) throw new RangeError(`objectStats: unknown material "${String(material)}"`);
  assertFinite("objectStats", "thicknessSteps", thicknessSteps);
  if (thicknessSteps <= 0) throw new RangeError("objectStats: thicknessSteps must be > 0");
  let durability = thicknessSteps < 1 ? row.thin : row.perStep * thicknessSteps;
  let add = 0;
  let divide = 1;
  for (const m of modifiers) {
    const mod = OBJECT_MODIFIERS[m];
    if (!mod) throw new RangeError(`objectStats: unknown modifier "${String(m)}"`);
    durability *= mod.durability;
    add += mod.protectionAdd;
    divide *= mod.protectionDivide;
  }
  const adjust = (p: ObjectProtection): ObjectProtection => (p === "immune" ? p : Math.trunc(p / divide + add) || 0);
  return {
    durability: Math.trunc(durability),
    protection: {
      physical: adjust(row.protection.physical),
      erosion: adjust(row.protection.erosion),
      occult: adjust(row.protection.occult),
    },
  };
}

/**
 * Damage to an object (§8.2): the roll must exceed the protection (immune types ignored, mixed → lowest,
 * penetration as for creatures); damage = roll − protection; durability never below 0; broken at 0.
 */
export function damageObject(
  durability: number,
  protection: ObjectProtections,
  types: readonly AttackType[],
  roll: number,
  penetration = 0,
): { damage: number; durabilityAfter: number; broken: boolean } {
  assertIntegerAtLeast("damageObject", "durability", durability, 0);
  assertIntegerAtLeast("damageObject", "roll", roll, 0);
  const immune = PROTECTION_TYPES.filter((t) => protection[t] === "immune");
  const numeric = {
    physical: numberOr0(protection.physical),
    erosion: numberOr0(protection.erosion),
    occult: numberOr0(protection.occult),
  };
  const p = effectiveProtection({ protection: numeric, immune }, types, penetration);
  const damage = roll === 0 || p === "immune" ? 0 : Math.max(0, roll - p);
  const durabilityAfter = Math.max(0, durability - damage);
  return { damage, durabilityAfter, broken: durabilityAfter === 0 };
}

function numberOr0(p: ObjectProtection): number {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — effectiveProtection skips an immune type unread
  return p === "immune" ? 0 : p;
}
