/**
 * A player's initiative roll goes through the active GM (docs/queries.md, `meshal-lite.initiative`): a tie-break
 * writes other combatants (another player's, an NPC's), which the server refuses from a player's client. A GM who is
 * not the active GM asks the same way, so that every roll of a combat runs on the active GM's write queue. The requester
 * writes a slip on its own User document and sends `{userId, slipId}`; the GM reads the slip from that user, refuses a
 * slip it has served, checks that the user owns every combatant named, then rolls on its own client (plan, dice,
 * write, card). Requests for one combat run one at a time (the shared write queue, keyed by the combat).
 */
import { registerGmQuery } from "../../core/queries.ts";
import { refuse, ServedSlips, type GmQuery, type QueryAnswer } from "../../core/query-core.ts";
import { sendSlip, slipReader, type SlipPayload, type UserSlipFlag } from "../../core/slip.ts";
import { decideInitiativeRequest, parseInitiativeSlip, type InitiativeSlip } from "./initiative-request.ts";
import { rollInitiativeHere } from "./initiative-roll.ts";

/** The User flag holding a requester's initiative slip. */
export const INITIATIVE_SLIP_FLAG = "initiativeSlip" satisfies UserSlipFlag;

/** What the handler works on: the wire payload and the slip it names, read from the requesting user. */
export type InitiativePayload = SlipPayload<InitiativeSlip>;

const served = new ServedSlips();

/** Serves one slip on the active GM's client (already queued on its combat). */
async function runInitiativeRequest(payload: InitiativePayload): Promise<QueryAnswer> {
  if (!served.claim(payload.userId, payload.slipId)) return refuse("MESHAL.Attack.request.slipUsed");
  const user = game.users?.get(payload.userId);
  if (!user) return refuse("MESHAL.Attack.request.noSlip");
  const { combatId, combatantIds } = payload.slip;
  const combat = game.combats?.get(combatId);
  const owned = new Map<string, boolean>();
  for (const id of combatantIds) {
    const combatant = combat?.combatants.get(id);
    if (combatant) owned.set(id, combatant.actor?.testUserPermission(user, "OWNER") ?? false);
  }
  const verdict = decideInitiativeRequest(combatantIds, { isGM: user.isGM, combatFound: Boolean(combat), owned });
  if (!verdict.ok || !combat) return verdict;
  await rollInitiativeHere(combat, combatantIds);
  return { ok: true };
}

/** The GM-side query that rolls initiative for a player. */
export const INITIATIVE_QUERY: GmQuery<InitiativePayload> = {
  name: "initiative",
  parse: slipReader(INITIATIVE_SLIP_FLAG, parseInitiativeSlip),
  queueKey: (payload) => payload.slip.combatId,
  run: runInitiativeRequest,
};

/**
 * Asks the active GM to roll initiative for `combatantIds` of `combat`: writes the slip on this user, then sends its
 * id (core/slip.ts). Resolves to the answer; a refusal is shown here.
 */
export async function requestInitiative(combat: Combat, combatantIds: readonly string[]): Promise<QueryAnswer> {
  const combatId = combat.id;
  if (!combatId) return refuse("MESHAL.Query.failed");
  const slip = (id: string): InitiativeSlip => ({ id, combatId, combatantIds: [...new Set(combatantIds)] });
  const sent = await sendSlip(INITIATIVE_QUERY, INITIATIVE_SLIP_FLAG, slip, "MESHAL.Combat.initiativeNoGM");
  return sent.answer;
}

/** Registers the query; call during `init`. */
export function registerInitiativeQuery(): void {
  registerGmQuery(INITIATIVE_QUERY);
}
