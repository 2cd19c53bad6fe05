/**
 * Creation mode's part of the character-sheet context: the budget, the feature, ability and gear pickers. Only a
 * character being created shows it, so the sheet loads this module (and the creation rules) lazily; play-context.ts
 * holds the rest and sheet-shape.ts `NO_CREATION`, the empty part. Pure.
 */
import type { SpendOptions } from "../../../documents/logic/potential.ts";
import { creationBudget } from "./creation.ts";
import { abilityChoices, abilityLevels, featureChoices, type AbilityFilter } from "./creation-choices.ts";
import { gearBudget, gearChoices, GEAR_PACKS, kitViews, ownedGear, type GearFilter, type GearIndexEntry } from "./creation-gear.ts";
import type { IndexEntry } from "./index-entry.ts";
import type { SheetCharacter } from "../view-types.ts";

/** What creation mode's part depends on besides the actor (the sheet's whole context options extend it, play-context.ts). */
export interface CreationContextOptions {
  creation?: boolean;
  spend?: SpendOptions;
  /** Compendium indexes for creation mode's pickers (absent = pickers empty). */
  featureIndex?: readonly IndexEntry[];
  abilityIndex?: readonly IndexEntry[];
  abilityFilter?: AbilityFilter;
  /** The gear compendiums' index for creation's starting-gear step (absent = kits and picker empty). */
  gearIndex?: readonly GearIndexEntry[];
  gearFilter?: GearFilter;
  /** Is the viewer the GM? The GM may finish a character with unmet steps (after a confirmation). */
  gm?: boolean;
}

/** Builds creation mode's part of the context (empty values when `options.creation` is not set). */
export function creationContext(actor: SheetCharacter, options: CreationContextOptions = {}) {
  const system = actor.system;
  const creation = Boolean(options.creation);
  const spend = options.spend ?? {};
  const budget = creation ? creationBudget(system, actor.items, spend, { featureIndex: options.featureIndex, gearIndex: options.gearIndex }) : null;
  return {
    creationBudget: budget && { ...budget, finishOpen: budget.canFinish || Boolean(options.gm) },
    creationFeatures: creation ? featureChoices(options.featureIndex ?? [], actor.items, options.abilityIndex) : [],
    creationGear: creation ? {
      budget: gearBudget(actor.items),
      kits: kitViews(options.gearIndex ?? [], actor.items),
      owned: ownedGear(actor.items),
      offers: gearChoices(options.gearIndex ?? [], actor.items, options.gearFilter),
      filter: { text: "", pack: "", ...options.gearFilter },
      packs: GEAR_PACKS.map((id) => ({ id, labelKey: `MESHAL.CharacterSheet.creation.gearPack.${id}`, selected: options.gearFilter?.pack === id })),
    } : null,
    abilityLevels: creation ? abilityLevels(options.abilityIndex ?? [], options.abilityFilter?.level ?? "") : [],
    creationAbilities: creation
      ? abilityChoices(options.abilityIndex ?? [], system, actor.items, options.abilityFilter, spend)
      : { rows: [], more: 0 },
  };
}

export type CreationContext = ReturnType<typeof creationContext>;
