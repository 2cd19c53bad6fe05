/**
 * Display helpers shared by the view models (pure). Text that must be in the reader's language is produced by the
 * caller's `localize` (Foundry's `game.i18n.localize` in a sheet, the lang file in the preview and tests).
 */
import { expressionLabels, localizeExpression, type ExpressionLabels } from "../../dice/expression-label.ts";
import { formatDiceExpression } from "../../rules/index.ts";
import type { DiceExpression } from "../../rules/types.ts";
import { borrowsWeapon } from "../../actions/attack-route.ts";

/** Translates a lang key (never throws; unknown keys come back unchanged in Foundry). */
export type Localize = (key: string) => string;

/** What every view model needs from its environment. */
export interface ViewEnv {
  localize: Localize;
  /** The reader's Foundry language (`game.i18n.lang`), for the catalogue's text (src/core/catalogue-text.ts); absent = English. */
  lang?: string;
}

/**
 * The dice of a structured attack as a sheet prints them: its expression, or, for an ability's attack made with a
 * weapon (its pool comes from the weapon), "Weapon" with the ability's change ("Weapon÷2", "Weapon−2").
 */
export function attackDiceText(attack: { dice: DiceExpression; weapon?: string | null }, labels: ExpressionLabels): string {
  if (!borrowsWeapon(attack)) return expressionText(attack.dice, labels);
  const { divisor, bonus } = attack.dice;
  return `${labels.weapon ?? "weapon"}${divisor > 1 ? `÷${divisor}` : ""}${bonus ? signed(bonus) : ""}`;
}

/** A dice expression in the reader's words ("energy/2" → "Energy/2"); a broken expression shows "?". */
export function expressionText(expr: DiceExpression, labels: ExpressionLabels): string {
  try {
    return localizeExpression(formatDiceExpression(expr), labels);
  } catch {
    return "?";
  }
}

/** The expression labels of an environment (cached per localize function). */
const cache = new WeakMap<Localize, ExpressionLabels>();
export function labelsOf(env: ViewEnv): ExpressionLabels {
  let labels = cache.get(env.localize);
  if (!labels) {
    labels = expressionLabels(env.localize);
    cache.set(env.localize, labels);
  }
  return labels;
}

/** A signed number for display: +2, 0, −1. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}
