/**
 * The pickers of creation mode: features from the Features compendium grouped by kind, and abilities from the
 * Abilities compendium with their live cost and whether the caps allow them now. Reads a compendium index
 * (`{uuid, name, img, system}` entries). Pure.
 */
import { ABILITY_TYPES, FEATURE_KINDS } from "../../../data/choices.ts";
import { isOneOf, stringsOf } from "../../../rules/guards.ts";
import type { AbilityView, SpendOptions } from "../../../documents/logic/potential.ts";
import { previewObtain } from "../advancement.ts";
import { featureGives } from "./creation-gives.ts";
import { allowedBy, SINGLE_FEATURE_KINDS } from "./feature-picks.ts";
import type { CharacterSystem, SheetItem } from "../view-types.ts";
import type { IndexEntry } from "./index-entry.ts";
import { markRequirements, type RequirementFacts, type RequirementMark } from "./ability-requirements.ts";
import { isCombatAbility } from "./ability-groups.ts";

/** An index entry's dataset identifier (its name when it has none). */
export const entryIdentifier = (e: { name: string; system?: Record<string, unknown> }) => String(e.system?.identifier || e.name);

/**
 * Features offered, grouped by kind; owned ones (same identifier) are marked. Only what the owned features allow is
 * offered (the species' subraces; sizes, forms and genders the species and subrace allow; no sense or movement mode of
 * its own: feature-picks.ts); owned features stay listed so they can be removed.
 */
export function featureChoices(index: readonly IndexEntry[], items: readonly SheetItem[], abilityIndex: readonly IndexEntry[] = []) {
  const abilityNames = new Map(abilityIndex.map((e) => [entryIdentifier(e), e.name]));
  const owned = new Set(items.filter((i) => i.type === "feature").map((i) => String(i.system.identifier ?? i.name)));
  const isOwned = (e: IndexEntry) => owned.has(String(e.system?.identifier ?? e.name));
  return FEATURE_KINDS.map((kind) => ({
    kind,
    labelKey: `MESHAL.Choice.featureKind.${kind}`,
    single: SINGLE_FEATURE_KINDS.has(kind),
    options: index
      .filter((e) => (e.system?.kind ?? "other") === kind)
      .filter((e) => isOwned(e) || allowedBy(items, e))
      .map((e) => ({ uuid: e.uuid, name: e.name, owned: isOwned(e), gives: featureGives(e, (id) => abilityNames.get(id) ?? null) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.options.length > 0);
}

/** Filter of the ability picker. */
export interface AbilityFilter {
  text?: string;
  /** "" = any attribute type. */
  type?: string;
  /** "" = any level. */
  level?: string;
  /** Show only what can be obtained now. */
  allowedOnly?: boolean;
  /** At most this many rows (none = every row: the step's list scrolls). */
  limit?: number;
}

/** One ability offered. */
export interface AbilityChoice {
  uuid: string;
  name: string;
  level: number;
  typeKey: string;
  cost: number;
  allowed: boolean;
  reasonKey: string | null;
  reasonData: Record<string, string | number>;
  owned: boolean;
  /** The effect paragraph of its description, as plain text (shortened). */
  summary: string;
  /** Its listed requirements. */
  requirements: string[];
  /** Each listed requirement with whether the character meets it now (or it is the table's to judge). */
  requirementMarks: RequirementMark[];
  /** The attribute it sustains (`level` of it), or null for common abilities. */
  loadKey: string | null;
  identifier: string;
  attributeType: string;
  styles: string[];
  /** An attack of its own, or an action in a fight. */
  combat: boolean;
}

/** What the picker's checks read besides the actor: the reader's style labels (for "knows N abilities of a style"). */
export interface AbilityChoiceContext {
  /** Style id → its label in the reader's language. */
  styleLabels?: Readonly<Record<string, string>>;
}

const SUMMARY_LENGTH = 180;

/** The effect paragraph of an ability's description ("Effect: …" / "效果：…"), else its last paragraph, as text. */
export function abilitySummary(description: unknown): string {
  const paragraphs = String(description ?? "").split(/<\/p>/i)
    .map((p) => p.replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1").replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const effect = paragraphs.find((p) => /^(effect|效果)\s*[:：]/i.test(p)) ?? paragraphs.at(-1) ?? "";
  const text = effect.replace(/^(effect|效果)\s*[:：]\s*/i, "");
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text;
}

function asAbility(e: IndexEntry): AbilityView {
  const s = e.system ?? {};
  return {
    name: e.name,
    system: {
      level: Number(s.level ?? 0),
      attributeType: isOneOf(ABILITY_TYPES, s.attributeType) ? s.attributeType : "common",
      gifted: Boolean(s.gifted),
      potentialCost: typeof s.potentialCost === "number" ? s.potentialCost : null,
      intensify: { enabled: false, cost: null, costPlusSteps: false, maxSteps: null, maxStepsAttribute: "", steps: 0, spent: 0 },
    },
  };
}

/** Non-gifted abilities matching `filter`, each with its obtain preview; sorted by type, level, name. */
export function abilityChoices(
  index: readonly IndexEntry[], system: CharacterSystem, items: readonly SheetItem[], filter: AbilityFilter = {}, options: SpendOptions = {},
  context: AbilityChoiceContext = {},
): { rows: AbilityChoice[]; more: number } {
  const text = (filter.text ?? "").trim().toLowerCase();
  const owned = new Set(items.filter((i) => i.type === "ability").map((i) => entryIdentifier(i)));
  const facts = requirementFacts(items, context.styleLabels ?? {});
  const rows = index
    .filter((e) => !e.system?.gifted)
    .filter((e) => !filter.type || e.system?.attributeType === filter.type)
    .filter((e) => !filter.level || String(e.system?.level ?? 0) === filter.level)
    .filter((e) => !text || e.name.toLowerCase().includes(text))
    .map((e): AbilityChoice => {
      const ability = asAbility(e);
      const p = previewObtain(system, ability, e.uuid, items, options);
      const isOwned = owned.has(entryIdentifier(e));
      const type = ability.system.attributeType;
      const requirements = stringsOf(e.system?.requirements).filter(Boolean);
      const requirementMarks = markRequirements(requirements, facts);
      const unmet = requirementMarks.find((r) => r.status === "unmet");
      const reason = isOwned ? { key: "MESHAL.CharacterSheet.creation.owned", data: p.reasonData }
        : !p.ok ? { key: p.reasonKey, data: p.reasonData }
        : unmet ? { key: "MESHAL.CharacterSheet.creation.requirementUnmet", data: { ...p.reasonData, requirement: unmet.text } }
        : { key: null, data: p.reasonData };
      return {
        uuid: e.uuid, name: e.name, level: ability.system.level, typeKey: `MESHAL.Choice.abilityType.${ability.system.attributeType}`,
        cost: p.ok ? p.cost : (ability.system.potentialCost ?? ability.system.level * 3), allowed: p.ok && !isOwned && !unmet,
        reasonKey: reason.key, reasonData: reason.data, owned: isOwned,
        summary: abilitySummary(e.system?.description), requirements, requirementMarks,
        loadKey: type === "common" ? null : `MESHAL.Attribute.${type}`,
        identifier: entryIdentifier(e), attributeType: type, styles: stringsOf(e.system?.styles), combat: isCombatAbility(e.system),
      };
    })
    .filter((r) => !filter.allowedOnly || r.allowed)
    .sort((a, b) => a.typeKey.localeCompare(b.typeKey) || a.level - b.level || a.name.localeCompare(b.name));
  const limit = filter.limit ?? rows.length;
  return { rows: rows.slice(0, limit), more: Math.max(0, rows.length - limit) };
}

/** The owned abilities, sizes and forms (by name), and the style counts, that requirement lines are checked against. */
function requirementFacts(items: readonly SheetItem[], styleLabels: Readonly<Record<string, string>>): RequirementFacts {
  const abilities = items.filter((i) => i.type === "ability");
  const featureNames = (kind: string) => items.filter((i) => i.type === "feature" && i.system.kind === kind).map((i) => i.name);
  return {
    abilities: abilities.map((i) => i.name),
    sizes: featureNames("size"),
    forms: featureNames("form"),
    styleCount(label) {
      const wanted = label.trim().toLowerCase();
      const style = Object.keys(styleLabels).find((id) => id === wanted || styleLabels[id]?.trim().toLowerCase() === wanted);
      return style ? abilities.filter((i) => stringsOf(i.system.styles).includes(style)).length : null;
    },
  };
}

/** The levels the ability picker's level filter offers (those of the non-gifted abilities in the index). */
export function abilityLevels(index: readonly IndexEntry[], selected = ""): { value: string; selected: boolean }[] {
  const levels = [...new Set(index.filter((e) => !e.system?.gifted).map((e) => Number(e.system?.level ?? 0)))].sort((a, b) => a - b);
  return levels.map((l) => ({ value: String(l), selected: String(l) === selected }));
}
