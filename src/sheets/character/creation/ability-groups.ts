/**
 * The ability step's list in the order a new character needs it (issue 35): first the abilities the chosen species'
 * peoples are gifted (its signature abilities, for the ones the character does not own), then the abilities used in a
 * fight — an attack, or a ⚡ action (tactic, reaction, attached) — led by the character's strongest attributes, then
 * the rest, and the languages and lore (style `lore`) apart at the end, collapsed. Pure.
 */
import type { AttributeId } from "../../../rules/index.ts";
import { stringsOf } from "../../../rules/guards.ts";
import type { IndexEntry } from "./index-entry.ts";
import { SHEET_ATTRIBUTES, type SheetItem } from "../view-types.ts";

/** The groups of the ability step, in the order shown. */
export const ABILITY_GROUPS = ["signature", "combat", "other", "lore"] as const;
export type AbilityGroupId = (typeof ABILITY_GROUPS)[number];

/** The index fields the grouping reads besides those the picker reads (creation-sheet.ts asks the compendium for them). */
export const ABILITY_GROUP_FIELDS = ["system.styles", "system.attacks", "system.activation.kind"];

/** Activations that are actions in a fight (they cost ⚡, §5.4). */
const FIGHT_ACTIONS: ReadonlySet<string> = new Set(["tactic", "reaction", "attached"]);

/** What the grouping reads of one offered ability. */
export interface GroupedAbility {
  identifier: string;
  attributeType: string;
  level: number;
  name: string;
  styles: readonly string[];
  /** Has it an attack, or is it an action in a fight? */
  combat: boolean;
}

/** Is the compendium entry an ability used in a fight: an attack of its own, or an activation that costs ⚡? */
export function isCombatAbility(system: Record<string, unknown> | undefined): boolean {
  const attacks = system?.attacks;
  if (Array.isArray(attacks) && attacks.length > 0) return true;
  const activation = system?.activation;
  const kind = activation && typeof activation === "object" && "kind" in activation ? String(activation.kind) : "";
  return FIGHT_ACTIONS.has(kind);
}

/**
 * The signature abilities of the owned species: those gifted by the species itself and by its subraces (the
 * Features index), by identifier. Empty before a species is chosen.
 */
export function signatureAbilities(features: readonly IndexEntry[], items: readonly SheetItem[]): Set<string> {
  const species = items.find((i) => i.type === "feature" && i.system.kind === "species");
  const id = species ? String(species.system.identifier || species.name) : "";
  if (!id) return new Set();
  const kin = features.filter((f) => String(f.system?.identifier ?? "") === id
    || (f.system?.kind === "subrace" && String(f.system.parentSpecies ?? "") === id));
  return new Set(kin.flatMap((f) => stringsOf(f.system?.giftedAbilities)));
}

/** The group of one ability: languages and lore apart whatever else they are. */
export function abilityGroup(a: GroupedAbility, signature: ReadonlySet<string>): AbilityGroupId {
  if (a.styles.includes("lore")) return "lore";
  if (signature.has(a.identifier)) return "signature";
  return a.combat ? "combat" : "other";
}

/** Attribute types from the strongest base to the weakest (ties in sheet order), common abilities last. */
export function attributeRank(bases: Readonly<Record<AttributeId, number>>): (type: string) => number {
  const order = SHEET_ATTRIBUTES.map((id, i) => ({ id, i, base: bases[id] }))
    .sort((a, b) => b.base - a.base || a.i - b.i).map((x) => x.id);
  return (type) => {
    const at = order.findIndex((id) => id === type);
    return at < 0 ? order.length : at;
  };
}

/** One group as the step shows it. */
export interface AbilityGroup<T> {
  id: AbilityGroupId;
  labelKey: string;
  /** Shown open: every group but languages and lore, which opens when a search is typed. */
  open: boolean;
  rows: T[];
}

/** Sorts `rows` into the groups (empty ones left out): by attribute rank, then level, then name inside each. */
export function groupAbilities<T extends GroupedAbility>(
  rows: readonly T[], signature: ReadonlySet<string>, rank: (type: string) => number, searching: boolean,
): AbilityGroup<T>[] {
  const sorted = [...rows].sort((a, b) => rank(a.attributeType) - rank(b.attributeType) || a.level - b.level || a.name.localeCompare(b.name));
  return ABILITY_GROUPS.map((id) => ({
    id,
    labelKey: `MESHAL.CharacterSheet.creation.group.${id}`,
    open: id !== "lore" || searching,
    rows: sorted.filter((r) => abilityGroup(r, signature) === id),
  })).filter((g) => g.rows.length > 0);
}
