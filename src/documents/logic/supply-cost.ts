/**
 * Replenishment's cost at the start of a day with no rest (§7.4, pure): the dice the ended days cost are lost and
 * counted among the dice kept apart for unmet needs (./rest.ts reads and rests them).
 */
import { ATTRIBUTE_IDS } from "../../rules/index.ts";
import type { Plan } from "./plan.ts";
import type { PoolView } from "./pools.ts";
import { DEPRIVED_FLAG, type DiceByAttribute } from "./rest.ts";

const currentOf = (total: number, lost: number) => Math.min(total, Math.max(0, total - lost));

/**
 * The start of a day with no rest (§7.4): the dice the ended days cost (never more than an attribute has) are lost and
 * counted among the deprived dice. The update writes `lost` and `flags.<scope>.deprived`; empty when nothing is lost.
 */
export function planSupplyCost(view: PoolView, cost: DiceByAttribute, deprived: DiceByAttribute, scope: string): Plan<{ needsLost: DiceByAttribute }> {
  const update: Record<string, unknown> = {};
  const needsLost = { might: 0, energy: 0, spirit: 0 };
  const after = { ...deprived };
  for (const id of ATTRIBUTE_IDS) {
    const a = view.attributes[id];
    if (a.invalid) continue;
    needsLost[id] = Math.min(cost[id], currentOf(a.total, a.lost));
    if (needsLost[id] === 0) continue;
    update[`system.attributes.${id}.lost`] = a.lost + needsLost[id];
    after[id] = Math.min(a.lost + needsLost[id], deprived[id] + needsLost[id]);
  }
  if (Object.keys(update).length) update[`flags.${scope}.${DEPRIVED_FLAG}`] = after;
  return { ok: true, update, needsLost };
}
