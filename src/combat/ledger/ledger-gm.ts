/**
 * The active GM's upkeep of the fight ledger (./ledger-hooks.ts calls it, on the active GM's client only): an entry for every creature when the fight
 * starts or it joins one; the ⚡ a GM writes on an actor by hand (a pip, the sheet, the token bar) copied to the entry;
 * a weapon's loaded rounds raised by a player read as a reload and counted only when the entry can pay the reload's ⚡
 * (as a tactic, on the creature's own turn), a GM's count taken as it is; the ⚡ reset at a creature's turn start.
 * Nothing a player writes raises an entry. A lazy chunk: players never load it.
 */
import { runQueued } from "../../core/queries.ts";
import { recordAt } from "../../rules/guards.ts";
import { actorCombatTurn } from "../../documents/actor-turn.ts";
import { planRestoreMobility, planSpendMobility } from "../../documents/logic/pools.ts";
import { updateDocument } from "../../core/document-writes.ts";
import { actorSystem, creatureOf } from "../../documents/system-views.ts";
import { fightSeatOf } from "./fight-ledger.ts";
import { changeEntry, entryForDecision } from "./ledger-write.ts";
import { atTurnStart, ledgerMobility, reloadRise, withLoaded, withMobilityUpdate, type LedgerEntry } from "./ledger-plan.ts";

/** Seeds the entries of every fighter of a started combat that has none (the fight's start, a creature joining). */
export async function seedFight(combat: Combat): Promise<void> {
  if (!combat.started) return;
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor;
    const seat = actor ? fightSeatOf(actor) : null;
    if (actor && seat?.combat === combat) await changeEntry(seat, actor, (e) => e);
  }
}

const writtenByGm = (userId: string): boolean => game.users?.get(userId)?.isGM === true;

/** The `system.mobility` keys of an update diff (nested, as the update hooks give it), flattened. */
function mobilityChanges(changes: unknown): Record<string, unknown> {
  const m = recordAt(recordAt(changes, "system"), "mobility");
  return m ? Object.fromEntries(Object.entries(m).map(([k, v]) => [`system.mobility.${k}`, v])) : {};
}

/** An actor update: the ⚡ a GM wrote is copied to the actor's entry (a player's is not). */
export async function onActorUpdate(actor: Actor.Implementation, changes: unknown, userId: string): Promise<void> {
  const update = mobilityChanges(changes);
  const seat = Object.keys(update).length && writtenByGm(userId) ? fightSeatOf(actor) : null;
  if (seat) await changeEntry(seat, actor, (e) => withMobilityUpdate(e, update));
}

/** The entry after a reload a player made: counted when the entry pays its ⚡, else unchanged. */
function reloadedBy(actor: Actor.Implementation, itemId: string, rounds: number, entry: LedgerEntry): LedgerEntry {
  const rise = reloadRise(entry, itemId, rounds);
  if (!rise) return withLoaded(entry, itemId, rounds);
  const creature = creatureOf(actor);
  if (!creature) return entry;
  const view = actorSystem(creature);
  // The player's own spend already lowered their actor; the reload is paid from what the ledger holds.
  const mobility = { ...entry.mobility, paid: 0 };
  const plan = planSpendMobility({ attributes: view.attributes, mobility, consciousness: view.consciousness }, rise.cost, {
    kind: "tactic", ...actorCombatTurn(actor), state: view.consciousness,
  });
  return plan.ok ? withLoaded(withMobilityUpdate(entry, plan.update), itemId, rise.rounds) : entry;
}

/**
 * An item update: a weapon's loaded rounds changed during a fight — by a GM, taken as they are; by its owner, read as a
 * reload. Queued on the attacker, so an attack asked right after the reload reads it.
 */
export async function onItemUpdate(item: Item.Implementation, changes: unknown, userId: string): Promise<void> {
  const rounds = recordAt(recordAt(changes, "system"), "reload")?.value;
  const actor = item.parent;
  const seat = actor && typeof rounds === "number" ? fightSeatOf(actor) : null;
  if (!actor || !seat || typeof rounds !== "number") return;
  const itemId = item.id ?? "";
  const byGm = writtenByGm(userId);
  await runQueued(actor.uuid, () => changeEntry(seat, actor, (e) => (byGm ? withLoaded(e, itemId, rounds) : reloadedBy(actor, itemId, rounds, e))));
}

/**
 * A creature's ⚡ at the start of its own turn (§5.3–5.4): the maximum read now, on the actor; the ⚡ left and the debt
 * of a long action as the ledger holds them (a debt the owner cleared is still paid). Written on the actor and the
 * entry. A creature the ledger does not know is reset by the actor's own method.
 */
export async function restoreAtTurnStart(actor: Actor.Implementation): Promise<void> {
  const creature = creatureOf(actor);
  const held = creature ? await entryForDecision(actor) : null;
  if (!creature || !held) {
    await actor.restoreMobility();
    return;
  }
  const view = actorSystem(creature);
  const max = Math.max(0, Math.trunc(view.mobility.max));
  const kept = ledgerMobility(held.entry, view.mobility);
  const plan = planRestoreMobility({ attributes: view.attributes, mobility: { ...kept, max, value: Math.min(kept.value, max) }, consciousness: view.consciousness });
  if (!plan.ok) return;
  await updateDocument(actor, plan.update);
  await changeEntry(held.seat, actor, (e) => atTurnStart(e, max, plan.update));
}
