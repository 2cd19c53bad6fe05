/**
 * Pure choice lists and numeric bounds for every Actor and Item `system` field.
 * Both the TypeDataModel schemas (src/data/fields, item/, actor/) and the pure validator
 * (src/data/validation.ts) read these tables, so the two cannot drift apart.
 * No Foundry globals here: plain Node tests import this file.
 */
import {
  ABILITY_TYPES,
  ACTION_KINDS,
  ATTACK_TYPES,
  ATTRIBUTE_IDS,
  DEFENSE_KINDS,
  ITEM_SCALES,
  PROTECTION_TYPES,
  ROLL_MODES,
} from "../rules/types.ts";
import { SIZE_IDS } from "../rules/size.ts";
import { ACCESSORY_KINDS as SEED_ACCESSORY_KINDS } from "../rules/equip.ts";
import { AGE_STAGES } from "../rules/life.ts";

export { ABILITY_TYPES, ACTION_KINDS, ATTACK_TYPES, ATTRIBUTE_IDS, DEFENSE_KINDS, ITEM_SCALES, PROTECTION_TYPES, ROLL_MODES };

/** The twelve weapon kinds (§4.1), natural weapons and ammunition included. */
export const WEAPON_KINDS = [
  "wrestle", "blade", "impact", "swiping", "pole", "shield",
  "projectile", "throwing", "telekinesis", "ammunition", "exoticWeapon", "naturalWeapon",
] as const;

/** Protective gear kinds (§4.1). */
export const PROTECTION_KINDS = ["helmet", "armor", "boots", "harness", "exoticProtection", "naturalProtection"] as const;

/** Seed accessory kinds (§4.1): one equipped accessory per seed kind (§3.8) — the rules core's list. */
export const ACCESSORY_RULE_KINDS = SEED_ACCESSORY_KINDS;

/** Newer-edition accessory kinds the item dataset uses (also valid item kinds). */
export const ACCESSORY_NEWER_KINDS = [
  "earpiece", "necklace", "ring", "armband", "gloves", "footwear", "waistband", "tailpiece", "cape",
] as const;

/** Every accessory kind an item may list: the seed kinds plus the newer-edition ones. */
export const ACCESSORY_KINDS = [...ACCESSORY_RULE_KINDS, ...ACCESSORY_NEWER_KINDS] as const;

/** Seed kind each accessory kind counts as for "one per kind" (items README table; earplugs are attachments by item). */
export const ACCESSORY_RULE_KIND: Record<(typeof ACCESSORY_KINDS)[number], (typeof ACCESSORY_RULE_KINDS)[number]> = {
  jewelry: "jewelry", pendant: "pendant", attachment: "attachment", costume: "costume", adornment: "adornment",
  exoticAccessory: "exoticAccessory", earpiece: "jewelry", necklace: "pendant", ring: "jewelry", armband: "jewelry",
  gloves: "costume", footwear: "jewelry", waistband: "attachment", tailpiece: "jewelry", cape: "costume",
};

/** Misc item kinds (§4.1) plus the newer edition's material and add-on. */
export const GEAR_KINDS = ["food", "drink", "medicine", "document", "tool", "currency", "sundry", "material", "addon"] as const;

/** Equip slots (newer-edition slot ids; the seed's body parts map onto them). */
export const EQUIP_SLOTS = [
  "weapon", "helmet", "armor", "boots", "harness", "accessory", "exoticProtection",
  ...ACCESSORY_NEWER_KINDS, "costume", "adornment", "attachment", "exoticAccessory",
] as const;

/** Feature kinds (§3.7). `species` is the dataset's `race`. */
export const FEATURE_KINDS = ["species", "subrace", "size", "form", "gender", "sense", "movementMode", "other"] as const;

/** Size ids (§3.7 [N]); levels come from rules `sizeLevel`. */
export const SIZES = SIZE_IDS;

/** Movement modes (features dataset ids). */
export const MOVEMENT_MODES = ["walk", "climb", "swim", "fly", "float", "burrow"] as const;

/** Senses (features dataset ids). */
export const SENSES = ["five-senses", "darkvision", "life-sense", "night-vision", "sonar", "tremorsense"] as const;

/** Ability styles (abilities README table). */
export const ABILITY_STYLES = [
  "power", "stunt", "lore", "incantation", "gesture", "sigil", "alchemy", "ritual", "totem",
  "primagic", "arcanum", "sorcery", "divine", "esoterica", "uncharted",
] as const;

/** How an ability (or an item use) is activated. `time` = a casting time outside Moment mode. */
export const ACTIVATION_KINDS = ["passive", ...ACTION_KINDS, "time"] as const;

/** Usage-limit periods; "" = no limit. */
export const LIMIT_PERIODS = ["", "round", "moment", "fullRest", "day"] as const;

/** Attack modes; "" = neither a melee nor a ranged weapon attack (e.g. an aura). */
export const ATTACK_MODES = ["", "melee", "ranged"] as const;

/** Range kinds: adjacent, a step range (within N, or X~Y with `min`), self (area around you). */
export const RANGE_KINDS = ["adjacent", "steps", "self"] as const;
export const RANGE_DIRECTIONS = ["", "front"] as const;

export const TARGET_KINDS = ["creature", "position"] as const;
export const TARGET_RELATIONS = ["any", "hostile", "friendly", "self"] as const;
export const AREA_SHAPES = ["", "circle", "sector", "ray", "ring", "path", "adjacent", "weaponReach"] as const;
export const AREA_CENTERS = ["self", "impactPoint", "target", "object"] as const;

/** Who an area leaves out ("" nobody; 除你以外 → self; hostile creatures only → self and allies). */
export const AREA_EXCLUDES = ["", "self", "selfAndAllies"] as const;

/** Extra-damage operations (§6.1 `Extra`). */
export const EXTRA_DAMAGE_OPS = ["mul", "div", "add", "addDice", "sub"] as const;

/** Which weapon an ability attack uses; "" = the ability supplies its own dice. */
export const ATTACK_WEAPON_SOURCES = ["", "natural", "equipped", "any", "sameAttack", "copyBlocked"] as const;

/** Defense-roll modifiers may name one defense or any. */
export const DEFENSE_MOD_KINDS = [...DEFENSE_KINDS, "any"] as const;
export const BLOCK_AGAINST = ["any", "melee"] as const;

/**
 * Rolls a roll modifier (`rollModifiers[].roll`) applies to while the item is equipped: every roll, an attack roll,
 * a defense roll, any roll made with one attribute's dice, casting an ability, searching or investigating.
 */
export const MODIFIED_ROLLS = [
  "all", "attack", "block", "dodge", "resist", "might", "energy", "spirit", "cast", "search", "investigate",
] as const;

/** A weapon kind or none (""): which weapons an attack/block roll modifier is limited to. */
export const WEAPON_KIND_OR_NONE = ["", ...WEAPON_KINDS] as const;

/** An ability style or none (""): which abilities a casting roll modifier is limited to. */
export const ABILITY_STYLE_OR_NONE = ["", ...ABILITY_STYLES] as const;

export const SPECIAL_KINDS = ["magic", "unique"] as const;

/** Potential log entry kinds (rules/potential.ts): `spend` moves potential into strength; `renounce` removes strength. */
export const POTENTIAL_LOG_KINDS = ["spend", "renounce"] as const;

/**
 * What a potential log entry paid for; `adjust` = a GM correction. `reward` records potential the GM awarded for a
 * fight (amount 0: the award raised the total, it spent nothing; the note says how much, the target names the fight).
 */
export const POTENTIAL_LOG_REASONS = ["raise", "obtain", "intensify", "renounce", "adjust", "grant", "reward"] as const;

/** An attribute or none (""). */
export const ATTRIBUTE_OR_NONE = ["", ...ATTRIBUTE_IDS] as const;

/** [OPT] Age stage (§3.7, §7.2); "" = not given. */
export const AGE_STAGE_CHOICES = ["", ...AGE_STAGES] as const;

/** How several dice pools combine: take-higher or take-lower. */
export const COMBINE_MODES = ["max", "min"] as const;

/** Which lang group (`MESHAL.Choice.<group>.<id>`, "" → `none`) labels each choice list; schemas use it for selects. */
const CHOICE_LABEL_GROUPS = new Map<readonly string[], string>([
  [WEAPON_KINDS, "weaponKind"], [PROTECTION_KINDS, "protectionKind"], [ACCESSORY_KINDS, "accessoryKind"],
  [GEAR_KINDS, "gearKind"], [EQUIP_SLOTS, "equipSlot"], [FEATURE_KINDS, "featureKind"], [SIZES, "size"],
  [MOVEMENT_MODES, "movementMode"], [SENSES, "sense"], [ABILITY_STYLES, "abilityStyle"], [ABILITY_TYPES, "abilityType"],
  [ACTIVATION_KINDS, "activationKind"], [ACTION_KINDS, "actionKind"], [LIMIT_PERIODS, "limitPeriod"],
  [ATTACK_MODES, "attackMode"], [RANGE_KINDS, "rangeKind"], [RANGE_DIRECTIONS, "rangeDirection"],
  [TARGET_KINDS, "targetKind"], [TARGET_RELATIONS, "targetRelation"], [AREA_SHAPES, "areaShape"],
  [AREA_CENTERS, "areaCenter"], [AREA_EXCLUDES, "areaExcludes"], [EXTRA_DAMAGE_OPS, "extraDamageOp"], [ATTACK_WEAPON_SOURCES, "attackWeapon"],
  [DEFENSE_MOD_KINDS, "defenseMod"], [BLOCK_AGAINST, "blockAgainst"], [MODIFIED_ROLLS, "modifiedRoll"],
  [WEAPON_KIND_OR_NONE, "weaponKindOrNone"], [ABILITY_STYLE_OR_NONE, "abilityStyleOrNone"], [SPECIAL_KINDS, "specialKind"],
  [ITEM_SCALES, "scale"], [ATTACK_TYPES, "attackType"], [ATTRIBUTE_IDS, "attribute"], [ATTRIBUTE_OR_NONE, "attributeOrNone"],
  [DEFENSE_KINDS, "defense"], [ROLL_MODES, "rollMode"], [COMBINE_MODES, "combine"],
  [POTENTIAL_LOG_KINDS, "logKind"], [POTENTIAL_LOG_REASONS, "logReason"], [AGE_STAGE_CHOICES, "ageStage"],
]);

const choiceKeyIn = (group: string, id: string) => `MESHAL.Choice.${group}.${id === "" ? "none" : id}`;

/** Lang keys of a choice list's labels (`{id: "MESHAL.Choice.<group>.<id>"}`), or undefined for an unlabelled list. */
export function choiceLabels(list: readonly string[]): Record<string, string> | undefined {
  const group = CHOICE_LABEL_GROUPS.get(list);
  if (!group) return undefined;
  return Object.fromEntries(list.map((id) => [id, choiceKeyIn(group, id)]));
}

/** Lang keys of the labels of a list known to be labelled (the config's lists); throws for a list with no label group. */
export function choiceLabelKeys(list: readonly string[]): Record<string, string> {
  const labels = choiceLabels(list);
  if (!labels) throw new Error(`meshal-lite | the choice list [${list.join(", ")}] has no label group`);
  return labels;
}

/** The lang key of one choice's label (what `choiceLabels(list)[id]` holds), without building the whole record. */
export function choiceLabelKey(list: readonly string[], id: string): string | undefined {
  const group = CHOICE_LABEL_GROUPS.get(list);
  return group && list.includes(id) ? choiceKeyIn(group, id) : undefined;
}

/** Every labelled choice list with its group (for tests and sheets). */
export function labelledChoiceLists(): [readonly string[], string][] {
  return [...CHOICE_LABEL_GROUPS.entries()];
}

/** Numeric bounds shared by schemas and the validator. `integer` = whole numbers only. */
export interface Bound {
  min?: number;
  max?: number;
  integer: boolean;
}

/** Bounds keyed by a short name; field builders and the validator look them up here. */
export const BOUNDS = {
  trained: { min: 0, max: 99, integer: true },
  npcBase: { min: 0, max: 99, integer: true },
  lost: { min: 0, max: 999, integer: true },
  modifier: { min: -99, max: 99, integer: true },
  protection: { min: -99, max: 99, integer: true },
  mobility: { min: 0, max: 99, integer: true },
  speed: { min: -99, max: 999, integer: false },
  potential: { min: 0, max: 9999, integer: true },
  potentialAmount: { min: 0, max: 999, integer: true },
  abilityLevel: { min: 0, max: 9, integer: true },
  intensifySteps: { min: 0, max: 99, integer: true },
  cost: { min: 0, max: 99, integer: true },
  count: { min: 0, max: 9999, integer: true },
  quantity: { min: 0, max: 99999, integer: true },
  copper: { min: 0, max: 1e9, integer: true },
  hits: { min: 1, max: 20, integer: true },
  penetration: { min: 0, max: 99, integer: true },
  divisor: { min: 1, max: 10, integer: true },
  diceBonus: { min: -99, max: 99, integer: true },
  steps: { min: 0, max: 100000, integer: true },
  multiplier: { min: 1, max: 100, integer: true },
  extraValue: { min: 1, max: 99, integer: true },
  slotCount: { min: 1, max: 9, integer: true },
  sizeLevel: { min: 0, max: 6, integer: true },
  perception: { min: 0, max: 100000, integer: true },
  strength: { min: 0, max: 9999, integer: true },
  fraction: { min: 0, max: 10, integer: false },
} as const satisfies Record<string, Bound>;

export type BoundName = keyof typeof BOUNDS;
