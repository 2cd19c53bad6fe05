/**
 * Optional and variant rules (docs/rules.md §1 "Optional rules"), each a world setting, default off.
 * Only rules the code actually honours are listed; a rule joins this list with the code that reads it.
 */
export const OPTIONAL_RULES = {
  /** §3.8 [OPT]: equipping needs free body parts (humanoid: head 1, torso 1, arm 2, leg 2). */
  bodyParts: { section: "3.8" },
  /** §3.8 [VAR]: species equip slots instead of body parts. */
  equipSlots: { section: "3.8" },
  /** §3.6 [VAR]: a gifted ability adds its printed level × 3 to strength. */
  giftedStrength: { section: "3.6" },
  /** §3.7 [OPT]: height, weight, looks, age, personality, sexuality, hobby on the character sheet. */
  extraFeatures: { section: "3.7" },
  /** §5.2 [OPT]: identical NPCs (same actor) roll initiative once and act together. */
  groupInitiative: { section: "5.2" },
  /** §7.2 [OPT]: a hit on an unconscious creature kills it. */
  coupDeGrace: { section: "7.2" },
  /** §4.3 [OPT]: ranged attacks beyond their range take 2 disadvantages per multiple exceeded. */
  beyondRange: { section: "4.3" },
} as const;

/**
 * `hidden: true` on an entry registers the rule without showing its switch in the settings, for a rule whose code is
 * not built yet (a switch for it would do nothing). No rule is hidden now.
 */
export function isOptionalRuleShown(id: OptionalRuleId): boolean {
  return !("hidden" in OPTIONAL_RULES[id]);
}

export type OptionalRuleId = keyof typeof OPTIONAL_RULES;
export const OPTIONAL_RULE_IDS = Object.keys(OPTIONAL_RULES) as OptionalRuleId[];
