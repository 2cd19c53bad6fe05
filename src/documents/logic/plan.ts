/**
 * The result type of every pure document decision: either an update to apply, or a refusal naming the lang key
 * of the warning to show (documents localise it with `data` and call `ui.notifications.warn`).
 */

/** A flat Foundry update (`{"system.attributes.might.lost": 2}`) plus any extra outcome data. */
export type Plan<T = unknown> =
  | ({ ok: true; update: Record<string, unknown> } & T)
  | { ok: false; warn: string; data?: Record<string, string | number> };

/** A refusal. */
export function refuse(warn: string, data?: Record<string, string | number>): { ok: false; warn: string; data?: Record<string, string | number> } {
  return data ? { ok: false, warn, data } : { ok: false, warn };
}

/** Is `n` a whole number ≥ `min`? */
export function isWhole(n: unknown, min = 0): n is number {
  // Stryker disable next-line ConditionalExpression: equivalent — Number.isInteger is false for anything not a number
  return typeof n === "number" && Number.isInteger(n) && n >= min;
}
