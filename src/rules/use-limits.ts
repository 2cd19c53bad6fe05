/**
 * Use limits of abilities (§3.6 "optional use limits", docs/rules.md §3.6 [DEC] use limits): "1× per round",
 * "1× per Moment", "3× per day", "1× per full rest". Each stored period (`limit.per`) maps to a structured period,
 * counted by a period key; a use in another period than the stored one starts a fresh count, so nothing has to be
 * written when a round, a fight or a day changes. Pure.
 */
import { evaluateDiceFormula } from "./formula.ts";
import type { AttributeDice, Consciousness } from "./types.ts";

/** The periods uses are counted in: a round of a fight, a whole fight (a Moment-mode episode), a day, until a full rest. */
export type UsePeriod = "round" | "fight" | "day" | "rest";

/**
 * The stored periods (`LIMIT_PERIODS`) as counted: `moment` ("每次瞬息过程最多1次", once per Moment-mode episode) is
 * one fight; `day` ("每天最多3次", seed l.88) is a day of the world clock (rules/world-day.ts), whatever rests it holds.
 */
export const USE_PERIODS: Readonly<Record<string, UsePeriod>> = { round: "round", moment: "fight", fullRest: "rest", day: "day" };

/** The started fight a creature is in: its id and current round. */
export interface FightClock {
  combatId: string;
  round: number;
}

/** Where the creature stands in time: the started fight it is in (null outside one) and its day on the world clock. */
export interface UseClock {
  fight: FightClock | null;
  day: number;
}

/** The period key of the uses counted until the next full rest. */
export const REST_PERIOD_KEY = "rest";

/** Does a full rest renew the uses counted under `key`? Every count but a day's: a day ends on the clock, not by resting. */
export const renewedByFullRest = (key: string): boolean => !key.startsWith("day:");

/** The uses counted for one item: the period they were made in and how many. */
export interface UseRecord {
  key: string;
  count: number;
}

/** A limit as stored (`{max, per}`; `max` is text, a number or a formula such as "floor(spirit/3)"). */
export interface StoredLimit {
  max?: string | null;
  per?: string | null;
}

/**
 * The most uses a stored limit allows now, or null for none counted: no period, an empty maximum, or a maximum that
 * does not read as a whole number. A formula reads the current dice; `floor(…)` truncates it (a fraction always does).
 */
export function limitMax(limit: StoredLimit | null | undefined, dice: AttributeDice): number | null {
  // Stryker disable next-line StringLiteral: any text in place of a missing maximum is refused below as well (null)
  const text = String(limit?.max ?? "").trim();
  if (!limit?.per || !USE_PERIODS[limit.per]) return null;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a short-cut; the formula reader refuses "" too (null)
  if (text === "") return null;
  if (/^\d+$/.test(text)) return Number(text);
  try {
    const inner = /^floor\((.*)\)$/i.exec(text)?.[1] ?? text;
    const value = Math.trunc(evaluateDiceFormula(inner, dice));
    return Number.isFinite(value) ? Math.max(0, value) : null;
  } catch {
    return null;
  }
}

/**
 * The key of the period a use made now falls in, or null when it is not counted now: round and fight limits count
 * only inside a started fight (outside Moment mode there are no rounds, as ⚡ is not tracked there either); day and
 * rest limits count everywhere.
 */
export function periodKey(period: UsePeriod, clock: UseClock): string | null {
  if (period === "rest") return REST_PERIOD_KEY;
  if (period === "day") return `day:${clock.day}`;
  const fight = clock.fight;
  if (!fight) return null;
  return period === "fight" ? `fight:${fight.combatId}` : `round:${fight.combatId}:${fight.round}`;
}

/** The limit as it is counted now: its maximum and this period's key; null when nothing is counted. */
export interface CountedLimit {
  max: number;
  per: string;
  key: string;
}

/** `limit` read now (its maximum from `dice`, its period's key from `clock`), or null when nothing is counted. */
export function countedLimit(limit: StoredLimit | null | undefined, dice: AttributeDice, clock: UseClock): CountedLimit | null {
  const max = limitMax(limit, dice);
  const per = limit?.per;
  const period = per ? USE_PERIODS[per] : undefined;
  if (max === null || !per || !period) return null;
  const key = periodKey(period, clock);
  return key === null ? null : { max, per, key };
}

/** Uses already made in the current period (a record of another period counts 0). */
export function usesMade(counted: CountedLimit, record: UseRecord | null | undefined): number {
  return record && record.key === counted.key && Number.isInteger(record.count) ? Math.max(0, record.count) : 0;
}

/** Uses left in the current period; null when the limit is not counted now. */
export function usesLeft(counted: CountedLimit | null, record: UseRecord | null | undefined): number | null {
  return counted ? Math.max(0, counted.max - usesMade(counted, record)) : null;
}

/** A use decided: allowed with the record to store (null: nothing counted), or refused with the reason. */
export type UseVerdict =
  | { ok: true; record: UseRecord | null }
  | { ok: false; reasonKey: string; data: Record<string, string>; record: UseRecord | null };

/** The lang key of the refusal for a limit per stored period `per` (`MESHAL.Warn.useLimit.round`, …). */
export const useLimitRefusal = (per: string): string => `MESHAL.Warn.useLimit.${per}`;

/**
 * May the item be used once more now? Refused when this period's uses are spent (`record` is then what a GM's
 * override stores: one more use). `name` is the item's, for the reason.
 */
export function planUse(counted: CountedLimit | null, record: UseRecord | null | undefined, name = ""): UseVerdict {
  if (!counted) return { ok: true, record: null };
  const made = usesMade(counted, record);
  const next = { key: counted.key, count: made + 1 };
  if (made < counted.max) return { ok: true, record: next };
  return {
    ok: false,
    reasonKey: useLimitRefusal(counted.per),
    data: { name, max: String(counted.max) },
    record: next,
  };
}

/** Lang keys of the refusals of acting in a state that cannot act (§7.1, §7.2). */
export const CANNOT_ACT: Readonly<Record<Exclude<Consciousness, "conscious">, string>> = {
  unconscious: "MESHAL.Warn.cannotActUnconscious",
  dead: "MESHAL.Warn.cannotActDead",
};

/** The reason a creature in `state` cannot act (§7.1: unconscious or dead, in or out of a fight), or null when it can. */
export function cannotActReason(state: Consciousness | null | undefined): string | null {
  return state === "unconscious" || state === "dead" ? CANNOT_ACT[state] : null;
}
