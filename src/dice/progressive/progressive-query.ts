/**
 * The `meshal-lite.progressive` query as every client registers it (docs/queries.md): its name, how a payload is read
 * (`{userId, slipId}`, then that user's slip) and its queue key. Only the active GM runs it, so the run itself —
 * deciding, rolling, writing the card (progressive-gm.ts) — is a lazy chunk loaded on the first request it serves.
 */
import { loadLazily } from "../../core/lazy.ts";
import { isActorDocument } from "../../core/document-guards.ts";
import { refuse, type GmQuery } from "../../core/query-core.ts";
import { slipReader, type SlipPayload } from "../../core/slip.ts";
import { parseProgressiveSlip, PROGRESSIVE_SLIP_FLAG, type ProgressiveAsk } from "./progressive-request.ts";

/** What the handler works on: the wire payload and the slip it names, with the ask it holds. */
export type ProgressivePayload = SlipPayload<{ id: string; ask: ProgressiveAsk }>;

/** The flag a GM-written card keeps: the slip id it answered (the requester finds its card by it). */
export const CARD_REQUEST_FLAG = "request" as const;

/** The actor behind `uuid` on this client, or null (never throws: v13's lookup throws on some malformed UUIDs). */
export function findActor(uuid: string | null): Actor.Implementation | null {
  if (!uuid) return null;
  try {
    const doc: unknown = fromUuidSync(uuid, { strict: false });
    return isActorDocument(doc) ? doc : null;
  } catch {
    return null;
  }
}

/** The GM-side query of progressive cards. */
export const PROGRESSIVE_QUERY: GmQuery<ProgressivePayload> = {
  name: "progressive",
  parse: slipReader(PROGRESSIVE_SLIP_FLAG, parseProgressiveSlip),
  queueKey: ({ userId, slip: { ask } }) => (ask.op === "start" ? `progressive-start.${userId}` : ask.messageId),
  run: async (payload) => {
    const gm = await loadLazily(() => import("./progressive-gm.ts"));
    return gm ? gm.runProgressive(payload) : refuse("MESHAL.Query.failed");
  },
};
