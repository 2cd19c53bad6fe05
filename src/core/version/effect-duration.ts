/**
 * An Active Effect's duration on both versions, read, and the timing a cast buff gets (only lazy code needs these: the
 * buff-timing chunk and the pack tests). v13 keeps up to three lengths (`rounds`, `turns`, `seconds`) and no expiry
 * event; v14 keeps one `value` in `units` with an `expiry` event (v14 API page `EffectDurationData`), ends an effect
 * at that event once the duration has run out, checks a turn end against `start.combatant` (`EffectStartData`;
 * draw-steel#1880), and converts v13's lengths on load preferring seconds (foundryvtt#14112).
 */
import { isOneOf, recordAt } from "../../rules/guards.ts";
import { sourceOf, type DurationUnit } from "./effect-data.ts";
import { onV14 } from "./release.ts";

/** An effect's duration as the system reads it: no value means it has no end by duration. */
export interface EffectDuration {
  value: number | null;
  units: DurationUnit | null;
  /** The event that ends it (v14's turnEnd, roundEnd…); always null on v13, which has no expiry events. */
  expiry: string | null;
}

/** When an effect ends, as v14 tracks it: a duration, the event that ends it, and whose turn it started on. */
export interface EffectTiming {
  value: number | null;
  units: DurationUnit;
  expiry: string | null;
  /** The start to record (v14 checks a turn end against `combatant`; `initiative` is that combatant's); absent: the start core records. */
  start?: { combatant: string | null; round: number | null; turn: number | null; initiative: number | null };
}

const DURATION_UNITS: readonly DurationUnit[] = ["years", "months", "days", "hours", "minutes", "seconds", "rounds", "turns"];

const positive = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null);

/** The duration of an effect (a document or its stored data) as the running version stores it (v13: seconds, then rounds, then turns, as v14's conversion prefers them). */
export function effectDuration(effect: unknown): EffectDuration {
  const d = recordAt(sourceOf(effect), "duration") ?? {};
  if (onV14()) {
    const value = typeof d.value === "number" && Number.isFinite(d.value) ? d.value : null;
    const units = value !== null && isOneOf(DURATION_UNITS, d.units) ? d.units : null;
    return { value, units, expiry: typeof d.expiry === "string" && d.expiry !== "" ? d.expiry : null };
  }
  for (const units of ["seconds", "rounds", "turns"] as const) {
    const value = positive(d[units]);
    if (value !== null) return { value, units, expiry: null };
  }
  return { value: null, units: null, expiry: null };
}

/**
 * The update that gives an effect about to be created its timing. v14: its duration (value, units, expiry event) and,
 * when given, its start. v13 has neither expiry events nor a start record to set: nothing (the stored rounds stay,
 * and core v13 records the start itself).
 */
export function timingData(timing: EffectTiming): Record<string, unknown> {
  if (!onV14()) return {};
  const duration = { value: timing.value, units: timing.units, expiry: timing.expiry };
  return timing.start ? { duration, start: { ...timing.start } } : { duration };
}
