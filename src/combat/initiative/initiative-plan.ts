/**
 * Rolling initiative as a plan (§5.2): which rows roll together, what each unit rolled, and the tie-break rolls
 * needed until no tie is left. The dice are injected, so a test (or a Quench batch) can force a tie. Pure.
 */
import { TIE_BREAK_DICE } from "../../rules/index.ts";
import { rollUnits, rollUnitKey, tiesToBreak, type OrderOptions, type TrackerRow } from "../tracker/tracker-order.ts";

/** Rolls `dice` d6 and returns the face sum. */
export type FaceSumRoller = (dice: number) => number;

/** Tie-break rounds after which the plan stops (each round needs a further exact tie: practically never reached). */
export const MAX_TIE_ROUNDS = 20;

/** What rolling initiative changes: initiative and tie-breaks per row id, and the units that rolled. */
export interface InitiativePlan {
  rows: TrackerRow[];
  /** Rows whose initiative or tie-breaks changed. */
  changed: Set<string>;
  /** Each roll made, in order: the unit's row ids, why and the face sum. */
  log: { ids: string[]; kind: "initiative" | "tieBreak"; dice: number; total: number }[];
}

/**
 * Rolls initiative for the rows in `ids` (a group rolls once for all its members, even those not listed), clearing
 * their earlier tie-breaks, then rolls 3🎲+ for every tie until none is left: each unit that must roll (`tiesToBreak`)
 * rolls once a round. A row rolled into a tie already broken rolls against the others' stored tie-breaks, which stand
 * (docs/rules.md §10.3 #15). `diceFor(row)` is the row's initiative dice (its Energy dice, 3 when void).
 */
export function planInitiative(
  rows: readonly TrackerRow[],
  ids: readonly string[],
  options: OrderOptions,
  diceFor: (row: TrackerRow) => number,
  roll: FaceSumRoller,
): InitiativePlan {
  const next = rows.map((r) => ({ ...r, tieBreaks: [...r.tieBreaks] }));
  const byId = new Map(next.map((r) => [r.id, r]));
  const changed = new Set<string>();
  const log: InitiativePlan["log"] = [];
  const wanted = new Set(ids);
  for (const unit of rollUnits(next, options)) {
    if (!unit.some((r) => wanted.has(r.id))) continue;
    const dice = diceFor(unit[0]);
    const total = roll(dice);
    for (const r of unit) {
      r.initiative = total;
      r.tieBreaks = [];
      changed.add(r.id);
    }
    log.push({ ids: unit.map((r) => r.id), kind: "initiative", dice, total });
  }
  for (let round = 0; round < MAX_TIE_ROUNDS; round++) {
    const ties = tiesToBreak(next, options);
    // Stryker disable next-line ConditionalExpression: equivalent — with no tie left the remaining rounds roll nothing
    if (ties.length === 0) break;
    for (const tie of ties) {
      const units = new Map<string, typeof next>();
      for (const id of tie) {
        const row = byId.get(id);
        if (!row) continue; // a tie names rows of this plan
        const key = rollUnitKey(row, options);
        units.set(key, [...(units.get(key) ?? []), row]);
      }
      for (const unit of units.values()) {
        const total = roll(TIE_BREAK_DICE);
        for (const r of unit) {
          r.tieBreaks.push(total);
          changed.add(r.id);
        }
        log.push({ ids: unit.map((r) => r.id), kind: "tieBreak", dice: TIE_BREAK_DICE, total });
      }
    }
  }
  return { rows: next, changed, log };
}
