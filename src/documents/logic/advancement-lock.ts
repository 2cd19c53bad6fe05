/**
 * When a character may advance (§3.5 [DEC]): raising attributes and obtaining, intensifying or renouncing abilities
 * happen at creation or during a rest. A rest is applied at once, so "during a rest" is the window a completed rest
 * opens, closed when the character's next fight starts; the GM may also unlock a character until the GM locks it
 * again, and the GM's own changes are never locked. The windows are the GM's: a hidden world setting only a GM writes
 * (`advanceWindows`, by actor id), opened by a rest the GM's client saw and by the GM's unlock. Pure.
 */
import { STARTING_TRAINED, type AttributeId } from "../../rules/index.ts";
import { documentId } from "../../core/query-core.ts";
import { isPlainRecord } from "../../rules/guards.ts";

/** The hidden world setting holding the open windows. */
export const ADVANCE_WINDOWS_SETTING = "advanceWindows";
/** The flags (scope `meshal-lite`) that held the windows on the actor before they became the GM's (read by the migration only). */
export const OLD_RESTED_FLAG = "rested";
export const OLD_UNLOCK_FLAG = "advanceUnlocked";

/** One character's open window: a rest's (closed by the next fight) and the GM's unlock (closed by the GM). */
export interface AdvanceWindow {
  rested: boolean;
  unlocked: boolean;
}

/** Open windows by actor id (a character with neither is left out). */
export type AdvanceWindows = Record<string, AdvanceWindow>;

const CLOSED: AdvanceWindow = { rested: false, unlocked: false };
/** Most characters with an open window (the oldest opened go first). */
const MAX_WINDOWS = 500;

/** Reads the stored windows strictly: only actor ids with `true` marks count. */
export function readAdvanceWindows(value: unknown): AdvanceWindows {
  const out: AdvanceWindows = {};
  if (!isPlainRecord(value)) return out;
  for (const [id, entry] of Object.entries(value).slice(-MAX_WINDOWS)) {
    if (!documentId(id) || !isPlainRecord(entry)) continue;
    const rested = entry.rested === true;
    const unlocked = entry.unlocked === true;
    if (rested || unlocked) out[id] = { rested, unlocked };
  }
  return out;
}

/** One character's window (closed when it has none). */
export const advanceWindowOf = (windows: AdvanceWindows, actorId: string | null | undefined): AdvanceWindow =>
  (actorId ? windows[actorId] : undefined) ?? CLOSED;

/** The windows with `actorId`'s changed by `change` (an entry left with nothing open is removed). */
export function withAdvanceWindow(windows: AdvanceWindows, actorId: string, change: Partial<AdvanceWindow>): AdvanceWindows {
  const next = { ...advanceWindowOf(windows, actorId), ...change };
  const rest = Object.fromEntries(Object.entries(windows).filter(([id]) => id !== actorId));
  return next.rested || next.unlocked ? { ...rest, [actorId]: next } : rest;
}

/** Is a character's window open (a rest's or the GM's unlock)? */
export const windowOpen = (w: AdvanceWindow): boolean => w.rested || w.unlocked;

/** The refusal shown when advancement is locked. */
export const ADVANCE_LOCKED = "MESHAL.Warn.advancementLocked";

/** What the lock reads. */
export interface AdvanceState {
  /** The character is still being created. */
  creation: boolean;
  /** A rest completed since the character's last fight started. */
  rested: boolean;
  /** The GM unlocked advancement for this character. */
  unlocked: boolean;
  /** The acting user is a GM. */
  isGM: boolean;
}

/** Why advancement is open now, or null when it is locked. */
export function advanceOpenBecause(s: AdvanceState): "creation" | "gm" | "unlocked" | "rested" | null {
  if (s.creation) return "creation";
  if (s.isGM) return "gm";
  if (s.unlocked) return "unlocked";
  if (s.rested) return "rested";
  return null;
}

/** Is advancement locked for this state? */
export const advancementLocked = (s: AdvanceState): boolean => advanceOpenBecause(s) === null;

/** The stored data the creation test reads (the same test the sheet's creation mode makes). */
export interface CreationView {
  attributes: Record<AttributeId, { trained: number }>;
  potential: { log: readonly unknown[] };
}

/**
 * Is a character in creation? The creation flag decides when set; without it, a character with nothing spent, no
 * feature and every trained value at its start is new.
 */
export function inCreation(flag: unknown, view: CreationView, hasFeature: boolean): boolean {
  if (flag === true) return true;
  if (flag === false) return false;
  const ids: AttributeId[] = ["might", "energy", "spirit"];
  return view.potential.log.length === 0 && !hasFeature && ids.every((id) => view.attributes[id].trained === STARTING_TRAINED);
}
