/**
 * The `meshal-lite.progressive` query as every client registers it (docs/queries.md): its name, how a payload is read
 * (`{userId, slipId}`, then that user's slip) and its queue key. Only the active GM runs it, so the run itself —
 * deciding, rolling, writing the card (progressive-gm.ts) — is a lazy chunk loaded on the first request it serves.
 */
import { loadLazily } from "../../core/lazy.ts";
import { refuse, type GmQuery } from "../../core/query-core.ts";
import { slipReader } from "../../core/slip.ts";
import { parseProgressiveSlip, PROGRESSIVE_SLIP_FLAG, type ProgressivePayload } from "./progressive-request.ts";

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
