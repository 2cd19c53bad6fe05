/**
 * Active Effect data on both versions. v13 stores an effect's changes at `changes`, each with a numeric `mode`, and its
 * duration as `rounds` / `turns` / `seconds`. v14 stores the changes at `system.changes`, each with a string `type`
 * (foundryvtt#13740, #13566), and the duration as one `value` in `units` with an `expiry` event (v14 API page
 * `EffectDurationData`); it converts v13-shaped data when it loads it, and writing `mode` or `rounds` is deprecated.
 * The system reads an effect's changes, and builds effect data to write, only through this file (an effect's duration
 * is read through ./effect-duration.ts).
 */
import { isRecord, recordAt, recordsOf } from "../../rules/guards.ts";
import type { V14DurationUnit } from "./foundry-v14.d.ts";
import { onV14 } from "./release.ts";

/** The change types the system names: v14's strings, onto which v13's modes map. */
export type ChangeType = "custom" | "multiply" | "add" | "downgrade" | "upgrade" | "override";

/** v13's numeric modes (`CONST.ACTIVE_EFFECT_MODES`, CUSTOM 0 … OVERRIDE 5) by number. */
const MODE_TYPES: readonly ChangeType[] = ["custom", "multiply", "add", "downgrade", "upgrade", "override"];

/** One change as the system reads it, whichever version stored it. */
export interface EffectChange {
  key: string;
  /** A change type (v14's string; v13's mode mapped to it); an unknown mode reads as "unknown". */
  type: string;
  /** The value as text (v14 stores a value that parses as JSON parsed: 1, not "1"). */
  value: string;
}

/** A change to write: the value may be a number; `priority` null takes the type's default. */
export interface ChangeSpec {
  key: string;
  type: ChangeType;
  value: string | number;
  priority?: number | null;
}

/** The units the system reads a duration in (v14's; v13's rounds, turns and seconds map onto three of them). */
export type DurationUnit = V14DurationUnit;

/** A duration to write, in a unit both versions know (`expiry` is dropped on v13). */
export interface DurationSpec {
  value: number | null;
  units: "rounds" | "turns" | "seconds";
  expiry?: string | null;
}

const textOf = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

/** An effect's stored data: a document's `toObject()`, or source data as it is. */
export function sourceOf(effect: unknown): unknown {
  return isRecord(effect) && typeof effect.toObject === "function" ? effect.toObject() : effect;
}

/** One stored change in either shape: a string `type` as it is, a numeric `mode` by v13's table, the value as text. */
export function normalizeChange(raw: unknown): EffectChange {
  const c = isRecord(raw) ? raw : {};
  return { key: textOf(c.key), type: typeof c.type === "string" ? c.type : (MODE_TYPES[Number(c.mode)] ?? "unknown"), value: textOf(c.value) };
}

/** The changes of an effect (a document or its stored data) as the running version stores them, normalized. */
export function effectChanges(effect: unknown): EffectChange[] {
  const data = sourceOf(effect);
  const list = onV14() ? recordAt(data, "system")?.changes : isRecord(data) ? data.changes : undefined;
  return recordsOf(list).map(normalizeChange);
}

/** A change in the running version's shape (v13: numeric `mode` and text value; v14: string `type`). */
export function changeData(change: ChangeSpec): Record<string, unknown> {
  const priority = change.priority ?? null;
  if (onV14()) return { key: change.key, type: change.type, value: change.value, priority };
  return { key: change.key, mode: Math.max(0, MODE_TYPES.indexOf(change.type)), value: String(change.value), priority };
}

/** A duration in the running version's shape (v13: `rounds`, `turns` or `seconds`, and no expiry event). */
export function durationData(duration: DurationSpec): Record<string, unknown> {
  if (onV14()) return { value: duration.value, units: duration.units, expiry: duration.expiry ?? null };
  return duration.value === null ? {} : { [duration.units]: duration.value };
}

/** Creation data of an effect in the running version's shape: `base` (name, img, flags…) with its changes and duration. */
export function effectData<B extends Record<string, unknown>>(base: B, { changes = [], duration }: { changes?: readonly ChangeSpec[]; duration?: DurationSpec }): B & Record<string, unknown> {
  const list = changes.map(changeData);
  const timing = duration ? { duration: durationData(duration) } : {};
  if (onV14()) return { ...base, ...timing, system: { ...recordAt(base, "system"), changes: list } };
  return { ...base, ...timing, changes: list };
}
