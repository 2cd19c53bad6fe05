/**
 * Which turn events a change of a combat's turn pointer dispatches on the active GM's client, in order (the model the
 * Combat stage plays, combat.ts). Pure.
 *
 * Only in a started combat (round 1 on), and forward only: a later round, a later turn in the same round, or the same
 * turn index now held by another combatant (a re-sort); going back dispatches nothing. The prior combatant's turn ends;
 * every turn passed over ends as well as starts with `skipped: true`; a round change ends the old round and starts the
 * new one; the new combatant's turn starts with `skipped: false`.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html (`_onStartTurn`, `_onEndTurn`,
 * `_onStartRound`, `_onEndRound`, run by `_manageTurnEvents` on one GM's client), the context's `skipped`
 * (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.RegionTokenTurnEventData.html: "Was the turn
 * skipped?"); forward only (https://github.com/foundryvtt/foundryvtt/issues/11997), a new combatant at the same index
 * counts (https://github.com/foundryvtt/foundryvtt/issues/9741), a new round ends and starts turns too
 * (https://github.com/foundryvtt/foundryvtt/issues/10786); dnd5e 5.3 `module/documents/combat.mjs` recovers uses from
 * these events.
 */

/** A turn pointer, as `Combat#current`/`previous` hold it. */
export interface TurnState {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** The context `_onStartTurn`/`_onEndTurn`/`_onStartRound`/`_onEndRound` receive. */
export interface TurnEventContext {
  round: number;
  turn: number;
  skipped: boolean;
}

/** One dispatched event. */
export type TurnEvent =
  | { kind: "startTurn" | "endTurn"; combatantId: string; context: TurnEventContext }
  | { kind: "startRound" | "endRound"; context: TurnEventContext };

const isForward = (prior: TurnState, current: TurnState): boolean => {
  if (current.round !== prior.round) return current.round > prior.round;
  const before = prior.turn ?? -1;
  const after = current.turn ?? -1;
  return after > before || (after === before && after >= 0 && current.combatantId !== prior.combatantId);
};

/** The events for a move from `prior` to `current`, with `turnIds` the turn order as it is now. */
export function turnEventsFor(prior: TurnState, current: TurnState, turnIds: readonly (string | null)[]): TurnEvent[] {
  if (current.round < 1 || !isForward(prior, current)) return [];
  const events: TurnEvent[] = [];
  const skip = (round: number, from: number, to: number) => {
    for (let turn = from; turn < to; turn++) {
      const combatantId = turnIds[turn];
      if (!combatantId) continue;
      events.push({ kind: "startTurn", combatantId, context: { round, turn, skipped: true } });
      events.push({ kind: "endTurn", combatantId, context: { round, turn, skipped: true } });
    }
  };
  const priorTurn = prior.turn ?? -1;
  const hadTurn = prior.round > 0 && prior.combatantId !== null && prior.turn !== null;
  if (hadTurn) events.push({ kind: "endTurn", combatantId: prior.combatantId!, context: { round: prior.round, turn: priorTurn, skipped: false } });
  const currentTurn = current.turn ?? 0;
  if (current.round === prior.round) skip(current.round, priorTurn + 1, currentTurn);
  else {
    if (prior.round > 0) {
      skip(prior.round, priorTurn + 1, turnIds.length);
      events.push({ kind: "endRound", context: { round: prior.round, turn: priorTurn, skipped: false } });
    }
    events.push({ kind: "startRound", context: { round: current.round, turn: currentTurn, skipped: false } });
    skip(current.round, 0, currentTurn);
  }
  if (current.combatantId && current.turn !== null) {
    events.push({ kind: "startTurn", combatantId: current.combatantId, context: { round: current.round, turn: current.turn, skipped: false } });
  }
  return events;
}
