/**
 * Type guards that narrow a document to one sub-type so `system` is typed (comparing `doc.type` alone does not narrow
 * `system` with the current fvtt-types).
 */
import type { ActorType, ItemType } from "../data/types.ts";

/** True if `item` is of `type`; narrows `item.system` to that model. */
export function isItemType<T extends ItemType>(item: Item.Implementation, type: T): item is Item.Implementation & Item.OfType<T> {
  return item.type === type;
}

/** True if `actor` is of `type`; narrows `actor.system` to that model. */
export function isActorType<T extends ActorType>(actor: Actor.Implementation, type: T): actor is Actor.Implementation & Actor.OfType<T> {
  return actor.type === type;
}
