/**
 * Pays an action's ⚡ through the actor (`MeshalActor#spendMobility`): outside a started fight it spends and refuses
 * nothing; in one it refuses with the reason, and a GM is asked whether to spend anyway. Shared by every way of
 * acting from a sheet or macro: item uses, checks and attack cards.
 */
import type { actionSpend } from "./action-cost.ts";

/** What spends ⚡ (the system's actor; a stand-in without the method spends nothing). */
interface SpendingActor {
  spendMobility?(cost: number, context: { kind: "tactic" | "reaction"; confirmOverride?: boolean }): Promise<unknown>;
}

/** Does `actor` pay ⚡ (it has the system actor's `spendMobility`)? */
function paysMobility(actor: object): actor is Required<SpendingActor> {
  return "spendMobility" in actor && typeof actor.spendMobility === "function";
}

/** Spends `spend` (null: the action costs nothing); true when the action may go ahead. */
export async function spendAction(actor: object, spend: ReturnType<typeof actionSpend>): Promise<boolean> {
  if (!spend || !paysMobility(actor)) return true;
  return Boolean(await actor.spendMobility(spend.cost, { kind: spend.kind, confirmOverride: true }));
}
