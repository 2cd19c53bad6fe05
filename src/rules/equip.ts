/**
 * Equip conflicts (§3.8, §4.1): one accessory per accessory kind; [OPT] body parts (humanoid: head 1, torso 1,
 * arm 2, leg 2); helmet → head, armor → torso, boots → legs (a pair covers up to 2), weapons → arms.
 */

import { isOneOf } from "./guards.ts";

/** Body parts of the optional body-part rule. */
export const BODY_PARTS = ["head", "torso", "arm", "leg", "tail", "wing", "fin"] as const;
/** A body part id. */
export type BodyPart = (typeof BODY_PARTS)[number];
/** How many of each body part (a creature has, or an item needs). */
export type BodyPartCounts = Partial<Record<BodyPart, number>>;

/** Body parts of a humanoid. */
// Stryker disable next-line ObjectLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const HUMANOID_BODY_PARTS: Readonly<BodyPartCounts> = { head: 1, torso: 1, arm: 2, leg: 2 };

/** Accessory kinds; at most one of each may be worn. */
export const ACCESSORY_KINDS = ["jewelry", "pendant", "attachment", "costume", "adornment", "exoticAccessory"] as const;

/** Weapon kinds (all go on arms unless the item says otherwise). */
export const WEAPON_KINDS = [
  "wrestle", "blade", "impact", "swiping", "pole", "shield", "projectile", "throwing", "telekinesis", "exoticWeapon",
] as const;

/** What an equippable item is and, if it says so, which body parts it takes. */
export interface EquipItem {
  id?: string;
  types: readonly string[];
  /** Explicit body parts (exotic protection, two-handed weapons …); overrides the defaults. */
  bodyParts?: BodyPartCounts;
}

/**
 * Body parts an item occupies by default: helmet head 1, armor torso 1, boots legs up to 2 (limited by the legs the
 * creature has), weapons arm 1, accessories and everything else none. `bodyParts` on the item wins.
 */
export function bodyPartsNeeded(item: EquipItem, available: BodyPartCounts = HUMANOID_BODY_PARTS): BodyPartCounts {
  if (item.bodyParts) return { ...item.bodyParts };
  if (item.types.includes("naturalWeapon") || item.types.includes("naturalProtection")) return {};
  if (item.types.includes("helmet")) return { head: 1 };
  if (item.types.includes("armor")) return { torso: 1 };
  if (item.types.includes("boots")) return { leg: Math.max(1, Math.min(2, available.leg ?? 0)) };
  if (item.types.some((t) => isOneOf(WEAPON_KINDS, t))) return { arm: 1 };
  return {};
}

/**
 * Arms a weapon is held with under the body-part rule (§3.8 [OPT]): one, or two for a weapon held in both hands
 * (bow, thorn chain, long spear …), read from the weapon slots the item takes (`{slot: "weapon", count: 2}`).
 */
export function weaponArms(slots: readonly { slot: string; count: number }[]): number {
  const n = slots.filter((s) => s.slot === "weapon").reduce(
    // Stryker disable next-line EqualityOperator: equivalent — a count of 0 adds 0 either way
    (sum, s) => sum + (Number.isInteger(s.count) && s.count > 0 ? s.count : 0),
    0,
  );
  return Math.max(1, n);
}

/** Why an item cannot be equipped, or null if it can. */
export type EquipConflict =
  | { reason: "natural" }
  | { reason: "accessoryKind"; kind: string }
  | { reason: "bodyPart"; part: BodyPart; needed: number; free: number };

/**
 * Can `item` be equipped next to `equipped` (§3.8)? Natural weapons/protection are never equipped; a second accessory
 * of one kind conflicts; with `bodyParts` (the optional rule) given, the needed parts must be free.
 */
export function equipConflict(
  item: EquipItem,
  equipped: readonly EquipItem[],
  bodyParts?: BodyPartCounts,
): EquipConflict | null {
  if (item.types.includes("naturalWeapon") || item.types.includes("naturalProtection")) return { reason: "natural" };
  for (const kind of ACCESSORY_KINDS) {
    if (item.types.includes(kind) && equipped.some((e) => e.types.includes(kind))) {
      return { reason: "accessoryKind", kind };
    }
  }
  if (!bodyParts) return null;
  const used: BodyPartCounts = {};
  for (const e of equipped) {
    const takes = bodyPartsNeeded(e, bodyParts);
    for (const part of BODY_PARTS) used[part] = (used[part] ?? 0) + (takes[part] ?? 0);
  }
  const needs = bodyPartsNeeded(item, bodyParts);
  for (const part of BODY_PARTS) {
    const needed = needs[part];
    if (needed === undefined) continue;
    const free = (bodyParts[part] ?? 0) - (used[part] ?? 0);
    if (needed > free) return { reason: "bodyPart", part, needed, free: Math.max(0, free) };
  }
  return null;
}
