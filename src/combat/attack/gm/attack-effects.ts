/**
 * The actor update behind each decided attack-card request (attack-decide.ts): the ⚡ a defense costs, the dice an
 * application removes (and the coup de grâce's death), the dice an undo gives back (clearing the death the
 * application stored). Built by the same pure planners the actor's own methods use, without their warnings: on the
 * GM's client a refusal goes back to the requester instead. Pure.
 */
import { ATTRIBUTE_IDS, type Consciousness } from "../../../rules/index.ts";
import { planDamage, planRecover, planSpendMobility, type PoolView } from "../../../documents/logic/pools.ts";
import type { Plan } from "../../../documents/logic/plan.ts";
import type { AttributeId } from "../../../rules/index.ts";
import type { TargetActorNow } from "../attack-decide.ts";
import { effectOf, type AttackEffect, type PendingWrite } from "../target-write.ts";
import type { WriteContext } from "./attack-pending.ts";

/** The target's prepared data as the planners read it. */
export type EffectView = PoolView & { consciousness: Consciousness };

const NOTHING: Plan = { ok: true, update: {} };

/** The ⚡ of a defense: a reaction, spent only while the defender is in a started combat (outside it nothing is). */
export function defenseSpend(view: EffectView, cost: number, inCombat: boolean): Plan {
  if (!inCombat) return NOTHING;
  return planSpendMobility(view, cost, { kind: "reaction", ownTurn: false, state: view.consciousness });
}

/** The dice an application removes, as the actor's damage planner writes them, and the coup de grâce's death. */
export function damageUpdate(view: EffectView, effect: Extract<AttackEffect, { kind: "damage" }>, attributes: readonly AttributeId[]): Plan {
  const plan = planDamage(view, effect.damage, attributes, effect.allocation);
  if (!plan.ok) return plan;
  return { ok: true, update: effect.kill ? { ...plan.update, "system.life.dead": true } : plan.update };
}

/**
 * The dice an undo gives back. Undo corrects a mistake, so the dice come back even to the dead (recovering dice
 * refuses the dead, so the recovery is planned as for the living); a death the application stored is cleared in the
 * same update, any other death stays (§7.2).
 */
export function restoreUpdate(view: EffectView, effect: Extract<AttackEffect, { kind: "restore" }>): Plan {
  const living: EffectView = { ...view, consciousness: "conscious" };
  const update: Record<string, unknown> = effect.clearDeath ? { "system.life.dead": false } : {};
  for (const id of ATTRIBUTE_IDS) {
    const n = effect.dice[id];
    if (n <= 0) continue;
    const plan = planRecover(living, id, n);
    if (!plan.ok) return plan;
    Object.assign(update, plan.update);
  }
  return { ok: true, update };
}

/** A target actor's pools and life state for the decision, from its prepared data. */
export function targetActorNow(view: EffectView): TargetActorNow {
  const pool = (id: AttributeId) => {
    const a = view.attributes[id];
    return a.invalid ? null : { value: a.value, total: a.total };
  };
  return { pools: { might: pool("might"), energy: pool("energy"), spirit: pool("spirit") }, consciousness: view.consciousness };
}

/**
 * The whole actor update of a pending step, in one write: the effect as the planners write it against the actor now,
 * and the mark of a death an application stores (or its clearing when undo clears that death).
 */
export function pendingUpdate(view: EffectView, pending: PendingWrite, ctx: WriteContext): Plan {
  const effect = effectOf(pending);
  let plan: Plan;
  if (effect.kind === "spend") plan = defenseSpend(view, effect.cost, ctx.inCombat);
  else if (effect.kind === "damage") plan = damageUpdate(view, effect, ctx.attributes);
  else if (effect.kind === "restore") plan = restoreUpdate(view, effect);
  else plan = NOTHING;
  if (!plan.ok) return plan;
  const update: Record<string, unknown> = { ...plan.update };
  if (effect.kind === "damage" && update["system.life.dead"] === true) update[ctx.deathKey] = ctx.deathMark;
  if (effect.kind === "restore" && effect.clearDeath) update[ctx.deathKey] = null;
  return { ok: true, update };
}
