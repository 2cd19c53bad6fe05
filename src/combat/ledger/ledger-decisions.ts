/**
 * What a GM's decision reads from the fight ledger and writes back (./fight-ledger.ts): the ⚡ view a spend is planned
 * with, the ⚡ an attack spends (on the actor, the player's view, and on the entry), the uses and the rounds it counts.
 * Outside a fight there is no entry and the callers keep the actor's own figures.
 */
import { updateDocument } from "../../core/document-writes.ts";
import { refuse, type QueryAnswer } from "../../core/query-core.ts";
import type { UseRecord } from "../../rules/use-limits.ts";
import { actorCombatTurn } from "../../documents/actor-turn.ts";
import { canOverrideSpend, planForcedSpend, planSpendMobility, type PoolView } from "../../documents/logic/pools.ts";
import { confirmMobilityOverride } from "../../documents/mobility-override.ts";
import type { CreatureActor } from "../../documents/system-views.ts";
import { actorSystem } from "../../documents/system-views.ts";
import type { FightSeat } from "./fight-ledger.ts";
import { changeEntry } from "./ledger-write.ts";
import { ledgerMobility, withLoaded, withMobilityUpdate, withUse, type LedgerEntry } from "./ledger-plan.ts";

/** An actor's entry as a decision holds it. */
export interface HeldEntry {
  seat: FightSeat;
  entry: LedgerEntry;
}

/** A creature's pools as the planners read them, with the ⚡ the ledger allows. */
export function ledgerView<V extends PoolView>(view: V, entry: LedgerEntry): PoolView & Pick<V, "consciousness"> {
  return { attributes: view.attributes, mobility: ledgerMobility(entry, view.mobility), consciousness: view.consciousness };
}

/** Writes a ⚡ update the GM planned: on the actor (the player's view) and on the entry. */
async function writeMobility(actor: CreatureActor, held: HeldEntry, update: Record<string, unknown>): Promise<void> {
  if (Object.keys(update).length) await updateDocument(actor, update);
  await changeEntry(held.seat, actor, (e) => withMobilityUpdate(e, update));
}

/**
 * Spends an attack's ⚡ during a fight, planned with the ledger's figures. A request is refused with the reason; the
 * GM's own attack asks whether to spend anyway (⚡ down by the cost, as on the sheet).
 */
export async function spendFromLedger(actor: CreatureActor, held: HeldEntry, paid: { kind: "tactic" | "reaction"; cost: number }, own: boolean): Promise<QueryAnswer> {
  const view = ledgerView(actorSystem(actor), held.entry);
  const plan = planSpendMobility(view, paid.cost, { kind: paid.kind, ...actorCombatTurn(actor), state: view.consciousness });
  if (plan.ok) {
    await writeMobility(actor, held, plan.update);
    return { ok: true };
  }
  const data = Object.fromEntries(Object.entries(plan.data ?? {}).map(([k, v]) => [k, String(v)]));
  if (!own || !canOverrideSpend(plan)) return refuse(plan.warn, data);
  if (!(await confirmMobilityOverride(actor.name ?? "", paid.cost, plan.warn, plan.data))) return refuse("MESHAL.Attack.start.notSpent");
  const forced = planForcedSpend(view, paid.cost);
  if (!forced.ok) return refuse(forced.warn);
  await writeMobility(actor, held, forced.update);
  return { ok: true };
}

/** Records on the entry what an attack counted: the uses of the item it was made with, the rounds its weapon holds now. */
export async function recordOnLedger(actor: Actor.Implementation, held: HeldEntry, use: { itemId: string; record: UseRecord | null }, rounds: { itemId: string; loaded: number | null }): Promise<void> {
  await changeEntry(held.seat, actor, (e) => {
    const used = withUse(e, use.itemId, use.record);
    return rounds.loaded === null ? used : withLoaded(used, rounds.itemId, rounds.loaded);
  });
}
