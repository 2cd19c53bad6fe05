/**
 * The whole character-sheet context, built from a prepared character alone: the sheet class, the preview page and
 * the benchmark all call this, so what the preview shows is what the sheet renders. Pure.
 */
import type { SpendOptions } from "../../documents/logic/potential.ts";
import { attributeRollQuery, rollModifiersFor, type RollModifierResult } from "./roll-modifiers.ts";
import { attributeViews, mobilityView, protectionViews } from "./attributes-view.ts";
import { headerView } from "./header-view.ts";
import { abilityGroups } from "./abilities-view.ts";
import { carriedView, inventoryGroups } from "./inventory-view.ts";
import { descriptorViews, featureRows } from "./biography-view.ts";
import { advancementOptions, recentLog } from "./advancement.ts";
import { creationBudget } from "./creation.ts";
import { abilityChoices, featureChoices, type AbilityFilter, type IndexEntry } from "./creation-choices.ts";
import { SHEET_ATTRIBUTES, type ExpressionLabels, type SheetCharacter } from "./view-types.ts";

/** The character sheet's tabs, in order. */
export const CHARACTER_TABS = ["abilities", "inventory", "features", "biography", "effects"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

/** What the context depends on besides the actor. */
export interface CharacterContextOptions {
  /** Edit mode shows stored values as inputs; play mode shows derived ones. */
  editMode?: boolean;
  /** Can the viewer change the actor (owner)? */
  editable?: boolean;
  creation?: boolean;
  /** The [OPT] extra-features rule (optional biography descriptors). */
  extraFeatures?: boolean;
  spend?: SpendOptions;
  labels?: ExpressionLabels;
  activeTab?: CharacterTab;
  /** Compendium indexes for creation mode's pickers (absent = pickers empty). */
  featureIndex?: readonly IndexEntry[];
  abilityIndex?: readonly IndexEntry[];
  abilityFilter?: AbilityFilter;
}

/** The roll modifiers of each attribute roll, keyed by attribute. */
export function attributeRollModifiers(actor: SheetCharacter): Record<string, RollModifierResult> {
  return Object.fromEntries(SHEET_ATTRIBUTES.map((id) => [id, rollModifiersFor(actor.items, attributeRollQuery(id))]));
}

/** Builds the context (see module doc). */
export function characterContext(actor: SheetCharacter, options: CharacterContextOptions = {}) {
  const system = actor.system;
  const editMode = Boolean(options.editMode);
  const creation = Boolean(options.creation);
  const activeTab = options.activeTab ?? "abilities";
  const spend = options.spend ?? {};
  const mods = attributeRollModifiers(actor);
  return {
    name: actor.name,
    img: actor.img ?? null,
    editMode,
    playMode: !editMode,
    editable: options.editable ?? true,
    creation,
    header: headerView(system, actor.items),
    attributes: attributeViews(system).map((a) => ({ ...a, modifiers: mods[a.id]! })),
    ...protectionViews(system),
    mobility: mobilityView(system),
    speedBonus: system.speed,
    abilityGroups: abilityGroups(system, actor.items, options.labels),
    inventory: inventoryGroups(system, actor.items, options.labels),
    carried: carriedView(system),
    features: featureRows(actor.items),
    descriptors: descriptorViews(system, Boolean(options.extraFeatures)),
    biography: system.details.biography ?? "",
    advancement: advancementOptions(system, actor.items, spend),
    log: recentLog(system.potential.log),
    tabs: CHARACTER_TABS.map((id) => ({
      id, labelKey: `MESHAL.Sheet.tab.${id}`, active: id === activeTab, cssClass: id === activeTab ? "active" : "",
    })),
    activeTab,
    creationBudget: creation ? creationBudget(system, actor.items, spend) : null,
    creationFeatures: creation ? featureChoices(options.featureIndex ?? [], actor.items) : [],
    creationAbilities: creation
      ? abilityChoices(options.abilityIndex ?? [], system, actor.items, options.abilityFilter, spend)
      : { rows: [], more: 0 },
    abilityFilter: options.abilityFilter ?? {},
  };
}

/** The context type the templates receive. */
export type CharacterContext = ReturnType<typeof characterContext>;
