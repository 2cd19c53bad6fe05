/**
 * Pure helpers for token-bar / token-HUD edits (`Actor#modifyTokenAttribute`): the token shows derived values, but an
 * edit must change the stored field they are derived from.
 */
import { isOneOf } from "../../rules/guards.ts";
import { ATTRIBUTE_IDS, type AttributeId } from "../../rules/types.ts";

/**
 * The stored speed bonus that makes the derived speed (bonus + features + items) equal the edited value.
 * `derived` is the speed the token shows, `stored` the stored bonus; `value` is the edit (a change when `isDelta`).
 */
export function speedBonusFor(derived: number, stored: number, value: number, isDelta: boolean): number {
  const target = isDelta ? derived + value : value;
  return stored + (target - derived);
}

/** What `tokenAttributeUpdate` reads from the actor: derived speed and pools, and the stored speed bonus. */
export interface TokenBarView {
  speed: number;
  storedSpeed: number;
  attributes: Record<AttributeId, { value: number; total: number }>;
}

/**
 * The actor update for a token-bar / token-HUD edit of a value we derive, or `null` for any other attribute (the
 * core behaviour applies). A pool edit changes dice lost, clamped so current dice stay within 0…total; a speed edit
 * changes the stored bonus.
 */
export function tokenAttributeUpdate(attribute: string, value: number, isDelta: boolean, view: TokenBarView): Record<string, number> | null {
  if (!Number.isFinite(value)) return null;
  if (attribute === "speed") return { "system.speed": speedBonusFor(view.speed, view.storedSpeed, value, isDelta) };
  const id = /^attributes\.(\w+)$/.exec(attribute)?.[1];
  if (!isOneOf(ATTRIBUTE_IDS, id)) return null;
  const a = view.attributes[id];
  const target = Math.max(0, Math.min(a.total, Math.trunc(isDelta ? a.value + value : value)));
  return { [`system.attributes.${id}.lost`]: a.total - target };
}
