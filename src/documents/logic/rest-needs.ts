/**
 * A rest on the world clock with replenishment's needs (§7.3–7.4, pure; loaded when a creature rests): the rest's
 * window places it on the clock, the days it ends settle what they lacked (rules/supply-days.ts: a day none of whose
 * rests had a need costs one die at the start of the next day), the hourly rolls stop short of the dice needs took,
 * and a full rest returns one of them per cause.
 */
import {
  ATTRIBUTE_IDS, afterFullRestReplenishment, dayOf, isFullRest, settleSupplyDays, supplyDayFrom,
  type AttributeId, type DaySupply, type RestWindow,
} from "../../rules/index.ts";
import { RESTED_UNTIL_FLAG, SUPPLY_DAY_FLAG } from "../rest-clock.ts";
import type { Plan } from "./plan.ts";
import type { PoolView } from "./pools.ts";
import { checkRest, currentOf, DEPRIVED_FLAG, NONE, restAttribute, type DiceByAttribute, type RestLog } from "./rest.ts";

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

/** A creature's rest as it stands on the clock: its needs' dice, what the rest included, its open day and its window. */
export interface ClockedRest {
  deprived: DiceByAttribute;
  /** What the rest included; null when replenishment is off. */
  supply: DaySupply | null;
  /** The stored open day (flag `supplyDay`, read strictly here). */
  storedDay: unknown;
  window: RestWindow;
}

/**
 * The rest of `hours` on the clock: the days it belongs to settled with its supply (replenishment on), then
 * `planRestWithNeeds`; the update also stores the rest's end (flag `restedUntil`) and the day left open (flag
 * `supplyDay`, written when replenishment is on or one was stored).
 */
export function planRestOnClock(
  view: PoolView,
  hours: number,
  roll: (dice: number, attribute: AttributeId) => number[],
  rest: ClockedRest,
  scope: string,
): Plan<{ log: RestLog; fullyRestored: boolean } & NeedsOutcome> {
  const { window, supply } = rest;
  const days = supply
    ? settleSupplyDays(supplyDayFrom(rest.storedDay), dayOf(window.until), { fromDay: dayOf(window.from), toDay: dayOf(window.until), supply })
    : null;
  const plan = planRestWithNeeds(view, hours, roll, { deprived: rest.deprived, supply, cost: days?.cost ?? NONE }, scope);
  if (plan.ok) {
    plan.update[`flags.${scope}.${RESTED_UNTIL_FLAG}`] = window.until;
    if (days || rest.storedDay != null) plan.update[`flags.${scope}.${SUPPLY_DAY_FLAG}`] = days?.open ?? null;
  }
  return plan;
}
