/**
 * Pure decisions on attribute pools and mobility (§3.3, §5.3, §6.3): damage (one or several attributes, split),
 * recovering dice, spending and restoring ⚡. Inputs are the prepared (derived) `actor.system`.
 */
import {
  ATTRIBUTE_IDS, applyDamage, attributeDice, recoverLost,
  type AttributeDice, type AttributeId, type Consciousness, type DerivedAttribute,
} from "../../rules/index.ts";
import { isWhole, refuse, type Plan } from "./plan.ts";

/** The derived actor data the pool decisions read. */
export interface PoolView {
  attributes: Record<AttributeId, DerivedAttribute>;
  mobility: { value: number; max: number };
}

const isAttribute = (id: unknown): id is AttributeId => (ATTRIBUTE_IDS as readonly unknown[]).includes(id);

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
  for (const id of ATTRIBUTE_IDS) {
    const before = dice[id];
    const after = outcome.diceAfter[id];
    if (before === null || after === null || before === after) continue;
    const a = view.attributes[id];
    update[`system.attributes.${id}.lost`] = a.total - a.value + (before - after);
  }
  return { ok: true, update, removed: outcome.removed, state: outcome.state, diceAfter: outcome.diceAfter };
}

/** Restores `amount` dice to one attribute (capped at its total; a void attribute has nothing to recover). */
export function planRecover(view: PoolView, attribute: AttributeId, amount: number): Plan<{ recovered: number }> {
  if (!isAttribute(attribute)) return refuse("MESHAL.Warn.badTargets");
  if (!isWhole(amount)) return refuse("MESHAL.Warn.badNumber", { value: String(amount) });
  const a = view.attributes[attribute];
  const lostNow = a.total - a.value;
  const lost = recoverLost(lostNow, amount);
  return { ok: true, update: { [`system.attributes.${attribute}.lost`]: lost }, recovered: lostNow - lost };
}

/** Spends `cost` ⚡; refused when fewer remain (reactions need enough ⚡, §5.4). */
export function planSpendMobility(view: PoolView, cost: number): Plan {
  if (!isWhole(cost)) return refuse("MESHAL.Warn.badNumber", { value: String(cost) });
  if (cost > view.mobility.value) {
    return refuse("MESHAL.Warn.notEnoughMobility", { cost, value: view.mobility.value });
  }
  return { ok: true, update: { "system.mobility.value": view.mobility.value - cost } };
}

/** Restores ⚡: `amount` more (capped at max), or all of it when `amount` is omitted (turn start, §5.3). */
export function planRestoreMobility(view: PoolView, amount?: number): Plan {
  if (amount !== undefined && !isWhole(amount)) return refuse("MESHAL.Warn.badNumber", { value: String(amount) });
  const value = amount === undefined ? view.mobility.max : Math.min(view.mobility.max, view.mobility.value + amount);
  return { ok: true, update: { "system.mobility.value": Math.max(view.mobility.value, value) } };
}
