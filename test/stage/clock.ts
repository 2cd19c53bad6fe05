/**
 * The world clock (`game.time`) as Foundry v13 and v14 run it, from their public API pages (GameTime, hookEvents
 * `updateWorldTime`) and dnd5e 5.3, which advances it only from a GM's client on both versions:
 * - every client reads `worldTime` (seconds);
 * - `advance(delta, options)` writes the world setting that holds the time: the server refuses a player's write of a
 *   world setting, so a player's advance rejects (a refusal recorded like any other) and changes nothing;
 * - after a change every connected client gets `updateWorldTime(worldTime, delta, options, userId)`; `advance` resolves
 *   to the new time once its own client has had the hook. Where it differs: no calendar, no time components, no
 *   server-time sync, the delta only as seconds (core also takes time components), delivery synchronous inside the
 *   advancing call.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html (`worldTime`, `advance(delta,
 * options)`: "Additional options passed to game.settings.set"),
 * https://foundryvtt.com/api/v13/functions/hookEvents.updateWorldTime.html, world settings being the GM's ("Users and
 * Permissions", https://foundryvtt.com/article/users/); dnd5e 5.3 advances it from the GM's calendar HUD
 * (`module/applications/calendar/base-calendar-hud.mjs`).
 */
import type { StageServer } from "./server.ts";

export class StageClock {
  worldTime = 0;

  constructor(private readonly server: StageServer) {}

  async advance(delta: number, options: Record<string, unknown> = {}): Promise<number> {
    this.server.guardWorldSetting("core.time");
    const userId = this.server.clientUser.id;
    this.worldTime += delta;
    const time = this.worldTime;
    this.server.broadcast(() => void this.server.hooks.callAll("updateWorldTime", time, delta, options, userId));
    return time;
  }

  /** Back to world time 0 (between tests). */
  reset(): void {
    this.worldTime = 0;
  }
}
