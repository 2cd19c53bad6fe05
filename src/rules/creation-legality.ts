/**
 * What a finished new character may be (§3.5–3.8, [DEC] "A legal new character" in docs/rules.md), read from what
 * the character really owns: one species, at most one subrace of it, one size and one gender, each allowed by both
 * the species and the subrace; senses and movement modes only from the species, subrace or form; every ability paid
 * for or granted by an owned feature; starting gear within the budget at its listed price. Each unmet point names
 * its creation step, so the sheet can list them and tick a step only when none is left. Pure.
 */

/** The creation steps a finished character must have met (the fifth, finish, is all of them). */
export const CREATION_CHECK_STEPS = ["features", "attributes", "abilities", "gear"] as const;
export type CreationCheckStep = (typeof CREATION_CHECK_STEPS)[number];

/** A feature as the checks read it (an owned item, or its compendium source). */
export interface LegalFeature {
  name: string;
  kind: string;
  identifier: string;
  parentSpecies: string;
  allowedSizes: readonly string[];
  allowedForms: readonly string[];
  allowedGenders: readonly string[];
  senses: readonly string[];
  movementModes: readonly string[];
  giftedAbilities: readonly string[];
  /** The compendium feature it was copied from, when known: an owned copy may not give more than its source. */
  source: LegalFeature | null;
}

/** An owned ability: `paid` when the potential log records obtaining it (bought, or granted by the GM). */
export interface LegalAbility {
  name: string;
  identifier: string;
  gifted: boolean;
  grantedBy: string;
  paid: boolean;
}

/** An owned piece of gear: its price each (the compendium source's listed value when known), null when it has none. */
export interface LegalGear {
  name: string;
  price: number | null;
  quantity: number;
}

/** One attribute: its trained value and how many raises the potential log records for it. */
export interface LegalAttribute {
  id: string;
  trained: number;
  raises: number;
}

/** Everything the checks read. */
export interface CreationFacts {
  features: readonly LegalFeature[];
  abilities: readonly LegalAbility[];
  gear: readonly LegalGear[];
  attributes: readonly LegalAttribute[];
  startingTrained: number;
  overspent: { by: number } | null;
  overloaded: readonly string[];
  gearBudget: number;
}

/** Why a point is unmet; the sheet turns it into a sentence. */
export type UnmetReason =
  | "needSpecies" | "needSize" | "needGender" | "oneOfKind" | "notAllowed" | "senseNotFromSpecies"
  | "needRaise" | "untrackedRaise" | "overspent"
  | "needAbility" | "unpaidAbility" | "ungrantedGift" | "overloaded"
  | "needGear" | "gearOverBudget" | "gearNoValue";

/** One unmet point of a step. */
export interface Unmet {
  step: CreationCheckStep;
  reason: UnmetReason;
  data: Record<string, string | number>;
}

/**
 * A step left empty: the rules allow it (unspent potential carries over, §3.5; no ability or gear is required), so it
 * never blocks finishing, but the step is not done and finishing asks first.
 */
export const EMPTY_STEP_REASONS: ReadonlySet<UnmetReason> = new Set(["needRaise", "needAbility", "needGear"]);

/** Does this unmet point break a rule (as opposed to a step left empty)? */
export const breaksRule = (u: Pick<Unmet, "reason">): boolean => !EMPTY_STEP_REASONS.has(u.reason);

/** Kinds a character has at most one of. */
const SINGLE_KINDS = ["species", "subrace", "size", "gender"] as const;
/** The lists with which a species (or subrace) limits the sizes, forms and genders beside it. */
type Limits = Pick<LegalFeature, "allowedSizes" | "allowedForms" | "allowedGenders">;
/** The list of `by` that limits `kind`, or null when no list limits it. */
function limitList(by: Limits, kind: string): readonly string[] | null {
  if (kind === "size") return by.allowedSizes;
  if (kind === "form") return by.allowedForms;
  return kind === "gender" ? by.allowedGenders : null;
}
const isLimited = (f: Pick<LegalFeature, "kind">) => f.kind === "size" || f.kind === "form" || f.kind === "gender";
/** Kinds whose senses and movement modes a character may have at creation. */
const SENSE_SOURCES: ReadonlySet<string> = new Set(["species", "subrace", "form"]);

/** Does the limiting `by` (its list for `feature`'s kind) allow `feature`? An empty list limits nothing. */
export function limitAllows(by: Limits, feature: Pick<LegalFeature, "kind" | "identifier">): boolean {
  const list = limitList(by, feature.kind);
  return !list || list.length === 0 || list.includes(feature.identifier);
}

/**
 * The owned feature that forbids `feature` (a species or subrace whose list leaves it out, or for a subrace an owned
 * size, form or gender the subrace does not allow), or null when nothing does. Checked both ways, so the order in
 * which they are picked does not matter.
 */
export function forbiddenBy(feature: Limits & Pick<LegalFeature, "kind" | "identifier" | "parentSpecies">, owned: readonly LegalFeature[]): LegalFeature | null {
  const species = owned.find((f) => f.kind === "species") ?? null;
  if (feature.kind === "subrace") {
    if (species && feature.parentSpecies !== species.identifier) return species;
    return owned.find((f) => isLimited(f) && !limitAllows(feature, f)) ?? null;
  }
  if (feature.kind === "species") return owned.find((f) => isLimited(f) && !limitAllows(feature, f)) ?? null;
  return owned.find((f) => (f.kind === "species" || f.kind === "subrace") && !limitAllows(f, feature)) ?? null;
}

/** Is `feature` a sense or movement mode of its own (which only the species, or the GM, may give)? */
export const isSenseFeature = (feature: Pick<LegalFeature, "kind">): boolean => feature.kind === "sense" || feature.kind === "movementMode";

const add = (out: Unmet[], step: CreationCheckStep, reason: UnmetReason, data: Record<string, string | number> = {}) => {
  out.push({ step, reason, data });
};

function featureUnmet(features: readonly LegalFeature[], out: Unmet[]): void {
  const species = features.find((f) => f.kind === "species") ?? null;
  if (!species) add(out, "features", "needSpecies");
  if (!features.some((f) => f.kind === "size")) add(out, "features", "needSize");
  if (!features.some((f) => f.kind === "gender")) add(out, "features", "needGender");
  for (const kind of SINGLE_KINDS) {
    const many = features.filter((f) => f.kind === kind);
    if (many.length > 1) add(out, "features", "oneOfKind", { names: many.map((f) => f.name).join(", ") });
  }
  // Each size, form and gender against the species and subrace (once per pair), and the subrace against its species.
  for (const f of features) {
    if (f.kind === "species") continue;
    const by = f.kind === "subrace" ? (species && f.parentSpecies !== species.identifier ? species : null) : forbiddenBy(f, features);
    if (by) add(out, "features", "notAllowed", { name: f.name, species: by.name });
  }
  for (const f of features) {
    const gives = f.senses.length + f.movementModes.length > 0;
    if (isSenseFeature(f) || (gives && !SENSE_SOURCES.has(f.kind)) || givesMoreThanSource(f)) {
      add(out, "features", "senseNotFromSpecies", { name: f.name });
    }
  }
}

/** Does an owned copy give a sense or movement mode its compendium source does not? */
function givesMoreThanSource(f: LegalFeature): boolean {
  if (!f.source) return false;
  const { senses, movementModes } = f.source;
  return f.senses.some((s) => !senses.includes(s)) || f.movementModes.some((m) => !movementModes.includes(m));
}

function attributeUnmet(facts: CreationFacts, out: Unmet[]): void {
  if (!facts.attributes.some((a) => a.raises > 0)) add(out, "attributes", "needRaise");
  for (const a of facts.attributes) {
    if (a.trained !== facts.startingTrained + a.raises) add(out, "attributes", "untrackedRaise", { attribute: a.id });
  }
  if (facts.overspent) add(out, "attributes", "overspent", { over: facts.overspent.by });
}

function abilityUnmet(facts: CreationFacts, out: Unmet[]): void {
  if (!facts.abilities.some((a) => !a.gifted && a.paid)) add(out, "abilities", "needAbility");
  for (const a of facts.abilities) {
    if (!a.gifted && !a.paid) add(out, "abilities", "unpaidAbility", { name: a.name });
    const giver = a.gifted ? facts.features.find((f) => f.identifier === a.grantedBy) : undefined;
    if (a.gifted && !giver?.giftedAbilities.includes(a.identifier)) add(out, "abilities", "ungrantedGift", { name: a.name });
  }
  for (const id of facts.overloaded) add(out, "abilities", "overloaded", { attribute: id });
}

/** Copper the owned gear costs at its prices (an item without one counts nothing here; it is unmet on its own). */
export const gearSpent = (gear: readonly LegalGear[]): number => gear.reduce((sum, g) => sum + (g.price ?? 0) * Math.max(1, g.quantity), 0);

function gearUnmet(facts: CreationFacts, out: Unmet[]): void {
  if (facts.gear.length === 0) add(out, "gear", "needGear");
  const spent = gearSpent(facts.gear);
  if (spent > facts.gearBudget) add(out, "gear", "gearOverBudget", { spent, budget: facts.gearBudget });
  for (const g of facts.gear) if (g.price === null) add(out, "gear", "gearNoValue", { name: g.name });
}

/** Every unmet point of a new character, step by step (empty = it may be finished). */
export function creationUnmet(facts: CreationFacts): Unmet[] {
  const out: Unmet[] = [];
  featureUnmet(facts.features, out);
  attributeUnmet(facts, out);
  abilityUnmet(facts, out);
  gearUnmet(facts, out);
  return out;
}
