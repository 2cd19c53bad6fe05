/**
 * The active GM's side of `meshal-lite.attack` (attack-query.ts): serves one parsed slip — assigns targets, or runs one
 * target's step — and clears the slip. A lazy chunk: only the GM's client ever loads it.
 */
import { clearServedSlip } from "../../../core/slip.ts";
import { refuse, ServedSlips, WriteQueue, type QueryAnswer } from "../../../core/query-core.ts";
import { isGmWritten } from "../../../chat/card-trust.ts";
import { decideAttackRequest, settleState, type AttackOutcome } from "../attack-decide.ts";
import { withLeftOut } from "../attack-state.ts";
import { lookupDefender, readAttackState, validState, writeCard } from "./attack-gm-io.ts";
import { tokenAt } from "../../actor-reads.ts";
import { ATTACK_SLIP_FLAG, type AttackPayload, type AttackRequest } from "./attack-request.ts";
import { onTarget, requesterOf } from "./attack-steps.ts";
import { targetLinesFor } from "../targets/attack-targets.ts";
import { settleCountersOn } from "../counter/counter-gm.ts";
import { decideHeld, isHeld } from "../../gm-watch/held-attack.ts";
import { applyAll, takeAll } from "./attack-all.ts";

const served = new ServedSlips();
const actorQueue = new WriteQueue();

const answerOf = (outcome: Extract<AttackOutcome, { ok: false }>): QueryAnswer => refuse(outcome.reasonKey, outcome.data);

/** Assign (GM): the named tokens, measured against the card's reach, replace the target lines. */
async function assign(message: ChatMessage.Implementation, user: User.Implementation, req: Extract<AttackRequest, { op: "assign" }>): Promise<QueryAnswer> {
  const state = readAttackState(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const who = requesterOf(user, state, null);
  const tokens = req.tokenUuids.map(tokenAt).filter((token) => token !== null);
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
export async function runAttackRequest(payload: AttackPayload): Promise<QueryAnswer> {
  const user = game.users?.get(payload.userId);
  const message = game.messages?.get(payload.slip.messageId);
  if (!user) return refuse("MESHAL.Attack.request.noSlip");
  const state = message ? readAttackState(message) : null;
  if (!message || !state) return refuse("MESHAL.Query.noCard");
  if (!isGmWritten(message)) return refuse("MESHAL.Attack.request.playerCard");
  if (!served.claim(payload.userId, payload.slipId)) return refuse("MESHAL.Attack.request.slipUsed");
  try {
    // A counter that resolved while its result could not be written is settled before anything else (counter-gm.ts).
    await settleCountersOn(message);
    const req = payload.slip.request;
    // A card held for the GM (gm-watch/held-attack.ts) takes the GM's Accept or Refuse and nothing else.
    if (req.op === "acceptChanges" || req.op === "refuseChanges") return await decideHeld(message, user, req.op);
    if (isHeld(state)) return refuse("MESHAL.Attack.changed.waiting");
    if (req.op === "assign") return await assign(message, user, req);
    if (req.op === "takeAll") return await takeAll(message, user, req.targets);
    if (req.op === "applyAll") return await applyAll(message, user, req.targets, actorQueue);
    // One actor at a time as well: its ⚡ and dice are read, checked and written in one go.
    return await actorQueue.run(state.targets[req.target]?.actorUuid ?? "", () => onTarget(message, user, req));
  } finally {
    await clearServedSlip(user, ATTACK_SLIP_FLAG, payload.slipId);
  }
}

