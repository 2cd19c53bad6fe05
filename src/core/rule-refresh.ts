/**
 * After optional rules change (on every client: a world setting's onChange runs everywhere), every actor — the
 * world's and the scenes' unlinked tokens' — re-prepares its derived data, and the open windows that show the rules
 * (the system's sheets and the combat tracker, each registered by its layer at `init`) re-render. No other window is
 * touched: the chat log, the sidebar and an open dialog keep what the user was typing.
 *
 * Switches saved together refresh once. Each client hears each switch as its own setting update, one after another
 * (the menu writes them all at once, but they still arrive separately); the refresh waits until the switches have
 * been quiet for RULE_REFRESH_QUIET_MS.
 */

/** How long after the last switch heard the refresh runs. */
export const RULE_REFRESH_QUIET_MS = 250;

type AppV2 = foundry.applications.api.ApplicationV2.Any;

/** Tests for the windows that show what an optional rule changes. */
const showsRules: ((app: AppV2) => boolean)[] = [];

/** Registers a kind of window to re-render after a rule change (called at `init` by the layer that owns it). */
export function rerenderOnRuleChange(isShown: (app: AppV2) => boolean): void {
  showsRules.push(isShown);
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** A switch changed (its setting's onChange): refresh once the switches have been quiet for a moment. */
export function scheduleRuleRefresh(): void {
  if (pending !== null) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    refreshAfterRuleChange();
  }, RULE_REFRESH_QUIET_MS);
}

export function refreshAfterRuleChange(): void {
  const actors = new Set<{ reset(): void }>(game.actors?.contents ?? []);
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) if (token.actor) actors.add(token.actor);
  }
  // reset() goes back to the source data and prepares again (prepareData alone would apply effects twice).
  for (const actor of actors) actor.reset();
  for (const app of foundry.applications.instances.values()) {
    if (app.rendered && showsRules.some((isShown) => isShown(app))) void app.render();
  }
}
