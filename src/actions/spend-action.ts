/**
 * Pays an action's ⚡ through the actor (`MeshalActor#spendMobility`): outside a started fight it spends and refuses
 * nothing; in one it refuses with the reason, and a GM is asked whether to spend anyway. Shared by every way of
 * acting from a sheet or macro: item uses, checks and attack cards.
 */
import type { actionSpend } from "./action-cost.ts";

/** Spends `spend` (null: the action costs nothing); true when the action may go ahead. */
export async function spendAction(actor: Actor.Implementation, spend: ReturnType<typeof actionSpend>): Promise<boolean> {
  if (!spend) return true;
  return Boolean(await actor.spendMobility(spend.cost, { kind: spend.kind, confirmOverride: true }));
}
