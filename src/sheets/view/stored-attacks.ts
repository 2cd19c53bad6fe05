/**
 * An item's stored structured attacks as the sheets read them (pure). The item schema (data/fields/attack.ts) gives
 * every attack these fields, but the sheets read `system` as untyped data, so each field is checked here and a missing
 * or malformed one takes the schema's default: a row never breaks on a bad attack, and its index is kept.
 */
import { isOneOf, isRecord, numberOr, stringOr, stringsOf } from "../../rules/guards.ts";
import {
  ATTACK_TYPES, ATTRIBUTE_IDS, ROLL_MODES, type AttackType, type AttributeId, type DiceExpression,
} from "../../rules/index.ts";
import { areaTemplateOf } from "../../combat/attack/targets/area-template.ts";

/** One stored structured attack, as far as the sheets read it. */
export interface SheetAttack {
  label: string;
  mode: string;
  action: string;
  cost: number;
  dice: DiceExpression;
  hits: number;
  types: AttackType[];
  defenses: string[];
  requiresEquip: boolean;
  /** Thrown (its name reads "thrown" when it has no label). */
  thrown?: boolean;
  /** "" for the attack's own dice; for an ability, where the weapon it attacks with comes from. */
  weapon?: string;
  /** Its area can be placed on the map (combat/attack/targets/area-template.ts). */
  placesArea?: boolean;
}

/** A stored dice expression; a missing or malformed part takes the schema's default. */
export function storedDice(value: unknown): DiceExpression {
  const d = isRecord(value) ? value : {};
  return {
    pools: stringsOf(d.pools).filter((p): p is AttributeId => isOneOf(ATTRIBUTE_IDS, p)),
    combine: d.combine === "min" ? "min" : "max",
    divisor: numberOr(d.divisor, 1),
    bonus: numberOr(d.bonus, 0),
    mode: isOneOf(ROLL_MODES, d.mode) ? d.mode : "points",
  };
}

/** One stored attack (an entry that is not an object reads as an attack of defaults, so indices stay aligned). */
export function storedAttack(value: unknown): SheetAttack {
  const a = isRecord(value) ? value : {};
  return {
    label: stringOr(a.label, ""),
    mode: stringOr(a.mode, ""),
    action: stringOr(a.action, "tactic"),
    cost: numberOr(a.cost, 0),
    dice: storedDice(a.dice),
    hits: numberOr(a.hits, 1),
    types: stringsOf(a.types).filter((t): t is AttackType => isOneOf(ATTACK_TYPES, t)),
    defenses: stringsOf(a.defenses),
    requiresEquip: a.requiresEquip !== false,
    thrown: a.thrown === true,
    weapon: stringOr(a.weapon, ""),
    ...(areaTemplateOf(a) ? { placesArea: true } : {}),
  };
}

/** The `attacks` of an item's stored `system` ([] when it has none). */
export function storedAttacks(system: unknown): SheetAttack[] {
  const attacks = isRecord(system) ? system.attacks : undefined;
  return Array.isArray(attacks) ? attacks.map(storedAttack) : [];
}
