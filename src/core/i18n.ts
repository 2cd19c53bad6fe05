/**
 * Foundry's localisation, for code that runs once the game is set up (sheets, cards, dialogs, notifications).
 * fvtt-types keeps `game.i18n` optional until the `i18nInit` hook; everything that calls these runs after it, so an
 * absent `game.i18n` is a call made too early: it fails loudly here rather than as "cannot read … of undefined".
 */

/** `game.i18n`; throws when Foundry has not set up its localisation yet. */
export function localization(): NonNullable<typeof game.i18n> {
  const i18n = game.i18n;
  if (!i18n) throw new Error("Meshal Lite: game.i18n is read before Foundry set up its localisation (before i18nInit)");
  return i18n;
}

/** `key` in the user's language. */
export function localize(key: string): string {
  return localization().localize(key);
}

/** `key` in the user's language, with `{name}` placeholders filled from `data`. */
export function format(key: string, data: Record<string, string>): string {
  return localization().format(key, data);
}
