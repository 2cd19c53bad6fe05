/**
 * Which attack cards wait on which actor, read from each card's stored target lines. Kept up to date as cards are
 * created, changed and deleted, so an actor's change costs work on that actor's cards only. Pure: the stored data is
 * looked at, never trusted — settling itself reads the card through its schema before anything is written.
 */
import { isRecord } from "../../../rules/guards.ts";

/** The actors whose lines on a card are still open (each once), from its stored data; none when it is malformed. */
export function waitingActors(stored: unknown): string[] {
  const targets: unknown = isRecord(stored) ? stored.targets : undefined;
  if (!Array.isArray(targets)) return [];
  const out = new Set<string>();
  for (const line of targets) {
    if (isRecord(line) && line.resolved !== true && typeof line.actorUuid === "string" && line.actorUuid !== "") out.add(line.actorUuid);
  }
  return [...out];
}

/** The waiting cards of every actor: card id → actors it waits on, actor UUID → card ids, newest last. */
export class WaitingIndex {
  private readonly cards = new Map<string, { seq: number; actors: readonly string[] }>();
  private readonly byActor = new Map<string, Set<string>>();
  private readonly parked = new Set<string>();
  private seq = 0;

  /** (Re)reads a card's stored lines; a card already known keeps its place in the order (and is no longer parked). */
  note(id: string, stored: unknown): void {
    this.parked.delete(id);
    const known = this.cards.get(id);
    const actors = waitingActors(stored);
    this.unlink(id, known?.actors ?? []);
    if (actors.length === 0) {
      this.cards.delete(id);
      return;
    }
    this.cards.set(id, { seq: known?.seq ?? ++this.seq, actors });
    for (const uuid of actors) {
      let set = this.byActor.get(uuid);
      if (!set) this.byActor.set(uuid, (set = new Set()));
      set.add(id);
    }
  }

  /**
   * Leaves a card out until it changes: settling it wrote nothing although the quick look said it would, and asking
   * again with nothing changed would only pay the schema read again.
   */
  park(id: string): void {
    if (this.cards.has(id)) this.parked.add(id);
  }

  /** Drops a card (deleted, or no longer a card). */
  forget(id: string): void {
    this.parked.delete(id);
    const known = this.cards.get(id);
    if (!known) return;
    this.unlink(id, known.actors);
    this.cards.delete(id);
  }

  /** The newest `limit` cards waiting on the actor (parked ones left out), newest first. */
  newest(actorUuid: string, limit: number): string[] {
    const ids = [...(this.byActor.get(actorUuid) ?? [])].filter((id) => !this.parked.has(id));
    const seq = (id: string) => this.cards.get(id)?.seq ?? 0;
    return ids.sort((a, b) => seq(b) - seq(a)).slice(0, limit);
  }

  /** Cards that wait on someone (for tests). */
  get size(): number {
    return this.cards.size;
  }

  private unlink(id: string, actors: readonly string[]): void {
    for (const uuid of actors) {
      const set = this.byActor.get(uuid);
      set?.delete(id);
      if (set?.size === 0) this.byActor.delete(uuid);
    }
  }
}
