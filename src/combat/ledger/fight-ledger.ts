/**
 * The fight ledger on the Combat (./ledger-plan.ts, docs/queries.md "The fight ledger"): where a creature fights, its
 * entry as stored, and the figures a sheet or the tracker shows. Only a GM may update a Combat (players may change its
 * turn and round, never its flags), so the entry is the GM's word; the GM's writes are ./ledger-write.ts.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { recordAt } from "../../rules/guards.ts";
import { creatureOf } from "../../documents/system-views.ts";
import { countedFor, useRecordOf, usesLeftFor } from "../../actions/use-limit.ts";
import { countedRecord, LEDGER_FLAG, ledgerMobility, readEntry, type ActorMobility, type LedgerEntry } from "./ledger-plan.ts";

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

/** The actor's stored ⚡ (a creature's), or null. */
export function actorMobilityOf(actor: Actor.Implementation): ActorMobility | null {
  return creatureOf(actor)?.system.mobility ?? null;
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
