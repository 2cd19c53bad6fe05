/**
 * A click on a ⚡ pip, shared by the combat tracker and the actor sheets: who may click (`canEditPips`) and what the
 * click does — the GM sets the value directly (an override), an owner spends or restores one through the rules.
 */
import { actorCombatTurn } from "../../documents/actor-turn.ts";
import { canEditPips, pipOverrideValue } from "./tracker-row.ts";
import { fightMobility } from "../ledger/fight-ledger.ts";

/** The actor as a pip click uses it. */
export interface PipActor {
  system: { mobility?: { value: number; max: number; owed?: number } };
  isOwner: boolean;
  update(data: object): Promise<unknown>;
  spendMobility?(cost: number, context?: { kind?: "tactic" | "reaction" }): Promise<unknown>;
  restoreMobility?(amount?: number): Promise<unknown>;
}

/** May the current user click this actor's pips on a sheet (its own turn = the current combatant of a started fight)? */
export function viewerMayClickPips(actor: Actor): boolean {
  return canEditPips({ isGM: game.user?.isGM === true, owns: actor.isOwner }, actorCombatTurn(actor).ownTurn);
}

/** Spends (`spend`) or restores one ⚡ as the clicking user may: see the module comment. */
export async function clickPip(actor: PipActor, action: "spend" | "restore", isGM: boolean): Promise<void> {
  const m = actor.system.mobility;
  if (!m) return;
  if (isGM) {
    // From the figures the GM sees (the fight ledger's during a fight), so an owner's raised ⚡ is not carried over.
    await actor.update({ "system.mobility.value": pipOverrideValue(fightMobility(actor, m), action) });
    return;
  }
  if (action === "spend") await actor.spendMobility?.(1, { kind: "tactic" });
  else await actor.restoreMobility?.(1);
}
