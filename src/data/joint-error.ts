/** The error a model's `validateJoint` throws: Foundry refuses the change and shows the message. */

/**
 * Throws when `problems` is not empty, with the localised "not saved" message (`MESHAL.Warn.invalidData`) naming the
 * document type (`typeLabel`, a lang key). Outside Foundry (no `game`) the message is the key and the problems.
 */
export function throwIfProblems(typeLabel: string, problems: readonly string[]): void {
  if (!problems.length) return;
  const list = problems.slice(0, 5).join("; ");
  const i18n = typeof game === "undefined" ? undefined : game.i18n;
  if (!i18n) throw new Error(`${typeLabel}: ${list}`);
  throw new Error(i18n.format("MESHAL.Warn.invalidData", { name: i18n.localize(typeLabel), problems: list }));
}
