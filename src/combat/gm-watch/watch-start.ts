/**
 * The GM's watch over player changes, registered at `init`: its settings (watch-settings.ts), and on a GM's client,
 * once the world is ready, the watch itself (change-watch.ts, a lazy chunk players never load).
 */
import { loadLazily } from "../../core/lazy.ts";
import { registerWatchSettings } from "./watch-settings.ts";

/** Registers the settings and the start of the watch; call during `init`. */
export function registerChangeWatch(): void {
  registerWatchSettings();
  Hooks.once("ready", async () => {
    if (game.user?.isGM) (await loadLazily(() => import("./change-watch.ts")))?.startWatch();
  });
}
