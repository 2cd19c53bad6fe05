/**
 * The fight ledger (docs/queries.md, "The fight ledger"): during a started fight, what decides how much a creature may
 * still do is kept by the GM on the Combat (flag `meshal-lite.ledger`, one entry per combatant id) — its ⚡ left, the
 * ⚡ maximum read at its turn start or when it joined, a long action's debt, its counted uses, the rounds in each weapon
 * since its last reload. The actor's own fields stay the player's view. A decision reads the lower of the two for what
 * a creature has (a player may always give up what they have, never add to it) and the higher for what it owes or used.
 * Pure.
 */
import { isRecord } from "../../rules/guards.ts";
import { usesLeft, type CountedLimit, type UseRecord } from "../../rules/use-limits.ts";

/** The Combat flag holding the ledger. */
export const LEDGER_FLAG = "ledger" as const;

/** ⚡ as the ledger keeps it. */
export interface LedgerMobility {
  value: number;
  max: number;
  owed: number;
}

/** One creature's entry. */
export interface LedgerEntry {
  mobility: LedgerMobility;
  /** Counted uses by item id, as the actor's `uses` flag stores them. */
  uses: Record<string, UseRecord>;
  /** Rounds loaded in each weapon (by item id) as the GM counts them: the last reload's, less the rounds fired since. */
  loaded: Record<string, number>;
  /** Each weapon's reload as read when the creature joined: its capacity and its ⚡ (the item's own may change since). */
  reloads: Record<string, WeaponReload>;
}

/** A weapon's reload as the ledger keeps it. */
export interface WeaponReload {
  capacity: number;
  cost: number;
}

/** ⚡ as an actor stores it. */
export interface ActorMobility {
  value: number;
  max: number;
  owed?: number;
  paid?: number;
}

const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** Whole-number values of a stored record, by key (anything else is dropped). */
function counts(stored: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (isRecord(stored)) for (const [k, v] of Object.entries(stored)) if (typeof v === "number" && Number.isFinite(v)) out[k] = whole(v);
  return out;
}

/** Use records of a stored record, by item id. */
function useRecords(stored: unknown): Record<string, UseRecord> {
  const out: Record<string, UseRecord> = {};
  if (!isRecord(stored)) return out;
  for (const [id, r] of Object.entries(stored)) if (isRecord(r) && typeof r.key === "string" && typeof r.count === "number") out[id] = { key: r.key, count: whole(r.count) };
  return out;
}

/** Weapon reloads of a stored record, by item id. */
function reloadsOf(stored: unknown): Record<string, WeaponReload> {
  const out: Record<string, WeaponReload> = {};
  if (isRecord(stored)) for (const [id, r] of Object.entries(stored)) if (isRecord(r)) out[id] = { capacity: whole(r.capacity), cost: whole(r.cost) };
  return out;
}

/** An entry as stored, or null when there is none (or it is not one). */
export function readEntry(stored: unknown): LedgerEntry | null {
  if (!isRecord(stored) || !isRecord(stored.mobility)) return null;
  const m = stored.mobility;
  return {
    mobility: { value: whole(m.value), max: whole(m.max), owed: whole(m.owed) },
    uses: useRecords(stored.uses), loaded: counts(stored.loaded), reloads: reloadsOf(stored.reloads),
  };
}

/** A weapon as read when its creature joins a fight: the rounds it holds and its reload. */
export interface JoiningWeapon extends WeaponReload {
  loaded: number;
}

/** The entry a creature starts with when it joins a fight: its ⚡ and maximum, uses and weapons as read then. */
export function entryOf(mobility: ActorMobility, uses: Record<string, UseRecord>, weapons: Record<string, JoiningWeapon>): LedgerEntry {
  const max = whole(mobility.max);
  const loaded: Record<string, number> = {};
  const reloads: Record<string, WeaponReload> = {};
  for (const [id, w] of Object.entries(weapons)) {
    loaded[id] = Math.min(whole(w.loaded), whole(w.capacity));
    reloads[id] = { capacity: whole(w.capacity), cost: whole(w.cost) };
  }
  return { mobility: { value: Math.min(max, whole(mobility.value)), max, owed: whole(mobility.owed) }, uses: { ...uses }, loaded, reloads };
}

/**
 * The ⚡ a decision reads: the lower of the ledger's and the actor's value and maximum, the higher debt; `paid` (what a
 * long action paid this turn, only ever refunded) is the actor's, never above what the ledger paid into.
 */
export function ledgerMobility(entry: LedgerEntry, actor: ActorMobility): Required<ActorMobility> {
  const max = Math.min(entry.mobility.max, whole(actor.max));
  return {
    value: Math.min(entry.mobility.value, whole(actor.value), max),
    max,
    owed: Math.max(entry.mobility.owed, whole(actor.owed)),
    paid: Math.min(whole(actor.paid), max),
  };
}

/** The entry after an actor update the GM wrote (`system.mobility.value`, `.max`, `.owed`); other keys change nothing. */
export function withMobilityUpdate(entry: LedgerEntry, update: Record<string, unknown>): LedgerEntry {
  const next = { ...entry.mobility };
  for (const key of ["value", "max", "owed"] as const) {
    const v = update[`system.mobility.${key}`];
    if (typeof v === "number" && Number.isFinite(v)) next[key] = whole(v);
  }
  return { ...entry, mobility: next };
}

/** The entry at a turn start: the maximum read now, and the ⚡ and debt the turn start wrote. */
export function atTurnStart(entry: LedgerEntry, max: number, update: Record<string, unknown>): LedgerEntry {
  const started = withMobilityUpdate({ ...entry, mobility: { ...entry.mobility, max: whole(max) } }, update);
  return { ...started, mobility: { ...started.mobility, value: Math.min(started.mobility.value, started.mobility.max) } };
}

/**
 * The uses of an item a decision counts: of the ledger's record and the actor's, the one that leaves fewer uses now
 * (uses the player made on their own client count; a record they cleared does not give any back).
 */
export function countedRecord(counted: CountedLimit | null, ledger: UseRecord | null | undefined, actor: UseRecord | null | undefined): UseRecord | null {
  const a = ledger ?? null;
  const b = actor ?? null;
  if (!a || !b) return a ?? b;
  const left = (r: UseRecord) => usesLeft(counted, r) ?? 0;
  return left(b) < left(a) ? b : a;
}

/** The entry with an item's uses recorded (null: nothing counted). */
export function withUse(entry: LedgerEntry, itemId: string, record: UseRecord | null): LedgerEntry {
  return record && itemId ? { ...entry, uses: { ...entry.uses, [itemId]: { ...record } } } : entry;
}

/** The rounds a decision reads as loaded in a weapon: the lower of the ledger's count (when it has one) and the item's. */
export function loadedRounds(entry: LedgerEntry, itemId: string, itemLoaded: number): number {
  const kept = entry.loaded[itemId];
  return kept === undefined ? whole(itemLoaded) : Math.min(kept, whole(itemLoaded));
}

/** The entry with a weapon's rounds set (after a shot, or a reload the GM accepted). */
export function withLoaded(entry: LedgerEntry, itemId: string, rounds: number): LedgerEntry {
  return itemId ? { ...entry, loaded: { ...entry.loaded, [itemId]: whole(rounds) } } : entry;
}

/**
 * A weapon's loaded rounds raised by its owner during a fight (a reload on their own client): what the GM counts, and
 * the ⚡ the reload costs — its cost as read when the creature joined — or null when it counts the figure as it is (no
 * rise, or a weapon the ledger did not know, taken as the owner says). At most the capacity read then.
 */
export function reloadRise(entry: LedgerEntry, itemId: string, rounds: number): { rounds: number; cost: number } | null {
  const kept = entry.loaded[itemId];
  const reload = entry.reloads[itemId];
  if (kept === undefined || whole(rounds) <= kept) return null;
  return { rounds: reload ? Math.min(whole(rounds), reload.capacity) : whole(rounds), cost: reload?.cost ?? 0 };
}

/** Do two entries hold the same figures? (A write that changes nothing is skipped.) */
export const sameEntry = (a: LedgerEntry | null, b: LedgerEntry): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);
