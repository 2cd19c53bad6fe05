/**
 * The structured attack (§4.3, items README "Attack"): weapons, ammunition, gear and abilities keep an
 * array of these so automation can read them. Free text only for riders that cannot be structured.
 */
import {
  ACTION_KINDS, AREA_CENTERS, AREA_EXCLUDES, AREA_SHAPES, ATTACK_MODES, ATTACK_TYPES, ATTACK_WEAPON_SOURCES, ATTRIBUTE_IDS,
  ATTRIBUTE_OR_NONE, COMBINE_MODES,
  DEFENSE_KINDS, DEFENSE_MOD_KINDS, EXTRA_DAMAGE_OPS, LIMIT_PERIODS, RANGE_DIRECTIONS, RANGE_KINDS, ROLL_MODES,
  TARGET_KINDS, TARGET_RELATIONS,
} from "../choices.ts";
import {
  boolField, choiceField, choiceListField, intField, intOrNullField, textField, textListField,
} from "./helpers.ts";

/** A dice expression (rules/types.ts `DiceExpression`): trunc(combine(pools) / divisor + bonus) dice. */
export function diceExpressionField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    pools: choiceListField(ATTRIBUTE_IDS),
    combine: choiceField(COMBINE_MODES, "max"),
    divisor: intField("divisor", 1),
    bonus: intField("diceBonus", 0),
    mode: choiceField(ROLL_MODES, "points"),
  });
}

/** A usage limit "N per period"; period "" = unlimited. `max` may be a formula ("floor(spirit/3)"). */
export function limitField() {
  const f = foundry.data.fields;
  return new f.SchemaField({ max: textField(""), per: choiceField(LIMIT_PERIODS, "") });
}

/** Extra damage steps (§6.1 `Extra`): ×/÷ first, then +N / +N dice, then −N. */
export function extraDamageField() {
  const f = foundry.data.fields;
  return new f.ArrayField(
    new f.SchemaField({ op: choiceField(EXTRA_DAMAGE_OPS, "add"), value: intField("extraValue", 1) }),
    { required: true, initial: [] },
  );
}

/** One structured attack. */
export function attackField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    label: textField(),
    mode: choiceField(ATTACK_MODES, "melee"),
    action: choiceField(ACTION_KINDS, "tactic"),
    cost: intField("cost", 1),
    requiresEquip: boolField(true),
    weapon: choiceField(ATTACK_WEAPON_SOURCES, ""),
    range: new f.SchemaField({
      kind: choiceField(RANGE_KINDS, "adjacent"),
      min: intOrNullField("steps"),
      max: intOrNullField("steps"),
      maxAttribute: choiceField(ATTRIBUTE_OR_NONE, ""),
      maxUsesDice: boolField(false),
      maxMultiplier: intField("multiplier", 1),
      direction: choiceField(RANGE_DIRECTIONS, ""),
      noBeyondRange: boolField(false),
    }),
    targets: new f.SchemaField({
      count: intOrNullField("count"),
      kind: choiceField(TARGET_KINDS, "creature"),
      relation: choiceField(TARGET_RELATIONS, "any"),
      excludesSelf: boolField(false),
    }),
    area: new f.SchemaField({
      shape: choiceField(AREA_SHAPES, ""),
      radius: intField("steps", 0),
      angle: intField("steps", 0),
      center: choiceField(AREA_CENTERS, "self"),
      excludes: choiceField(AREA_EXCLUDES, ""),
    }),
    targetAttributes: choiceListField(ATTRIBUTE_IDS),
    dice: diceExpressionField(),
    bonusDicePerAmmo: boolField(false),
    hits: intField("hits", 1),
    types: choiceListField(ATTACK_TYPES),
    defenses: choiceListField(DEFENSE_KINDS),
    penetration: intField("penetration", 0),
    extraDamage: extraDamageField(),
    defenseModifiers: new f.ArrayField(
      new f.SchemaField({ defense: choiceField(DEFENSE_MOD_KINDS, "any"), modifier: intField("modifier", 0) }),
      { required: true, initial: [] },
    ),
    requirements: new f.ArrayField(
      new f.SchemaField({ attribute: choiceField(ATTRIBUTE_IDS, "might"), min: intField("count", 0) }),
      { required: true, initial: [] },
    ),
    limit: limitField(),
    thrown: boolField(false),
    consumes: new f.SchemaField({
      self: boolField(false),
      ammunition: intField("count", 0),
      ammunitionMax: intField("count", 0),
      charge: intField("count", 0),
    }),
    riders: textListField(),
  });
}

/** The list of attacks an item or ability makes. */
export function attacksField() {
  return new foundry.data.fields.ArrayField(attackField(), { required: true, initial: [] });
}
