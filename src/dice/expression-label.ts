/**
 * Shows a dice expression in the reader's language and in the rulebook's notation: attribute ids become their names,
 * a choice between pools reads "强壮/精神孰高" (the book's 活力/精神孰低🎲: "/" between attributes means "or"), and a
 * division is "÷", a product "×" (the book's 活力÷2🎲). "max(might,spirit)/2" → "(强壮/精神孰高)÷2". Stored
 * expressions keep the ids, so saved cards stay rollable and every client renders them in its own language; what
 * is shown reads back as the same formula (the parser takes the book's words and signs).
 */
import { formatDiceExpression, parseDiceFormula } from "../rules/index.ts";
import { isOneOf } from "../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "../rules/types.ts";
import { normalizeFormula } from "../rules/formula-ast.ts";

/** Display words for the parts of an expression. */
export type ExpressionLabels = Record<AttributeId | "takeHigher" | "takeLower", string> & {
  /** "Weapon": the pool of an ability's attack made with a weapon (absent: the word "weapon"). */
  weapon?: string;
  /** How pools and the take-higher/lower word join: "{pools} {rule}" (absent: with a space). */
  combined?: string;
};

const ATTRIBUTE = "(?:might|energy|spirit)";
/**
 * One pass over the text: a choice between attributes (max/min(…) or the typed "a/b take-higher"), a single word
 * (an attribute id, a max/min call, take-higher/lower) or an operator "/" or "*". One pass, so nothing shown is
 * read again.
 */
const TOKEN = new RegExp([
  `\\b(max|min)\\((${ATTRIBUTE}(?:,${ATTRIBUTE})+)\\)`,
  `\\b(${ATTRIBUTE}(?:\\s*/\\s*${ATTRIBUTE})+)\\s*take-(higher|lower)\\b`,
  `\\b(might|energy|spirit|max(?=\\()|min(?=\\()|take-higher|take-lower)\\b`,
  `\\s*([/*])\\s*`,
].join("|"), "g");

/** "强壮/精神孰高": the pools (ids) joined by "/", then the take-higher or take-lower word. */
function choiceText(ids: string[], higher: boolean, labels: ExpressionLabels): string {
  const pools = ids.map((id) => {
    const trimmed = id.trim();
    return isOneOf(ATTRIBUTE_IDS, trimmed) ? labels[trimmed] : trimmed;
  }).join("/");
  const rule = higher ? labels.takeHigher : labels.takeLower;
  return (labels.combined ?? "{pools} {rule}").replace("{pools}", pools).replace("{rule}", rule);
}

/** Is the character next to `[from, to)` of `text` (skipping spaces) a division or product sign? */
function besideOperator(text: string, from: number, to: number): boolean {
  return /[/*]\s*$/.test(text.slice(0, from)) || /^\s*[/*]/.test(text.slice(to));
}

/** The expression text with ids replaced by `labels` and the book's signs; numbers, + − and 🎲+ are kept. */
export function localizeExpression(text: string, labels: ExpressionLabels): string {
  return text.replace(TOKEN, (match: string, fn?: string, args?: string, list?: string, which?: string, word?: string, operator?: string, offset = 0) => {
    if (operator) return operator === "/" ? "÷" : "×";
    if (word) {
      if (isOneOf(ATTRIBUTE_IDS, word)) return labels[word];
      return word === "max" || word === "take-higher" ? labels.takeHigher : labels.takeLower;
    }
    // TOKEN matches a function's arguments with its name, and a choice's list with its rule.
    const shown = fn ? choiceText((args ?? "").split(","), fn === "max", labels) : choiceText((list ?? "").split("/"), which === "higher", labels);
    // A choice divided or multiplied stays whole: (强壮/精神孰高)÷2.
    return besideOperator(text, offset, offset + match.length) ? `(${shown})` : shown;
  });
}

/**
 * A formula as typed (an enricher's "might + 1") in the reader's words: read and written back in the system's form
 * first, so spacing and the book's or English words all show the same way; text that does not read is shown as typed.
 */
export function readableExpression(text: string, labels: ExpressionLabels): string {
  try {
    return localizeExpression(formatDiceExpression(parseDiceFormula(text)), labels);
  } catch {
    return text;
  }
}

/**
 * A formula typed in any reader's words ("强壮+1", "Might/Energy Take Lower", "might + 1") in the system's form with
 * ids ("might+1", "min(might,energy)"), which every reader's client shows in its own words again; the roll-mode mark
 * typed is kept. Text too long to read is kept as typed (the roll refuses it with its reason).
 */
export function canonicalExpression(text: string): string {
  try {
    const { body, mode } = normalizeFormula(text);
    const marked = /(🎲\+|🅽|🎲|🅟)\s*$/u.test(text);
    return marked ? `${body}${mode === "faceSum" ? "🎲+" : "🎲"}` : body;
  } catch {
    return text.trim();
  }
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
    combined: localize("MESHAL.Dice.combined"),
  };
}
