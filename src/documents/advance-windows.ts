/**
 * The advancement windows as the world keeps them (§3.5 [DEC], logic/advancement-lock.ts): a hidden world setting,
 * which only a GM's client may write, so a player cannot open their own window. A rest the GM's client saw opens a
 * character's window (the GM's own rest, or the rest-clock request a player's rest makes), the start of its next fight
 * closes it, and the GM unlocks or locks a character by hand. Every client reads it; when it changes, the open sheets
 * hear the hook `meshal-lite.advanceWindows` with the ids whose window changed.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import {
  ADVANCE_WINDOWS_SETTING, advanceWindowOf, readAdvanceWindows, withAdvanceWindow, type AdvanceWindow, type AdvanceWindows,
} from "./logic/advancement-lock.ts";

declare global {
  interface SettingConfig {
    "meshal-lite.advanceWindows": Record<string, unknown>;
  }
}


/** The hook the open sheets hear after the windows changed (with the actor ids whose window changed). */
export const ADVANCE_WINDOWS_HOOK = "meshal-lite.advanceWindows";

let heard: AdvanceWindows = {};

/** Registers the setting (during `init`). */
export function registerAdvanceWindows(): void {
  game.settings.register(SYSTEM_ID, ADVANCE_WINDOWS_SETTING, {
    name: "MESHAL.Advance.windows",
    scope: "world",
    config: false,
    type: Object,
    default: {},
    onChange: (value: unknown) => {
      const next = readAdvanceWindows(value);
      const ids = [...new Set([...Object.keys(heard), ...Object.keys(next)])].filter((id) => {
        const a = advanceWindowOf(heard, id);
        const b = advanceWindowOf(next, id);
        return a.rested !== b.rested || a.unlocked !== b.unlocked;
      });
      heard = next;
      Hooks.callAll(ADVANCE_WINDOWS_HOOK, ids);
    },
  });
}

/** The windows as stored now. */
export const advanceWindows = (): AdvanceWindows => readAdvanceWindows(game.settings.get(SYSTEM_ID, ADVANCE_WINDOWS_SETTING));

/** One character's window now. */
export const advanceWindow = (actorId: string | null | undefined): AdvanceWindow => advanceWindowOf(advanceWindows(), actorId);

let writing: Promise<unknown> = Promise.resolve();

/**
 * Changes windows on a GM's client (anyone else's call does nothing and resolves false). Writes from one client run one
 * after another, each reading what the one before wrote.
 */
export function changeAdvanceWindows(changes: readonly [actorId: string, change: Partial<AdvanceWindow>][]): Promise<boolean> {
  if (game.user?.isGM !== true) return Promise.resolve(false);
  const run = writing.then(async () => {
    const before = advanceWindows();
    const next = changes.reduce((w, [id, change]) => withAdvanceWindow(w, id, change), before);
    if (JSON.stringify(next) !== JSON.stringify(before)) await game.settings.set(SYSTEM_ID, ADVANCE_WINDOWS_SETTING, next);
    return true;
  });
  writing = run.catch((error: unknown) => console.error("meshal-lite | the advancement windows could not be saved", error));
  return run;
}

/** Opens a character's rest window (a GM's client). */
export const openRestWindow = (actorId: string): Promise<boolean> => changeAdvanceWindows([[actorId, { rested: true }]]);

/** Closes the rest windows of the actors given (the client starting a fight, a GM's); the GM's unlock stays. */
export async function closeRestWindows(actors: Iterable<Actor.Implementation | null | undefined>): Promise<void> {
  const open = advanceWindows();
  const ids = [...new Set(actors)].map((a) => a?.id).filter((id): id is string => typeof id === "string" && advanceWindowOf(open, id).rested);
  if (ids.length) await changeAdvanceWindows(ids.map((id) => [id, { rested: false }]));
}
