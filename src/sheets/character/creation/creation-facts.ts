/**
 * What the creation checks (rules/creation-legality.ts) read, taken from the character's own items and fields — not
 * from what the pickers did — so an item dragged in, dropped or created by hand counts like one picked. An owned
 * copy of a compendium document is compared with its source (the compendium indexes the sheet already loads): a
 * feature may not give a sense or movement mode its source does not, and gear is priced at its source's value. Pure.
 */
import { isRecord, recordsOf, stringOr, stringsOf } from "../../../rules/guards.ts";
import { STARTING_TRAINED } from "../../../rules/index.ts";
import type { CreationFacts, LegalAbility, LegalFeature, LegalGear } from "../../../rules/creation-legality.ts";
import { abilitySystemOf } from "../stored-ability.ts";
import { SHEET_ATTRIBUTES, type CharacterSystem, type SheetItem } from "../view-types.ts";
import { STARTING_GEAR_BUDGET } from "./creation-gear.ts";
import type { IndexEntry } from "./index-entry.ts";
import { isNaturalItem } from "./creation-flag.ts";

/** The compendium indexes the checks compare owned copies with (absent = owned items are taken as they are). */
export interface CreationSources {
  featureIndex?: readonly IndexEntry[];
  gearIndex?: readonly IndexEntry[];
}

/** Item types bought with the starting budget. */
const GEAR_TYPES: ReadonlySet<string> = new Set(["weapon", "protection", "accessory", "gear"]);

/** The compendium document an owned item was copied from (`source`, or an item's own `_stats.compendiumSource`), or null. */
export function sourceUuidOf(item: unknown): string | null {
  if (!isRecord(item)) return null;
  if (typeof item.source === "string") return item.source;
  const stats = isRecord(item._stats) ? item._stats : null;
  return typeof stats?.compendiumSource === "string" ? stats.compendiumSource : null;
}

const systemOf = (item: { system?: unknown }): Record<string, unknown> => (isRecord(item.system) ? item.system : {});

/** A feature (owned item or index entry) as the checks read it, without its source. */
export function legalFeatureOf(item: { name: string; system?: unknown }): LegalFeature {
  const s = systemOf(item);
  return {
    name: item.name, kind: stringOr(s.kind, "other"), identifier: stringOr(s.identifier, "") || item.name,
    parentSpecies: stringOr(s.parentSpecies, ""),
    allowedSizes: stringsOf(s.allowedSizes), allowedForms: stringsOf(s.allowedForms), allowedGenders: stringsOf(s.allowedGenders),
    senses: recordsOf(s.senses).map((x) => stringOr(x.sense, "")).filter(Boolean),
    movementModes: recordsOf(s.movementModes).map((x) => stringOr(x.mode, "")).filter(Boolean),
    giftedAbilities: stringsOf(s.giftedAbilities), source: null,
  };
}

/** Does the potential log record obtaining `name` (bought, or granted by the GM)? */
const loggedObtain = (system: CharacterSystem, name: string) => system.potential.log
  .some((e) => e.kind === "spend" && (e.reason === "obtain" || e.reason === "grant") && e.target === name);

function legalAbilityOf(system: CharacterSystem, item: SheetItem): LegalAbility {
  const a = abilitySystemOf(item.system);
  const s = systemOf(item);
  const cost = a.potentialCost ?? a.level * 3;
  return {
    name: item.name, identifier: a.identifier ?? "", gifted: a.gifted, grantedBy: stringOr(s.grantedBy, ""),
    paid: cost === 0 || loggedObtain(system, item.name),
  };
}

const valueOf = (system: Record<string, unknown> | undefined) => (typeof system?.value === "number" ? system.value : null);

function legalGearOf(item: SheetItem, gearIndex: readonly IndexEntry[]): LegalGear | null {
  const s = systemOf(item);
  const uuid = sourceUuidOf(item);
  const source = uuid ? gearIndex.find((e) => e.uuid === uuid) : undefined;
  const price = valueOf(source?.system) ?? valueOf(s);
  if (price === null && isNaturalItem(item)) return null; // natural weapons are never bought
  return { name: item.name, price, quantity: typeof s.quantity === "number" ? s.quantity : 1 };
}

/** How many raises of `id` the potential log records. */
const raisesOf = (system: CharacterSystem, id: string) => system.potential.log
  .filter((e) => e.kind === "spend" && e.reason === "raise" && e.target === id).length;

/** The facts of a character being created. */
export function creationFacts(system: CharacterSystem, items: readonly SheetItem[], sources: CreationSources = {}): CreationFacts {
  const featureIndex = sources.featureIndex ?? [];
  const features = items.filter((i) => i.type === "feature").map((i): LegalFeature => {
    const uuid = sourceUuidOf(i);
    const source = uuid ? featureIndex.find((e) => e.uuid === uuid) : undefined;
    // Compared only with an index entry that carries both lists (an index without them tells nothing).
    const known = Array.isArray(source?.system?.senses) && Array.isArray(source?.system?.movementModes);
    return { ...legalFeatureOf(i), source: source && known ? legalFeatureOf(source) : null };
  });
  const p = system.potential;
  return {
    features,
    abilities: items.filter((i) => i.type === "ability").map((i) => legalAbilityOf(system, i)),
    gear: items.filter((i) => GEAR_TYPES.has(i.type)).flatMap((i) => legalGearOf(i, sources.gearIndex ?? []) ?? []),
    attributes: SHEET_ATTRIBUTES.map((id) => ({ id, trained: system.attributes[id].trained, raises: raisesOf(system, id) })),
    startingTrained: STARTING_TRAINED,
    overspent: p.overspent ? { by: -p.unspent } : null,
    overloaded: system.overloaded,
    gearBudget: STARTING_GEAR_BUDGET,
  };
}
