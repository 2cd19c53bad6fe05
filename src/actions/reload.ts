/**
 * Reloading a weapon (§4.1 "Reload / recharge", pure): one reload action costs the weapon's reload ⚡ (a tactic) and
 * loads up to its rounds per action, never past its capacity. Rounds come from the carried stacks of the weapon's
 * usual ammunition (its `reload.ammunition` identifier), fullest stack last so small stacks are used up first; a
 * weapon that names no ammunition is loaded without taking any. Variant rounds (an ammunition's `replaces`) are not
 * loaded here: the weapon does not record which rounds it holds.
 */

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null;
const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** A stack the actor owns, as the planner reads it. */
export interface AmmoStack {
  id: string;
  system: unknown;
}

/** Why a reload is refused (lang keys; `{item}` is the weapon's name, `{ammo}` its ammunition's identifier). */
export const RELOAD_REFUSALS = {
  notReloadable: "MESHAL.Reload.notReloadable",
  full: "MESHAL.Reload.full",
  noAmmo: "MESHAL.Reload.noAmmo",
} as const;

/** One reload: refused, or the ⚡ it costs, the rounds loaded, the weapon's update and each stack's new quantity. */
export type ReloadPlan =
  | { ok: false; reasonKey: (typeof RELOAD_REFUSALS)[keyof typeof RELOAD_REFUSALS]; ammo: string }
  | { ok: true; cost: number; loads: number; update: Record<string, number>; stacks: { id: string; quantity: number }[] };

/** The ⚡ of this weapon's reload action, or null when it has none (no capacity, or no ⚡ cost): the sheet's Reload button. */
export function reloadActionCost(system: unknown): number | null {
  const r = isRec(system) && isRec(system.reload) ? system.reload : {};
  return whole(r.capacity) > 0 && typeof r.cost === "number" ? whole(r.cost) : null;
}

/** Plans one reload action of `weapon` from the actor's `stacks` (see the module comment). */
export function planReload(weapon: unknown, stacks: readonly AmmoStack[]): ReloadPlan {
  const r = isRec(weapon) && isRec(weapon.reload) ? weapon.reload : {};
  const ammo = typeof r.ammunition === "string" ? r.ammunition : "";
  const cost = reloadActionCost(weapon);
  if (cost === null) return { ok: false, reasonKey: RELOAD_REFUSALS.notReloadable, ammo };
  const capacity = whole(r.capacity);
  const loaded = Math.min(capacity, whole(r.value));
  const room = Math.min(capacity - loaded, Math.max(1, whole(r.perAction)));
  if (room === 0) return { ok: false, reasonKey: RELOAD_REFUSALS.full, ammo };
  if (!ammo) return { ok: true, cost, loads: room, update: { "system.reload.value": loaded + room }, stacks: [] };
  const carried = stacks
    .filter((s) => isRec(s.system) && s.system.identifier === ammo && s.system.carried !== false && whole(s.system.quantity) > 0)
    .map((s) => ({ id: s.id, quantity: whole(isRec(s.system) ? s.system.quantity : 0) }))
    .sort((a, b) => a.quantity - b.quantity);
  const taken: { id: string; quantity: number }[] = [];
  let loads = 0;
  for (const stack of carried) {
    if (loads === room) break;
    const take = Math.min(room - loads, stack.quantity);
    loads += take;
    taken.push({ id: stack.id, quantity: stack.quantity - take });
  }
  if (loads === 0) return { ok: false, reasonKey: RELOAD_REFUSALS.noAmmo, ammo };
  return { ok: true, cost, loads, update: { "system.reload.value": loaded + loads }, stacks: taken };
}
