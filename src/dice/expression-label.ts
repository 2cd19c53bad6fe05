/**
 * Shows a dice expression in the reader's language: attribute ids become their names and take-higher/lower their
 * words ("max(might,spirit)/2" → "孰高(强壮,精神)/2"). Stored expressions keep the ids, so saved cards stay rollable
 * and every client renders them in its own language.
 */
import { isOneOf } from "../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "../rules/types.ts";

/** Display words for the parts of an expression. */
export type ExpressionLabels = Record<AttributeId | "takeHigher" | "takeLower", string> & {
  /** "Weapon": the pool of an ability's attack made with a weapon (absent: the word "weapon"). */
  weapon?: string;
};

const WORD = /\b(might|energy|spirit|max(?=\()|min(?=\()|take-higher|take-lower)\b/g;

/** The expression text with ids replaced by `labels`; anything else (numbers, operators, 🎲+) is kept. */
export function localizeExpression(text: string, labels: ExpressionLabels): string {
  return text.replace(WORD, (word) => {
    if (isOneOf(ATTRIBUTE_IDS, word)) return labels[word];
    return word === "max" || word === "take-higher" ? labels.takeHigher : labels.takeLower;
  });
}

/** The labels from a localisation function (Foundry's `game.i18n.localize`). */
export function expressionLabels(localize: (key: string) => string): ExpressionLabels {
  return {
    might: localize("MESHAL.Attribute.might"),
    energy: localize("MESHAL.Attribute.energy"),
    spirit: localize("MESHAL.Attribute.spirit"),
    takeHigher: localize("MESHAL.Choice.combine.max"),
    takeLower: localize("MESHAL.Choice.combine.min"),
    weapon: localize("MESHAL.Attack.borrow.weaponDice"),
  };
}
