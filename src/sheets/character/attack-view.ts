/**
 * One roll button per structured attack (§4.3): its label, dice expression in the reader's words with the dice it
 * rolls now, hits and ⚡ cost. Pure.
 */
import type { ExpressionLabels } from "../../dice/expression-label.ts";
import { diceCount, type AttributeDice, type DiceExpression } from "../../rules/index.ts";
import { attackDiceText, expressionText as sharedExpressionText } from "../view/labels.ts";
import { borrowsWeapon } from "../../actions/attack-route.ts";
import type { SheetAttack } from "./view-types.ts";
import { attackNames, type AttackNameWords } from "../../actions/attack-name.ts";

/** One attack button. */
export interface AttackButton {
  index: number;
  /** The attack's name (its label, else the item's or the kind of attack: never the formula). */
  label: string;
  /** "energy/2" in the reader's words. */
  diceText: string;
  /** Dice rolled with the current pools (before advantages), or null when the expression is malformed. */
  dice: number | null;
  hits: number;
  cost: number;
  costText: string;
  typesKeys: string[];
  /** The attack needs its item equipped and it is not: the button is shown disabled with the reason. */
  needsEquip: boolean;
  /** A "Place area" button sits beside it. */
  placesArea: boolean;
}

/** "N⚡" or "" for none. */
export const costText = (cost: number | null | undefined, variable = false): string =>
  cost === null || cost === undefined ? "" : `${cost}${variable ? "+" : ""}⚡`;

/** Ids as their own labels (no localisation: tests and the benchmark). */
const ID_LABELS: ExpressionLabels = { might: "might", energy: "energy", spirit: "spirit", takeHigher: "max", takeLower: "min" };

/** The expression as the sheet prints it (the shared label; the button shows a die icon beside it). */
export function expressionText(expr: DiceExpression, labels: ExpressionLabels = ID_LABELS): string {
  return sharedExpressionText(expr, labels);
}

/** Who names an unlabelled attack: the item's name and the reader's words (absent: the stored label as it is). */
export interface AttackNaming {
  itemName: string;
  words?: AttackNameWords;
}

/** The buttons of an item's or ability's attacks; `inHand` false: the item is not equipped (see attack-ready.ts). */
export function attackButtons(attacks: readonly SheetAttack[] | undefined, dice: AttributeDice, labels?: ExpressionLabels, inHand = true, naming: AttackNaming = { itemName: "" }): AttackButton[] {
  const names = naming.words ? attackNames(attacks ?? [], naming.itemName, naming.words) : [];
  return (attacks ?? []).map((a, index) => {
    let count: number | null;
    try {
      count = diceCount(a.dice, dice);
    } catch {
      count = null;
    }
    return {
      index,
      label: names[index] ?? a.label,
      diceText: attackDiceText(a, labels ?? ID_LABELS),
      // An ability's attack made with a weapon rolls the weapon's dice, known once the weapon is chosen.
      dice: borrowsWeapon(a) ? null : count,
      hits: a.hits,
      cost: a.cost,
      costText: costText(a.cost),
      typesKeys: a.types.map((t) => `MESHAL.AttackType.${t}`),
      needsEquip: !inHand && a.requiresEquip !== false,
      placesArea: a.placesArea === true,
    };
  });
}
