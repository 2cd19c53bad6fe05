/**
 * The shared path every GM-side query of the system takes (docs/queries.md): only the active GM answers, the payload
 * is read by a strict parser (fixed keys, typed and bounded values) before anything else, writes to one document are
 * run one at a time through a per-key queue, and every outcome is a structured answer the requester shows. Nothing
 * here notifies the GM. Pure: no Foundry globals (the glue is queries.ts).
 */
import { isOneOf, isPlainRecord, isRecord } from "../rules/guards.ts";

/** What a query handler returns to the requester. `reasonKey` is a lang key the requester localises. */
export type QueryAnswer = { ok: true } | { ok: false; reasonKey: string; data?: Record<string, string> };

/** A parsed payload, or the refusal for a malformed one. */
export type Parsed<P> = { ok: true; value: P } | { ok: false; reasonKey: string };

/** A refusal with `reasonKey`. */
export const refuse = (reasonKey: string, data?: Record<string, string>): QueryAnswer =>
  data ? { ok: false, reasonKey, data } : { ok: false, reasonKey };

/** The refusal of a payload that does not have the query's shape. */
export const BAD_PAYLOAD = "MESHAL.Query.badPayload";

/** One GM-side query: its name (without the system prefix), payload parser, queue key and the work itself. */
export interface GmQuery<P> {
  name: string;
  /** Reads the raw payload; anything not exactly of the expected shape is refused. */
  parse(data: unknown): Parsed<P>;
  /** Writes with the same key (the id of the document changed) run one after another. */
  queueKey(payload: P): string;
  /** Does the work on the active GM's client; re-reads every document it changes (state may have moved on). */
  run(payload: P): Promise<QueryAnswer>;
}

/** Runs tasks one after another per key (a Map of promise chains); different keys run independently. */
export class WriteQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every earlier task of `key` has settled; resolves or rejects with its own result. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key); // keep the map small
    });
    return next;
  }

  /** Keys with work pending (for tests). */
  get pending(): number {
    return this.tails.size;
  }
}

/** Decides whether a parsed request may be served now: null to go on, or the refusal (e.g. a rate limit). */
export type AdmitRequest = (payload: unknown) => QueryAnswer | null;

/**
 * Answers one query on this client: refused unless it is the active GM's, refused when the payload is malformed or
 * `admit` refuses it (nothing queued or run), otherwise queued on the payload's key and run. An error thrown by the
 * work becomes a refusal (logged by `log`).
 */
export async function answerQuery<P>(
  query: GmQuery<P>,
  data: unknown,
  isActiveGM: boolean,
  queue: WriteQueue,
  log: (err: unknown) => void = () => undefined,
  admit: AdmitRequest = () => null,
): Promise<QueryAnswer> {
  if (!isActiveGM) return refuse("MESHAL.Query.notGM");
  let parsed: Parsed<P>;
  try {
    parsed = query.parse(data);
  } catch {
    return refuse(BAD_PAYLOAD);
  }
  if (!parsed.ok) return refuse(parsed.reasonKey);
  const payload = parsed.value;
  const refused = admit(payload);
  if (refused) return refused;
  try {
    return await queue.run(query.queueKey(payload), () => query.run(payload));
  } catch (err) {
    log(err);
    return refuse("MESHAL.Query.failed");
  }
}

/** Reads an answer that came back over the wire; anything else counts as a failed request. */
export function readAnswer(value: unknown): QueryAnswer {
  if (!isRecord(value)) return refuse("MESHAL.Query.failed");
  if (value.ok === true) return { ok: true };
  if (value.ok === false && typeof value.reasonKey === "string" && value.reasonKey.startsWith("MESHAL.")) {
    return refuse(value.reasonKey, isRecord(value.data) ? textValues(value.data) : undefined);
  }
  return refuse("MESHAL.Query.failed");
}

/** The string values of `record` (a refusal's format data); other values are dropped, never shown as text. */
function textValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

// ---- payload readers: each returns the value or `undefined` when it does not fit ----

/** A plain object with exactly `keys` (all present, nothing else). */
export function exactObject(value: unknown, keys: readonly string[]): Record<string, unknown> | undefined {
  if (!isPlainRecord(value)) return undefined;
  const own = Object.keys(value);
  if (own.length !== keys.length || !keys.every((k) => own.includes(k))) return undefined;
  return value;
}

/** How many characters a document id (and a request slip's id) has: what `foundry.utils.randomID(16)` makes. */
export const ID_LENGTH = 16;

/**
 * The one pattern of an id the system accepts in a payload: 16 letters and digits. A source to compose, not anchored:
 * the id and UUID readers below build their patterns from it.
 */
const ID_PATTERN = `[A-Za-z0-9]{${ID_LENGTH}}`;

const DOCUMENT_ID = new RegExp(`^${ID_PATTERN}$`);
/** A world actor's UUID, or the synthetic actor's of an unlinked token. */
const ACTOR_UUID = new RegExp(`^(?:Actor\\.${ID_PATTERN}|Scene\\.${ID_PATTERN}\\.Token\\.${ID_PATTERN}\\.Actor\\.${ID_PATTERN})$`);
/** A token on a world scene. */
const TOKEN_UUID = new RegExp(`^Scene\\.${ID_PATTERN}\\.Token\\.${ID_PATTERN}$`);

/** A Foundry document id: 16 letters and digits. */
export function documentId(value: unknown): string | undefined {
  return typeof value === "string" && DOCUMENT_ID.test(value) ? value : undefined;
}

/** An actor's UUID: `Actor.<id>` or `Scene.<id>.Token.<id>.Actor.<id>`. */
export function actorUuid(value: unknown): string | undefined {
  return typeof value === "string" && ACTOR_UUID.test(value) ? value : undefined;
}

/** A token's UUID on a world scene: `Scene.<id>.Token.<id>`. */
export function tokenUuid(value: unknown): string | undefined {
  return typeof value === "string" && TOKEN_UUID.test(value) ? value : undefined;
}

/** An integer from `min` to `max`. */
export function boundedInt(value: unknown, min: number, max: number): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** One of `choices`. */
export function oneOf<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return isOneOf(choices, value) ? value : undefined;
}

/**
 * Slip ids this GM has served, per user (a slip is one request: serving it twice is a replay). Kept per user because
 * slips are public: another user may write a slip with your id on their own document, and serving theirs must not use
 * up yours. Bounded per user (their own flood forgets only their own ids) and in users: a slip is only ever read from
 * its user's document, which holds one slip and is cleared once served, so old ids are not needed for long.
 */
export class ServedSlips {
  private readonly byUser = new Map<string, Set<string>>();

  constructor(
    private readonly perUser = 200,
    private readonly users = 1000,
  ) {}

  /** Marks `slipId` of `userId` served; false when it already was. */
  claim(userId: string, slipId: string): boolean {
    const ids = this.byUser.get(userId) ?? new Set<string>();
    if (ids.has(slipId)) return false;
    ids.add(slipId);
    if (ids.size > this.perUser) dropOldest(ids);
    // Re-inserted, so the user served last is the newest and a full map forgets the user idle longest.
    this.byUser.delete(userId);
    this.byUser.set(userId, ids);
    if (this.byUser.size > this.users) dropOldest(this.byUser);
    return true;
  }

  /** Has `slipId` of `userId` been served? */
  has(userId: string, slipId: string): boolean {
    return this.byUser.get(userId)?.has(slipId) === true;
  }
}

/** Forgets the first (oldest) entry of an insertion-ordered set or map. */
function dropOldest(entries: Set<string> | Map<string, unknown>): void {
  const oldest = entries.keys().next();
  if (!oldest.done) entries.delete(oldest.value);
}

/** The refusal of a request over its user's rate limit; its data names the limit. */
export const RATE_LIMITED = "MESHAL.Query.rateLimited";

/**
 * A per-user request rate limit over a sliding window (docs/queries.md, rule 7). Only a request whose slip was found on
 * its user is counted, so nobody can use up another user's budget: a slip id counts once however often it is asked
 * (the requester asks at most twice), and a slip asked more than `repeats` times in the window is refused as a flood
 * of replays without counting against its user. Pure: the clock is given.
 */
export class RequestLimit {
  /** Per user: each slip asked in the window, with the times it was asked. */
  private readonly asked = new Map<string, Map<string, number[]>>();

  constructor(
    private readonly now: () => number,
    /** Distinct requests per user and window: far above what clicking asks (a few a second), low enough to bound the GM's work. */
    readonly max = 20,
    readonly windowMs = 10_000,
    /** Asks of one slip: the requester's own and its one retry, and a replay. */
    readonly repeats = 3,
  ) {}

  /** Counts `slipId` asked by `userId` now; the refusal when that goes over the limit (and nothing is counted). */
  admit(userId: string, slipId: string): QueryAnswer | null {
    const time = this.now();
    const slips = this.asked.get(userId) ?? new Map<string, number[]>();
    for (const [id, times] of slips) {
      const kept = times.filter((at) => time - at < this.windowMs);
      if (kept.length) slips.set(id, kept);
      else slips.delete(id);
    }
    const times = slips.get(slipId);
    if (times ? times.length >= this.repeats : slips.size >= this.max) {
      this.keep(userId, slips);
      return refuse(RATE_LIMITED, { count: String(this.max), seconds: String(this.windowMs / 1000) });
    }
    slips.set(slipId, [...(times ?? []), time]);
    this.keep(userId, slips);
    return null;
  }

  /** Forgets everything counted (a new session, or between tests). */
  reset(): void {
    this.asked.clear();
  }

  private keep(userId: string, slips: Map<string, number[]>): void {
    if (slips.size) this.asked.set(userId, slips);
    else this.asked.delete(userId);
  }
}
