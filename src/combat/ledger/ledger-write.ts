/**
 * The GM's writes of the fight ledger (./fight-ledger.ts): an entry seeded from the actor when a creature joins a fight
 * (or a decision first needs it), and every change, one at a time per combat on the GM's client, a decision first
 * waiting for those already asked. Loaded with the GM's work only (a lazy chunk's import).
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { updateDocument } from "../../core/document-writes.ts";
import { isRecord, recordAt } from "../../rules/guards.ts";
import type { UseRecord } from "../../rules/use-limits.ts";
import { USES_FLAG } from "../../documents/uses-flag.ts";
import { reloadActionCost } from "../../actions/reload-cost.ts";
import { actorMobilityOf, fightSeatOf, storedEntry, type FightSeat } from "./fight-ledger.ts";
import { entryOf, LEDGER_FLAG, sameEntry, type JoiningWeapon, type LedgerEntry } from "./ledger-plan.ts";

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
