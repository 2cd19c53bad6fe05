/**
 * A player's attack goes through the active GM (docs/queries.md, `meshal-lite.attackStart`): the author of a message
 * can rewrite it, so the attack card must be written by the GM. The requester writes a slip on its own User document
 * and sends `{userId, slipId}`; the GM reads the slip from that user, finds the attacker and its own item (and the
 * ability the attack is made through), marks the slip served and clears it, checks that the user owns the attacker,
 * then makes the attack on its own client (attack-start-run.ts, attack-issue.ts). Requests for one attacker run one
 * at a time.
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { registerGmQuery } from "../../../core/queries.ts";
import { refuse, type GmQuery } from "../../../core/query-core.ts";
import { sendSlip, slipReader } from "../../../core/slip.ts";
import type { AttackStartSlip } from "./attack-start-request.ts";
import { loadLazily } from "../../../core/lazy.ts";
import { actorAt } from "../../actor-reads.ts";
import { ATTACK_START_CARD_FLAG, ATTACK_START_SLIP_FLAG, parseAttackStartSlip, type AttackStartPayload } from "./attack-start-request.ts";

/** The GM-side query that makes a player's attack. */
export const ATTACK_START_QUERY: GmQuery<AttackStartPayload> = {
  name: "attackStart",
  parse: slipReader(ATTACK_START_SLIP_FLAG, parseAttackStartSlip),
  // The creature, not the UUID's text: a linked token's actor has two UUID forms, and both must wait for each other.
  queueKey: (payload) => actorAt(payload.slip.actorUuid)?.uuid ?? payload.slip.actorUuid,
  // Only the active GM serves a request, so the work itself is a lazy chunk (attack-start-run.ts) players never load.
  run: async (payload) => {
    const gm = await loadLazily(() => import("./attack-start-run.ts"));
    return gm ? gm.runAttackStart(payload) : refuse("MESHAL.Query.failed");
  },
};

/** How long the requester waits for the card the GM created to reach this client. */
const CARD_WAIT_MS = 2000;

/** The card made for slip `slipId`, once this client has it (null if it has not arrived in time). */
function cardFor(slipId: string): Promise<ChatMessage.Implementation | null> {
  const made = (m: ChatMessage.Implementation) => m.getFlag(SYSTEM_ID, ATTACK_START_CARD_FLAG) === slipId;
  const here = game.messages?.contents.find(made);
  if (here) return Promise.resolve(here);
  return new Promise((resolve) => {
    const hook = Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
      if (!made(message)) return;
      clearTimeout(timer);
      Hooks.off("createChatMessage", hook);
      resolve(message);
    });
    const timer = setTimeout(() => {
      Hooks.off("createChatMessage", hook);
      resolve(null);
    }, CARD_WAIT_MS);
  });
}

/**
 * Asks the active GM to make the attack the slip describes: writes the slip on this user, then sends its id
 * (core/slip.ts). Resolves to the card, or null after showing the refusal.
 */
export async function requestAttackStart(request: Omit<AttackStartSlip, "id">): Promise<ChatMessage.Implementation | null> {
  const { answer, slipId } = await sendSlip(ATTACK_START_QUERY, ATTACK_START_SLIP_FLAG, (id) => ({ id, ...request }));
  return answer.ok ? cardFor(slipId) : null;
}

/** Registers the query; call during `init`. */
export function registerAttackStartQuery(): void {
  registerGmQuery(ATTACK_START_QUERY);
}
