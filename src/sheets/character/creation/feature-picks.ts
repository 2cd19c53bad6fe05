/**
 * Legal feature combinations at creation (§3.7): one species, one subrace of that species, one size, one gender, and
 * only the sizes, forms and genders both the species and the subrace allow, whichever is picked first. The limits are
 * the features' structured lists (`allowedSizes`, `allowedForms`, `allowedGenders`: feature identifiers; an empty list
 * = no limit), checked by rules/creation-legality.ts. Senses and movement modes come from the species. Pure.
 */
import { refuse, type Plan } from "../../../documents/logic/plan.ts";
import { forbiddenBy, isSenseFeature } from "../../../rules/creation-legality.ts";
import type { SheetItem } from "../view-types.ts";
import { legalFeatureOf } from "./creation-facts.ts";

/** A feature as these rules read it: a compendium index entry or an owned item. */
export interface FeatureLike {
  name: string;
  system?: Record<string, unknown>;
}

/** Kinds of which a character has at most one: picking another replaces it. */
export const SINGLE_FEATURE_KINDS: ReadonlySet<string> = new Set(["species", "subrace", "size", "gender"]);

const kindOf = (f: FeatureLike) => String(f.system?.kind ?? "other");
const owningFeatures = (items: readonly SheetItem[]) => items.filter((i) => i.type === "feature");

/** The owned species (null before one is chosen). */
export function ownedSpecies(items: readonly SheetItem[]): FeatureLike | null {
  return owningFeatures(items).find((i) => kindOf(i) === "species") ?? null;
}

/** The owned features `feature` would sit beside: those of its kind go when it is one of a kind. */
const besides = (feature: FeatureLike, items: readonly SheetItem[]) =>
  owningFeatures(items).filter((i) => !(SINGLE_FEATURE_KINDS.has(kindOf(feature)) && kindOf(i) === kindOf(feature)));

/** The owned feature that forbids picking `feature` (rules/creation-legality.ts `forbiddenBy`, both ways), or null. */
function blockerOf(feature: FeatureLike, items: readonly SheetItem[]): FeatureLike | null {
  const owned = besides(feature, items);
  const legal = owned.map(legalFeatureOf);
  const by = forbiddenBy(legalFeatureOf(feature), legal);
  return by ? owned[legal.indexOf(by)] ?? null : null;
}

/**
 * May `feature` be picked beside the owned `items`? Not a sense or movement mode of its own (they come from the
 * species, or from the GM after creation), not a subrace before its species, nothing an owned feature forbids; a new
 * species is always offered (it clears what it does not allow).
 */
export function allowedBy(items: readonly SheetItem[], feature: FeatureLike): boolean {
  const kind = kindOf(feature);
  if (isSenseFeature({ kind })) return false;
  if (kind === "species") return true;
  if (kind === "subrace" && !ownedSpecies(items)) return false;
  return blockerOf(feature, items) === null;
}

/** What picking a feature does: owned features it replaces or clears (ids), and the names cleared by a new species. */
export type FeaturePick = Plan<{ remove: string[]; cleared: string[] }>;

/** Plans picking `feature` (not owned yet) beside the owned `items`; refuses what the owned features do not allow. */
export function planFeaturePick(feature: FeatureLike, items: readonly SheetItem[]): FeaturePick {
  const kind = kindOf(feature);
  const features = owningFeatures(items);
  if (isSenseFeature({ kind })) return refuse("MESHAL.CharacterSheet.creation.senseFromSpecies", { name: feature.name });
  if (kind === "species") {
    const replaced = features.filter((i) => kindOf(i) === "species");
    const species = legalFeatureOf(feature);
    const dropped = features.filter((i) => kindOf(i) !== "species" && forbiddenBy(legalFeatureOf(i), [species]) !== null);
    return { ok: true, remove: [...replaced, ...dropped].map((i) => i.id), cleared: dropped.map((i) => i.name), update: {} };
  }
  const species = ownedSpecies(items);
  if (!species && kind === "subrace") return refuse("MESHAL.CharacterSheet.creation.needSpecies");
  const by = blockerOf(feature, items);
  if (by) {
    const limiting = kindOf(by) === "species" || kindOf(by) === "subrace";
    return limiting
      ? refuse("MESHAL.CharacterSheet.creation.notAllowed", { name: feature.name, species: by.name })
      : refuse("MESHAL.CharacterSheet.creation.notAllowedWith", { name: feature.name, other: by.name });
  }
  const remove = SINGLE_FEATURE_KINDS.has(kind) ? features.filter((i) => kindOf(i) === kind).map((i) => i.id) : [];
  return { ok: true, remove, cleared: [], update: {} };
}
