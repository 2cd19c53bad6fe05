/**
 * Legal feature combinations at creation (§3.7): one species, one subrace of that species, one size, one gender, and
 * only the sizes, forms and genders the species allows. The limits are the species feature's structured lists
 * (`allowedSizes`, `allowedForms`, `allowedGenders`: feature identifiers; an empty list = no limit). Pure.
 */
import { refuse, type Plan } from "../../../documents/logic/plan.ts";
import type { SheetItem } from "../view-types.ts";

/** A feature as these rules read it: a compendium index entry or an owned item. */
export interface FeatureLike {
  name: string;
  system?: Record<string, unknown>;
}

/** Kinds of which a character has at most one: picking another replaces it. */
export const SINGLE_FEATURE_KINDS: ReadonlySet<string> = new Set(["species", "subrace", "size", "gender"]);

/** The species list that limits each kind. */
const LIMIT_FIELD: Readonly<Record<string, string>> = { size: "allowedSizes", form: "allowedForms", gender: "allowedGenders" };

const kindOf = (f: FeatureLike) => String(f.system?.kind ?? "other");
const identifierOf = (f: FeatureLike) => String(f.system?.identifier || f.name);
const owningFeatures = (items: readonly SheetItem[]) => items.filter((i) => i.type === "feature");

/** The owned species (null before one is chosen). */
export function ownedSpecies(items: readonly SheetItem[]): FeatureLike | null {
  return owningFeatures(items).find((i) => kindOf(i) === "species") ?? null;
}

/** May `feature` sit beside `species` (null = none chosen)? Subraces need their species; limited kinds its list. */
export function allowedBy(species: FeatureLike | null, feature: FeatureLike): boolean {
  const kind = kindOf(feature);
  if (kind === "subrace") return species !== null && String(feature.system?.parentSpecies ?? "") === identifierOf(species);
  const field = LIMIT_FIELD[kind];
  if (!field || !species) return true;
  const list = species.system?.[field];
  return !Array.isArray(list) || list.length === 0 || list.includes(identifierOf(feature));
}

/** What picking a feature does: owned features it replaces or clears (ids), and the names cleared by a new species. */
export type FeaturePick = Plan<{ remove: string[]; cleared: string[] }>;

/** Plans picking `feature` (not owned yet) beside the owned `items`; refuses what the species does not allow. */
export function planFeaturePick(feature: FeatureLike, items: readonly SheetItem[]): FeaturePick {
  const kind = kindOf(feature);
  const features = owningFeatures(items);
  if (kind === "species") {
    const replaced = features.filter((i) => kindOf(i) === "species");
    const dropped = features.filter((i) => kindOf(i) !== "species" && !allowedBy(feature, i));
    return { ok: true, remove: [...replaced, ...dropped].map((i) => i.id), cleared: dropped.map((i) => i.name), update: {} };
  }
  const species = ownedSpecies(items);
  if (!species && !allowedBy(species, feature)) return refuse("MESHAL.CharacterSheet.creation.needSpecies");
  if (species && !allowedBy(species, feature)) return refuse("MESHAL.CharacterSheet.creation.notAllowed", { name: feature.name, species: species.name });
  const remove = SINGLE_FEATURE_KINDS.has(kind) ? features.filter((i) => kindOf(i) === kind).map((i) => i.id) : [];
  return { ok: true, remove, cleared: [], update: {} };
}
