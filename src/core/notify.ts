/** Localised warnings for refused document operations. */
import { escapeHtml } from "./escape.ts";

/** Format data as `game.i18n.format` takes it: every value as text. */
export function formatData(data: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
}

/**
 * Format data for a notification, whose message is HTML: every value escaped, since a value may be a name or text
 * another user wrote (an actor's name, a card's title).
 */
export function notificationData(data: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(formatData(data)).map(([k, v]) => [k, escapeHtml(v)]));
}

/** Shows `MESHAL.Warn.<key>` (already a full key) formatted with `data`; returns false for hook chaining. */
export function warn(key: string, data: Record<string, string | number> = {}): false {
  ui.notifications?.warn(game.i18n ? game.i18n.format(key, notificationData(data)) : key);
  return false;
}

