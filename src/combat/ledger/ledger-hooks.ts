/**
 * Keeping the fight ledger (./fight-ledger.ts) on the active GM's client: an entry for every creature when the fight
 * starts or it joins one; the ⚡ a GM writes on an actor by hand (a pip, the sheet, the token bar) copied to the entry;
 * a weapon's loaded rounds raised by a player read as a reload and counted only when the entry can pay the reload's ⚡
 * (as a tactic, on the creature's own turn), and a GM's count taken as it is. Nothing a player writes raises an entry.
 */
import { runQueued } from "../../core/queries.ts";
import { recordAt } from "../../rules/guards.ts";
import { actorCombatTurn } from "../../documents/actor-turn.ts";
import { planSpendMobility } from "../../documents/logic/pools.ts";
import { actorSystem, creatureOf } from "../../documents/system-views.ts";
import { changeEntry, fightSeatOf } from "./fight-ledger.ts";
import { reloadRise, withLoaded, withMobilityUpdate, type LedgerEntry } from "./ledger-plan.ts";

const activeGmHere = (): boolean => game.users?.activeGM?.isSelf === true;
const writtenByGm = (userId: string): boolean => game.users?.get(userId)?.isGM === true;

/** Seeds the entries of every fighter of a started combat that has none (the fight's start). */
export async function seedFight(combat: Combat): Promise<void> {
  if (!combat.started) return;
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor;
    const seat = actor ? fightSeatOf(actor) : null;
    if (actor && seat?.combat === combat) await changeEntry(seat, actor, (e) => e);
  }
}

/** The `system.mobility` keys of an update diff (nested, as the update hooks give it), flattened. */
function mobilityChanges(changes: unknown): Record<string, unknown> {
  const m = recordAt(recordAt(changes, "system"), "mobility");
  return m ? Object.fromEntries(Object.entries(m).map(([k, v]) => [`system.mobility.${k}`, v])) : {};
}

/** The entry after a reload a player made: counted when the entry pays its ⚡, else unchanged. */
function reloadedBy(actor: Actor.Implementation, itemId: string, rounds: number, entry: LedgerEntry): LedgerEntry {
  const rise = reloadRise(entry, itemId, rounds);
  if (!rise) return withLoaded(entry, itemId, rounds);
  const creature = creatureOf(actor);
  if (!creature) return entry;
  const { cost } = rise;
  const view = actorSystem(creature);
  // The player's own spend already lowered their actor; the reload is paid from what the ledger holds.
  const mobility = { ...entry.mobility, paid: 0 };
  const plan = planSpendMobility({ attributes: view.attributes, mobility, consciousness: view.consciousness }, cost, {
    kind: "tactic", ...actorCombatTurn(actor), state: view.consciousness,
  });
  return plan.ok ? withLoaded(withMobilityUpdate(entry, plan.update), itemId, rise.rounds) : entry;
}

/** Registers the hooks (at `init`). */
export function registerLedgerHooks(): void {
  Hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    const combat = combatant.parent;
    if (activeGmHere() && combat?.started) void seedFight(combat).catch((err: unknown) => console.error("meshal-lite | fight ledger", err));
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown, _options: unknown, userId: string) => {
    const update = mobilityChanges(changes);
    if (!activeGmHere() || !writtenByGm(userId) || !Object.keys(update).length) return;
    const seat = fightSeatOf(actor);
    if (seat) void changeEntry(seat, actor, (e) => withMobilityUpdate(e, update)).catch((err: unknown) => console.error("meshal-lite | fight ledger", err));
  });
  Hooks.on("updateItem", (item: Item.Implementation, changes: unknown, _options: unknown, userId: string) => {
    const value = recordAt(recordAt(changes, "system"), "reload")?.value;
    const actor = item.parent;
    if (!activeGmHere() || typeof value !== "number" || !actor) return;
    const seat = fightSeatOf(actor);
    if (!seat) return;
    const gm = writtenByGm(userId);
    // In the attacker's queue, so an attack asked right after the reload reads it.
    void runQueued(actor.uuid, () => changeEntry(seat, actor, (e) => (gm ? withLoaded(e, item.id ?? "", value) : reloadedBy(actor, item.id ?? "", value, e))))
      .catch((err: unknown) => console.error("meshal-lite | fight ledger", err));
  });
}
