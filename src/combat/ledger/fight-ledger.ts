/**
 * The fight ledger on the Combat (./ledger-plan.ts, docs/queries.md "The fight ledger"): where a creature fights, its
 * entry as stored, the figures a decision or a sheet reads, and the GM's writes. Only a GM may update a Combat (players
 * may change its turn and round, never its flags), so the entry is the GM's word. Writes to one combat run one at a
 * time on the GM's client; a decision first waits for them.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { updateDocument } from "../../core/document-writes.ts";
import { isRecord, recordAt } from "../../rules/guards.ts";
import type { UseRecord } from "../../rules/use-limits.ts";
import { USES_FLAG } from "../../documents/uses-flag.ts";
import { creatureOf } from "../../documents/system-views.ts";
import { reloadActionCost } from "../../actions/reload-cost.ts";
import { countedFor, useRecordOf, usesLeftFor } from "../../actions/use-limit.ts";
import { countedRecord, entryOf, LEDGER_FLAG, ledgerMobility, readEntry, sameEntry, type ActorMobility, type JoiningWeapon, type LedgerEntry } from "./ledger-plan.ts";

/** Where an actor fights: the started combat and its combatant's id (the entry's key). */
export interface FightSeat {
  combat: Combat;
  key: string;
}

/** The first started combat `actor` fights in (a token's synthetic actor is its own combatant's actor), or null. */
export function fightSeatOf(actor: object): FightSeat | null {
  for (const combat of game.combats?.contents ?? []) {
    if (!combat.started) continue;
    const combatant = combat.combatants.contents.find((c) => c.actor === actor);
    if (combatant?.id) return { combat, key: combatant.id };
  }
  return null;
}

/** The entry stored for a seat, or null. */
export function storedEntry(seat: FightSeat): LedgerEntry | null {
  return readEntry(recordAt(recordAt(recordAt(seat.combat.flags, SYSTEM_ID), LEDGER_FLAG), seat.key));
}

/** The weapons that count rounds (a reload capacity): loaded rounds, capacity and reload ⚡ as the items say now. */
function weaponsOf(actor: Actor.Implementation): Record<string, JoiningWeapon> {
  const out: Record<string, JoiningWeapon> = {};
  for (const item of actor.items.contents) {
    const reload = recordAt(item.system, "reload");
    if (item.id && reload && Number(reload.capacity) > 0) {
      out[item.id] = { loaded: Number(reload.value) || 0, capacity: Number(reload.capacity), cost: reloadActionCost(item.system) ?? 0 };
    }
  }
  return out;
}

/** The actor's own use records (its flag: the owner's word, read when it joins a fight). */
function actorUses(actor: Actor.Implementation): Record<string, UseRecord> {
  const stored = recordAt(recordAt(actor.flags, SYSTEM_ID), USES_FLAG) ?? {};
  const out: Record<string, UseRecord> = {};
  for (const [id, r] of Object.entries(stored)) if (isRecord(r) && typeof r.key === "string" && typeof r.count === "number") out[id] = { key: r.key, count: r.count };
  return out;
}

/** The actor's stored ⚡ (a creature's), or null. */
export function actorMobilityOf(actor: Actor.Implementation): ActorMobility | null {
  return creatureOf(actor)?.system.mobility ?? null;
}

/** The entry a creature starts with, read from the actor now (when it joins, or for a fight older than the ledger). */
export function seedEntry(actor: Actor.Implementation): LedgerEntry | null {
  const mobility = actorMobilityOf(actor);
  return mobility ? entryOf(mobility, actorUses(actor), weaponsOf(actor)) : null;
}

const chains = new Map<string, Promise<unknown>>();

/**
 * Changes the entry of `actor` at `seat` (seeded from the actor when there is none) on this GM's client, after the
 * writes already asked for this combat; a change that alters nothing writes nothing. Resolves to the entry now.
 */
export function changeEntry(seat: FightSeat, actor: Actor.Implementation, change: (entry: LedgerEntry) => LedgerEntry): Promise<LedgerEntry | null> {
  const id = seat.combat.id ?? "";
  const run = (chains.get(id) ?? Promise.resolve()).then(async () => {
    const stored = storedEntry(seat);
    const base = stored ?? seedEntry(actor);
    if (!base || game.user?.isGM !== true) return stored;
    const next = change(base);
    if (sameEntry(stored, next)) return next;
    // A Combat update dispatches turn events unless told not to (foundryvtt#10387); the ledger moves no turn.
    await updateDocument(seat.combat, { [`flags.${SYSTEM_ID}.${LEDGER_FLAG}.${seat.key}`]: next }, { turnEvents: false });
    return next;
  });
  chains.set(id, run.catch(() => null));
  return run;
}

/** The entry a GM's decision reads for `actor`: its seat and entry (seeded and stored when missing), or null outside a fight. */
export async function entryForDecision(actor: Actor.Implementation): Promise<{ seat: FightSeat; entry: LedgerEntry } | null> {
  const seat = fightSeatOf(actor);
  if (!seat) return null;
  const entry = await changeEntry(seat, actor, (e) => e);
  return entry ? { seat, entry } : null;
}

/** The ⚡ a sheet, the tracker or a reading shows for `actor`: the ledger's figures during a fight, else the actor's own. */
export function fightMobility<M extends ActorMobility>(actor: object, mobility: M): M {
  const seat = fightSeatOf(actor);
  const entry = seat ? storedEntry(seat) : null;
  return entry ? { ...mobility, ...ledgerMobility(entry, mobility) } : mobility;
}

/** Uses of `item` left now for `actor` as a sheet shows them: counted by the ledger during a fight, else the actor's own. */
export function fightUsesLeft(actor: Actor.Implementation, item: Item.Implementation): { left: number; max: number } | null {
  const seat = fightSeatOf(actor);
  const entry = seat ? storedEntry(seat) : null;
  if (!entry) return usesLeftFor(actor, item);
  const id = item.id ?? "";
  return usesLeftFor(actor, item, undefined, countedRecord(countedFor(actor, item), entry.uses[id], useRecordOf(actor, id)));
}
