/**
 * Is a dropped item one of this actor's own (a reorder, not a copy)? Compared by UUID, as core does: a synthetic
 * (unlinked token) actor is rebuilt from its token, so the dropped item's parent can be another object of the same
 * actor, and an identity check would copy the item instead of sorting it.
 */
export function isOwnItem(actor: { uuid: string }, item: { parent?: { uuid?: string | null } | null }): boolean {
  return item.parent?.uuid === actor.uuid;
}
