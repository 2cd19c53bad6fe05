/**
 * Writes the GM makes to a target's actor for an attack card, made recoverable (docs/queries.md, `meshal-lite.attack`):
 * the card records the decision together with the actor write it still owes (`pending`) before the actor is written;
 * the actor write carries a mark (`flags.meshal-lite.attackWrites`, the newest ids) saying it was made; the card then
 * drops `pending`. A step interrupted by a failed write is completed exactly once by the next request on that line:
 * the mark tells whether the actor write still has to be made. Each id is fixed by the card, the line, the kind and
 * the hit (each happens once per card), so no random state is needed. Also the mark of a death an application
 * stored, so that undo clears only its own. Pure.
 */
import type { AttributeId } from "../../../rules/index.ts";
import type { PendingWrite } from "../target-write.ts";
import type { AttackRequest } from "./attack-request.ts";
import type { AttackState } from "../attack-state.ts";

/** The actor flags of the marks (under the system's scope). */
export const WRITES_FLAG = "attackWrites";
export const DEATH_FLAG = "deathBy";
/** How many write ids an actor keeps (a pending write is completed by the next request on its line). */
export const KEPT_WRITES = 20;

/** The card with `pending` set (or cleared) on one target line. */
export function withPending(state: AttackState, index: number, pending: PendingWrite | null): AttackState {
  return { ...state, targets: state.targets.map((t, i) => (i === index ? { ...t, pending } : t)) };
}

/**
 * The card when a pending write can no longer be made (the actor cannot take it now, and its mark shows it was never
 * made): an application or an undo is taken back (Apply or Undo can be asked again, worked out anew); a defense, whose
 * dice were rolled in public, stays recorded unpaid. The debt is dropped either way, so the line is never stuck.
 */
export function abandonPending(state: AttackState, index: number): AttackState {
  return {
    ...state,
    targets: state.targets.map((t, i) => {
      if (i !== index || !t.pending) return t;
      if (t.pending.kind === "damage") return { ...t, applied: null, pending: null };
      if (t.pending.kind === "restore" && t.applied) return { ...t, applied: { ...t.applied, undone: false }, pending: null };
      return { ...t, pending: null };
    }),
  };
}

/** The id of one actor write of a card: fixed by the card, the line, the kind and the hit. */
export const writeId = (messageId: string, target: number, p: Pick<PendingWrite, "kind" | "hit">): string => `${messageId}.${target}.${p.kind}.${p.hit}`;

/** Has the actor (its `attackWrites` flag as stored) received the write `id`? */
export function wasWritten(marks: unknown, id: string): boolean {
  return Array.isArray(marks) && marks.includes(id);
}

/** The `attackWrites` flag after the write `id`: the newest ids, strings only. */
export function withMark(marks: unknown, id: string): string[] {
  const kept = Array.isArray(marks) ? marks.filter((m): m is string => typeof m === "string" && m !== id) : [];
  return [...kept, id].slice(-KEPT_WRITES);
}

/** What the actor write of a pending step needs besides the actor's view. */
export interface WriteContext {
  /** The attack's damage attributes. */
  attributes: readonly AttributeId[];
  /** The defender is in a started combat (a defense's ⚡ is spent only there). */
  inCombat: boolean;
  /** The update keys of the write marks and of the death mark (`flags.<system>.<flag>`). */
  keys: { writes: string; death: string };
  /** The actor's write marks as stored. */
  marks: unknown;
  /** This write's id. */
  id: string;
  /** The mark of a death this application would store. */
  deathMark: string;
}

/** Does a retried request ask for what the pending write completes (so completing it answers the request)? */
export function answersRetry(req: AttackRequest, p: PendingWrite): boolean {
  if (req.op === "defend") return p.kind === "spend" && p.hit === req.hit;
  return (req.op === "apply" && p.kind === "damage") || (req.op === "undo" && p.kind === "restore");
}

/**
 * The mark of a death an application stores: the application (card and line; each line is applied once) and the
 * actor's revivals then, so a creature revived and killed again since is not the same death.
 */
export const deathMark = (messageId: string, target: number, revivals: number): string => `${messageId}.${target}@${revivals}`;

/** Is the death stored on the actor (its `deathBy` flag) the one this application stored? */
export const causedDeath = (stored: unknown, mark: string): boolean => stored === mark;
