/**
 * Gifted abilities lost with their feature (§3.6, §3.7): a feature that grants abilities adds them when it is obtained,
 * and removing the feature removes them, however it is removed (sheet delete, context menu, creation mode, a macro).
 * Pure: the actor deletes the ids this returns after its items were deleted.
 */

/** What the decision reads of an item. */
export interface GiftItem {
  id: string | null;
  type: string;
  system: { identifier?: unknown; gifted?: unknown; grantedBy?: unknown };
}

/**
 * Ids of the abilities in `remaining` that a feature in `removed` granted (`gifted`, `grantedBy` its identifier) and
 * that no remaining feature with the same identifier still grants. Abilities already removed are not listed again.
 */
export function giftsLostWith(removed: readonly GiftItem[], remaining: readonly GiftItem[]): string[] {
  const removedIds = new Set(removed.map((i) => i.id));
  const kept = remaining.filter((i) => !removedIds.has(i.id));
  // Stryker disable next-line StringLiteral: equivalent — a missing identifier reads as "", which names no feature
  const stillGranted = new Set(kept.filter((i) => i.type === "feature").map((i) => String(i.system.identifier ?? "")));
  // Stryker disable next-line StringLiteral: equivalent — a missing identifier reads as "", which names no feature
  const lost = new Set(removed.filter((i) => i.type === "feature").map((i) => String(i.system.identifier ?? "")).filter((id) => id && !stillGranted.has(id)));
  // Stryker disable StringLiteral: equivalent — a missing grantedBy reads as "", which names no feature
  return kept
    .filter((i) => i.type === "ability" && i.system.gifted === true && lost.has(String(i.system.grantedBy ?? "")))
    .map((i) => i.id)
    .filter((id): id is string => Boolean(id));
  // Stryker restore StringLiteral
}
