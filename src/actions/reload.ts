/**
 * Reloading a weapon (§4.1 "Reload / recharge", pure): one reload action costs the weapon's reload ⚡ (a tactic) and
 * loads up to its rounds per action, never past its capacity. Rounds come from the carried stacks of one kind the
 * weapon takes — its usual ammunition (its `reload.ammunition` identifier) or a special round that replaces it (a
 * round's `ammunition.replaces`, seed l.248) — fullest stack last so small stacks are used up first; the rounds keep
 * their kind in the weapon (`reload.rounds`, ./loaded-rounds.ts), so when fired they add their effects. A weapon that
 * names no ammunition is loaded without taking any.
 */
import { isRecord, recordAt, stringOr } from "../rules/guards.ts";
import { roundEffectsOf, roundGroupsOf, sameKind, type RoundGroup } from "./loaded-rounds.ts";
import { reloadActionCost } from "./reload-cost.ts";

export { reloadActionCost } from "./reload-cost.ts";

type Rec = Record<string, unknown>;
const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** A stack the actor owns, as the planner reads it. */
export interface AmmoStack {
  id: string;
  name?: string | null;
  system: unknown;
}

/** A kind of round the actor carries that the weapon takes: its identifier, its name and how many are carried. */
export interface RoundChoice {
  identifier: string;
  name: string;
  quantity: number;
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
  | { ok: true; cost: number; loads: number; update: Record<string, unknown>; stacks: { id: string; quantity: number }[] };

/** The groups with `n` rounds of `round` loaded after them (joined to the last group when it is the same kind). */
export function addRounds(groups: readonly RoundGroup[], round: Omit<RoundGroup, "count">, n: number): RoundGroup[] {
  const out = groups.map((g) => ({ ...g }));
  const count = whole(n);
  if (count === 0) return out;
  const last = out.at(-1);
  if (last && sameKind(last, round)) last.count += count;
  else out.push({ ...round, count });
  return out;
}

/** The identifier of the weapon's usual ammunition ("" when it names none). */
const usualAmmo = (weapon: unknown): string => stringOr(recordAt(weapon, "reload")?.ammunition, "");

/** Does a stack hold rounds the weapon takes: its usual ammunition, or a round that replaces it? */
function takes(ammo: string, system: unknown): boolean {
  if (!ammo || !isRecord(system)) return false;
  return system.identifier === ammo || recordAt(system, "ammunition")?.replaces === ammo;
}

/** The carried stacks of rounds the weapon takes, with what they hold. */
function carriedRounds(weapon: unknown, stacks: readonly AmmoStack[]): { id: string; name: string; identifier: string; quantity: number; system: Rec }[] {
  const ammo = usualAmmo(weapon);
  return stacks.flatMap((s) => {
    const system = s.system;
    if (!isRecord(system) || !takes(ammo, system) || system.carried === false || whole(system.quantity) === 0) return [];
    return [{ id: s.id, name: s.name ?? "", identifier: stringOr(system.identifier, ""), quantity: whole(system.quantity), system }];
  });
}

/** The kinds of rounds the actor carries for `weapon`: its usual ammunition first, then the special rounds by name. */
export function reloadChoices(weapon: unknown, stacks: readonly AmmoStack[]): RoundChoice[] {
  const ammo = usualAmmo(weapon);
  const kinds = new Map<string, RoundChoice>();
  for (const s of carriedRounds(weapon, stacks)) {
    const kind = kinds.get(s.identifier);
    if (kind) kind.quantity += s.quantity;
    else kinds.set(s.identifier, { identifier: s.identifier, name: s.name, quantity: s.quantity });
  }
  return [...kinds.values()].sort((a, b) => Number(b.identifier === ammo) - Number(a.identifier === ammo) || a.name.localeCompare(b.name));
}

/**
 * Plans one reload action of `weapon` from the actor's `stacks` (see the module comment), loading rounds of kind
 * `identifier` (absent: the first of `reloadChoices`, the usual ammunition when it is carried).
 */
export function planReload(weapon: unknown, stacks: readonly AmmoStack[], identifier?: string): ReloadPlan {
  const r = isRecord(weapon) && isRecord(weapon.reload) ? weapon.reload : {};
  const ammo = usualAmmo(weapon);
  const cost = reloadActionCost(weapon);
  if (cost === null) return { ok: false, reasonKey: RELOAD_REFUSALS.notReloadable, ammo };
  const capacity = whole(r.capacity);
  const loaded = Math.min(capacity, whole(r.value));
  const room = Math.min(capacity - loaded, Math.max(1, whole(r.perAction)));
  if (room === 0) return { ok: false, reasonKey: RELOAD_REFUSALS.full, ammo };
  const groups = roundGroupsOf({ ...r, value: loaded });
  const loadedWith = (round: Omit<RoundGroup, "count">, loads: number) => ({ "system.reload.value": loaded + loads, "system.reload.rounds": addRounds(groups, round, loads) });
  // Plain rounds, which the list need not name: they fire after the named ones (./loaded-rounds.ts).
  if (!ammo) return { ok: true, cost, loads: room, update: { "system.reload.value": loaded + room }, stacks: [] };
  const kind = identifier ?? reloadChoices(weapon, stacks)[0]?.identifier;
  const carried = carriedRounds(weapon, stacks).filter((s) => s.identifier === kind).sort((a, b) => a.quantity - b.quantity);
  const taken: { id: string; quantity: number }[] = [];
  let loads = 0;
  for (const stack of carried) {
    if (loads === room) break;
    const take = Math.min(room - loads, stack.quantity);
    loads += take;
    taken.push({ id: stack.id, quantity: stack.quantity - take });
  }
  const first = carried[0];
  if (loads === 0 || !first) return { ok: false, reasonKey: RELOAD_REFUSALS.noAmmo, ammo };
  const round = { identifier: first.identifier, name: first.name, ...roundEffectsOf(first.system.ammunition) };
  return { ok: true, cost, loads, update: loadedWith(round, loads), stacks: taken };
}
