/**
 * [VAR] Newer-edition objects (§8.2): thickness in digits (≈2 cm), another table, broken below half durability,
 * destroyed at 0; [OPT] repair.
 */
import type { ObjectProtections } from "./objects.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** Per digit of thickness: durability, physical and erosion protection (occult always immune). */
export const NEWER_MATERIALS = {
  paper: [2, 0, 0],
  leather: [2, 1, 1],
  glass: [2, -1, 2],
  ceramic: [3, 1, 3],
  ice: [2, 1, -1],
  wood: [4, 1, 2],
  sand: [4, 3, 2],
  brick: [5, 3, 2],
  plastic: [3, 3, 1],
  rubber: [5, 4, 2],
  copperIron: [6, 4, -1],
  rock: [6, 5, 4],
  concrete: [6, 5, 5],
  steel: [9, 7, 3],
} as const satisfies Record<string, readonly [number, number, number]>;
/** A material of the newer-edition table. */
export type NewerMaterial = keyof typeof NEWER_MATERIALS;

/** Newer modifiers: durability ×/÷/+ and protection ÷/+. */
export const NEWER_OBJECT_MODIFIERS = {
  weathered: { durabilityFactor: 0.5, durabilityAdd: 0, protectionDivide: 1, protectionAdd: -1 },
  reinforced: { durabilityFactor: 1, durabilityAdd: 3, protectionDivide: 1, protectionAdd: 1 },
  enchanted: { durabilityFactor: 2, durabilityAdd: 0, protectionDivide: 1, protectionAdd: 2 },
  delicate: { durabilityFactor: 1, durabilityAdd: 0, protectionDivide: 2, protectionAdd: 0 },
} as const;
/** A newer-edition object modifier. */
export type NewerObjectModifier = keyof typeof NEWER_OBJECT_MODIFIERS;

/**
 * Newer object stats: durability = per-digit value × digits, then ×/÷ factors, then additions, truncated once;
 * protections ÷ first, then additions, truncated once [DEC: order as §0]; occult immune. RangeError on unknown
 * material/modifier or a thickness that is not finite and > 0.
 */
export function newerObjectStats(
  material: NewerMaterial,
  thicknessDigits: number,
  modifiers: readonly NewerObjectModifier[] = [],
): { durability: number; protection: ObjectProtections } {
  const row: readonly [number, number, number] | undefined = NEWER_MATERIALS[material];
  if (!row) throw new RangeError(`newerObjectStats: unknown material "${String(material)}"`);
  assertFinite("newerObjectStats", "thicknessDigits", thicknessDigits);
  if (thicknessDigits <= 0) throw new RangeError("newerObjectStats: thicknessDigits must be > 0");
  let factor = 1;
  let durabilityAdd = 0;
  let divide = 1;
  let add = 0;
  for (const m of modifiers) {
    const mod = NEWER_OBJECT_MODIFIERS[m];
    if (!mod) throw new RangeError(`newerObjectStats: unknown modifier "${String(m)}"`);
    factor *= mod.durabilityFactor;
    durabilityAdd += mod.durabilityAdd;
    divide *= mod.protectionDivide;
    add += mod.protectionAdd;
  }
  const protection = (p: number): number => Math.trunc(p / divide + add) || 0; // || 0 turns -0 into 0
  return {
    durability: Math.max(0, Math.trunc(row[0] * thicknessDigits * factor + durabilityAdd)),
    protection: { physical: protection(row[1]), erosion: protection(row[2]), occult: "immune" },
  };
}

/** Newer object condition: destroyed at 0, broken below half of its maximum durability, else intact. */
export function newerObjectCondition(durability: number, maxDurability: number): "intact" | "broken" | "destroyed" {
  assertFinite("newerObjectCondition", "durability", durability);
  assertFinite("newerObjectCondition", "maxDurability", maxDurability);
  if (durability <= 0) return "destroyed";
  return durability < maxDurability / 2 ? "broken" : "intact";
}

/**
 * [OPT] Repair attempt (ability, tool and 1 material): success restores the points of 3 dice, failure removes them;
 * durability stays within 0 … max. `points` = points rolled on the 3 dice.
 */
export function repairObject(durability: number, maxDurability: number, success: boolean, points: number): number {
  assertIntegerAtLeast("repairObject", "durability", durability, 0);
  assertIntegerAtLeast("repairObject", "maxDurability", maxDurability, 0);
  assertIntegerAtLeast("repairObject", "points", points, 0);
  const next = success ? durability + points : durability - points;
  return Math.max(0, Math.min(maxDurability, next));
}

/** Dice rolled by a repair attempt's outcome. */
export const REPAIR_DICE = 3;
