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

/** Spends `spend` (null: the action costs nothing); true when the action may go ahead. */
export async function spendAction(actor: object, spend: ReturnType<typeof actionSpend>): Promise<boolean> {
  const spender = actor as SpendingActor;
  if (!spend || !spender.spendMobility) return true;
  return Boolean(await spender.spendMobility(spend.cost, { kind: spend.kind, confirmOverride: true }));
}
