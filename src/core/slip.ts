/**
 * The slip protocol every GM-side query of the system speaks (docs/queries.md, rule 3). A requester writes its request
 * as a "slip" on its own User document (only that user or a GM can write it) and sends the GM only `{userId, slipId}`;
 * the GM reads the slip from that user, so the user a request acts for is the one the server vouches for. Each query
 * brings its flag and the strict parser of its slip; reading the wire payload, finding the slip, writing and sending
 * it are the same for all of them and live here.
 */
import { SYSTEM_ID } from "./settings.ts";
import { askGm, warnRefusal } from "./queries.ts";
import { BAD_PAYLOAD, documentId, exactObject, ID_LENGTH, refuse, WriteQueue, type GmQuery, type Parsed, type QueryAnswer } from "./query-core.ts";
import { updateDocument } from "./document-writes.ts";
import { isRecord } from "../rules/guards.ts";

/** A user flag of the system's that holds a request slip (each declared in src/types.d.ts). */
export type UserSlipFlag = "attackSlip" | "initiativeSlip" | "progressiveSlip" | "attackStartSlip";

/** What `flag` holds on a user, as src/types.d.ts declares it. */
type SlipFlagValue<F extends UserSlipFlag> = NonNullable<NonNullable<User.Implementation["flags"][typeof SYSTEM_ID]>[F]>;

/** What the GM is sent: the requesting user and the id of the slip it wrote, nothing else. */
export interface SlipQuery {
  userId: string;
  slipId: string;
}

/** What a query's handler works on: the wire payload and the slip it names, read from the requesting user. */
export type SlipPayload<S> = SlipQuery & { slip: S };

/** Reads what the GM is sent: exactly `{userId, slipId}`, two document-style ids. */
export function parseSlipQuery(data: unknown): Parsed<SlipQuery> {
  const o = exactObject(data, ["userId", "slipId"]);
  const userId = documentId(o?.userId);
  const slipId = documentId(o?.slipId);
  return userId && slipId ? { ok: true, value: { userId, slipId } } : { ok: false, reasonKey: BAD_PAYLOAD };
}

/**
 * The payload of `query` once its user's flag held `raw`: no slip (`noSlip`), a slip its parser refuses, or a slip
 * that is not the one `query` names (`staleSlip`: another slip replaced it) are refused. Pure.
 */
export function slipPayload<S extends { id: string }>(query: SlipQuery, raw: unknown, parseSlip: (raw: unknown) => Parsed<S>): Parsed<SlipPayload<S>> {
  if (raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query, slip: slip.value } };
}

/**
 * The `parse` of a slip query: reads `{userId, slipId}`, then that user's `flag` on this client with `parseSlip`. An
 * unknown user has no slip.
 */
export function slipReader<S extends { id: string }>(flag: UserSlipFlag, parseSlip: (raw: unknown) => Parsed<S>): (data: unknown) => Parsed<SlipPayload<S>> {
  return (data) => {
    const query = parseSlipQuery(data);
    if (!query.ok) return query;
    const raw: unknown = game.users?.get(query.value.userId)?.getFlag(SYSTEM_ID, flag);
    return slipPayload(query.value, raw, parseSlip);
  };
}

/**
 * Clears a served slip from its user (flag `<system>.<flag>` written to null; a GM may write any user's flags), so it
 * cannot be served again from the user's document whatever the GM's memory holds. Left alone when a newer slip already
 * replaced it. A failed clear is logged: the served id is still remembered on this client.
 */
export async function clearServedSlip(user: User.Implementation, flag: UserSlipFlag, slipId: string): Promise<void> {
  const current: unknown = user.getFlag(SYSTEM_ID, flag);
  if (!isRecord(current) || current.id !== slipId) return;
  try {
    await updateDocument(user, { [`flags.${SYSTEM_ID}.${flag}`]: null });
  } catch (err) {
    console.error(`${SYSTEM_ID} | clearing the served slip ${slipId} of ${user.id ?? ""} failed`, err);
  }
}

/** Refusals meaning the GM has not seen the requester's slip yet, and how long to wait before asking once more. */
const SLIP_NOT_SEEN = new Set(["MESHAL.Attack.request.noSlip", "MESHAL.Attack.request.staleSlip"]);
const SLIP_RETRY_MS = 500;

/**
 * Asks the active GM to serve the slip `sent` names (already written on this user), without showing a refusal. The GM
 * may read this user before the slip's update has reached it, so a "no slip yet" answer asks for the same slip once
 * more.
 */
export async function askGmForSlip<P>(query: GmQuery<P>, sent: SlipQuery): Promise<QueryAnswer> {
  const answer = await askGm<P, SlipQuery>(query, sent, { quiet: true });
  if (answer.ok || !SLIP_NOT_SEEN.has(answer.reasonKey)) return answer;
  await new Promise((resolve) => setTimeout(resolve, SLIP_RETRY_MS));
  return askGm<P, SlipQuery>(query, sent, { quiet: true });
}

/** What a requester learns: the GM's answer, and the id of the slip it sent (the GM marks what it makes with it). */
export interface SlipSent {
  answer: QueryAnswer;
  slipId: string;
}

/** One slip per flag and user: a client's requests of one kind go one at a time, so a slip is never replaced unread. */
const requesterQueue = new WriteQueue();

/**
 * Sends a request through the active GM: writes `slipOf(id)` (a fresh id) as this user's `flag`, then asks `query`
 * to serve it. With no active GM nothing is written and the refusal is `noGmKey`. A refusal is shown here, to the
 * requester.
 */
export function sendSlip<P, F extends UserSlipFlag>(
  query: GmQuery<P>,
  flag: F,
  slipOf: (id: string) => SlipFlagValue<F>,
  noGmKey = "MESHAL.Chat.noGM",
): Promise<SlipSent> {
  // Widened to every slip flag: the write then type-checks against the declared flags (a generic key is not followed).
  const key: UserSlipFlag = flag;
  const write: (id: string) => SlipFlagValue<UserSlipFlag> = slipOf;
  return requesterQueue.run(key, async () => {
    const user = game.user;
    const slipId = foundry.utils.randomID(ID_LENGTH);
    let answer: QueryAnswer;
    if (!user?.id) answer = refuse("MESHAL.Query.failed");
    else if (!game.users?.activeGM) answer = refuse(noGmKey);
    else {
      await user.setFlag(SYSTEM_ID, key, write(slipId));
      answer = await askGmForSlip(query, { userId: user.id, slipId });
    }
    warnRefusal(answer);
    return { answer, slipId };
  });
}
