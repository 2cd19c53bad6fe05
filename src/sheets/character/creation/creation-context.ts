/**
 * Creation mode's part of the character-sheet context: the budget, the feature, ability and gear pickers. Only a
 * character being created shows it, so the sheet loads this module (and the creation rules) lazily; play-context.ts
 * holds the rest and sheet-shape.ts `NO_CREATION`, the empty part. Pure.
 */
import type { SpendOptions } from "../../../documents/logic/potential.ts";
import { creationBudget } from "./creation.ts";
import { abilityChoices, abilityLevels, featureChoices, type AbilityFilter } from "./creation-choices.ts";
import { attributeRank, groupAbilities, signatureAbilities } from "./ability-groups.ts";
import { SHEET_ATTRIBUTES } from "../view-types.ts";
import { coinParts } from "./coins.ts";
import { wearView, type WearRefusal } from "./gear-wear.ts";
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
  /** Style id → its label in the reader's language (the ability step checks "knows N abilities of a style" with it). */
  styleLabels?: Readonly<Record<string, string>>;
  /** The steps' groups (abilities, gear) the user opened (true) or closed (false), by id; the others show as decided here. */
  groupsOpen?: Readonly<Record<string, boolean>>;
  /** Owned item id → why equipping it now is refused (creation-sheet.ts `wearRefusals`); absent = no refusal known. */
  wearRefusals?: Readonly<Record<string, WearRefusal>>;
}

/** The gear step's budget, kits, owned gear (worn or why not) and offers, every price in its coins. */
function gearStep(actor: SheetCharacter, options: CreationContextOptions) {
  const budget = gearBudget(actor.items);
  const index = options.gearIndex ?? [];
  // Every offer, in one scrolling list grouped by compendium (weapons and armor first; the sundries closed).
  const offers = gearChoices(index, actor.items, { limit: Number.MAX_SAFE_INTEGER, ...options.gearFilter });
  const rows = offers.rows.map((r) => ({ ...r, costCoins: coinParts(r.cost) }));
  const searching = Boolean(options.gearFilter?.text?.trim());
  const groups = GEAR_PACKS.map((pack) => {
    const labelKey = `MESHAL.CharacterSheet.creation.gearPack.${pack}`;
    return { id: pack, labelKey, open: options.groupsOpen?.[pack] ?? (pack !== "gear" || searching), rows: rows.filter((r) => r.packKey === labelKey) };
  }).filter((g) => g.rows.length > 0);
  return {
    budget: { ...budget, leftCoins: coinParts(budget.left), budgetCoins: coinParts(budget.budget) },
    kits: kitViews(index, actor.items).map((k) => ({ ...k, costCoins: coinParts(k.cost) })),
    owned: ownedGear(actor.items).map((row) => ({
      ...row, costCoins: coinParts(row.cost), wear: wearView(actor.items.find((i) => i.id === row.id), options.wearRefusals?.[row.id]),
    })),
    offers: { ...offers, rows, groups },
  };
}

/**
 * The ability step's filter before the user touches it: only what the character can take now. A newcomer's 36–48
 * potential and base 3–5 attributes leave most of the 228 abilities refused; listed, they bury the few that can be
 * taken, and the list's first rows are what a newcomer picks. The box stays, to plan past today's caps.
 */
export const DEFAULT_ABILITY_FILTER: Readonly<AbilityFilter> = { allowedOnly: true };

/** The ability step: the effective filter, every row in group order, and the groups. */
function abilityStep(actor: SheetCharacter, options: CreationContextOptions) {
  const filter: AbilityFilter = { ...DEFAULT_ABILITY_FILTER, ...options.abilityFilter };
  const choices = abilityChoices(options.abilityIndex ?? [], actor.system, actor.items, filter, options.spend ?? {}, { styleLabels: options.styleLabels });
  const bases = { might: 0, energy: 0, spirit: 0 };
  for (const id of SHEET_ATTRIBUTES) bases[id] = actor.system.attributes[id].base;
  const groups = groupAbilities(choices.rows, signatureAbilities(options.featureIndex ?? [], actor.items), attributeRank(bases), Boolean(filter.text?.trim()))
    .map((g) => ({ ...g, open: options.groupsOpen?.[g.id] ?? g.open }));
  return { rows: groups.flatMap((g) => g.rows), more: choices.more, groups, filter: { text: "", type: "", level: "", ...filter } };
}

/** The ability step's empty value (no character being created). */
const NO_ABILITY_STEP: ReturnType<typeof abilityStep> = { rows: [], more: 0, groups: [], filter: { text: "", type: "", level: "" } };

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
      ...gearStep(actor, options),
      filter: { text: "", pack: "", ...options.gearFilter },
      packs: GEAR_PACKS.map((id) => ({ id, labelKey: `MESHAL.CharacterSheet.creation.gearPack.${id}`, selected: options.gearFilter?.pack === id })),
    } : null,
    abilityLevels: creation ? abilityLevels(options.abilityIndex ?? [], options.abilityFilter?.level ?? "") : [],
    creationAbilities: creation ? abilityStep(actor, options) : NO_ABILITY_STEP,
  };
}

export type CreationContext = ReturnType<typeof creationContext>;
