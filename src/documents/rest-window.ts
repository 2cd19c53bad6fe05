/**
 * The advancement window a rest opens (§3.5 [DEC], logic/advancement-lock.ts) closes when the creature's next fight
 * starts: the client starting the fight (a GM's) clears the `rested` flag of every combatant's actor that has it.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { RESTED_FLAG } from "./logic/advancement-lock.ts";

/** Clears the rest window of each actor given (written only where the flag is set). */
export async function closeRestWindows(actors: Iterable<Actor.Implementation | null | undefined>): Promise<void> {
  for (const actor of new Set(actors)) {
    // Set to false rather than unset, so the sheets re-render the parts that show the lock (a "-=" key names no path).
    if (actor?.getFlag(SYSTEM_ID, RESTED_FLAG) === true) await actor.setFlag(SYSTEM_ID, RESTED_FLAG, false);
  }
}
