/**
 * Which actor rolls when a user clicks a journal check or assists on a card:
 * their selected token's actor first, then their assigned character.
 */

/** The acting actor of the current user, or `null` with a notification when there is none. */
export function currentUserActor(notify = true): Actor.Implementation | null {
  const controlled = canvas?.ready ? canvas.tokens?.controlled ?? [] : [];
  // The token's and the user's actor are typed as different subtype unions; both are actors.
  const actor = (controlled.find((t) => t.actor)?.actor ?? game.user?.character ?? null) as Actor.Implementation | null;
  if (!actor && notify) ui.notifications?.warn(game.i18n!.localize("MESHAL.Dice.noActor"));
  return actor;
}
