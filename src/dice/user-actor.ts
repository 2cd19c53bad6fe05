/**
 * Which actor rolls when a user clicks a journal check or assists on a card:
 * their selected token's actor first, then their assigned character.
 */
import { isActorDocument } from "../core/document-guards.ts";
import { localize } from "../core/i18n.ts";

/** The acting actor of the current user, or `null` with a notification when there is none. */
export function currentUserActor(notify = true): Actor.Implementation | null {
  const controlled = canvas?.ready ? canvas.tokens?.controlled ?? [] : [];
  const found: unknown = controlled.find((t) => t.actor)?.actor ?? game.user?.character ?? null;
  const actor = isActorDocument(found) ? found : null;
  if (!actor && notify) ui.notifications?.warn(localize("MESHAL.Dice.noActor"));
  return actor;
}
