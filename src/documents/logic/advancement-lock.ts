/**
 * When a character may advance (§3.5 [DEC]): raising attributes and obtaining, intensifying or renouncing abilities
 * happen at creation or during a rest. A rest is applied at once, so "during a rest" is the window a completed rest
 * opens (flag `rested`), closed when the character's next fight starts; the GM may also unlock a character (flag
 * `advanceUnlocked`) until the GM locks it again, and the GM's own changes are never locked. Pure.
 */
import { STARTING_TRAINED, type AttributeId } from "../../rules/index.ts";

/** The flag (scope `meshal-lite`) a completed rest sets and a started fight clears. */
export const RESTED_FLAG = "rested";
/** The flag (scope `meshal-lite`) the GM sets to let a character advance outside a rest. */
export const UNLOCK_FLAG = "advanceUnlocked";

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
