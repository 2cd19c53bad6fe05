/**
 * Changes to an attack card go through the active GM (docs/queries.md, `meshal-lite.attack`). The requester writes
 * its request as a slip on its own User document and sends only `{userId, slipId}`; the GM reads the slip from that
 * user, changes only a card a GM wrote, refuses a slip it has already served (and clears a served one from its user),
 * checks the user's real ownership, gathers the evidence (its own reading of the actors, its own defense roll) for the
 * pure decision (attack-decide.ts), then writes the card and the actor in recoverable steps (attack-steps.ts).
 * Work on one card runs one request at a time (the shared write queue), work on one actor too (a second queue here),
 * so two cards cannot both spend a defender's last ⚡.
 */
import { registerGmQuery } from "../../../core/queries.ts";
import { refuse, type GmQuery, type QueryAnswer } from "../../../core/query-core.ts";
import { sendSlip, slipReader } from "../../../core/slip.ts";
import { loadLazily } from "../../../core/lazy.ts";
import { type MessageLike } from "../../../chat/card-state.ts";
import { ATTACK_CARD } from "../attack-card.ts";
import { readAttackState } from "./attack-gm-io.ts";
import { ATTACK_SLIP_FLAG, parseAttackSlip, storeAttackSlip, type AttackPayload, type CardRequest } from "./attack-request.ts";
import type { AttackState } from "../attack-state.ts";
import { changesTrackerRow } from "../../tracker/tracker-refresh.ts";

/** The attack card's state kept by a message (valid against the card's schema), or null. */
export function attackStateOf(message: MessageLike): AttackState | null {
  return readAttackState(message);
}


/** The GM-side query that changes an attack card. */
export const ATTACK_QUERY: GmQuery<AttackPayload> = {
  name: "attack",
  parse: slipReader(ATTACK_SLIP_FLAG, parseAttackSlip),
  queueKey: (payload) => payload.slip.messageId,
  // Only the active GM serves a request, so the work itself is a lazy chunk (attack-gm-run.ts) players never load.
  run: async (payload) => {
    const gm = await loadLazily(() => import("./attack-gm-run.ts"));
    return gm ? gm.runAttackRequest(payload) : refuse("MESHAL.Query.failed");
  },
};

/**
 * Asks the active GM to change an attack card (the GM asks itself the same way): writes the slip on this user, then
 * sends its id (core/slip.ts). Resolves to the answer; a refusal is shown here.
 */
export async function requestAttackChange(message: ChatMessage.Implementation, request: CardRequest): Promise<QueryAnswer> {
  const messageId = message.id;
  if (!messageId) return refuse("MESHAL.Query.failed");
  const sent = await sendSlip(ATTACK_QUERY, ATTACK_SLIP_FLAG, (id) => storeAttackSlip({ id, messageId, request }));
  return sent.answer;
}

// The settling itself runs only on the active GM's client, so it is lazy (attack-settle.ts, counter-gm.ts).
const settling = () => loadLazily(() => import("./attack-settle.ts"));
const countering = () => loadLazily(() => import("../counter/counter-gm.ts"));

/** Registers the query and the settling of new attack cards and of cards whose defender changed (active GM only); call during `init`. */
export function registerAttackQuery(): void {
  registerGmQuery(ATTACK_QUERY);
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user?.isActiveGM && message.type === ATTACK_CARD.type) void settling().then((gm) => gm?.settleLogged(message, true));
  });
  // A counter card that changed (its line resolved) settles the hit it answers on the original card.
  Hooks.on("updateChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user?.isActiveGM && message.type === ATTACK_CARD.type) void countering().then((gm) => gm?.reconcileLogged(message));
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown) => {
    if (game.user?.isActiveGM && changesTrackerRow(changes)) void settling().then((gm) => gm?.settleCardsOf(actor));
  });
}
