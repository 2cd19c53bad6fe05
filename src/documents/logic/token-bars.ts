/**
 * Pure helpers for token-bar / token-HUD edits (`Actor#modifyTokenAttribute`): the token shows derived values, but an
 * edit must change the stored field they are derived from.
 */

/**
 * The stored speed bonus that makes the derived speed (bonus + features + items) equal the edited value.
 * `derived` is the speed the token shows, `stored` the stored bonus; `value` is the edit (a change when `isDelta`).
 */
export function speedBonusFor(derived: number, stored: number, value: number, isDelta: boolean): number {
  const target = isDelta ? derived + value : value;
  return stored + (target - derived);
}
