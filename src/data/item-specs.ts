/**
 * Pure specs of every item type's `system` (the same fields, choices and bounds as the schemas in item/).
 * test/data/schema-shape.test.ts builds the real schemas with a field recorder and compares them to these.
 */
import {
  ABILITY_STYLE_OR_NONE, ABILITY_STYLES, ABILITY_TYPES, ACCESSORY_KINDS, ACTION_KINDS, ACTIVATION_KINDS, AREA_CENTERS, AREA_SHAPES,
  ATTACK_MODES, ATTACK_TYPES, ATTACK_WEAPON_SOURCES, ATTRIBUTE_IDS, ATTRIBUTE_OR_NONE, BLOCK_AGAINST, COMBINE_MODES, DEFENSE_KINDS, DEFENSE_MOD_KINDS,
  EQUIP_SLOTS, EXTRA_DAMAGE_OPS, FEATURE_KINDS, GEAR_KINDS, ITEM_SCALES, LIMIT_PERIODS, MOVEMENT_MODES,
  PROTECTION_KINDS, RANGE_DIRECTIONS, RANGE_KINDS, ROLL_MODES, SENSES, SIZES, SPECIAL_KINDS, TARGET_KINDS,
  TARGET_RELATIONS, WEAPON_KIND_OR_NONE, WEAPON_KINDS, MODIFIED_ROLLS,
} from "./choices.ts";
import type { ItemType } from "./types.ts";
import { S, specDefault, type FieldSpec } from "./spec.ts";

const attrs = (bound: "modifier") => S.obj({ might: S.int(bound), energy: S.int(bound), spirit: S.int(bound) });
const protection = () => S.obj({ physical: S.int("protection"), erosion: S.int("protection"), occult: S.int("protection") });
const limit = () => S.obj({ max: S.text(), per: S.choice(LIMIT_PERIODS, "") });
const extraDamage = () => S.arr(S.obj({ op: S.choice(EXTRA_DAMAGE_OPS, "add"), value: S.int("extraValue", 1) }));
const slots = () => S.arr(S.obj({ slot: S.choice(EQUIP_SLOTS, "weapon"), count: S.int("slotCount", 1) }));
const activation = (kind: string) =>
  S.obj({
    kind: S.choice(ACTIVATION_KINDS, kind), cost: S.intOrNull("cost"), costVariable: S.bool(), time: S.text(),
    trigger: S.text(), limit: limit(),
  });

/** Spec of a dice expression (rules/types.ts DiceExpression). */
export const DICE_EXPRESSION_SPEC = S.obj({
  pools: S.choiceList(ATTRIBUTE_IDS), combine: S.choice(COMBINE_MODES), divisor: S.int("divisor", 1),
  bonus: S.int("diceBonus"), mode: S.choice(ROLL_MODES),
});

/** Spec of one structured attack (fields/attack.ts). */
export const ATTACK_SPEC = S.obj({
  label: S.text(),
  mode: S.choice(ATTACK_MODES, "melee"),
  action: S.choice(ACTION_KINDS),
  cost: S.int("cost", 1),
  requiresEquip: S.bool(true),
  weapon: S.choice(ATTACK_WEAPON_SOURCES),
  range: S.obj({
    kind: S.choice(RANGE_KINDS), min: S.intOrNull("steps"), max: S.intOrNull("steps"),
    maxAttribute: S.choice(ATTRIBUTE_OR_NONE), maxUsesDice: S.bool(), maxMultiplier: S.int("multiplier", 1),
    direction: S.choice(RANGE_DIRECTIONS), noBeyondRange: S.bool(),
  }),
  targets: S.obj({
    count: S.intOrNull("count"), kind: S.choice(TARGET_KINDS), relation: S.choice(TARGET_RELATIONS), excludesSelf: S.bool(),
  }),
  area: S.obj({ shape: S.choice(AREA_SHAPES), radius: S.int("steps"), angle: S.int("steps"), center: S.choice(AREA_CENTERS) }),
  targetAttributes: S.choiceList(ATTRIBUTE_IDS),
  dice: DICE_EXPRESSION_SPEC,
  bonusDicePerAmmo: S.bool(),
  hits: S.int("hits", 1),
  types: S.choiceList(ATTACK_TYPES),
  defenses: S.choiceList(DEFENSE_KINDS),
  penetration: S.int("penetration"),
  extraDamage: extraDamage(),
  defenseModifiers: S.arr(S.obj({ defense: S.choice(DEFENSE_MOD_KINDS, "any"), modifier: S.int("modifier") })),
  requirements: S.arr(S.obj({ attribute: S.choice(ATTRIBUTE_IDS), min: S.int("count") })),
  limit: limit(),
  thrown: S.bool(),
  consumes: S.obj({ self: S.bool(), ammunition: S.int("count"), ammunitionMax: S.int("count"), charge: S.int("count") }),
  riders: S.textList(),
});

/** Spec of one roll modifier while equipped (fields/roll-modifier.ts). */
export const ROLL_MODIFIER_SPEC = S.obj({
  roll: S.choice(MODIFIED_ROLLS, "all"), mode: S.choice(ATTACK_MODES, ""), weaponKind: S.choice(WEAPON_KIND_OR_NONE, ""),
  style: S.choice(ABILITY_STYLE_OR_NONE, ""), perEquipped: S.bool(), modifier: S.int("modifier"), condition: S.text(),
});

const common = { identifier: S.text(), description: S.html(), source: S.text() };
const physical = {
  scale: S.choiceOrNull(ITEM_SCALES), quantity: S.int("quantity", 1), value: S.intOrNull("copper"), carried: S.bool(true),
  specialKinds: S.choiceList(SPECIAL_KINDS),
};
const equippable = {
  equipped: S.bool(),
  equip: S.obj({
    cost: S.intOrNull("cost"), action: S.choice(ACTION_KINDS), time: S.text(), slots: slots(), natural: S.bool(),
    noSlot: S.bool(), requirements: S.textList(),
  }),
  protection: protection(),
  attributeMods: attrs("modifier"),
  statMods: S.obj({
    maxMobility: S.int("modifier"), speed: S.int("modifier"), carryingCapacity: S.int("modifier"),
    perceptionMultiplier: S.num("fraction", 1),
  }),
  rollModifiers: S.arr(ROLL_MODIFIER_SPEC),
  use: activation("passive"),
};
const reload = () =>
  S.obj({
    capacity: S.int("count"), value: S.int("count"), cost: S.intOrNull("cost"), time: S.text(),
    perAction: S.int("count", 1), ammunition: S.text(),
  });

/** Spec of each item type's `system`. */
export const ITEM_SPECS: Record<ItemType, FieldSpec> = {
  weapon: S.obj({
    ...common, ...physical, ...equippable,
    kinds: S.choiceList(WEAPON_KINDS),
    attacks: S.arr(ATTACK_SPEC),
    block: S.obj({
      modifier: S.int("modifier"), against: S.choice(BLOCK_AGAINST), canBlockRanged: S.bool(), cannotBlockAlone: S.bool(),
    }),
    reload: reload(),
    charge: reload(),
    ammunition: S.obj({
      replaces: S.text(), bonusDice: S.int("diceBonus"), addTypes: S.choiceList(ATTACK_TYPES),
      penetration: S.int("penetration"), extraDamage: extraDamage(), riders: S.textList(),
    }),
  }),
  protection: S.obj({ ...common, ...physical, ...equippable, kinds: S.choiceList(PROTECTION_KINDS), attacks: S.arr(ATTACK_SPEC) }),
  accessory: S.obj({ ...common, ...physical, ...equippable, kinds: S.choiceList(ACCESSORY_KINDS), attacks: S.arr(ATTACK_SPEC) }),
  gear: S.obj({
    ...common, ...physical,
    kinds: S.choiceList(GEAR_KINDS),
    uses: S.obj({ value: S.int("count"), max: S.int("count") }),
    use: activation("time"),
    consumable: S.bool(),
    becomes: S.text(),
    attacks: S.arr(ATTACK_SPEC),
  }),
  ability: S.obj({
    ...common,
    level: S.int("abilityLevel", 1),
    attributeType: S.choice(ABILITY_TYPES, "common"),
    gifted: S.bool(),
    grantedBy: S.text(),
    styles: S.choiceList(ABILITY_STYLES),
    magic: S.bool(),
    potentialCost: S.intOrNull("potentialAmount"),
    sustain: S.obj({ attribute: S.choice(ATTRIBUTE_OR_NONE), amount: S.intOrNull("abilityLevel") }),
    activation: activation("passive"),
    additionalActivations: S.arr(activation("passive")),
    requirements: S.textList(),
    intensify: S.obj({
      enabled: S.bool(), cost: S.intOrNull("potentialAmount"), costPlusSteps: S.bool(),
      maxSteps: S.intOrNull("intensifySteps"), maxStepsAttribute: S.choice(ATTRIBUTE_OR_NONE),
      steps: S.int("intensifySteps"), spent: S.int("potentialAmount"), perStep: S.text(),
    }),
    attacks: S.arr(ATTACK_SPEC),
  }),
  feature: S.obj({
    ...common,
    kind: S.choice(FEATURE_KINDS),
    parentSpecies: S.text(),
    attributes: attrs("modifier"),
    protection: protection(),
    immune: S.choiceList(ATTACK_TYPES),
    invalidAttributes: S.choiceList(ATTRIBUTE_IDS),
    size: S.choiceOrNull(SIZES),
    speed: S.numOrNull("speed"),
    movementModes: S.arr(S.obj({ mode: S.choice(MOVEMENT_MODES), poor: S.bool() })),
    senses: S.arr(S.obj({ sense: S.choice(SENSES), poor: S.bool() })),
    perceptionRange: S.intOrNull("perception"),
    initialPotential: S.int("modifier"),
    giftedAbilities: S.textList(),
    equipSlots: slots(),
    needs: S.obj({ eat: S.bool(true), drink: S.bool(true), sleep: S.bool(true) }),
  }),
};

/** A complete default `system` for an item type (what a new item stores); spread content over it. */
export function defaultItemSystem(type: ItemType): Record<string, unknown> {
  return specDefault(ITEM_SPECS[type]) as Record<string, unknown>;
}

/** A complete default attack (what a new entry of `attacks[]` holds); spread content over it. */
export function defaultAttack(): Record<string, unknown> {
  return specDefault(ATTACK_SPEC) as Record<string, unknown>;
}
