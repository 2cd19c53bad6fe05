/**
 * Creation mode (§3.2, §3.5–3.7): the budget of a new character — starting potential (36, plus what the chosen
 * species grants), live costs and caps of raising trained attributes and obtaining abilities, undo steps that refund
 * (only while creating: after creation, spending is final and renouncing never refunds), and what is still needed to
 * finish. Pure.
 */
import { refuse, type Plan } from "../../../documents/logic/plan.ts";
import type { LogEntry, SpendOptions } from "../../../documents/logic/potential.ts";
import { STARTING_POTENTIAL, type AttributeId } from "../../../rules/index.ts";
import { breaksRule, creationUnmet, type Unmet, type UnmetReason } from "../../../rules/creation-legality.ts";
import { isOneOf } from "../../../rules/guards.ts";
import { creationFacts, type CreationSources } from "./creation-facts.ts";
import { previewRaise, withAttributeKey, type AdvancementPreview } from "../advancement.ts";
import { hasGear } from "./creation-gear.ts";
import { abilitySystemOf } from "../stored-ability.ts";
import { SHEET_ATTRIBUTES, type CharacterSystem, type SheetItem } from "../view-types.ts";
import { shownNameOf } from "../../view/item-rows.ts";

/** One attribute in the creation budget. */
export interface CreationAttribute {
  id: AttributeId;
  labelKey: string;
  trained: number;
  base: number;
  raise: AdvancementPreview;
  /** Can the last raise be undone (refunded)? */
  canLower: boolean;
  refund: number;
  load: number;
  cap: number | null;
}

/** A blocker or a hint, as a lang key with its data; a blocker names the step it belongs to. */
export interface CreationNote {
  key: string;
  data: Record<string, string | number>;
  stepKey?: string;
}

/** The steps of creation, in order; each has its section on the sheet and a badge that ticks when it is done. */
export const CREATION_STEPS = ["features", "attributes", "abilities", "gear", "finish"] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

const STEP_LABELS: Readonly<Record<CreationStep, string>> = {
  features: "stepFeatures", attributes: "stepAttributes", abilities: "stepAbilities", gear: "stepGear", finish: "stepFinish",
};

/** The lang key of a step's name. */
export const stepLabelKey = (id: CreationStep) => `MESHAL.CharacterSheet.creation.${STEP_LABELS[id]}`;

/** Unmet points that keep the sheet's older sentences. */
const NOTE_KEYS: Partial<Record<UnmetReason, string>> = {
  needSpecies: "needSpecies", needSize: "needSize", overspent: "overspent", overloaded: "overloaded", notAllowed: "notAllowed",
  gearNoValue: "noValue",
};

/** An unmet point as the sheet shows it: its sentence, with its step's name. */
function unmetNote(system: CharacterSystem, u: Unmet): CreationNote {
  const key = `MESHAL.CharacterSheet.creation.${NOTE_KEYS[u.reason] ?? `unmet.${u.reason}`}`;
  const id = String(u.data.attribute ?? "");
  const load: Record<string, number> = isOneOf(SHEET_ATTRIBUTES, id) ? { load: system.load[id], base: system.attributes[id].base } : {};
  return { key, data: withAttributeKey({ ...u.data, ...load }), stepKey: stepLabelKey(u.step) };
}

/** The creation budget. */
export interface CreationBudget {
  starting: number;
  /** Σ initial-potential changes of the owned features (e.g. Human +12). */
  featureBonus: number;
  granted: number;
  strength: number;
  unspent: number;
  display: string;
  overspent: boolean;
  attributes: CreationAttribute[];
  /** Owned abilities bought during creation, with the potential removing them refunds. */
  abilities: { id: string; name: string; level: number; cost: number; gifted: boolean }[];
  steps: { id: CreationStep; number: number; labelKey: string; done: boolean }[];
  /** Every unmet point, in step order. */
  missing: CreationNote[];
  hints: CreationNote[];
  /** No rule is broken (steps left empty may remain: finishing asks first). */
  canFinish: boolean;
  /** Steps left empty (a raise, an ability, gear), which the rules allow. */
  emptySteps: CreationNote[];
}

/** The log entry an undo of raising `id` (now at `trained`) removes, with its index, or null. */
function lastRaise(log: readonly LogEntry[], id: AttributeId, trained: number): { index: number; entry: LogEntry } | null {
  let last: { index: number; entry: LogEntry } | null = null;
  for (const [index, entry] of log.entries()) {
    if (entry.reason === "raise" && entry.target === id && entry.note === `${trained - 1}→${trained}`) last = { index, entry };
  }
  return last;
}

/** Σ `initialPotential` of the features among `items`. */
export function featurePotentialBonus(items: readonly SheetItem[]): number {
  return items.filter((i) => i.type === "feature").reduce((sum, i) => sum + Number(i.system.initialPotential ?? 0), 0);
}

/** Builds the budget. `initialPotentialBonus` of features is counted in `granted` once the sheet applied it. */
export function creationBudget(
  system: CharacterSystem, items: readonly SheetItem[], options: SpendOptions = {}, sources: CreationSources = {},
): CreationBudget {
  const p = system.potential;
  const log = p.log;
  const attributes = SHEET_ATTRIBUTES.map((id): CreationAttribute => {
    const a = system.attributes[id];
    const undo = lastRaise(log, id, a.trained);
    return {
      id, labelKey: `MESHAL.Attribute.${id}`, trained: a.trained, base: a.base, raise: previewRaise(system, id, options),
      canLower: undo !== null, refund: undo?.entry.amount ?? 0, load: system.load[id], cap: a.invalid ? null : Math.max(1, a.base),
    };
  });
  const abilities = items.filter((i) => i.type === "ability").map((i) => {
    const s = abilitySystemOf(i.system);
    return { id: i.id, name: shownNameOf(i), level: s.level, cost: refundFor(log, i.name), gifted: s.gifted };
  });
  const unmet = creationUnmet(creationFacts(system, items, sources));
  const missing = unmet.map((u) => unmetNote(system, u));
  const hints: CreationNote[] = [];
  if (!p.overspent && p.unspent > 0) hints.push({ key: "MESHAL.CharacterSheet.creation.unspentLeft", data: withAttributeKey({ unspent: p.unspent }) });
  if (!hasGear(items)) hints.push({ key: "MESHAL.CharacterSheet.creation.noGearYet", data: withAttributeKey({}) });
  // A badge ticks only when its step has nothing unmet; finish only when no step has.
  const done = (id: CreationStep) => (id === "finish" ? unmet.length === 0 : !unmet.some((u) => u.step === id));
  return {
    starting: STARTING_POTENTIAL,
    featureBonus: featurePotentialBonus(items),
    granted: p.granted,
    strength: p.strength,
    unspent: p.unspent,
    display: p.display,
    overspent: p.overspent,
    attributes,
    abilities,
    steps: CREATION_STEPS.map((id, i) => ({ id, number: i + 1, labelKey: stepLabelKey(id), done: done(id) })),
    missing,
    hints,
    canFinish: !unmet.some(breaksRule),
    emptySteps: unmet.filter((u) => !breaksRule(u)).map((u) => unmetNote(system, u)),
  };
}

/** Potential refunded by removing ability `name` while creating: its obtain and intensify entries. */
function refundFor(log: readonly LogEntry[], name: string): number {
  return log.filter((e) => e.kind === "spend" && (e.reason === "obtain" || e.reason === "intensify") && e.target === name)
    .reduce((sum, e) => sum + e.amount, 0);
}

/** Undo the last raise of `id` while creating: trained − 1 and its log entry removed (a full refund). */
export function planCreationLower(system: CharacterSystem, id: AttributeId): Plan<{ refund: number }> {
  const a = system.attributes[id];
  if (!a) return refuse("MESHAL.Warn.badTargets");
  const raise = lastRaise(system.potential.log, id, a.trained);
  if (!raise || a.trained <= 0) return refuse("MESHAL.CharacterSheet.creation.nothingToUndo", { attribute: id });
  const log = system.potential.log.filter((_, i) => i !== raise.index);
  return {
    ok: true,
    refund: raise.entry.amount,
    update: { [`system.attributes.${id}.trained`]: a.trained - 1, "system.potential.log": log },
  };
}

/** Remove an ability while creating: its obtain/intensify entries leave the log (refund); the caller deletes the item. */
export function planCreationRemoveAbility(system: CharacterSystem, item: SheetItem): Plan<{ refund: number }> {
  const log = system.potential.log;
  const keep = log.filter((e) => !(e.kind === "spend" && (e.reason === "obtain" || e.reason === "intensify") && e.target === item.name));
  const refund = refundFor(log, item.name);
  return { ok: true, refund, update: keep.length === log.length ? {} : { "system.potential.log": keep } };
}

/** Adding (sign +1) or removing (−1) a feature while creating moves its initial-potential change into the total. */
export function planFeaturePotential(system: CharacterSystem, feature: { system: Record<string, unknown> }, sign: 1 | -1): Plan {
  const bonus = Number(feature.system.initialPotential ?? 0);
  if (!bonus) return { ok: true, update: {} };
  return { ok: true, update: { "system.potential.total": Math.max(0, system.potential.total + sign * bonus) } };
}

export { isInCreation } from "./creation-flag.ts";
