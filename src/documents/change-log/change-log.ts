/**
 * The GM's log of what players changed in the fields that decide attacks and defenses (docs/queries.md, "What the GM
 * sees a player change"). Kept per actor: the changes still waiting for the GM (`pending`), the last ones the GM
 * accepted (`accepted`), and a fingerprint of each document as the GM last accepted or itself wrote it (`prints`,
 * keyed `actor` or the item's id). Every list and text is bounded, and a stored log is read strictly, so a log that is
 * not one (or an older shape) reads as empty rather than deciding anything. Pure.
 */
import { isPlainRecord, isRecord } from "../../rules/guards.ts";
import { documentId } from "../../core/query-core.ts";
import type { FieldChange } from "./deciding-fields.ts";
import { MAX_VALUE_TEXT } from "./change-marks.ts";

/** The key of the actor itself among an actor's documents (an item is keyed by its id). */
export const ACTOR_DOC = "actor";

/** One change a player made, as the GM's client saw it. */
export interface ChangeEntry extends FieldChange {
  /** `actor` or the item's id. */
  doc: string;
  /** The document's name when the change was seen (an item's, or the actor's). */
  name: string;
  /** The user who made it (their name when seen; "" = not seen: a difference from the compendium or the accepted state). */
  by: string;
  /** When (ms since the epoch; 0 = not seen). */
  at: number;
}

/** One actor's part of the log. */
export interface ActorChangeLog {
  pending: ChangeEntry[];
  accepted: ChangeEntry[];
  prints: Record<string, string>;
}

/** The whole log: per actor id. */
export interface ChangeLog {
  actors: Record<string, ActorChangeLog>;
}

/** Bounds: entries per list, documents fingerprinted per actor, actors kept, text length. */
export const CHANGE_LOG_LIMITS = { pending: 40, accepted: 20, prints: 200, actors: 300, text: 100 } as const;

const text = (value: unknown, max: number = CHANGE_LOG_LIMITS.text): string | undefined =>
  typeof value === "string" && value.length <= max ? value : undefined;

function readEntry(value: unknown): ChangeEntry | undefined {
  if (!isPlainRecord(value)) return undefined;
  const doc = text(value.doc, 16);
  const name = text(value.name);
  const path = text(value.path);
  const from = text(value.from, MAX_VALUE_TEXT);
  const to = text(value.to, MAX_VALUE_TEXT);
  const by = text(value.by);
  const at = typeof value.at === "number" && Number.isSafeInteger(value.at) && value.at >= 0 ? value.at : undefined;
  if (doc === undefined || name === undefined || path === undefined || from === undefined || to === undefined || by === undefined || at === undefined) return undefined;
  return { doc, name, path, from, to, by, at };
}

const readEntries = (value: unknown, max: number): ChangeEntry[] =>
  (Array.isArray(value) ? value : []).map(readEntry).filter((e): e is ChangeEntry => e !== undefined).slice(-max);

function readPrints(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isPlainRecord(value)) return out;
  for (const [key, print] of Object.entries(value).slice(0, CHANGE_LOG_LIMITS.prints)) {
    if (key.length <= 16 && typeof print === "string" && /^[0-9a-f]{16}$/.test(print)) out[key] = print;
  }
  return out;
}

/** Reads a stored log strictly (anything malformed is left out). */
export function readChangeLog(value: unknown): ChangeLog {
  const actors: Record<string, ActorChangeLog> = {};
  const stored = isRecord(value) && isPlainRecord(value.actors) ? value.actors : {};
  for (const [id, entry] of Object.entries(stored).slice(-CHANGE_LOG_LIMITS.actors)) {
    if (!documentId(id) || !isPlainRecord(entry)) continue;
    actors[id] = { pending: readEntries(entry.pending, CHANGE_LOG_LIMITS.pending), accepted: readEntries(entry.accepted, CHANGE_LOG_LIMITS.accepted), prints: readPrints(entry.prints) };
  }
  return { actors };
}

const emptyActor = (): ActorChangeLog => ({ pending: [], accepted: [], prints: {} });

/** The log with `actorId`'s part replaced (moved last, so the actors changed longest ago are the first dropped). */
function withActor(log: ChangeLog, actorId: string, part: ActorChangeLog): ChangeLog {
  const rest = Object.entries(log.actors).filter(([id]) => id !== actorId);
  const kept = rest.slice(Math.max(0, rest.length - CHANGE_LOG_LIMITS.actors + 1));
  return { actors: { ...Object.fromEntries(kept), [actorId]: part } };
}

/** An actor's part of the log (empty when it has none). */
export const actorLog = (log: ChangeLog, actorId: string): ActorChangeLog => log.actors[actorId] ?? emptyActor();

/**
 * Records changes a player made. A field changed again while still pending keeps its first `from` (what the GM last
 * accepted) and takes the newest `to`; a field changed back to that is no longer pending. The oldest entries go first
 * once the list is full.
 */
export function recordChanges(log: ChangeLog, actorId: string, entries: readonly ChangeEntry[]): ChangeLog {
  if (entries.length === 0) return log;
  const part = actorLog(log, actorId);
  let pending = [...part.pending];
  for (const entry of entries) {
    const same = pending.find((e) => e.doc === entry.doc && e.path === entry.path);
    const from = same ? same.from : entry.from;
    pending = pending.filter((e) => e !== same);
    if (from !== entry.to) pending.push({ ...entry, from });
  }
  return withActor(log, actorId, { ...part, pending: pending.slice(-CHANGE_LOG_LIMITS.pending) });
}

/** Notes a document's fingerprint as the GM accepts it (the GM wrote it, or accepted it). */
export function notePrint(log: ChangeLog, actorId: string, doc: string, print: string): ChangeLog {
  const part = actorLog(log, actorId);
  if (part.prints[doc] === print) return log;
  const prints = { ...part.prints, [doc]: print };
  const keys = Object.keys(prints);
  const kept = keys.length > CHANGE_LOG_LIMITS.prints ? Object.fromEntries(keys.slice(-CHANGE_LOG_LIMITS.prints).map((k) => [k, prints[k] ?? ""])) : prints;
  return withActor(log, actorId, { ...part, prints: kept });
}

/**
 * The GM accepts the actor as it is now: `prints` (every document it has now) replace the accepted fingerprints,
 * and the pending changes become the accepted ones.
 */
export function acceptActor(log: ChangeLog, actorId: string, prints: Record<string, string>): ChangeLog {
  const part = actorLog(log, actorId);
  const accepted = [...part.accepted, ...part.pending].slice(-CHANGE_LOG_LIMITS.accepted);
  return withActor(log, actorId, { pending: [], accepted, prints: { ...prints } });
}

/**
 * Records changes the GM accepts as they are made (a player's advancement inside the window the GM keeps): they join
 * the accepted ones, and the document's fingerprint moves to `print` when the GM had accepted the state they started
 * from (`fromAccepted`).
 */
export function acceptAsMade(log: ChangeLog, actorId: string, doc: string, entries: readonly ChangeEntry[], print: string, fromAccepted: boolean): ChangeLog {
  const part = actorLog(log, actorId);
  const accepted = [...part.accepted, ...entries].slice(-CHANGE_LOG_LIMITS.accepted);
  const withEntries = withActor(log, actorId, { ...part, accepted });
  return fromAccepted ? notePrint(withEntries, actorId, doc, print) : withEntries;
}

/** An actor's documents as the GM's client reads them now. */
export interface ActorReading {
  /** `actor` and each item id → fingerprint now. */
  prints: Record<string, string>;
  /** Names now, by the same keys. */
  names: Record<string, string>;
  /** Items with no accepted fingerprint that differ from their compendium source: what differs. */
  fromCompendium: Record<string, FieldChange[]>;
}

/**
 * What the GM has not accepted of an actor: the pending changes of every document that is not as the GM last accepted
 * it (a document the GM never accepted counts while it has pending changes), a line for a document changed while no
 * GM watched (its fingerprint differs, nothing was seen), and the differences from the compendium of items the GM
 * never accepted nor saw change. Empty = nothing to hold.
 */
export function unacceptedChanges(log: ChangeLog, actorId: string, now: ActorReading): ChangeEntry[] {
  const part = actorLog(log, actorId);
  const differs = (doc: string) => part.prints[doc] === undefined || part.prints[doc] !== now.prints[doc];
  const out = part.pending.filter((e) => differs(e.doc));
  const seen = new Set(out.map((e) => e.doc));
  for (const [doc, print] of Object.entries(part.prints)) {
    if (seen.has(doc) || now.prints[doc] === undefined || now.prints[doc] === print) continue;
    out.push({ doc, name: now.names[doc] ?? "", path: "", from: "", to: "", by: "", at: 0 });
  }
  for (const [doc, changes] of Object.entries(now.fromCompendium)) {
    if (part.prints[doc] !== undefined || seen.has(doc)) continue;
    for (const c of changes) out.push({ doc, name: now.names[doc] ?? "", ...c, by: "", at: 0 });
  }
  return out;
}

/** A fingerprint of everything an actor's reading holds (the card keeps it: an accept must see the same actor). */
export function readingPrint(now: Pick<ActorReading, "prints">): string {
  return Object.keys(now.prints).sort().map((k) => `${k}:${now.prints[k] ?? ""}`).join("|");
}
