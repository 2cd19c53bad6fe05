/**
 * A running fight for effect timing on the document stage (server-documents.ts): `game.combat` with its round, turn and
 * turn order, and what passing a turn does to effects on each version.
 *
 * - Every client gets `combatTurnChange(combat, prior, current)` after the turn moves, as core calls it.
 * - v14 only: before the turn moves, core's effect registry (foundryvtt#13667; v14 API pages `ActiveEffectRegistry`,
 *   `EffectDurationData`) reaches the events of the ending turn — `turnEnd`, and `roundEnd` when the round ends — and
 *   marks every effect whose `expiry` is that event and whose duration has run out (`duration.expired`, written by the
 *   GM's client: `expiryAction` "update"). A turn end counts only for the effect's `start.combatant`. A duration in
 *   rounds runs out when the fight reaches the same place in the turn order that many rounds after its start.
 * - v13 has no registry: nothing is marked; an effect's `remaining` just reaches 0 (server-documents.ts).
 *
 * Sources: https://foundryvtt.com/api/v13/functions/hookEvents.combatTurnChange.html;
 * https://foundryvtt.com/api/v14/classes/foundry.documents.ActiveEffect.html and
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.EffectDurationData.html (`expiry`, `expired`);
 * https://github.com/foundryvtt/foundryvtt/issues/13667, https://github.com/foundryvtt/foundryvtt/issues/13743.
 */
import type { StageServer } from "./server.ts";
import { stageId, type StageActiveEffect, type StageActor, type StageWorld } from "./server-documents.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;

/** A combatant: its id, its actor and its initiative. */
export interface FightTurn {
  id: string;
  actor: StageActor;
  actorId: string;
  initiative: number | null;
}

/** The place of (round, turn) in a fight of `size` turns a round. */
const place = (round: number, turn: number, size: number): number => round * size + turn;

/** Has `effect`'s duration run out at `now` (a place), as v14's registry reads it? */
function ranOut(effect: StageActiveEffect, now: number, size: number): boolean {
  const d = effect.duration;
  const value = typeof d.value === "number" ? d.value : null;
  if (value === null) return true;
  const start = effect.start;
  const from = place(Number(start.round ?? 0), Number(start.turn ?? 0), size);
  return now >= from + (d.units === "turns" ? value : value * size);
}

/** A started fight of `actors` in that order, from round 1, turn 0. */
export class StageFight {
  readonly id = stageId("fight");
  started = true;
  round = 1;
  turn = 0;
  readonly turns: FightTurn[];

  constructor(private readonly world: StageWorld, private readonly server: StageServer, actors: readonly StageActor[]) {
    this.turns = actors.map((actor, i) => ({ id: stageId("cbt"), actor, actorId: actor.id, initiative: actors.length - i }));
  }

  /** Makes this the world's running fight (`game.combat`, and a combat for `inCombat`). */
  begin(): this {
    this.world.combat = this;
    this.world.combats = { contents: [this] };
    return this;
  }

  get combatants(): { contents: FightTurn[]; get(id: string): FightTurn | undefined; some(test: (c: FightTurn) => boolean): boolean } {
    const list = this.turns;
    return { contents: list, get: (id) => list.find((c) => c.id === id), some: (test) => list.some(test) };
  }
  get combatant(): FightTurn | null {
    return this.turns[this.turn] ?? null;
  }

  /** Ends the current turn and starts the next (the first of the next round after the last). */
  async nextTurn(): Promise<void> {
    const ending = this.combatant;
    const size = this.turns.length;
    const roundEnds = this.turn === size - 1;
    if (onV14) {
      await this.expire("turnEnd", place(this.round, this.turn, size), ending?.id ?? null);
      if (roundEnds) await this.expire("roundEnd", place(this.round, size - 1, size), null);
    }
    const prior = { round: this.round, turn: this.turn, combatantId: ending?.id ?? null };
    if (roundEnds) {
      this.round += 1;
      this.turn = 0;
    } else this.turn += 1;
    const current = { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
    this.server.broadcast(() => this.server.hooks.callAll("combatTurnChange", this, prior, current));
  }

  /** v14's registry reaching `event` at `now`: marks the effects it ends, on the GM's client. */
  private async expire(event: string, now: number, combatantId: string | null): Promise<void> {
    const gm = this.server.users.activeGM;
    if (!gm) return;
    for (const actor of this.world.actors.contents) {
      for (const effect of actor.effects.contents) {
        const d: Rec = effect.duration;
        if (d.expiry !== event || d.expired === true) continue;
        if (event === "turnEnd" && effect.start.combatant !== combatantId) continue;
        if (!ranOut(effect, now, this.turns.length)) continue;
        await this.server.onClient(gm, () => effect.update({ "duration.expired": true }));
      }
    }
  }
}
