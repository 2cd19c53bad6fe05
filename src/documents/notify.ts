/** Localised warnings for refused document operations. */

/** Shows `MESHAL.Warn.<key>` (already a full key) formatted with `data`; returns false for hook chaining. */
export function warn(key: string, data: Record<string, string | number> = {}): false {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n ? game.i18n.format(key, strings) : key);
  return false;
}

