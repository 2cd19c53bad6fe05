/**
 * The ⚡ ledger across turns (§5.3–5.4): each combatant's ⚡ resets at the start of its own turn, once per round, on
 * one client. The marker is the round in which its turn last started, so going back, skipping ahead or reordering
 * never resets twice or refunds spent ⚡, and a skipped combatant is reset when it does get its turn. A fight starts
 * and ends with full ⚡ and no long action (`fightBoundaryMobility`). Pure.
 */

/** When this combatant's own turn last started (0 = never in this combat). */
export interface TurnMarker {
  startedRound: number;
}

/** Is a turn start due for a combatant becoming current in `round`? Only the first time in that round. */
export function turnStartDue(marker: TurnMarker, round: number): boolean {
  return Number.isInteger(round) && round > 0 && round > marker.startedRound;
}

/** The current turn of a combat: round and the active combatant's id (null between rounds). */
export interface TurnPointer {
  round: number;
  combatantId: string | null;
}

/**
 * The combatant whose turn starts when the combat moves from `prior` to `current`, or null: none when nothing
 * changed, none when there is no current combatant, none when its turn already started this round (a rewind).
 */
export function turnStartOnChange(
  prior: TurnPointer | null,
  current: TurnPointer,
  markers: ReadonlyMap<string, TurnMarker>,
): string | null {
  const id = current.combatantId;
  if (!id) return null;
  if (prior && prior.round === current.round && prior.combatantId === id) return null;
  return turnStartDue(markers.get(id) ?? { startedRound: 0 }, current.round) ? id : null;
}

/**
 * Guards against the same turn start running twice on one client while the first update is still in flight
 * (the turn-start handler and its backstop hook can both fire for one change).
 */
export class TurnStartGate {
  readonly #pending = new Set<string>();

  /** True (and remembered) the first time a combatant's start in this round is claimed. */
  claim(combatantId: string, round: number): boolean {
    const key = `${combatantId}:${round}`;
    if (this.#pending.has(key)) return false;
    this.#pending.add(key);
    return true;
  }

  /** Forgets claims (at combat end or when a claim's update failed). */
  release(combatantId?: string, round?: number): void {
    if (combatantId === undefined) this.#pending.clear();
    else this.#pending.delete(`${combatantId}:${round ?? 0}`);
  }
}

/** ⚡ as an actor stores it (`owed`/`paid`: a long action in progress, §5.4). */
export interface StoredMobility {
  value: number;
  max: number;
  owed?: number;
  paid?: number;
}

/**
 * What a fight's start or end leaves of a creature's ⚡ (§5.3, docs/rules.md §10.3 #16): the full pool and no long
 * action in progress (⚡ and long actions belong to Moment mode; an action still unfinished when the fight ends is
 * abandoned, its ⚡ lost). The `system.mobility` update, or null when the creature is already so.
 */
export function fightBoundaryMobility(mobility: StoredMobility): Record<string, number> | null {
  const max = Math.max(0, Math.trunc(mobility.max));
  const update: Record<string, number> = {};
  if (mobility.value !== max) update["system.mobility.value"] = max;
  if ((mobility.owed ?? 0) !== 0) update["system.mobility.owed"] = 0;
  if ((mobility.paid ?? 0) !== 0) update["system.mobility.paid"] = 0;
  return Object.keys(update).length ? update : null;
}
