/**
 * Pure rest decision (§7.3): for each full hour every damaged attribute rolls its current dice (at least 1) for points
 * and recovers them. The dice come from a `roll(n)` callback so Foundry rolls and test faces both work.
 * With replenishment (§7.4) a rest also takes the dice the days that ended without enough supply cost (counted per
 * day on the world clock, rules/supply-days.ts), which hourly rolls never bring back; only a full rest returns one of
 * them per cause.
 */
import {
  ATTRIBUTE_IDS, afterFullRestReplenishment, isFullRest, restDice, restHour,
  type AttributeId, type DaySupply, type RestHour,
} from "../../rules/index.ts";
import { isWhole, refuse, type Plan } from "./plan.ts";
import { DEAD_REFUSAL, type PoolView } from "./pools.ts";

/** Hour-by-hour record per attribute. */
export type RestLog = Record<AttributeId, RestHour[]>;

/** Dice per attribute. */
export type DiceByAttribute = Record<AttributeId, number>;

/** The flag (scope `meshal-lite`) holding the dice lost to unmet needs, by attribute (§7.4 [DEC]). */
export const DEPRIVED_FLAG = "deprived";

const NONE: DiceByAttribute = { might: 0, energy: 0, spirit: 0 };

/** The replenishment side of a rest: the dice already lost to needs, what this rest supplied, what ended days cost. */
export interface RestNeeds {
  /** Dice of `lost` that came from unmet needs (hunger, thirst, exhaustion), so hourly rolls leave them. */
  deprived: DiceByAttribute;
  /** What the rest included; null when replenishment is off (needs are not tracked, and every die rests back). */
  supply: DaySupply | null;
  /** Dice the days that ended before or during the rest without enough supply cost (`settleSupplyDays`). */
  cost: DiceByAttribute;
}

/** What a rest with needs adds to the plain rest's outcome. */
export interface NeedsOutcome {
  /** A full rest (§7.3–7.4): every damage die back and, with replenishment, food, drink and sleep. */
  fullRest: boolean;
  /** Dice the days that ended cost (their missing needs), taken by this rest. */
  needsLost: DiceByAttribute;
  /** Dice lost to needs that this full rest returned. */
  needsReturned: DiceByAttribute;
  /** Dice still lost to needs after the rest. */
  deprived: DiceByAttribute;
}

const currentOf = (total: number, lost: number) => Math.min(total, Math.max(0, total - lost));

/**
 * The hourly rolls of one attribute from `lost`, never below `floor` lost (the dice needs took). Returns the hours and
 * the new `lost`.
 */
function restAttribute(
  total: number, lost: number, floor: number, hours: number, roll: (dice: number) => number[],
): { log: RestHour[]; lost: number } {
  const log: RestHour[] = [];
  const ceiling = currentOf(total, floor);
  for (let h = 0; h < hours && lost > floor; h++) {
    const current = currentOf(total, lost);
    const hour = restHour(ceiling, current, roll(restDice(ceiling, current)));
    lost = Math.max(floor, lost - hour.recovered);
    log.push({ ...hour, after: currentOf(total, lost) });
  }
  return { log, lost };
}

function checkRest(view: PoolView, hours: number): Extract<Plan, { ok: false }> | null {
  if (!isWhole(hours, 1) || hours > 24 * 365) return refuse("MESHAL.Warn.badNumber", { value: String(hours) });
  if (view.consciousness === "dead") return refuse(DEAD_REFUSAL);
  return null;
}

/**
 * Rests `hours` full hours. `roll(n, attribute)` returns n d6 faces. Void attributes never rest (they never lose dice).
 * The update sets each rested attribute's `lost`.
 */
export function planRest(
  view: PoolView,
  hours: number,
  roll: (dice: number, attribute: AttributeId) => number[],
): Plan<{ log: RestLog; fullyRestored: boolean }> {
  const refused = checkRest(view, hours);
  if (refused) return refused;
  const log: RestLog = { might: [], energy: [], spirit: [] };
  const update: Record<string, unknown> = {};
  let fullyRestored = true;
  for (const id of ATTRIBUTE_IDS) {
    const a = view.attributes[id];
    if (a.invalid) continue;
    // §3.3 [DEC]: the stored `lost` goes down by what each hour recovered; it is never recomputed from the total, so
    // dice lost beyond a bonus that is off now stay lost (doffing, resting and re-equipping cannot heal).
    const rested = restAttribute(a.total, a.lost, 0, hours, (n) => roll(n, id));
    log[id] = rested.log;
    if (rested.lost !== a.lost) update[`system.attributes.${id}.lost`] = rested.lost;
    if (rested.lost > 0) fullyRestored = false;
  }
  return { ok: true, update, log, fullyRestored };
}

/**
 * A rest with replenishment's needs (§7.4): first the dice the ended days cost (`needs.cost`, never more than the
 * attribute has), kept apart in `deprived`; then the hourly rolls, which stop at the dice needs took; then, for a full
 * rest (every die back and food, drink and sleep in this rest), one die back per cause. With `supply` null
 * (replenishment off) nothing is taken, nothing is held back and `deprived` is emptied. `fullyRestored` is true when
 * every damage die is back (dice held by needs aside). The update also writes the deprived dice under
 * `flags.<scope>.deprived`.
 */
export function planRestWithNeeds(
  view: PoolView,
  hours: number,
  roll: (dice: number, attribute: AttributeId) => number[],
  needs: RestNeeds,
  scope: string,
): Plan<{ log: RestLog; fullyRestored: boolean } & NeedsOutcome> {
  const refused = checkRest(view, hours);
  if (refused) return refused;
  const tracked = needs.supply !== null;
  const cost = tracked ? needs.cost : NONE;
  const log: RestLog = { might: [], energy: [], spirit: [] };
  const update: Record<string, unknown> = {};
  const needsLost = { ...NONE };
  const lostAfter = { ...NONE };
  let deprived = { ...NONE };
  let fullyRestored = true;
  for (const id of ATTRIBUTE_IDS) {
    const a = view.attributes[id];
    if (a.invalid) continue;
    needsLost[id] = Math.min(cost[id], currentOf(a.total, a.lost));
    const lost = a.lost + needsLost[id];
    // A die counted as deprived is one of the dice lost; a GM's hand recovery may have returned it already.
    const floor = tracked ? Math.min(lost, needs.deprived[id] + needsLost[id]) : 0;
    const rested = restAttribute(a.total, lost, floor, hours, (n) => roll(n, id));
    log[id] = rested.log;
    lostAfter[id] = rested.lost;
    deprived[id] = floor;
    if (rested.lost > floor) fullyRestored = false;
  }
  const fullRest = isFullRest(fullyRestored, tracked, needs.supply ?? { ate: true, drank: true, slept: true });
  const needsReturned = { ...NONE };
  if (fullRest && tracked) {
    const left = afterFullRestReplenishment(deprived);
    for (const id of ATTRIBUTE_IDS) {
      needsReturned[id] = deprived[id] - left[id];
      lostAfter[id] -= needsReturned[id];
    }
    deprived = left;
  }
  for (const id of ATTRIBUTE_IDS) {
    if (!view.attributes[id].invalid && lostAfter[id] !== view.attributes[id].lost) update[`system.attributes.${id}.lost`] = lostAfter[id];
  }
  if (ATTRIBUTE_IDS.some((id) => deprived[id] !== needs.deprived[id])) update[`flags.${scope}.${DEPRIVED_FLAG}`] = deprived;
  return { ok: true, update, log, fullyRestored, fullRest, needsLost, needsReturned, deprived };
}

/**
 * The start of a day with no rest (§7.4): the dice the ended days cost (never more than an attribute has) are lost and
 * counted among the deprived dice. The update writes `lost` and `flags.<scope>.deprived`; empty when nothing is lost.
 */
export function planSupplyCost(view: PoolView, cost: DiceByAttribute, deprived: DiceByAttribute, scope: string): Plan<{ needsLost: DiceByAttribute }> {
  const update: Record<string, unknown> = {};
  const needsLost = { ...NONE };
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

/** The deprived dice stored in a flag, read strictly (anything else counts as none). */
export function deprivedFrom(flag: unknown): DiceByAttribute {
  const out = { ...NONE };
  if (typeof flag !== "object" || flag === null) return out;
  for (const id of ATTRIBUTE_IDS) {
    const n: unknown = Reflect.get(flag, id);
    if (isWhole(n) && n <= 9999) out[id] = n;
  }
  return out;
}
