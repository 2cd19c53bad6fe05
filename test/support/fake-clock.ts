/** A manual clock for the settle scheduler (src/combat/attack/gm/settle-scheduler.ts): timers fire only when time is advanced. */
import type { SettleClock } from "../../src/combat/attack/gm/settle-scheduler.ts";

export class FakeClock implements SettleClock {
  private time = 0;
  private nextId = 0;
  private readonly timers = new Map<number, { at: number; run: () => void }>();

  now(): number {
    return this.time;
  }

  set(run: () => void, ms: number): number {
    const id = ++this.nextId;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  }

  clear(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time on by `ms`, firing each timer that falls due, in order (a timer set while firing may fire too). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: [number, { at: number; run: () => void }] | undefined;
      for (const entry of this.timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].run();
    }
    this.time = end;
  }

  /** Timers pending. */
  get pending(): number {
    return this.timers.size;
  }
}
