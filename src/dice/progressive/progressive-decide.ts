/**
 * The GM's decisions on a progressive ask (progressive-request.ts), from plain evidence its client gathered: may this
 * user start this card, roll this side, assist with this actor (§2.4: another creature making the same roll), join
 * with this actor; and the card's next state once the GM has rolled. Refusals carry a lang key and no data: nothing a
 * card or an actor name holds is ever put into a notification. Pure.
 */
import { clipName } from "../../core/clip-name.ts";
import type { ProgressiveAsk, RollChoices } from "./progressive-request.ts";
import { addAssist, addPeriodRoll, joinContest, startProgressive, type ProgressiveState, type RollSummary, type Transition } from "./progressive-state.ts";

/** The requesting user as the GM's client reads it. */
export interface Requester {
  isGM: boolean;
  /** Does the requester own the actor with this UUID (false for an actor that cannot be found)? */
  owns(uuid: string): boolean;
}

/** An actor found on the GM's client. */
export interface FoundActor {
  uuid: string;
  name: string;
}

/** Who rolls and with which dice expression (the GM rolls it with that actor's current dice). */
export interface RollPlanOk {
  ok: true;
  /** The actor whose dice are rolled; null for a GM's side with no actor (numbers only). */
  roller: FoundActor | null;
  /** The name the card credits. */
  name: string;
  expression: string;
}
export type RollPlanOutcome = RollPlanOk | { ok: false; reasonKey: string };

const no = (reasonKey: string): { ok: false; reasonKey: string } => ({ ok: false, reasonKey });

/**
 * A start: a player names an actor they own; a GM any actor, or none. A contest may name its opponent (any creature
 * found, not side 0's: naming gives no right over it, only its owners or a GM join with it); an attempt names none.
 */
export function decideStart(ask: Extract<ProgressiveAsk, { op: "start" }>, requester: Requester, actor: FoundActor | null, opponent: FoundActor | null = null): RollPlanOutcome {
  if (ask.opponent !== null) {
    if (ask.kind !== "contest") return no("MESHAL.Chat.progressive.notContest");
    if (!opponent) return no("MESHAL.Chat.progressive.noActor");
    if (opponent.uuid === ask.actorUuid) return no("MESHAL.Chat.progressive.sameActor");
  }
  if (ask.actorUuid === null) return requester.isGM ? { ok: true, roller: null, name: "", expression: ask.expression } : no("MESHAL.Chat.progressive.needActor");
  if (!actor) return no("MESHAL.Chat.progressive.noActor");
  if (!requester.isGM && !requester.owns(actor.uuid)) return no("MESHAL.Chat.progressive.notYourActor");
  return { ok: true, roller: actor, name: clipName(actor.name), expression: ask.expression };
}

/** The state of a new card: side 0, nothing rolled yet. */
export function newCardState(ask: Extract<ProgressiveAsk, { op: "start" }>, side0: { name: string; actorUuid: string | null }, opponent: FoundActor | null = null): ProgressiveState {
  return startProgressive({
    opponent: opponent ? { actorUuid: opponent.uuid, name: clipName(opponent.name) } : null,
    kind: ask.kind,
    target: ask.target,
    assistMode: ask.assistMode,
    purpose: ask.purpose,
    sides: [{ name: clipName(side0.name), actorUuid: side0.actorUuid, expression: ask.expression }],
  });
}

/** The card as the GM's client holds it. */
export interface CardEvidence {
  state: ProgressiveState;
  /** Was the card written by a GM (card-trust.ts)? A player-authored card is read-only. */
  gmWritten: boolean;
}

/**
 * Who may roll on the card. roll: a side with an actor by that actor's owners or a GM, a side without one by a GM.
 * assist: the helper is an actor the requester owns (a GM: any) and holds no side of the card. join: an owned actor
 * other than side 0's that the contest names as its opponent (a GM: any creature but side 0's). `named` is the actor the ask names (assist, join) or the side's actor (roll), as found;
 * `assistedBy` the helpers already on the roll an assist would join (one assist per creature and roll).
 */
export function decideChange(card: CardEvidence, ask: Exclude<ProgressiveAsk, { op: "start" }>, requester: Requester, named: FoundActor | null, assistedBy: readonly string[] = []): RollPlanOutcome {
  if (!card.gmWritten) return no("MESHAL.Chat.progressive.untrusted");
  const { state } = card;
  if (ask.op === "roll") {
    const side = state.sides[ask.side];
    if (!side) return no("MESHAL.Chat.progressive.noSide");
    if (!side.actorUuid) return requester.isGM ? { ok: true, roller: null, name: side.name, expression: side.expression } : no("MESHAL.Chat.progressive.notYourSide");
    if (!named) return no("MESHAL.Chat.progressive.noActor");
    if (!requester.isGM && !requester.owns(side.actorUuid)) return no("MESHAL.Chat.progressive.notYourSide");
    return { ok: true, roller: named, name: side.name, expression: side.expression };
  }
  if (!named) return no("MESHAL.Chat.progressive.noActor");
  if (!requester.isGM && !requester.owns(named.uuid)) return no("MESHAL.Chat.progressive.notYourActor");
  if (ask.op === "assist") {
    const side = state.sides[ask.side];
    if (!side) return no("MESHAL.Chat.progressive.noSide");
    if (state.sides.some((s) => s.actorUuid === named.uuid)) return no("MESHAL.Chat.assist.sameCreature");
    if (assistedBy.includes(named.uuid)) return no("MESHAL.Chat.assist.already");
    return { ok: true, roller: named, name: clipName(named.name), expression: side.expression };
  }
  const first = state.sides[0];
  if (state.kind !== "contest" || !first) return no("MESHAL.Chat.progressive.notContest");
  if (first.actorUuid === named.uuid) return no("MESHAL.Chat.progressive.sameActor");
  // Only the named opponent joins, or a creature the GM approves by joining it itself.
  if (!requester.isGM && state.opponent?.actorUuid !== named.uuid) return no("MESHAL.Chat.progressive.notOpponent");
  return { ok: true, roller: named, name: clipName(named.name), expression: first.expression };
}

/** The card's next state with the GM's roll recorded (also run with a placeholder roll before rolling, to refuse early). */
export function applyRoll(state: ProgressiveState, ask: Exclude<ProgressiveAsk, { op: "start" }>, plan: RollPlanOk, roll: RollSummary): Transition {
  if (ask.op === "roll") return addPeriodRoll(state, ask.side, roll);
  if (ask.op === "assist") return addAssist(state, ask.side, roll);
  const joined = joinContest(state, { name: plan.name, actorUuid: plan.roller?.uuid ?? null, expression: plan.expression });
  return joined.ok ? addPeriodRoll(joined.state, 1, roll) : joined;
}

/**
 * The dialog choices the GM rolls with: an assist is the side's own roll made with the helper's dice (§2.4), so a
 * helper's advantages are dropped; a cut (disadvantage, voluntary) only ever lowers the count and is kept.
 */
export function choicesFor(ask: Exclude<ProgressiveAsk, { op: "start" }>): RollChoices {
  return ask.op === "assist" ? { ...ask.roll, advantage: 0 } : ask.roll;
}

/** Index in `state.entries` of the roll an assist on `side` joins (its latest), or -1. */
export function assistedEntry(state: ProgressiveState, side: number): number {
  return state.entries.map((e) => e.side).lastIndexOf(side);
}

/** A placeholder roll for the dry run before rolling. */
export const NO_ROLL: RollSummary = { total: 0, faces: [1], by: "" };
