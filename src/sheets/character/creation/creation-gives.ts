/**
 * What a feature gives, shown on its creation pick before it is chosen (issue 22): initial potential, speed,
 * perception range, senses, gifted abilities and equip slots, read from the feature's structured fields. Pure.
 */
import { recordsOf, stringOr, stringsOf } from "../../../rules/guards.ts";
import type { IndexEntry } from "./index-entry.ts";

/** One fact a feature gives, as a lang key; `labelKey` names a sense or slot, `name` a gifted ability. */
export interface FeatureGive {
  key: string;
  n: number;
  labelKey: string | null;
  name: string | null;
}

/** The index fields of features these facts read (the sheet asks the Features compendium for them). */
export const FEATURE_GIVE_FIELDS = ["system.speed", "system.perceptionRange", "system.senses", "system.giftedAbilities", "system.equipSlots"];

const KEY = "MESHAL.CharacterSheet.creation.gives";
const give = (kind: string, n = 0, labelKey: string | null = null, name: string | null = null): FeatureGive =>
  ({ key: `${KEY}.${kind}`, n, labelKey, name });

/** The facts of `feature`; `abilityName` names a gifted ability by identifier (the Abilities compendium's index). */
export function featureGives(feature: IndexEntry, abilityName: (identifier: string) => string | null): FeatureGive[] {
  const s = feature.system ?? {};
  const out: FeatureGive[] = [];
  const potential = Number(s.initialPotential ?? 0);
  if (potential) out.push(give("potential", potential));
  if (Number(s.speed ?? 0)) out.push(give("speed", Number(s.speed)));
  if (Number(s.perceptionRange ?? 0)) out.push(give("perception", Number(s.perceptionRange)));
  for (const sense of recordsOf(s.senses)) {
    const id = stringOr(sense.sense, "");
    if (id) out.push(give("sense", 0, `MESHAL.Choice.sense.${id}`));
  }
  for (const id of stringsOf(s.giftedAbilities)) out.push(give("gift", 0, null, abilityName(id) ?? id));
  for (const slot of recordsOf(s.equipSlots)) {
    const id = stringOr(slot.slot, "");
    if (id) out.push(give("slot", Number(slot.count ?? 1), `MESHAL.Choice.equipSlot.${id}`));
  }
  return out;
}
