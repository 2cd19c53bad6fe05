/**
 * Which continuing effects a new one replaces (docs/rules.md §3.6 duration, §10.2). Seed: an effect from a same-named
 * ability replaces the one already on the creature, whoever cast it (its duration starts again). Newer edition
 * (`effectReplaceAny`): any identical continuing effect replaces, whatever its source. Status conditions are
 * toggled, not cast, and an effect that changes nothing is a note (a blank effect just added on a sheet): neither
 * replaces nor is replaced here. Pure.
 */

/** An effect on a creature as the replacement rule reads it. */
export interface EffectView {
  id: string;
  name: string;
  /** Name of the ability the effect comes from (its origin is an ability item); null = not from an ability. */
  sourceAbility: string | null;
  /** What the effect changes, in a form where identical changes compare equal (see `changesSignature`). */
  changes: string;
  /** Status conditions it carries (prone, unconscious…). */
  statuses: readonly string[];
}

/** A comparable form of an effect's changes (read through the version seam): key, type and value of each, in order. */
export function changesSignature(changes: readonly { key: string; type: string; value: string }[]): string {
  return JSON.stringify(changes.map((c) => [c.key, c.type, c.value]));
}

const NO_CHANGES = changesSignature([]);
const takesPart = (e: EffectView): boolean => e.statuses.length === 0 && e.changes !== NO_CHANGES;

const identical = (a: EffectView, b: EffectView): boolean => a.name === b.name && a.changes === b.changes;

/** Ids of the effects in `existing` that `incoming` replaces; `anyIdentical` is the newer edition's rule. */
export function replacedEffects(incoming: EffectView, existing: readonly EffectView[], anyIdentical: boolean): string[] {
  if (!takesPart(incoming)) return [];
  return existing
    .filter((e) => e.id !== incoming.id && takesPart(e))
    .filter((e) => (incoming.sourceAbility !== null && e.sourceAbility === incoming.sourceAbility) || (anyIdentical && identical(e, incoming)))
    .map((e) => e.id);
}
