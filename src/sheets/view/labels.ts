/**
 * Display helpers shared by the view models (pure). Text that must be in the reader's language is produced by the
 * caller's `localize` (Foundry's `game.i18n.localize` in a sheet, the lang file in the preview and tests).
 */
import { expressionLabels, localizeExpression, type ExpressionLabels } from "../../dice/expression-label.ts";
import { formatDiceExpression } from "../../rules/index.ts";
import type { DiceExpression } from "../../rules/types.ts";

/** Translates a lang key (never throws; unknown keys come back unchanged in Foundry). */
export type Localize = (key: string) => string;

/** What every view model needs from its environment. */
export interface ViewEnv {
  localize: Localize;
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
