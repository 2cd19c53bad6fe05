/**
 * Vocabulary shared by the whole rules core (glossary of docs/rules.md §1).
 * Pure types and id lists only: no Foundry globals anywhere under src/rules.
 */

export const ATTRIBUTE_IDS = ["might", "energy", "spirit"] as const;
export type AttributeId = (typeof ATTRIBUTE_IDS)[number];

export const ATTACK_TYPES = ["physical", "erosion", "occult", "true"] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];

export const PROTECTION_TYPES = ["physical", "erosion", "occult"] as const;
export type ProtectionType = (typeof PROTECTION_TYPES)[number];
export type Protections = Record<ProtectionType, number>;

export const DEFENSE_KINDS = ["block", "dodge", "resist"] as const;
export type DefenseKind = (typeof DEFENSE_KINDS)[number];

/** Which attribute each defense rolls (§6.2). */
export const DEFENSE_ATTRIBUTE: Record<DefenseKind, AttributeId> = { block: "might", dodge: "energy", resist: "spirit" };

export const ROLL_MODES = ["points", "faceSum"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/** Current dice per attribute; `null` marks a void attribute (§3.2 [N]). */
export type AttributeDice = Record<AttributeId, number | null>;

/**
 * A structured dice-count expression (§2.2, §4.3): how many dice a roll uses.
 * count = trunc(combine(pools) / divisor + bonus); an expression with no pools rolls `bonus` dice.
 * Examples: `might` → {pools:["might"]}; `energy/2` → {pools:["energy"], divisor:2};
 * `might+1` → {pools:["might"], bonus:1}; `might/spirit take-higher` → {pools:["might","spirit"], combine:"max"};
 * `4` → {pools:[], bonus:4}.
 */
export interface DiceExpression {
  pools: AttributeId[];
  /** How several pools combine: take-higher (`max`) or take-lower (`min`). */
  combine: "max" | "min";
  /** Divides the pool value before truncation; 1 means no division. */
  divisor: number;
  /** Dice added (or removed, if negative) after division, before truncation. */
  bonus: number;
  mode: RollMode;
}

export const CONSCIOUSNESS_STATES = ["conscious", "unconscious", "dead"] as const;
export type Consciousness = (typeof CONSCIOUSNESS_STATES)[number];

export const ACTION_KINDS = ["tactic", "reaction", "attached"] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const ITEM_SCALES = ["trivial", "light", "heavy"] as const;
export type ItemScale = (typeof ITEM_SCALES)[number];

export const ABILITY_TYPES = ["might", "energy", "spirit", "common"] as const;
export type AbilityType = (typeof ABILITY_TYPES)[number];
