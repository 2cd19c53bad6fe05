/**
 * When the GM settles the cards waiting on an actor: a trailing timer per actor (a burst of changes costs one run,
 * and a change loop at most one run per `maxWaitMs`), at most `cap` cards per run (newest first; the rest on the
 * following runs, never dropped), and only the newest `window` cards of the actor. No Foundry globals: the clock and
 * the work are given.
 */

/** The timer functions the scheduler uses (the browser's, or a test's fake clock); `Handle` is what `set` returns. */
export interface SettleClock<Handle = unknown> {
  now(): number;
  set(run: () => void, ms: number): Handle;
  clear(handle: Handle): void;
}

export interface SettleLimits {
  /** Quiet time after an actor's last change before its cards settle. */
  delayMs: number;
  /** Longest wait after the first change of a burst: a change loop cannot put settling off for ever. */
  maxWaitMs: number;
  /** Cards settled per run. */
  cap: number;
  /** Newest waiting cards of the actor looked at after a change. */
  window: number;
}

export const SETTLE_LIMITS: SettleLimits = { delayMs: 150, maxWaitMs: 1000, cap: 10, window: 50 };

interface ActorRun<Handle> {
  handle: Handle | null;
  /** When the timer now pending was first set (for `maxWaitMs`). */
  since: number;
  /** Cards still to settle from the last look at the actor. */
  queue: string[];
  /** The actor changed after `queue` was filled: look again once it is done. */
  changed: boolean;
}

export class SettleScheduler<Handle = unknown> {
  private readonly runs = new Map<string, ActorRun<Handle>>();

  /**
   * @param waiting the newest `limit` card ids waiting on an actor, newest first
   * @param settle settles these cards for the actor (each card is checked again there: it may no longer wait)
   */
  constructor(
    private readonly clock: SettleClock<Handle>,
    private readonly waiting: (actorUuid: string, limit: number) => string[],
    private readonly settle: (ids: string[], actorUuid: string) => void,
    private readonly limits: SettleLimits = SETTLE_LIMITS,
  ) {}

  /** The actor's ⚡, dice or life changed. */
  changed(actorUuid: string): void {
    let run = this.runs.get(actorUuid);
    if (!run) this.runs.set(actorUuid, (run = { handle: null, since: 0, queue: [], changed: false }));
    run.changed = true;
    this.arm(actorUuid, run);
  }

  /** Actors with a run pending (for tests). */
  get pending(): number {
    return this.runs.size;
  }

  private arm(actorUuid: string, run: ActorRun<Handle>): void {
    const now = this.clock.now();
    if (run.handle === null) run.since = now;
    else this.clock.clear(run.handle);
    const due = Math.min(now + this.limits.delayMs, run.since + this.limits.maxWaitMs);
    run.handle = this.clock.set(() => this.fire(actorUuid, run), Math.max(0, due - now));
  }

  private fire(actorUuid: string, run: ActorRun<Handle>): void {
    run.handle = null;
    if (run.queue.length === 0 && run.changed) {
      run.queue = this.waiting(actorUuid, this.limits.window);
      run.changed = false;
    }
    const batch = run.queue.splice(0, this.limits.cap);
    if (run.queue.length > 0 || run.changed) this.arm(actorUuid, run);
    else this.runs.delete(actorUuid);
    if (batch.length > 0) this.settle(batch, actorUuid);
  }
}
