/**
 * [VAR] Newer-edition equip slots (§3.8): a species lists its slots (Human: helmet 1, armor 1, boots 1, weapon 2,
 * accessory 3); items state what they occupy (a bow: weapon ×2). Accessory-kind slots (ring, necklace …) all draw on
 * the `accessory` slots, one per item.
 */

import { isOneOf } from "./guards.ts";

/** Slots per id, e.g. `{weapon: 2, accessory: 3}`. */
export type SlotCounts = Record<string, number>;

/** Slots of a newer-edition Human, used when no feature lists any. */
// Stryker disable next-line ObjectLiteral: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
export const DEFAULT_EQUIP_SLOTS: Readonly<SlotCounts> = { helmet: 1, armor: 1, boots: 1, weapon: 2, accessory: 3 };

/** Slot ids that are their own pool; any other slot id counts as one accessory slot. */
export const BODY_SLOT_IDS = ["weapon", "helmet", "armor", "boots", "harness", "exoticProtection"] as const;

/**
 * What one item occupies, folded into pools: body slots by count (boots are a pair: 1 boots slot whatever the item
 * says), accessory-kind slots as 1 `accessory`.
 */
export function slotDemand(slots: readonly { slot: string; count: number }[]): SlotCounts {
  const out: SlotCounts = {};
  let accessory = false;
  for (const { slot, count } of slots) {
    if (slot === "boots") out.boots = 1;
    else if (isOneOf(BODY_SLOT_IDS, slot)) out[slot] = (out[slot] ?? 0) + Math.max(0, count);
    else accessory = true;
  }
  if (accessory) out.accessory = (out.accessory ?? 0) + 1;
  return out;
}

/**
 * The first pool that would overflow if an item needing `demand` joined items already using `used`, given
 * `available` slots (a pool absent from `available` has 0), or null if it fits.
 */
export function slotOverflow(
  demand: SlotCounts,
  used: SlotCounts,
  available: SlotCounts,
): { slot: string; needed: number; free: number } | null {
  for (const [slot, needed] of Object.entries(demand)) {
    const have = available[slot] ?? 0;
    const free = have - (used[slot] ?? 0);
    if (needed > free) return { slot, needed, free: Math.max(0, free) };
  }
  return null;
}
