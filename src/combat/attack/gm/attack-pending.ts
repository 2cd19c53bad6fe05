/**
 * Writes the GM makes to a target's actor for an attack card, made recoverable (docs/queries.md, `meshal-lite.attack`):
 * the card records the decision together with the actor write it still owes (`pending`, with the write's own id)
 * before the actor is written, and drops `pending` once it was made. Whether a debt's actor write was made is known
 * from the GM-written card and the active GM's own record of the debts it opened ({@link OwedWrites}), never from the
 * actor, which a player may own and write. Also the mark of a death an application stored, so that undo clears only
 * its own. Pure.
 */
import type { AttributeId } from "../../../rules/index.ts";
import type { PendingWrite } from "../target-write.ts";
import type { AttackRequest } from "./attack-request.ts";
import type { AttackState } from "../attack-state.ts";

/** The actor flag of the death mark (under the system's scope). */
export const DEATH_FLAG = "deathBy";

/** The card with `pending` set (or cleared) on one target line. */
export function withPending(state: AttackState, index: number, pending: PendingWrite | null): AttackState {
  return { ...state, targets: state.targets.map((t, i) => (i === index ? { ...t, pending } : t)) };
}

/**
 * The card when a pending write can no longer be made (the actor cannot take it now, and the GM's record shows it
 * was never made): an application or an undo is taken back (Apply or Undo can be asked again, worked out anew); a defense, whose
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

/** What the actor write of a pending step needs besides the actor's view. */
export interface WriteContext {
  /** The attack's damage attributes. */
  attributes: readonly AttributeId[];
  /** The defender is in a started combat (a defense's ⚡ is spent only there). */
  inCombat: boolean;
  /** The update key of the death mark (`flags.<system>.deathBy`). */
  deathKey: string;
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

/** What the GM's client knows of a debt's actor write: still to make, made (the card not told yet), or nothing. */
export type WriteStatus = "owed" | "made" | "unknown";

/**
 * The debts this GM client opened and has not seen dropped from their card, by write id: each is entered before its
 * card is written, marked made once its actor write succeeded, and forgotten only once the card no longer owes it, so
 * no number of other writes can push an open debt out. A debt it never opened (a reload since, another GM, a card
 * older than write ids) is `unknown`.
 */
export class OwedWrites {
  readonly #writes = new Map<string, "owed" | "made">();

  open(id: string): void {
    this.#writes.set(id, "owed");
  }

  made(id: string): void {
    this.#writes.set(id, "made");
  }

  close(id: string): void {
    this.#writes.delete(id);
  }

  statusOf(id: string | undefined): WriteStatus {
    return (id !== undefined && this.#writes.get(id)) || "unknown";
  }

  /** How many debts are open (for tests). */
  get size(): number {
    return this.#writes.size;
  }
}
