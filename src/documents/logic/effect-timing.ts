/**
 * When a cast buff ends (docs/rules.md §3.6 [DEC] cast buffs): each pack effect names the end its words give, in the
 * flag `ends` (./ends-flag.ts) — "until the end of its next turn" (`nextTurn`), "until the end of your turn next round"
 * (`turnNextRound`), "until the end of next round" (`nextRound`) — beside the whole rounds v13 counts. v14 ends an
 * effect at an event once its duration has run out, a turn end being the turn of the effect's start combatant; this
 * plans that for the creature the effect is put on (the bearer). Pure.
 */
import type { EffectTiming } from "../../core/version/effect-duration.ts";
import { isOneOf } from "../../rules/guards.ts";

/** The ends a cast buff may name. */
export const EFFECT_ENDS = ["nextTurn", "turnNextRound", "nextRound"] as const;
export type EffectEnd = (typeof EFFECT_ENDS)[number];

/** Is `value` an end a buff may name? */
export const isEffectEnd = (value: unknown): value is EffectEnd => isOneOf(EFFECT_ENDS, value);

/** The running combat as the plan reads it: its round, whose turn it is (an index) and the bearer's place in it. */
export interface TurnContext {
  round: number;
  turn: number;
  /** The bearer's combatant, its index in the turn order and its initiative; null: the bearer does not fight in it. */
  bearer: { id: string; turn: number; initiative: number | null } | null;
}

/**
 * The timing of a buff ending `end`, put on a bearer now. A turn end waits for the bearer's own turn: its start is
 * recorded at the bearer's place this round, so the duration (whole rounds) runs out as that turn comes round, and
 * "its next turn" is this round's when the bearer has yet to act, else next round's. Outside a fight (or with the bearer
 * not in it) the event alone is set, with the stored rounds as the duration.
 */
export function planEffectTiming(end: EffectEnd, storedRounds: number | null, combat: TurnContext | null): EffectTiming {
  if (end === "nextRound") return { value: 1, units: "rounds", expiry: "roundEnd" };
  const bearer = combat?.bearer;
  if (!combat || !bearer) return { value: storedRounds, units: "rounds", expiry: "turnEnd" };
  const rounds = end === "turnNextRound" || bearer.turn <= combat.turn ? 1 : 0;
  return {
    value: rounds === 0 ? null : rounds,
    units: "rounds",
    expiry: "turnEnd",
    start: { combatant: bearer.id, round: combat.round, turn: bearer.turn, initiative: bearer.initiative },
  };
}
