/**
 * Changes to an attack card go through the active GM (docs/queries.md, `meshal-lite.attack`). The requester writes
 * its request as a slip on its own User document and sends only `{userId, slipId}`; the GM reads the slip from that
 * user, changes only a card a GM wrote, refuses a slip it has already served (and clears a served one from its user),
 * checks the user's real ownership, gathers the evidence (its own reading of the actors, its own defense roll) for the
 * pure decision (attack-decide.ts), then writes the card and the actor in recoverable steps (attack-steps.ts).
 * Work on one card runs one request at a time (the shared write queue), work on one actor too (a second queue here),
 * so two cards cannot both spend a defender's last ⚡.
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { askGmForSlip, registerGmQuery, warnRefusal } from "../../../core/queries.ts";
import { refuse, WriteQueue, type GmQuery, type Parsed, type QueryAnswer } from "../../../core/query-core.ts";
import { loadLazily } from "../../../core/lazy.ts";
import { type MessageLike } from "../../../chat/card-state.ts";
import { ATTACK_CARD } from "../attack-card.ts";
import { readAttackState } from "./attack-gm-io.ts";
import {
  ATTACK_SLIP_FLAG, parseAttackQuery, parseAttackSlip, storeAttackSlip,
  type AttackPayload, type AttackQuery, type AttackRequest, type AttackSlip,
} from "./attack-request.ts";
import { registerSettleIndex, settleCardsOf, settleLogged } from "./attack-settle.ts";
import type { AttackState } from "../attack-state.ts";
import { changesTrackerRow } from "../../tracker/tracker-refresh.ts";
import { reconcileLogged } from "../counter/counter-gm.ts";

/** The attack card's state kept by a message (valid against the card's schema), or null. */
export function attackStateOf(message: MessageLike): AttackState | null {
  return readAttackState(message);
}

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parseAttackPayload(data: unknown): Parsed<AttackPayload> {
  const query = parseAttackQuery(data);
  if (!query.ok) return query;
  const user = game.users?.get(query.value.userId);
  const raw: unknown = user?.getFlag(SYSTEM_ID, ATTACK_SLIP_FLAG);
  if (!user || raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseAttackSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, slip: slip.value } };
}

/** The GM-side query that changes an attack card. */
export const ATTACK_QUERY: GmQuery<AttackPayload> = {
  name: "attack",
  parse: parseAttackPayload,
  queueKey: (payload) => payload.slip.messageId,
  // Only the active GM serves a request, so the work itself is a lazy chunk (attack-gm-run.ts) players never load.
  run: async (payload) => {
    const gm = await loadLazily(() => import("./attack-gm-run.ts"));
    return gm ? gm.runAttackRequest(payload) : refuse("MESHAL.Query.failed");
  },
};

const requesterQueue = new WriteQueue();


/**
 * Asks the active GM to change an attack card (the GM asks itself the same way): writes the slip on this user, then
 * sends its id. This client's requests go one at a time, so a slip is never replaced before the GM has read it.
 * Resolves to the answer; a refusal is shown here.
 */
export function requestAttackChange(message: ChatMessage.Implementation, request: AttackRequest): Promise<QueryAnswer> {
  return requesterQueue.run("slip", async () => {
    const user = game.user;
    if (!user?.id || !message.id) return refuse("MESHAL.Query.failed");
    if (!game.users?.activeGM) {
      const answer = refuse("MESHAL.Chat.noGM");
      warnRefusal(answer);
      return answer;
    }
    const slip: AttackSlip = { id: foundry.utils.randomID(16), messageId: message.id, request };
    await user.setFlag(SYSTEM_ID, ATTACK_SLIP_FLAG, storeAttackSlip(slip));
    const sent: AttackQuery = { userId: user.id, slipId: slip.id };
    const answer = await askGmForSlip<AttackPayload>(ATTACK_QUERY, sent);
    warnRefusal(answer);
    return answer;
  });
}

export { settleAttackCard } from "./attack-settle.ts";

/** Registers the query and the settling of new attack cards and of cards whose defender changed (active GM only); call during `init`. */
export function registerAttackQuery(): void {
  registerGmQuery(ATTACK_QUERY);
  registerSettleIndex();
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user?.isActiveGM && message.type === ATTACK_CARD.type) settleLogged(message, true);
  });
  // A counter card that changed (its line resolved) settles the hit it answers on the original card.
  Hooks.on("updateChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user?.isActiveGM && message.type === ATTACK_CARD.type) reconcileLogged(message);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown) => {
    if (game.user?.isActiveGM && changesTrackerRow(changes)) settleCardsOf(actor);
  });
}
