/**
 * Mobility ⚡ and action kinds (§5.3–5.4, §10.3 #10).
 */
import type { ActionKind } from "./types.ts";
import { assertIntegerAtLeast } from "./validate.ts";

/** Max mobility of a new character (§3.7 [N]). */
export const DEFAULT_MAX_MOBILITY = 3;

/** Mobility at the start of a creature's own turn: reset to its max (§5.3). */
export function mobilityAtTurnStart(maxMobility: number): number {
  assertIntegerAtLeast("mobilityAtTurnStart", "maxMobility", maxMobility, 0);
  return maxMobility;
}

/** Payment schedule of a tactic (§5.4): per own turn, starting with the current one. */
export interface LongActionPlan {
  /** ⚡ paid each turn, first = current turn. One entry = not a long action. */
  spendPerTurn: number[];
  /** 1-based turn on which the action completes. */
  completesOnTurn: number;
  /** ⚡ still usable on the completion turn. */
  leftoverOnCompletionTurn: number;
  isLong: boolean;
}

/**
 * Plans a tactic costing `cost` ⚡ with `remainingNow` ⚡ left (§5.4 [N], §10.3 #10): if affordable it is paid now;
 * otherwise all remaining ⚡ is paid now and `maxMobility` at the start of each following turn until covered.
 * Integers ≥ 0; throws RangeError if the action could never complete (max mobility 0) or the schedule would be absurd.
 */
export function planTactic(cost: number, maxMobility: number, remainingNow: number): LongActionPlan {
  assertIntegerAtLeast("planTactic", "cost", cost, 0);
  assertIntegerAtLeast("planTactic", "maxMobility", maxMobility, 0);
  assertIntegerAtLeast("planTactic", "remainingNow", remainingNow, 0);
  if (cost <= remainingNow) {
    return { spendPerTurn: [cost], completesOnTurn: 1, leftoverOnCompletionTurn: remainingNow - cost, isLong: false };
  }
  if (maxMobility === 0) throw new RangeError("planTactic: with max mobility 0 a long action never completes");
  const turnsAfter = Math.ceil((cost - remainingNow) / maxMobility);
  if (turnsAfter > 10_000) throw new RangeError("planTactic: the action would take more than 10,000 turns");
  const spendPerTurn = [remainingNow];
  let owed = cost - remainingNow;
  let last = remainingNow;
  while (owed > 0) {
    last = Math.min(maxMobility, owed);
    spendPerTurn.push(last);
    owed -= last;
  }
  return {
    spendPerTurn,
    completesOnTurn: spendPerTurn.length,
    leftoverOnCompletionTurn: maxMobility - last,
    isLong: true,
  };
}

/** Context for deciding whether an action may be taken now. */
export interface ActionContext {
  kind: ActionKind;
  /** ⚡ of the action itself. */
  cost: number;
  /** ⚡ of attached actions bolted onto it. */
  attachedCost?: number;
  remaining: number;
  ownTurn: boolean;
  /** A long action of this creature is still in progress. */
  inLongAction?: boolean;
  unconscious?: boolean;
}

/** Verdict: allowed (maybe as a long action) or the reason it is not. */
export type ActionVerdict =
  | { allowed: true; long: boolean; total: number }
  | { allowed: false; reason: "unconscious" | "longActionInProgress" | "notOwnTurn" | "notEnoughMobility" | "attachedAlone" };

/**
 * May this action be taken (§5.4)? Tactics only on the own turn, and become long if they cost more than is left;
 * reactions (plus attachments) must fit in the ⚡ left; an attached action is never taken alone; a long action in
 * progress forbids everything else. Costs must be integers ≥ 0.
 */
export function checkAction(ctx: ActionContext): ActionVerdict {
  assertIntegerAtLeast("checkAction", "cost", ctx.cost, 0);
  assertIntegerAtLeast("checkAction", "attachedCost", ctx.attachedCost ?? 0, 0);
  assertIntegerAtLeast("checkAction", "remaining", ctx.remaining, 0);
  const total = ctx.cost + (ctx.attachedCost ?? 0);
  if (ctx.unconscious) return { allowed: false, reason: "unconscious" };
  if (ctx.inLongAction) return { allowed: false, reason: "longActionInProgress" };
  switch (ctx.kind) {
    case "tactic":
      if (!ctx.ownTurn) return { allowed: false, reason: "notOwnTurn" };
      return { allowed: true, long: total > ctx.remaining, total };
    case "reaction":
      if (total > ctx.remaining) return { allowed: false, reason: "notEnoughMobility" };
      return { allowed: true, long: false, total };
    case "attached":
      return { allowed: false, reason: "attachedAlone" };
    default:
      throw new RangeError(`checkAction: unknown action kind "${String(ctx.kind)}"`);
  }
}

/** Spends ⚡ (never below 0). Throws RangeError if the cost exceeds what is left — reactions need enough ⚡. */
export function spendMobility(remaining: number, cost: number): number {
  assertIntegerAtLeast("spendMobility", "remaining", remaining, 0);
  assertIntegerAtLeast("spendMobility", "cost", cost, 0);
  if (cost > remaining) throw new RangeError(`spendMobility: ${cost}⚡ needed, only ${remaining}⚡ left`);
  return remaining - cost;
}

/**
 * ⚡ refunded when a "before/after X" reaction's original action becomes invalid (§5.4): this round's payment only;
 * ⚡ paid in earlier rounds of a long action is lost.
 */
export function cancelledActionRefund(spendPerTurn: readonly number[], currentTurnIndex: number): number {
  assertIntegerAtLeast("cancelledActionRefund", "currentTurnIndex", currentTurnIndex, 0);
  return spendPerTurn[currentTurnIndex] ?? 0;
}
