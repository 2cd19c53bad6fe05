/**
 * The world settings of the GM's watch over player changes: the log itself (hidden; a world setting, which only a GM
 * may write) and what an attack made with changes the GM has not accepted does — held for the GM (the default) or
 * made and marked.
 */
import { SYSTEM_ID } from "../../core/settings.ts";

declare global {
  interface SettingConfig {
    "meshal-lite.changeLog": Record<string, unknown>;
    "meshal-lite.changedAttacks": string;
  }
}

/** The hidden world setting holding the log. */
export const CHANGE_LOG_SETTING = "changeLog";

/** What an attack with unaccepted changes does. */
export type ChangedAttacks = "hold" | "mark";

/** Registers both settings; call during `init` (watch-start.ts). */
export function registerWatchSettings(): void {
  game.settings.register(SYSTEM_ID, CHANGE_LOG_SETTING, {
    name: "MESHAL.ChangeLog.title",
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  game.settings.register(SYSTEM_ID, "changedAttacks", {
    name: "MESHAL.Setting.changedAttacks.name",
    hint: "MESHAL.Setting.changedAttacks.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { hold: "MESHAL.Setting.changedAttacks.hold", mark: "MESHAL.Setting.changedAttacks.mark" },
    default: "hold",
  });
}

/** The world's choice; anything but "mark" holds (the safe side). */
export function changedAttacks(): ChangedAttacks {
  return game.settings.get(SYSTEM_ID, "changedAttacks") === "mark" ? "mark" : "hold";
}
