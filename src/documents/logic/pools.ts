/**
 * Pure decisions on attribute pools and mobility (§3.3, §5.3, §6.3): damage (one or several attributes, split),
 * recovering dice, spending and restoring ⚡. Inputs are the prepared (derived) `actor.system`.
 */
import { isOneOf } from "../../rules/guards.ts";
import {
  ATTRIBUTE_IDS, applyDamage, attributeDice, cancelledActionRefund, checkAction, planTactic, recoverLost,
  type ActionKind, type AttributeDice, type AttributeId, type Consciousness, type DerivedAttribute, type LongActionPlan,
} from "../../rules/index.ts";
import { isWhole, refuse, type Plan } from "./plan.ts";

/** The derived actor data the pool decisions read. */
export interface PoolView {
  attributes: Record<AttributeId, DerivedAttribute>;
  /**
   * `owed`: ⚡ a long action in progress still has to pay at the start of the next turns (§5.4); `paid`: what it paid
   * on the current turn (the part a cancellation refunds).
   */
  mobility: { value: number; max: number; owed?: number; paid?: number };
  /** Life state (stored death included); absent = judge by the dice alone. */
  consciousness?: Consciousness;
}

/** The refusal for healing or resting the dead (§7.2 [DEC]: only an explicit revival brings them back). */
// Stryker disable next-line StringLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const DEAD_REFUSAL = "MESHAL.Warn.deadStaysDead";

function isAttribute(id: unknown): id is AttributeId {
  return isOneOf(ATTRIBUTE_IDS, id);
}

/**
 * Damage to one or several attributes (§6.3): `allocation` splits it (defaults to rules' legal split).
 * Refuses an invalid split or bad numbers. The update raises `lost` by the dice actually removed.
 */
export function planDamage(
  view: PoolView,
  damage: number,
  targets: readonly AttributeId[],
  allocation?: Partial<Record<AttributeId, number>>,
): Plan<{ removed: number; state: Consciousness; diceAfter: AttributeDice }> {
  if (!isWhole(damage)) return refuse("MESHAL.Warn.badNumber", { value: String(damage) });
  if (targets.length === 0 || !targets.every(isAttribute)) return refuse("MESHAL.Warn.badTargets");
  const dice = attributeDice(view.attributes);
  const outcome = applyDamage({ damage, targets, dice, ...(allocation ? { allocation } : {}) });
  if (!outcome.valid) return refuse("MESHAL.Warn.badSplit", { reason: outcome.reason });
  const update: Record<string, unknown> = {};
  // §7.2 [DEC]: death is stored the moment the dice reach it, so later healing cannot undo it
  if (outcome.state === "dead") update["system.life.dead"] = true;
  for (const id of ATTRIBUTE_IDS) {
    const before = dice[id];
    const after = outcome.diceAfter[id];
    if (before === after) continue;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: types only — after is null just when before is
    if (before === null || after === null) continue;
    const a = view.attributes[id];
    update[`system.attributes.${id}.lost`] = a.lost + (before - after); // §3.3 [DEC]: stored, never recomputed
  }
  return { ok: true, update, removed: outcome.removed, state: outcome.state, diceAfter: outcome.diceAfter };
}

/**
 * Recovers `amount` dice lost of one attribute (never below 0 lost; a void attribute has nothing to recover).
 * `recovered` is how many current dice came back (fewer when the dice lost exceed a total lowered by a doffed bonus).
 */
export function planRecover(view: PoolView, attribute: AttributeId, amount: number): Plan<{ recovered: number }> {
  if (!isAttribute(attribute)) return refuse("MESHAL.Warn.badTargets");
  if (!isWhole(amount)) return refuse("MESHAL.Warn.badNumber", { value: String(amount) });
  if (view.consciousness === "dead") return refuse(DEAD_REFUSAL);
  const a = view.attributes[attribute];
  // §3.3 [DEC]: lower the stored `lost` by what is recovered (never recompute it from a total a bonus may change).
  const lost = recoverLost(a.lost, amount);
  const recovered = Math.min(a.total, Math.max(0, a.total - lost)) - a.value;
  return { ok: true, update: { [`system.attributes.${attribute}.lost`]: lost }, recovered };
}

/**
 * What kind of action the ⚡ pays for; defaults: a tactic, on the creature's own turn, nothing attached, in a started
 * combat (`inCombat: false`: outside combat ⚡ is not tracked, so nothing is spent or refused).
 */
export interface SpendContext {
  kind?: ActionKind;
  attachedCost?: number;
  ownTurn?: boolean;
  state?: Consciousness;
  inCombat?: boolean;
}

/** Lang keys for the reasons `checkAction` refuses an action. */
const SPEND_REFUSAL = {
  unconscious: "MESHAL.Warn.cannotActUnconscious",
  longActionInProgress: "MESHAL.Warn.longActionInProgress",
  notOwnTurn: "MESHAL.Warn.notOwnTurn",
  notEnoughMobility: "MESHAL.Warn.notEnoughMobility",
  attachedAlone: "MESHAL.Warn.attachedAlone",
} as const;

/**
 * Spends ⚡ for an action, as `checkAction` allows it (§5.4, §10.3 #10): a reaction (plus attachments) needs enough
 * ⚡ left; a tactic costing more than is left becomes a long action — all remaining ⚡ is paid now and the rest is
 * owed (`mobility.owed`), paid at the start of the next turns (`planRestoreMobility`); until then nothing else.
 */
export function planSpendMobility(view: PoolView, cost: number, ctx: SpendContext = {}): Plan<{ long: LongActionPlan | null }> {
  const attachedCost = ctx.attachedCost ?? 0;
  if (!isWhole(cost)) return refuse("MESHAL.Warn.badNumber", { value: String(cost) });
  if (!isWhole(attachedCost)) return refuse("MESHAL.Warn.badNumber", { value: String(attachedCost) });
  if (ctx.inCombat === false) return { ok: true, update: {}, long: null };
  const { value, max } = view.mobility;
  const owed = view.mobility.owed ?? 0;
  const verdict = checkAction({
    kind: ctx.kind ?? "tactic", cost, attachedCost, remaining: value, ownTurn: ctx.ownTurn ?? true,
    inLongAction: owed > 0, unconscious: ctx.state !== undefined && ctx.state !== "conscious",
  });
  if (!verdict.allowed) {
    const data: Record<string, number> = verdict.reason === "longActionInProgress" ? { owed } : { cost: cost + attachedCost, value };
    return refuse(SPEND_REFUSAL[verdict.reason], data);
  }
  if (!verdict.long) return { ok: true, update: { "system.mobility.value": value - verdict.total }, long: null };
  if (max === 0) return refuse("MESHAL.Warn.notEnoughMobility", { cost: verdict.total, value });
  const long = planTactic(verdict.total, max, value);
  return {
    ok: true,
    update: { "system.mobility.value": 0, "system.mobility.owed": verdict.total - value, "system.mobility.paid": value },
    long,
  };
}

/**
 * A GM's override of a refused spending: the ⚡ goes down by the cost (never below 0), as an ordinary spending — no
 * long action starts and nothing else changes. Only malformed costs are still refused.
 */
export function planForcedSpend(view: PoolView, cost: number, attachedCost = 0): Plan<{ long: null }> {
  if (!isWhole(cost)) return refuse("MESHAL.Warn.badNumber", { value: String(cost) });
  if (!isWhole(attachedCost)) return refuse("MESHAL.Warn.badNumber", { value: String(attachedCost) });
  return { ok: true, update: { "system.mobility.value": Math.max(0, view.mobility.value - cost - attachedCost) }, long: null };
}

/** May a GM override this refusal of `planSpendMobility`? Every rules refusal, but not a malformed cost. */
export function canOverrideSpend(refusal: { warn: string }): boolean {
  return refusal.warn !== "MESHAL.Warn.badNumber";
}

/**
 * Ends a long action in progress (§5.4). Aborted by choice, the investment is lost. Cancelled because the action
 * became invalid (`cancelled: true`, e.g. its target left range before it completed), it counts as never taken and
 * this turn's payment comes back; ⚡ paid on earlier turns stays lost. Nothing to do when no long action is running.
 */
export function planAbortLongAction(view: PoolView, { cancelled = false }: { cancelled?: boolean } = {}): Plan<{ refund: number }> {
  const { value, max } = view.mobility;
  const owed = view.mobility.owed ?? 0;
  const paid = view.mobility.paid ?? 0;
  if (owed <= 0) return { ok: true, update: paid > 0 ? { "system.mobility.paid": 0 } : {}, refund: 0 };
  // Only the current turn's payment is kept; it is the one entry of the schedule the rule refunds.
  const refund = cancelled ? cancelledActionRefund([paid], 0) : 0;
  const update: Record<string, unknown> = { "system.mobility.owed": 0, "system.mobility.paid": 0 };
  if (refund > 0) update["system.mobility.value"] = Math.min(max, value + refund);
  return { ok: true, update, refund: Math.min(max, value + refund) - value };
}

/**
 * Restores ⚡: `amount` more (capped at max), or all of it when `amount` is omitted (turn start, §5.3). At the turn
 * start a long action in progress is paid first: what it still owes comes out of the new ⚡, and whatever is left
 * that turn is usable once it completes (§5.4).
 */
export function planRestoreMobility(view: PoolView, amount?: number): Plan {
  if (amount !== undefined && !isWhole(amount)) return refuse("MESHAL.Warn.badNumber", { value: String(amount) });
  const owed = view.mobility.owed ?? 0;
  if (amount === undefined && owed > 0) {
    const pay = Math.min(view.mobility.max, owed);
    // Once the debt is paid the action is complete: nothing of this turn's payment can be refunded any more.
    const paid = owed - pay > 0 ? pay : 0;
    return {
      ok: true,
      update: { "system.mobility.value": view.mobility.max - pay, "system.mobility.owed": owed - pay, "system.mobility.paid": paid },
    };
  }
  const value = amount === undefined ? view.mobility.max : Math.min(view.mobility.max, view.mobility.value + amount);
  return { ok: true, update: { "system.mobility.value": Math.max(view.mobility.value, value) } };
}

/**
 * An explicit revival (§7.2: specific magic or technology; a GM action here): clears the stored death, counts the
 * revival on the actor, and gives every non-void attribute at 0 dice one die back, so the revived creature is not
 * dead again by its dice at once. Refused for non-GMs and for creatures that are not dead.
 */
export function planRevive(view: PoolView & { life?: { dead?: boolean; revivals: number } }, isGM: boolean): Plan {
  if (!isGM) return refuse("MESHAL.Warn.gmOnly");
  if (view.consciousness !== "dead") return refuse("MESHAL.Warn.notDead");
  const update: Record<string, unknown> = { "system.life.dead": false, "system.life.revivals": (view.life?.revivals ?? 0) + 1 };
  for (const id of ATTRIBUTE_IDS) {
    const a = view.attributes[id];
    if (!a.invalid && a.value <= 0) update[`system.attributes.${id}.lost`] = a.total - 1;
  }
  return { ok: true, update };
}
