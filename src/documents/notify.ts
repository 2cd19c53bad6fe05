/** Localised warnings for refused document operations. */

/** Shows `MESHAL.Warn.<key>` (already a full key) formatted with `data`; returns false for hook chaining. */
export function warn(key: string, data: Record<string, string | number> = {}): false {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n ? game.i18n.format(key, strings) : key);
  return false;
}

/** Warns that `name`'s data is invalid, listing the validator's problems. */
export function warnProblems(name: string, problems: readonly string[]): false {
  return warn("MESHAL.Warn.invalidData", { name, problems: problems.slice(0, 5).join("; ") });
}
