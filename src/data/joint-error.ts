/**
 * What a model's `validateJoint` shares: the error it throws (Foundry refuses the change and shows the message) and the
 * data it hands the base's own joint validation.
 */

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

/** The joint data fvtt-types lets a model pass to `TypeDataModel.validateJoint`: `never`, as each model narrows it. */
type BaseJointData = Parameters<typeof foundry.abstract.TypeDataModel.validateJoint>[0];

/** `data` as the base `validateJoint` takes it, for a model base whose subclass's schema is not known to it. */
export function baseJointData(data: Record<string, unknown>): BaseJointData {
  // cast: fvtt-types types the base's joint data as never; Foundry hands every model its plain source data
  return data as never;
}
