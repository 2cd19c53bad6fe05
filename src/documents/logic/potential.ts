/**
 * Pure potential spending (§3.2, §3.5, §3.6): raise a trained attribute, obtain, intensify or renounce an ability.
 * Exact costs and caps come from src/rules; the update appends to the character's potential log.
 */
import {
  abilityCost, abilityLoad, abilityPotentialCost, canObtainAbility, canSpend, renounceAmount, trainedRaiseCost,
  type AbilityType, type AttributeId, type DerivedAttribute,
} from "../../rules/index.ts";
import { BOUNDS } from "../../data/choices.ts";
import { refuse, type Plan } from "./plan.ts";
import { ADVANCE_LOCKED } from "./advancement-lock.ts";

/** One stored potential log entry. */
export interface LogEntry {
  kind: "spend" | "renounce";
  /** `grant`: an ability the GM granted free (amount 0), recorded so the log tells it from a bought one. */
  reason: "raise" | "obtain" | "intensify" | "renounce" | "adjust" | "grant" | "reward";
  amount: number;
  target: string;
  note: string;
}

/** The derived character data these decisions read. */
export interface PotentialView {
  attributes: Record<AttributeId, DerivedAttribute & { trained: number }>;
  potential: { unspent: number; log: readonly LogEntry[] };
}

/** An ability as these decisions see it. */
export interface AbilityView {
  name: string;
  system: {
    /** The dataset id (compendium abilities have one); absent or "" on a hand-made ability. */
    identifier?: string;
    level: number;
    attributeType: AbilityType;
    gifted: boolean;
    potentialCost: number | null;
    intensify: {
      enabled: boolean; cost: number | null; costPlusSteps: boolean; maxSteps: number | null;
      maxStepsAttribute: "" | AttributeId; steps: number; spent: number;
    };
  };
}

/**
 * Options: [VAR] gifted abilities add level × 3 to strength; "in Moment mode" blocks spending; `locked`: outside
 * creation and a rest (advancement-lock.ts) spending is refused too.
 */
export interface SpendOptions {
  giftedStrength?: boolean;
  inMoment?: boolean;
  locked?: boolean;
}

/** Why spending is refused whatever it buys (a fight, or advancement locked), or null. */
function whenBlocked(options: SpendOptions): { ok: false; warn: string } | null {
  if (options.inMoment) return refuse("MESHAL.Warn.notDuringMoment");
  if (options.locked) return refuse(ADVANCE_LOCKED);
  return null;
}

const append = (view: PotentialView, entry: LogEntry) => ({ "system.potential.log": [...view.potential.log, entry] });

/** Potential an ability costs to obtain: gifted 0 (seed), a printed override, else level × 3. */
export function obtainCost(ability: AbilityView, giftedStrength = false): number {
  const s = ability.system;
  if (s.gifted) return abilityPotentialCost({ abilityType: s.attributeType, level: s.level, gifted: true }, giftedStrength);
  return s.potentialCost ?? abilityCost(s.level);
}

/** Raise a trained attribute by 1 for trained × 3 potential. */
export function planRaiseTrained(view: PotentialView, id: AttributeId, options: SpendOptions = {}): Plan<{ cost: number }> {
  const blocked = whenBlocked(options);
  if (blocked) return blocked;
  const a = view.attributes[id];
  if (!a) return refuse("MESHAL.Warn.badTargets");
  if (a.invalid) return refuse("MESHAL.Warn.voidAttribute", { attribute: id });
  // Stryker disable next-line LogicalOperator: equivalent — the bound is 99, so `max && 99` is the same number
  if (a.trained >= (BOUNDS.trained.max ?? 99)) return refuse("MESHAL.Warn.badNumber", { value: String(a.trained + 1) });
  const cost = trainedRaiseCost(a.trained);
  if (!canSpend(view.potential.unspent, cost)) return refuse("MESHAL.Warn.notEnoughPotential", { cost, unspent: view.potential.unspent });
  return {
    ok: true,
    cost,
    update: {
      [`system.attributes.${id}.trained`]: a.trained + 1,
      ...append(view, { kind: "spend", reason: "raise", amount: cost, target: id, note: `${a.trained}→${a.trained + 1}` }),
    },
  };
}

/** Is `ability` one of `owned` (same identifier when both have one, else same name)? */
export function ownsAbility(owned: readonly AbilityView[], ability: AbilityView): boolean {
  const id = ability.system.identifier ?? "";
  return owned.some((o) => (id && o.system.identifier ? o.system.identifier === id : o.name === ability.name));
}

/** Why `ability` cannot join `owned` whatever it costs (already owned, void attribute, load cap), or null. */
function obtainBlock(view: PotentialView, ability: AbilityView, owned: readonly AbilityView[]): Plan | null {
  if (ownsAbility(owned, ability)) return refuse("MESHAL.Warn.abilityOwned", { name: ability.name });
  const s = ability.system;
  if (s.attributeType === "common" || s.gifted) return null;
  const attr = view.attributes[s.attributeType];
  const load = abilityLoad(owned.map((o) => ({ abilityType: o.system.attributeType, level: o.system.level, gifted: o.system.gifted })));
  const check = canObtainAbility(attr.invalid ? null : attr.base, load[s.attributeType], { abilityType: s.attributeType, level: s.level, gifted: s.gifted });
  if (check.allowed) return null;
  const key = check.reason === "voidAttribute" ? "MESHAL.Warn.voidAttribute" : "MESHAL.Warn.abilityOverLoad";
  return refuse(key, { attribute: s.attributeType, load: load[s.attributeType], base: attr.base, level: s.level });
}

/** Obtain an ability (not owned yet, load cap on BASE, cost). `owned` = the abilities already owned. */
export function planObtain(
  view: PotentialView,
  ability: AbilityView,
  owned: readonly AbilityView[],
  options: SpendOptions = {},
): Plan<{ cost: number }> {
  const stopped = whenBlocked(options);
  if (stopped) return stopped;
  const blocked = obtainBlock(view, ability, owned);
  if (blocked && !blocked.ok) return blocked;
  const cost = obtainCost(ability, options.giftedStrength);
  if (!canSpend(view.potential.unspent, cost)) return refuse("MESHAL.Warn.notEnoughPotential", { cost, unspent: view.potential.unspent });
  const update = cost > 0 ? append(view, { kind: "spend", reason: "obtain", amount: cost, target: ability.name, note: "" }) : {};
  return { ok: true, cost, update };
}

/**
 * The GM grants an ability free: the same limits as obtaining it (not owned yet, load cap) but no potential is spent
 * and the log records the grant (amount 0), so the sheet's history shows where the ability came from.
 */
export function planGrantFree(view: PotentialView, ability: AbilityView, owned: readonly AbilityView[]): Plan<{ cost: number }> {
  const blocked = obtainBlock(view, ability, owned);
  if (blocked && !blocked.ok) return blocked;
  return { ok: true, cost: 0, update: append(view, { kind: "spend", reason: "grant", amount: 0, target: ability.name, note: "" }) };
}

/** The step cap of an ability: its fixed max, or the base of the named attribute; null = uncapped. */
function stepCap(view: PotentialView, ability: AbilityView): number | null {
  const i = ability.system.intensify;
  const fromAttr = i.maxStepsAttribute === "" ? null : view.attributes[i.maxStepsAttribute].base;
  if (i.maxSteps === null) return fromAttr;
  return fromAttr === null ? i.maxSteps : Math.min(i.maxSteps, fromAttr);
}

/** Intensify an owned ability by one step. `itemUpdate` goes to the ability item, `update` to the actor. */
export function planIntensify(
  view: PotentialView,
  ability: AbilityView,
  options: SpendOptions = {},
): Plan<{ cost: number; itemUpdate: Record<string, unknown> }> {
  const blocked = whenBlocked(options);
  if (blocked) return blocked;
  const i = ability.system.intensify;
  if (!i.enabled || (i.cost === null && !i.costPlusSteps)) return refuse("MESHAL.Warn.cannotIntensify", { name: ability.name });
  const cap = stepCap(view, ability);
  if (cap !== null && i.steps >= cap) return refuse("MESHAL.Warn.intensifyCap", { name: ability.name, max: cap });
  const cost = i.costPlusSteps ? i.steps + 2 : (i.cost ?? 0);
  if (!canSpend(view.potential.unspent, cost)) return refuse("MESHAL.Warn.notEnoughPotential", { cost, unspent: view.potential.unspent });
  return {
    ok: true,
    cost,
    update: append(view, { kind: "spend", reason: "intensify", amount: cost, target: ability.name, note: `+${i.steps + 1}` }),
    itemUpdate: { "system.intensify.steps": i.steps + 1, "system.intensify.spent": i.spent + cost },
  };
}

/** Renounce an owned ability: its potential (cost + intensifications) leaves strength and is not refunded. */
export function planRenounce(view: PotentialView, ability: AbilityView, options: SpendOptions = {}): Plan<{ amount: number }> {
  const blocked = whenBlocked(options);
  if (blocked) return blocked;
  const amount = renounceAmount(obtainCost(ability, options.giftedStrength), [ability.system.intensify.spent]);
  const update = amount > 0 ? append(view, { kind: "renounce", reason: "renounce", amount, target: ability.name, note: "" }) : {};
  return { ok: true, amount, update };
}
