/**
 * The `meshal-lite.progressive` query as every client registers it (docs/queries.md): its name, how a payload is read
 * (`{userId, slipId}`, then that user's slip) and its queue key. Only the active GM runs it, so the run itself —
 * deciding, rolling, writing the card (progressive-gm.ts) — is a lazy chunk loaded on the first request it serves.
 */
import { loadLazily } from "../../core/lazy.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { refuse, type GmQuery, type Parsed } from "../../core/query-core.ts";
import { parseProgressiveQuery, parseProgressiveSlip, PROGRESSIVE_SLIP_FLAG, type ProgressivePayload } from "./progressive-request.ts";

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parsePayload(data: unknown): Parsed<ProgressivePayload> {
  const query = parseProgressiveQuery(data);
  if (!query.ok) return query;
  const raw: unknown = game.users?.get(query.value.userId)?.getFlag(SYSTEM_ID, PROGRESSIVE_SLIP_FLAG);
  if (raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseProgressiveSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, ask: slip.value.ask } };
}

/** The GM-side query of progressive cards. */
export const PROGRESSIVE_QUERY: GmQuery<ProgressivePayload> = {
  name: "progressive",
  parse: parsePayload,
  queueKey: (payload) => (payload.ask.op === "start" ? `progressive-start.${payload.userId}` : payload.ask.messageId),
  run: async (payload) => {
    const gm = await loadLazily(() => import("./progressive-gm.ts"));
    return gm ? gm.runProgressive(payload) : refuse("MESHAL.Query.failed");
  },
};
