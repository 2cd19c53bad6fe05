/**
 * A player's initiative roll goes through the active GM (docs/queries.md, `meshal-lite.initiative`): a tie-break
 * writes other combatants (another player's, an NPC's), which the server refuses from a player's client. A GM who is
 * not the active GM asks the same way, so that every roll of a combat runs on the active GM's write queue. The requester
 * writes a slip on its own User document and sends `{userId, slipId}`; the GM reads the slip from that user, refuses a
 * slip it has served, checks that the user owns every combatant named, then rolls on its own client (plan, dice,
 * write, card). Requests for one combat run one at a time (the shared write queue, keyed by the combat).
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { askGmForSlip, registerGmQuery, warnRefusal } from "../../core/queries.ts";
import { refuse, ServedSlips, WriteQueue, type GmQuery, type Parsed, type QueryAnswer } from "../../core/query-core.ts";
import { decideInitiativeRequest, parseInitiativeQuery, parseInitiativeSlip, type InitiativeQuery, type InitiativeSlip } from "./initiative-request.ts";
import { rollInitiativeHere } from "./initiative-roll.ts";

/** The User flag holding a requester's initiative slip. */
export const INITIATIVE_SLIP_FLAG = "initiativeSlip" as const;

/** What the handler works on: the wire payload and the slip it names, read from the requesting user. */
export interface InitiativePayload extends InitiativeQuery {
  slip: InitiativeSlip;
}

const served = new ServedSlips();

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parseInitiativePayload(data: unknown): Parsed<InitiativePayload> {
  const query = parseInitiativeQuery(data);
  if (!query.ok) return query;
  const user = game.users?.get(query.value.userId);
  const raw: unknown = user ? user.getFlag(SYSTEM_ID, INITIATIVE_SLIP_FLAG) : undefined;
  if (!user || raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseInitiativeSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, slip: slip.value } };
}

/** Serves one slip on the active GM's client (already queued on its combat). */
async function runInitiativeRequest(payload: InitiativePayload): Promise<QueryAnswer> {
  if (!served.claim(payload.slipId)) return refuse("MESHAL.Attack.request.slipUsed");
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
  parse: parseInitiativePayload,
  queueKey: (payload) => payload.slip.combatId,
  run: runInitiativeRequest,
};

const requesterQueue = new WriteQueue();


/**
 * Asks the active GM to roll initiative for `combatantIds` of `combat`: writes the slip on this user, then sends its
 * id. This client's requests go one at a time. Resolves to the answer; a refusal is shown here.
 */
export function requestInitiative(combat: Combat, combatantIds: readonly string[]): Promise<QueryAnswer> {
  return requesterQueue.run("slip", async () => {
    const user = game.user;
    if (!user?.id || !combat.id) return refuse("MESHAL.Query.failed");
    if (!game.users?.activeGM) {
      const answer = refuse("MESHAL.Combat.initiativeNoGM");
      warnRefusal(answer);
      return answer;
    }
    const slip: InitiativeSlip = { id: foundry.utils.randomID(16), combatId: combat.id, combatantIds: [...new Set(combatantIds)] };
    await user.setFlag(SYSTEM_ID, INITIATIVE_SLIP_FLAG, slip);
    const sent: InitiativeQuery = { userId: user.id, slipId: slip.id };
    const answer = await askGmForSlip<InitiativePayload>(INITIATIVE_QUERY, sent);
    warnRefusal(answer);
    return answer;
  });
}

/** Registers the query; call during `init`. */
export function registerInitiativeQuery(): void {
  registerGmQuery(INITIATIVE_QUERY);
}
