/**
 * One roll button per structured attack (§4.3): its label, dice expression in the reader's words with the dice it
 * rolls now, hits and ⚡ cost. Pure.
 */
import { localizeExpression, type ExpressionLabels } from "../../dice/expression-label.ts";
import { diceCount, formatDiceExpression, type AttributeDice, type DiceExpression } from "../../rules/index.ts";
import type { SheetAttack } from "./view-types.ts";

/** One attack button. */
export interface AttackButton {
  index: number;
  label: string;
  /** "energy/2🎲" in the reader's words. */
  diceText: string;
  /** Dice rolled with the current pools (before advantages), or null when the expression is malformed. */
  dice: number | null;
  hits: number;
  cost: number;
  costText: string;
  typesKeys: string[];
}

/** "N⚡" or "" for none. */
export const costText = (cost: number | null | undefined, variable = false): string =>
  cost === null || cost === undefined ? "" : `${cost}${variable ? "+" : ""}⚡`;

/** The expression as the sheet prints it. */
export function expressionText(expr: DiceExpression, labels?: ExpressionLabels): string {
  let text: string;
  try {
    text = formatDiceExpression(expr);
  } catch {
    return "?";
  }
  const shown = labels ? localizeExpression(text, labels) : text;
  return expr.mode === "faceSum" ? shown : `${shown}🎲`;
}

/** The buttons of an item's or ability's attacks. */
export function attackButtons(attacks: readonly SheetAttack[] | undefined, dice: AttributeDice, labels?: ExpressionLabels): AttackButton[] {
  return (attacks ?? []).map((a, index) => {
    let count: number | null;
    try {
      count = diceCount(a.dice, dice);
    } catch {
      count = null;
    }
    return {
      index,
      label: a.label,
      diceText: expressionText(a.dice, labels),
      dice: count,
      hits: a.hits,
      cost: a.cost,
      costText: costText(a.cost),
      typesKeys: a.types.map((t) => `MESHAL.AttackType.${t}`),
    };
  });
}
