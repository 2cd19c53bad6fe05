/**
 * Re-roll records (docs/rules.md §2.3): the GM or the roll's owner discards a result and rolls again.
 * The card keeps every discarded result, struck through, with who re-rolled it. Pure.
 */
import { isRecord } from "../rules/guards.ts";

/** One discarded result. */
export interface RerollRecord {
  /** The discarded total (points or face sum). */
  total: number;
  /** The discarded faces, in roll order. */
  faces: number[];
  /** Name of the user who re-rolled. */
  by: string;
  /** When, as epoch milliseconds. */
  at: number;
}

/** The result being replaced. */
export interface RolledResult {
  total: number;
  faces: number[];
}

/** Appends the replaced result to the history (oldest first) without changing the input array. */
export function recordReroll(history: readonly RerollRecord[] | undefined, replaced: RolledResult, by: string, at: number): RerollRecord[] {
  return [...(history ?? []), { total: replaced.total, faces: [...replaced.faces], by, at }];
}

/** Reads a history stored in roll options, dropping anything malformed (old or hand-edited messages). */
export function readRerolls(value: unknown): RerollRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter((r): r is RerollRecord => isRecord(r) && typeof r.total === "number" && Array.isArray(r.faces) && typeof r.by === "string");
}

/** Who may re-roll (§2.3: the GM decides; the roll's owner may ask by doing it themself). */
export function canReroll(user: { isGM: boolean; id: string | null }, authorId: string | null | undefined): boolean {
  return user.isGM || (!!user.id && user.id === authorId);
}
