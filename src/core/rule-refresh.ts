/**
 * After an optional rule changes (on every client: a world setting's onChange runs everywhere), every actor — the
 * world's and the scenes' unlinked tokens' — re-prepares its derived data and every open window re-renders, so the
 * sheets and the combat tracker follow the new rule without a reload. Changes saved together refresh once.
 */
let scheduled = false;

export function scheduleRuleRefresh(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    refreshAfterRuleChange();
  }, 0);
}

export function refreshAfterRuleChange(): void {
  const actors = new Set<{ reset(): void }>(game.actors?.contents ?? []);
  for (const scene of game.scenes ?? []) {
    for (const token of scene.tokens) if (token.actor) actors.add(token.actor);
  }
  // reset() goes back to the source data and prepares again (prepareData alone would apply effects twice).
  for (const actor of actors) actor.reset();
  for (const app of foundry.applications.instances.values()) if (app.rendered) void app.render();
}
