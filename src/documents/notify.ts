/** Localised warnings for refused document operations. */

/** Format data as `game.i18n.format` takes it: every value as text. */
export function formatData(data: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
}

/** Shows `MESHAL.Warn.<key>` (already a full key) formatted with `data`; returns false for hook chaining. */
export function warn(key: string, data: Record<string, string | number> = {}): false {
  ui.notifications?.warn(game.i18n ? game.i18n.format(key, formatData(data)) : key);
  return false;
}

