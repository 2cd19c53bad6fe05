/**
 * [OPT] Replenishment counted per day (§7.4; seed l.292–293): a rest without food, drink or sleep is only not a full
 * rest; a **day** without enough supply costs dice at the start of the next day. What a day supplied is learnt from
 * the rests that end in it (a rest spanning midnight feeds the day it ends in, and a rest of several days also each
 * whole day inside it); what a rest lacked does not matter when another rest of the same day had it (breakfast, then
 * an hour's rest at noon without food, costs nothing), and a day costs at most one die per need. A day in which the
 * creature ended no rest is not charged: the system does not know what it ate on the road (docs/rules.md §7.4 [DEC]).
 * Pure.
 */
import { isRecord } from "./guards.ts";
import { replenishmentLoss, type DaySupply } from "./life.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "./types.ts";

/** What the creature's open day (its number on the world clock) has supplied so far. */
export interface SupplyDay extends DaySupply {
  day: number;
}

/** The days a rest belongs to (their numbers) and what it included. */
export interface SupplyRest {
  fromDay: number;
  toDay: number;
  supply: DaySupply;
}

/** What settling the days costs and the day left open (null: none recorded). */
export interface SupplySettlement {
  cost: Record<AttributeId, number>;
  open: SupplyDay | null;
}

/** The stored open day read strictly (anything else: none). */
export function supplyDayFrom(flag: unknown): SupplyDay | null {
  if (!isRecord(flag) || typeof flag.day !== "number" || !Number.isInteger(flag.day)) return null;
  return { day: flag.day, ate: flag.ate === true, drank: flag.drank === true, slept: flag.slept === true };
}

/**
 * Settles the creature's days up to `today` (see the module comment): the open day `record`, then (for a rest) every
 * day the rest belongs to, each fed by the rest's supply; a day that ended costs its missing needs (§7.4 [N]: hunger
 * 1 Might, thirst 1 Energy, exhaustion 1 Spirit). A recorded day later than a rest's day (the clock was set back) is
 * left as it is. Returns the cost and the day still open.
 */
export function settleSupplyDays(record: SupplyDay | null, today: number, rest?: SupplyRest): SupplySettlement {
  const cost: Record<AttributeId, number> = { might: 0, energy: 0, spirit: 0 };
  let open = record;
  const closeBefore = (day: number) => {
    if (!open || open.day >= day) return;
    const loss = replenishmentLoss(open);
    for (const id of ATTRIBUTE_IDS) cost[id] += loss[id];
    open = null;
  };
  if (rest) {
    const first = rest.fromDay < rest.toDay ? rest.fromDay + 1 : rest.toDay;
    for (let day = first; day <= rest.toDay; day++) {
      closeBefore(day);
      if (open && open.day > day) continue;
      const had: DaySupply = open ?? { ate: false, drank: false, slept: false };
      open = { day, ate: had.ate || rest.supply.ate, drank: had.drank || rest.supply.drank, slept: had.slept || rest.supply.slept };
    }
  }
  closeBefore(today);
  return { cost, open };
}
