/**
 * One attackable object (§8.2) read with either table: a material list that covers both the seed table and the newer
 * one, the modifiers of both, and the profile (maximum durability, protections, immunities) and condition the
 * selected table gives. An object keeps its material and modifiers when the table switch changes.
 */
import { objectStats, type Material, type ObjectProtections } from "./objects.ts";
import { attemptSucceeds } from "./dice.ts";
import { newerObjectCondition, newerObjectStats, repairObject, type NewerMaterial } from "./objects-newer.ts";
import { PROTECTION_TYPES, type ProtectionType, type Protections } from "./types.ts";

/** Every material an object may be made of (the newer table's list, with the seed's clay). */
export const OBJECT_MATERIALS = [
  "paper", "leather", "glass", "ceramic", "ice", "wood", "clay", "sand", "brick",
  "plastic", "rubber", "copperIron", "rock", "concrete", "steel",
] as const;
export type ObjectMaterial = (typeof OBJECT_MATERIALS)[number];

/**
 * The seed row of each material: the seed groups materials in one row ("ceramic or leather", "clay, mud, sand",
 * "rock or concrete" …). [DEC] Brick, which the seed does not name, reads as fired clay.
 */
const SEED_ROW: Record<ObjectMaterial, Material> = {
  paper: "paper", leather: "ceramic", glass: "glass", ceramic: "ceramic", ice: "glass", wood: "wood", clay: "clay",
  sand: "clay", brick: "clay", plastic: "plastic", rubber: "plastic", copperIron: "iron", rock: "rock",
  concrete: "rock", steel: "steel",
};

/** The newer row of each material. [DEC] Clay, which the newer table does not name, reads as sand (the seed's row). */
const NEWER_ROW: Record<ObjectMaterial, NewerMaterial> = {
  paper: "paper", leather: "leather", glass: "glass", ceramic: "ceramic", ice: "ice", wood: "wood", clay: "sand",
  sand: "sand", brick: "brick", plastic: "plastic", rubber: "rubber", copperIron: "copperIron", rock: "rock",
  concrete: "concrete", steel: "steel",
};

const MATERIAL_SET: ReadonlySet<string> = new Set(OBJECT_MATERIALS);
/** Is `id` a material of the list? */
export function isObjectMaterial(id: string): id is ObjectMaterial {
  return MATERIAL_SET.has(id);
}

/** Every modifier of either table. */
export const OBJECT_MODIFIER_IDS = ["reinforced", "enchanted", "delicate", "weathered"] as const;
export type ObjectModifierId = (typeof OBJECT_MODIFIER_IDS)[number];

const MODIFIER_SET: ReadonlySet<string> = new Set(OBJECT_MODIFIER_IDS);
/** Is `id` a modifier of either table? */
export function isObjectModifier(id: string): id is ObjectModifierId {
  return MODIFIER_SET.has(id);
}

/** The modifiers each table knows (the seed has no "weathered"). */
export const TABLE_MODIFIERS = {
  seed: ["reinforced", "enchanted", "delicate"],
  newer: ["weathered", "reinforced", "enchanted", "delicate"],
} as const satisfies Record<string, readonly ObjectModifierId[]>;

/** Which table: the seed's (thickness in steps) or the newer edition's (thickness in digits, `newerObjects`). */
export type ObjectTable = keyof typeof TABLE_MODIFIERS;

/** What an object stores. */
export interface ObjectInput {
  material: ObjectMaterial;
  /** Thickness in steps (seed table). */
  thicknessSteps: number;
  /** Thickness in digits, about 2 cm (newer table). */
  thicknessDigits: number;
  modifiers: readonly ObjectModifierId[];
}

/** An object's profile under one table: protections as creatures hold them (an immune type counts 0 and is listed). */
export interface ObjectProfile {
  table: ObjectTable;
  maxDurability: number;
  protection: Protections;
  immune: ProtectionType[];
  /** The stored modifiers this table applies (others are kept but do nothing here). */
  modifiers: ObjectModifierId[];
}

/** The modifiers of `modifiers` that `table` knows, once each. */
export function tableModifiers(table: ObjectTable, modifiers: readonly ObjectModifierId[]): ObjectModifierId[] {
  const known: readonly ObjectModifierId[] = TABLE_MODIFIERS[table];
  return [...new Set(modifiers)].filter((m) => known.includes(m));
}

/**
 * The profile of an object under `table` (§8.2): maximum durability and protections from the material, thickness and
 * modifiers the table knows. Throws RangeError (from the tables) on an unknown material or a thickness not > 0.
 */
export function objectProfile(input: ObjectInput, table: ObjectTable): ObjectProfile {
  const modifiers = tableModifiers(table, input.modifiers);
  const stats = table === "newer"
    ? newerObjectStats(NEWER_ROW[input.material], input.thicknessDigits, modifiers)
    : objectStats(SEED_ROW[input.material], input.thicknessSteps, TABLE_MODIFIERS.seed.filter((m) => modifiers.includes(m)));
  return { table, maxDurability: stats.durability, ...splitProtections(stats.protection), modifiers };
}

/** Table protections as a creature's: numbers (immune → 0) and the immune types. */
function splitProtections(p: ObjectProtections): { protection: Protections; immune: ProtectionType[] } {
  const protection = { physical: 0, erosion: 0, occult: 0 };
  const immune: ProtectionType[] = [];
  for (const type of PROTECTION_TYPES) {
    const v = p[type];
    if (v === "immune") immune.push(type);
    else protection[type] = v;
  }
  return { protection, immune };
}

/** An object's condition: seed — broken at 0; newer — broken below half of its maximum, destroyed at 0. */
export type ObjectCondition = "intact" | "broken" | "destroyed";

/** The condition of an object with `durability` left of `max` under `table`. */
export function objectCondition(durability: number, max: number, table: ObjectTable): ObjectCondition {
  if (table === "newer") return newerObjectCondition(durability, max);
  return durability <= 0 ? "broken" : "intact";
}

/**
 * [OPT] A repair attempt (§8.2): it succeeds when its points exceed the difficulty; then the points of the 3 dice
 * (`changePoints`) are added to the durability on a success, taken off on a failure, within 0 … max.
 */
export function repairResult(durability: { value: number; max: number }, attempt: { points: number; difficulty: number }, changePoints: number): { success: boolean; after: number } {
  const success = attemptSucceeds(attempt.points, attempt.difficulty);
  return { success, after: repairObject(durability.value, durability.max, success, changePoints) };
}
