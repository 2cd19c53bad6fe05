/**
 * The Abilities tab (§3.6): abilities grouped by attribute, each group with its load-versus-cap bar (over-cap is a
 * warning, never an automatic removal), and per ability its level, intensifications, activation, ⚡ cost and the
 * use button (roll an attack where it has one, otherwise post its card). Pure.
 */
import { attributeDice, type AttributeDice, type AttributeId } from "../../rules/index.ts";
import { attackButtons, costText, type AttackButton } from "./attack-view.ts";
import type { AttackNameWords } from "../../actions/attack-name.ts";
import { recordAt, stringOr } from "../../rules/guards.ts";
import { shownAttacksOf, shownNameOf } from "../view/item-rows.ts";
import { abilitySystemOf } from "./stored-ability.ts";
import { SHEET_ATTRIBUTES, type CharacterSystem, type ExpressionLabels, type SheetItem } from "./view-types.ts";

/** One ability row. */
export interface AbilityRow {
  id: string;
  name: string;
  img: string | null;
  level: number;
  /** Intensification steps bought (shown as "+N"). */
  steps: number;
  gifted: boolean;
  activationKey: string;
  activationTime: string;
  costText: string;
  attacks: AttackButton[];
  /** "roll" = has attacks to roll, "post" = posts its card. */
  use: "roll" | "post";
  /** Uses left of its use limit this period (issue 21 #6); null when unlimited or not counted now. */
  uses: AbilityUses | null;
}

/** Uses left of an ability's limit, and its maximum. */
export interface AbilityUses {
  left: number;
  max: number;
}

/** Reads the uses left of an ability by item id (the sheet reads the actor's flag and the fight it is in). */
export type UsesLeftReader = (itemId: string) => AbilityUses | null;

/** One group of abilities (an attribute, or common). */
export interface AbilityGroup {
  id: AttributeId | "common";
  labelKey: string;
  /** Only attribute groups have a bar. */
  bar: boolean;
  load: number;
  cap: number | null;
  /** 0–100 for the bar's fill. */
  percent: number;
  over: boolean;
  invalid: boolean;
  abilities: AbilityRow[];
}

function abilityRow(item: SheetItem, dice: AttributeDice, labels?: ExpressionLabels, usesLeft?: UsesLeftReader, names?: AttackNameWords): AbilityRow {
  const s = abilitySystemOf(item.system);
  const activation = recordAt(item.system, "activation") ?? {};
  const kind = stringOr(activation.kind, "");
  // An ability's attacks carry no ⚡ of their own (the row shows the activation's), so their buttons show none.
  const attacks = attackButtons(shownAttacksOf(item), dice, labels, true, { itemName: shownNameOf(item), words: names }).map((b) => (b.cost === 0 ? { ...b, costText: "" } : b));
  return {
    id: item.id,
    name: shownNameOf(item),
    img: item.img ?? null,
    level: s.level,
    steps: s.intensify.steps,
    gifted: s.gifted,
    activationKey: `MESHAL.Choice.activationKind.${kind}`,
    activationTime: kind === "time" ? stringOr(activation.time, "") : "",
    costText: costText(typeof activation.cost === "number" ? activation.cost : null, Boolean(activation.costVariable)),
    attacks,
    use: attacks.length ? "roll" : "post",
    uses: usesLeft?.(item.id) ?? null,
  };
}

/**
 * Abilities grouped by attribute (might, energy, spirit, then common); groups with no ability still show their bar.
 * `usesLeft` gives each row its uses left (none shown without it).
 */
export function abilityGroups(system: CharacterSystem, items: readonly SheetItem[], labels?: ExpressionLabels, usesLeft?: UsesLeftReader, names?: AttackNameWords): AbilityGroup[] {
  const dice = attributeDice(system.attributes);
  const abilities = items.filter((i) => i.type === "ability").sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const byType = (t: string) => abilities.filter((i) => i.system.attributeType === t).map((i) => abilityRow(i, dice, labels, usesLeft, names));
  const groups: AbilityGroup[] = SHEET_ATTRIBUTES.map((id) => {
    const a = system.attributes[id];
    const cap = a.invalid ? null : Math.max(1, a.base);
    const load = system.load[id];
    return {
      id,
      labelKey: `MESHAL.Attribute.${id}`,
      bar: true,
      load,
      cap,
      percent: cap ? Math.min(100, Math.round((load / cap) * 100)) : 100,
      over: a.loadOver,
      invalid: a.invalid,
      abilities: byType(id),
    };
  });
  groups.push({
    id: "common", labelKey: "MESHAL.Choice.abilityType.common", bar: false, load: 0, cap: null, percent: 0, over: false,
    invalid: false, abilities: byType("common"),
  });
  return groups;
}
