/**
 * Optional and variant rules (docs/rules.md §1 "Optional rules"), each a world setting, default off.
 * `chapter` groups the switches in the settings menu; `edition` tells the seed rulebook's optional rules (扩展) from the
 * newer edition's variants (docs/rules.md §10.2).
 */
export type RuleChapter = "character" | "dice" | "combat" | "life" | "gm";
export type RuleEdition = "seed" | "newer";

interface RuleEntry {
  readonly section: string;
  readonly chapter: RuleChapter;
  readonly edition: RuleEdition;
  /** Registered but not shown: its code is not built yet, so a visible switch would do nothing. */
  readonly hidden?: true;
}

export const OPTIONAL_RULES = {
  /** §3.8 [OPT]: equipping needs free body parts (humanoid: head 1, torso 1, arm 2, leg 2). */
  bodyParts: { section: "3.8", chapter: "character", edition: "seed" },
  /** §3.8 [VAR]: species equip slots instead of body parts. */
  equipSlots: { section: "3.8", chapter: "character", edition: "newer" },
  /** §3.6 [VAR]: a gifted ability adds its printed level × 3 to strength. */
  giftedStrength: { section: "3.6", chapter: "character", edition: "newer" },
  /** §3.7 [OPT]: height, weight, looks, age, personality, sexuality, hobby on the character sheet. */
  extraFeatures: { section: "3.7", chapter: "character", edition: "seed" },
  /** §3.6 [OPT]: magic abilities carry their magic tags. */
  magic: { section: "3.6", chapter: "character", edition: "seed" },
  /** §3.8 [OPT, newer]: carrying load = Might × size factor instead of 3 heavy + 9 light. */
  carryingCapacity: { section: "3.8", chapter: "character", edition: "newer" },
  /** §5.2 [OPT]: identical NPCs (same actor) roll initiative once and act together. */
  groupInitiative: { section: "5.2", chapter: "combat", edition: "seed" },
  /** §7.2 [OPT]: a hit on an unconscious creature kills it. */
  coupDeGrace: { section: "7.2", chapter: "combat", edition: "seed" },
  /** §4.3 [OPT]: ranged attacks beyond their range take 2 disadvantages per multiple exceeded. */
  beyondRange: { section: "4.3", chapter: "combat", edition: "newer" },
  /** §9.5 [OPT]: facing, front/flank/back sectors, no defense from the back. */
  facing: { section: "9.5", chapter: "combat", edition: "seed" },
  /** §9.4 [OPT]: postures (standing, crouching, prone) and their effects. */
  postures: { section: "9.4", chapter: "combat", edition: "seed" },
  /** §5.5 [OPT]: carry a creature on your back / set it down, 3⚡. */
  carryCreature: { section: "5.5", chapter: "combat", edition: "seed" },
  /** §10.2 [VAR]: search is a 3⚡ tactic with a difficulty table. */
  search3: { section: "10.2", chapter: "combat", edition: "newer" },
  /** §10.2 [VAR]: newer movement (costs by terrain and mode). */
  newerMovement: { section: "9.1", chapter: "combat", edition: "newer" },
  /** §10.2 [VAR]: "X~Y steps" means ≥ X and < Y. */
  rangeBounds: { section: "10.2", chapter: "combat", edition: "newer" },
  /** §10.2 [VAR]: roll modifiers are ±N dice; zero dice scores 0. */
  newerDice: { section: "2.2", chapter: "dice", edition: "newer" },
  /** §2.4 [OPT, newer]: fate expense — set rolled attribute dice to chosen faces, losing each die changed. */
  fateExpense: { section: "2.4", chapter: "dice", edition: "newer" },
  /** §2.4 [VAR]: an assist on a skill task takes the higher result. */
  assistTakeHigher: { section: "2.4", chapter: "dice", edition: "newer" },
  /** §10.2 [VAR]: any identical continuing effect replaces the older one, not only same-named abilities'. */
  effectReplaceAny: { section: "10.2", chapter: "dice", edition: "newer" },
  /** §7.2 [OPT]: age stages and, once aged, a daily natural-death attempt (one switch: they only work together). */
  age: { section: "7.2", chapter: "life", edition: "seed" },
  /** §7.4 [OPT]: food, drink and sleep. */
  replenishment: { section: "7.4", chapter: "life", edition: "seed" },
  /** §8.1 [OPT, newer]: extra potential reward. */
  potentialBonus: { section: "8.1", chapter: "gm", edition: "newer" },
  /** §8.2 [OPT, newer]: objects can be repaired. */
  objectRepair: { section: "8.2", chapter: "gm", edition: "newer" },
  /** §10.2 [VAR]: newer objects table. */
  newerObjects: { section: "8.2", chapter: "gm", edition: "newer" },
} as const satisfies Record<string, RuleEntry>;

export type OptionalRuleId = keyof typeof OPTIONAL_RULES;

/** Is `key` one of the optional rules? */
function isOptionalRuleId(key: string): key is OptionalRuleId {
  return Object.hasOwn(OPTIONAL_RULES, key);
}

/** Every optional rule, in the order of OPTIONAL_RULES (the settings menu's order). */
export const OPTIONAL_RULE_IDS: OptionalRuleId[] = Object.keys(OPTIONAL_RULES).filter(isOptionalRuleId);

/** Is a rule's switch shown (its code built)? */
export function isOptionalRuleShown(id: OptionalRuleId): boolean {
  return !("hidden" in OPTIONAL_RULES[id]);
}

export function ruleInfo(id: OptionalRuleId): RuleEntry {
  return OPTIONAL_RULES[id];
}
