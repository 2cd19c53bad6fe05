/**
 * Pure rest decision (§7.3): for each full hour every damaged attribute rolls its current dice (at least 1) for points
 * and recovers them. The dice come from a `roll(n)` callback so Foundry rolls and test faces both work.
 * With replenishment (§7.4) a rest also takes the dice the days that ended without enough supply cost, which hourly
 * rolls never bring back (./rest-needs.ts, loaded with the rest); only a full rest returns one of them per cause.
 */
import { ATTRIBUTE_IDS, restDice, restHour, type AttributeId, type RestHour } from "../../rules/index.ts";
import { isWhole, refuse, type Plan } from "./plan.ts";
import { DEAD_REFUSAL, type PoolView } from "./pools.ts";

/** Hour-by-hour record per attribute. */
export type RestLog = Record<AttributeId, RestHour[]>;

/** Dice per attribute. */
export type DiceByAttribute = Record<AttributeId, number>;

/** The flag (scope `meshal-lite`) holding the dice lost to unmet needs, by attribute (§7.4 [DEC]). */
export const DEPRIVED_FLAG = "deprived";

export const NONE: DiceByAttribute = { might: 0, energy: 0, spirit: 0 };

export const currentOf = (total: number, lost: number) => Math.min(total, Math.max(0, total - lost));

/**
 * The hourly rolls of one attribute from `lost`, never below `floor` lost (the dice needs took). Returns the hours and
 * the new `lost`.
 */
export function restAttribute(
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

export function checkRest(view: PoolView, hours: number): Extract<Plan, { ok: false }> | null {
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
