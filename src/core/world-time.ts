/**
 * The world clock (`game.time`, world time in seconds): every client reads it; only a GM's client moves it, since
 * core keeps it in a world setting a player cannot write (`game.time.advance` on the v13 and v14 API pages; dnd5e
 * advances it from a rest only for a GM). Other clients hear of a change through the `updateWorldTime` hook.
 */

/** The world time now, in seconds (0 before the clock is ready). */
export function worldTime(): number {
  const time: unknown = game.time?.worldTime;
  return typeof time === "number" && Number.isFinite(time) ? time : 0;
}

/**
 * Moves the world clock forward to `target` (seconds) when it is behind it; a GM's client only (elsewhere nothing
 * moves). Resolves to whether the clock moved.
 */
export async function advanceWorldTimeTo(target: number): Promise<boolean> {
  const clock = game.time;
  if (game.user?.isGM !== true || !clock) return false;
  const now = worldTime();
  if (!Number.isFinite(target) || target <= now) return false;
  await clock.advance(target - now);
  return true;
}
