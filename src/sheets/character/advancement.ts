/**
 * Advancement previews (§3.2, §3.5, §3.6): what raising a trained attribute, obtaining, intensifying or renouncing an
 * ability costs, the strength/unspent it leaves, or why it is refused. Each preview wraps the document planner
 * (documents/logic/potential.ts), so the dialog shows exactly what the actor method will do. Pure.
 */
import {
  planIntensify, planObtain, planRaiseTrained, planRenounce, type AbilityView, type LogEntry, type SpendOptions,
} from "../../documents/logic/potential.ts";
import type { Plan } from "../../documents/logic/plan.ts";
import { advanceOpenBecause, type AdvanceState } from "../../documents/logic/advancement-lock.ts";
import { formatStrength, perAttribute, trainedRaiseCost, type AttributeId } from "../../rules/index.ts";
import { isOneOf } from "../../rules/guards.ts";
import { abilityOf, abilitySystemOf } from "./stored-ability.ts";
import { SHEET_ATTRIBUTES, type CharacterSystem, type SheetItem } from "./view-types.ts";
import { shownNameOf } from "../view/item-rows.ts";

/** What an advancement does to the potential, or why it cannot happen. */
export interface AdvancementPreview {
  action: "raise" | "obtain" | "intensify" | "renounce";
  /** Attribute id or ability item id. */
  target: string;
  ok: boolean;
  /** Potential paid (raise/obtain/intensify) or strength removed without refund (renounce). */
  cost: number;
  before: { strength: number; unspent: number; display: string };
  after: { strength: number; unspent: number; display: string };
  reasonKey: string | null;
  reasonData: Record<string, string | number>;
}

/**
 * Message data with every placeholder the sheet's messages use present (templates render strictly), and
 * `attributeKey`: the lang key of `data.attribute` (or of the word "attribute") so a template can name it.
 */
export function withAttributeKey(data: Record<string, string | number>): Record<string, string | number> {
  const id = String(data.attribute ?? "");
  const attributeKey = isOneOf(SHEET_ATTRIBUTES, id) ? `MESHAL.Attribute.${id}` : "MESHAL.CharacterSheet.attribute";
  return { cost: 0, unspent: 0, load: 0, base: 0, level: 0, over: 0, name: "", max: 0, value: "", attribute: id, ...data, attributeKey };
}

function preview(
  system: CharacterSystem,
  action: AdvancementPreview["action"],
  target: string,
  plan: Plan<{ cost?: number; amount?: number }>,
  fallbackCost: number,
): AdvancementPreview {
  const p = system.potential;
  const before = { strength: p.strength, unspent: p.unspent, display: p.display };
  if (!plan.ok) {
    return { action, target, ok: false, cost: fallbackCost, before, after: before, reasonKey: plan.warn, reasonData: withAttributeKey(plan.data ?? {}) };
  }
  const renounce = action === "renounce";
  const cost = (renounce ? plan.amount : plan.cost) ?? 0;
  const strength = renounce ? p.strength - cost : p.strength + cost;
  const unspent = renounce ? p.unspent : p.unspent - cost;
  return {
    action, target, ok: true, cost, before,
    after: { strength, unspent, display: formatStrength(strength, unspent) }, reasonKey: null, reasonData: withAttributeKey({}),
  };
}

/** Raising `id` by one. */
export function previewRaise(system: CharacterSystem, id: AttributeId, options: SpendOptions = {}): AdvancementPreview {
  const a = system.attributes[id];
  return preview(system, "raise", id, planRaiseTrained(system, id, options), trainedRaiseCost(Math.max(0, a.trained)));
}

/** The owned abilities as the planners read them. */
export const ownedAbilities = (items: readonly SheetItem[]): AbilityView[] =>
  items.filter((i) => i.type === "ability").map(abilityOf);

/** Obtaining `ability` (not owned yet; `id` names it in the preview, e.g. its compendium UUID). */
export function previewObtain(
  system: CharacterSystem, ability: AbilityView, id: string, items: readonly SheetItem[], options: SpendOptions = {},
): AdvancementPreview {
  return preview(system, "obtain", id, planObtain(system, ability, ownedAbilities(items), options), 0);
}

/** Intensifying an owned ability by one step. */
export function previewIntensify(system: CharacterSystem, item: SheetItem, options: SpendOptions = {}): AdvancementPreview {
  return preview(system, "intensify", item.id, planIntensify(system, abilityOf(item), options), 0);
}

/** Renouncing an owned ability. */
export function previewRenounce(system: CharacterSystem, item: SheetItem, options: SpendOptions = {}): AdvancementPreview {
  return preview(system, "renounce", item.id, planRenounce(system, abilityOf(item), options), 0);
}

/** Every advancement the sheet offers now: one raise per attribute, and intensify/renounce per owned ability. */
export function advancementOptions(system: CharacterSystem, items: readonly SheetItem[], options: SpendOptions = {}) {
  return {
    raises: perAttribute((id) => previewRaise(system, id, options)),
    abilities: items.filter((i) => i.type === "ability").map((item) => {
      const s = abilitySystemOf(item.system);
      return {
        id: item.id,
        name: shownNameOf(item),
        intensify: s.intensify.enabled ? previewIntensify(system, item, options) : null,
        // Gifted abilities go with their feature (§3.6); they are never renounced on their own.
        renounce: s.gifted ? null : previewRenounce(system, item, options),
      };
    }),
  };
}

/** One line of the spending log as the sheet shows it (newest first). */
export interface LogLine {
  kindKey: string;
  reasonKey: string;
  /** "−9" for a spend, "−6 ✕" style is left to the template: `renounce` marks strength removed. */
  amount: number;
  renounce: boolean;
  /** Lang key when the target is an attribute, else null (then `target` is shown as is). */
  targetKey: string | null;
  target: string;
  note: string;
}

/** The last `count` log entries, newest first. */
export function recentLog(log: readonly LogEntry[], count = 6): LogLine[] {
  return log.slice(-count).reverse().map((e) => ({
    kindKey: `MESHAL.Choice.logKind.${e.kind}`,
    reasonKey: `MESHAL.Choice.logReason.${e.reason}`,
    amount: e.amount,
    renounce: e.kind === "renounce",
    targetKey: isOneOf(SHEET_ATTRIBUTES, e.target) ? `MESHAL.Attribute.${e.target}` : null,
    target: e.target,
    note: e.note,
  }));
}

/** The sheet's advancement lock (§3.5 [DEC]): whether its controls are off, the hint that says why, the GM's toggle. */
export interface AdvanceLockView {
  locked: boolean;
  /** The hint under the pools and abilities, or null at creation (nothing to say). */
  hintKey: string | null;
  /** The GM's "unlock for the player" / "lock again" button, or null for a player. */
  toggle: { unlock: boolean; labelKey: string } | null;
}

/** The lock as the sheet shows it, from the same state the actor's methods check. */
export function advanceLockView(state: AdvanceState | null): AdvanceLockView {
  if (!state) return { locked: false, hintKey: null, toggle: null };
  const open = advanceOpenBecause(state);
  const toggle = state.isGM && !state.creation
    ? { unlock: !state.unlocked, labelKey: state.unlocked ? "MESHAL.Advance.lock" : "MESHAL.Advance.unlock" }
    : null;
  const hintKey = open === null ? "MESHAL.Advance.locked" : open === "creation" ? null : `MESHAL.Advance.open.${open}`;
  return { locked: open === null, hintKey, toggle };
}
