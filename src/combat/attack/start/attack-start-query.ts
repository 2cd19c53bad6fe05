/**
 * A player's attack goes through the active GM (docs/queries.md, `meshal-lite.attackStart`): the author of a message
 * can rewrite it, so the attack card must be written by the GM. The requester writes a slip on its own User document
 * and sends `{userId, slipId}`; the GM reads the slip from that user, finds the attacker and its own item (and the
 * ability the attack is made through), marks the slip served and clears it, checks that the user owns the attacker,
 * then makes the attack on its own client (attack-start-run.ts, attack-issue.ts). Requests for one attacker run one
 * at a time.
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { askGmForSlip, registerGmQuery, warnRefusal } from "../../../core/queries.ts";
import { refuse, WriteQueue, type GmQuery, type Parsed } from "../../../core/query-core.ts";
import { loadLazily } from "../../../core/lazy.ts";
import {
  ATTACK_START_CARD_FLAG, ATTACK_START_SLIP_FLAG, parseAttackStartQuery, parseAttackStartSlip,
  type AttackStartPayload, type AttackStartQuery, type AttackStartSlip,
} from "./attack-start-request.ts";

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parseAttackStartPayload(data: unknown): Parsed<AttackStartPayload> {
  const query = parseAttackStartQuery(data);
  if (!query.ok) return query;
  const user = game.users?.get(query.value.userId);
  const raw: unknown = user ? user.getFlag(SYSTEM_ID, ATTACK_START_SLIP_FLAG) : undefined;
  if (!user || raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseAttackStartSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, slip: slip.value } };
}

/** The GM-side query that makes a player's attack. */
export const ATTACK_START_QUERY: GmQuery<AttackStartPayload> = {
  name: "attackStart",
  parse: parseAttackStartPayload,
  queueKey: (payload) => payload.slip.actorUuid,
  // Only the active GM serves a request, so the work itself is a lazy chunk (attack-start-run.ts) players never load.
  run: async (payload) => {
    const gm = await loadLazily(() => import("./attack-start-run.ts"));
    return gm ? gm.runAttackStart(payload) : refuse("MESHAL.Query.failed");
  },
};

const requesterQueue = new WriteQueue();

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
 * Asks the active GM to make the attack the slip describes (its id is made here): writes the slip on this user, then
 * sends its id. This client's requests go one at a time. Resolves to the card, or null after showing the refusal.
 */
export function requestAttackStart(request: Omit<AttackStartSlip, "id">): Promise<ChatMessage.Implementation | null> {
  return requesterQueue.run("slip", async () => {
    const user = game.user;
    if (!user?.id) return null;
    const slip: AttackStartSlip = { id: foundry.utils.randomID(16), ...request };
    await user.setFlag(SYSTEM_ID, ATTACK_START_SLIP_FLAG, slip);
    const sent: AttackStartQuery = { userId: user.id, slipId: slip.id };
    const answer = await askGmForSlip<AttackStartPayload>(ATTACK_START_QUERY, sent);
    warnRefusal(answer);
    return answer.ok ? cardFor(slip.id) : null;
  });
}

/** Registers the query; call during `init`. */
export function registerAttackStartQuery(): void {
  registerGmQuery(ATTACK_START_QUERY);
}
