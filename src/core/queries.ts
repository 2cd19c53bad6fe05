/**
 * Foundry glue of the shared query path (query-core.ts, docs/queries.md): registration under
 * `CONFIG.queries["meshal-lite.<name>"]`, the one write queue of this client, and the requester's side, which sends
 * to the active GM (or answers itself when it is the active GM) and shows a refusal as a warning on its own screen.
 */
import { SYSTEM_ID } from "./settings.ts";
import { answerQuery, readAnswer, refuse, RequestLimit, WriteQueue, type GmQuery, type QueryAnswer } from "./query-core.ts";
import { isRecord } from "../rules/guards.ts";
import { notificationData } from "./notify.ts";
import { localization } from "./i18n.ts";

/** The write queue of this client (used only while it is the active GM). */
const queue = new WriteQueue();

/** Each player's requests, counted on this client while it is the active GM (docs/queries.md, rule 7). */
export const requestLimit = new RequestLimit(() => Date.now());

/**
 * Admits a parsed request under its user's rate limit: a slip query's user (the user its slip was found on), unless
 * a GM. A payload naming no user (the rest clock's) is not counted.
 */
function admitRequest(payload: unknown): QueryAnswer | null {
  if (!isRecord(payload) || typeof payload.userId !== "string" || typeof payload.slipId !== "string") return null;
  if (game.users?.get(payload.userId)?.isGM === true) return null;
  return requestLimit.admit(payload.userId, payload.slipId);
}

/** How long a requester waits for the GM, in milliseconds. */
const QUERY_TIMEOUT = 15_000;

/** A query's name under `CONFIG.queries` (typed by the `Queries` entry in src/types.d.ts). */
const fullName = (query: { name: string }): `${typeof SYSTEM_ID}.${string}` => `${SYSTEM_ID}.${query.name}`;

/** This client's answer to `data` (the registered handler; also called directly when the GM asks itself). */
function answerHere<P>(query: GmQuery<P>, data: unknown): Promise<QueryAnswer> {
  const log = (err: unknown) => console.error(`${SYSTEM_ID} | query ${query.name} failed`, err);
  return answerQuery(query, data, game.user?.isActiveGM === true, queue, log, admitRequest);
}

/**
 * Runs `task` on this client's write queue under `key` (a document id), one at a time with the query handlers that
 * change that document; for GM-side work that is not a request (e.g. settling a new card).
 */
export function runQueued<T>(key: string, task: () => Promise<T>): Promise<T> {
  return queue.run(key, task);
}

/** Registers a GM-side query; call during `init`. */
export function registerGmQuery<P>(query: GmQuery<P>): void {
  CONFIG.queries[fullName(query)] = (data) => answerHere(query, data);
}

/** Shows a refusal to this user. */
export function warnRefusal(answer: QueryAnswer): void {
  if (answer.ok) return;
  const i18n = localization();
  ui.notifications?.warn(answer.data ? i18n.format(answer.reasonKey, notificationData(answer.data)) : i18n.localize(answer.reasonKey));
}

/**
 * Sends `payload` to the active GM and waits for the answer (the active GM answers itself through the same queue);
 * a refusal is shown here, to the requester. Resolves to the answer. `Sent` differs from `P` when the handler's
 * parser reads more than the wire payload (a slip query reads the requester's slip, slip.ts).
 */
export async function askGm<P, Sent = P>(query: GmQuery<P>, payload: Sent, { quiet = false }: { quiet?: boolean } = {}): Promise<QueryAnswer> {
  const gm = game.users?.activeGM;
  let answer: QueryAnswer;
  if (!gm) answer = refuse("MESHAL.Chat.noGM");
  else if (gm.isSelf) answer = await answerHere(query, payload);
  else {
    try {
      answer = readAnswer(await gm.query(fullName(query), payload, { timeout: QUERY_TIMEOUT }));
    } catch (err) {
      console.warn(`${SYSTEM_ID} | query ${query.name} got no answer`, err);
      answer = refuse("MESHAL.Query.timeout");
    }
  }
  if (!quiet) warnRefusal(answer);
  return answer;
}
