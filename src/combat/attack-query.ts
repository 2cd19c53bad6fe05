/**
 * Changes to an attack card go through the active GM (docs/queries.md, `meshal-lite.attack`). The requester writes
 * its request as a slip on its own User document and sends only `{userId, slipId}`; the GM reads the slip from that
 * user, changes only a card a GM wrote, refuses a slip it has already served (and clears a served one from its user),
 * checks the user's real ownership, gathers the evidence (its own reading of the actors, its own defense roll) for the
 * pure decision (attack-decide.ts), then writes the card and the actor in recoverable steps (attack-steps.ts).
 * Work on one card runs one request at a time (the shared write queue), work on one actor too (a second queue here),
 * so two cards cannot both spend a defender's last ⚡.
 */
import { SYSTEM_ID } from "../core/settings.ts";
import { askGmForSlip, clearServedSlip, registerGmQuery, warnRefusal } from "../core/queries.ts";
import { refuse, ServedSlips, WriteQueue, type GmQuery, type Parsed, type QueryAnswer } from "../core/query-core.ts";
import { isGmWritten } from "../chat/card-trust.ts";
import { type MessageLike } from "../chat/card-state.ts";
import { ATTACK_CARD } from "./attack-card.ts";
import { decideAttackRequest, settleState, type AttackOutcome } from "./attack-decide.ts";
import { documentAt, lookupDefender as lookupDefenderHere, readAttackState, validState, writeCard } from "./attack-gm-io.ts";
import {
  parseAttackQuery, parseAttackSlip, storeAttackSlip,
  type AttackQuery, type AttackRequest, type AttackSlip,
} from "./attack-request.ts";
import { onTarget, requesterOf } from "./attack-steps.ts";
import { registerSettleIndex, settleCardsOf, settleLogged } from "./attack-settle.ts";
import type { AttackState } from "./attack-state.ts";
import { targetLinesFor } from "./attack-targets.ts";
import { withLeftOut } from "./target-exclusion.ts";
import { changesTrackerRow } from "./tracker-refresh.ts";
import { reconcileLogged, settleCountersOn } from "./counter-gm.ts";

/** The User flag holding a requester's slip. */
export const SLIP_FLAG = "attackSlip";

/** The attack card's state kept by a message (valid against the card's schema), or null. */
export function attackStateOf(message: MessageLike): AttackState | null {
  return readAttackState(message);
}

/** What the handler works on: the wire payload and the slip it names, read from the requesting user. */
export interface AttackPayload extends AttackQuery {
  slip: AttackSlip;
}

const served = new ServedSlips();
const actorQueue = new WriteQueue();

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parseAttackPayload(data: unknown): Parsed<AttackPayload> {
  const query = parseAttackQuery(data);
  if (!query.ok) return query;
  const user = game.users?.get(query.value.userId);
  const raw: unknown = user?.getFlag(SYSTEM_ID, SLIP_FLAG);
  if (!user || raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseAttackSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, slip: slip.value } };
}

/** The defenders as this client reads them now, for settling (an unreadable UUID has none). */
export const lookupDefender = lookupDefenderHere;

const answerOf = (outcome: Extract<AttackOutcome, { ok: false }>): QueryAnswer => refuse(outcome.reasonKey, outcome.data);

/** Assign (GM): the named tokens, measured against the card's reach, replace the target lines. */
async function assign(message: ChatMessage.Implementation, user: User.Implementation, req: Extract<AttackRequest, { op: "assign" }>): Promise<QueryAnswer> {
  const state = attackStateOf(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const who = requesterOf(user, state, null);
  const tokens = req.tokenUuids
    .map((uuid) => documentAt(uuid))
    // Cast: checked to be a token by its document name.
    .filter((doc): doc is TokenDocument.Implementation => doc?.documentName === "Token") as TokenDocument.Implementation[];
  // The card's own exclusion leaves the same creatures out as when the attack was made.
  const split = who.isGM ? targetLinesFor(state, tokens) : { lines: [], leftOut: [] };
  const outcome = decideAttackRequest(state, req, { who, lines: split.lines });
  if (!outcome.ok) return answerOf(outcome);
  const settled = settleState(withLeftOut(outcome.state, split.leftOut), lookupDefender);
  if (!validState(settled)) return refuse("MESHAL.Chat.cardInvalid");
  await writeCard(message, settled);
  return { ok: true };
}

/**
 * Serves one slip on the active GM's client (already queued on its card). Only a card a GM wrote is changed: a
 * player-authored card (posted before the GM wrote every card) may have been rewritten by its author. The slip is
 * marked served only once it was read and its card found, and cleared from its user once served.
 */
async function runAttackRequest(payload: AttackPayload): Promise<QueryAnswer> {
  const user = game.users?.get(payload.userId);
  const message = game.messages?.get(payload.slip.messageId);
  if (!user) return refuse("MESHAL.Attack.request.noSlip");
  const state = message ? attackStateOf(message) : null;
  if (!message || !state) return refuse("MESHAL.Query.noCard");
  if (!isGmWritten(message)) return refuse("MESHAL.Attack.request.playerCard");
  if (!served.claim(payload.slipId)) return refuse("MESHAL.Attack.request.slipUsed");
  try {
    // A counter that resolved while its result could not be written is settled before anything else (counter-gm.ts).
    await settleCountersOn(message);
    const req = payload.slip.request;
    if (req.op === "assign") return await assign(message, user, req);
    // One actor at a time as well: its ⚡ and dice are read, checked and written in one go.
    return await actorQueue.run(state.targets[req.target]?.actorUuid ?? "", () => onTarget(message, user, req));
  } finally {
    await clearServedSlip(user, SLIP_FLAG, payload.slipId);
  }
}

/** The GM-side query that changes an attack card. */
export const ATTACK_QUERY: GmQuery<AttackPayload> = {
  name: "attack",
  parse: parseAttackPayload,
  queueKey: (payload) => payload.slip.messageId,
  run: runAttackRequest,
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
    await user.setFlag(SYSTEM_ID, SLIP_FLAG, storeAttackSlip(slip));
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
