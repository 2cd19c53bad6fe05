/**
 * The requester's side of progressive cards: every start and every roll, a GM's too, is an ask to the active GM
 * (progressive-query.ts, progressive-gm.ts, docs/queries.md), written as a slip on the requester's own User document. Also reads a card's
 * state and builds a new card's first state (previews, tests). A card a player wrote renders read-only
 * (progressive-card.ts, from the reader's `gmWritten`).
 */
import type { FirstRollChoices, StartProgressiveOptions } from "../progressive-starter.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { registerGmQuery } from "../../core/queries.ts";
import { sendSlip, type SlipSent } from "../../core/slip.ts";
import { cardStateOf } from "../../chat/card-state.ts";
import { isGmWritten } from "../../chat/card-trust.ts";
import { PROGRESSIVE_CARD } from "./progressive-card.ts";
import { PROGRESSIVE_QUERY } from "./progressive-query.ts";
import { CARD_REQUEST_FLAG, MAX_ROLL_MODIFIER, PROGRESSIVE_SLIP_FLAG, storeProgressiveSlip, type ProgressiveAsk, type RollChoices } from "./progressive-request.ts";
import { addPeriodRoll, startProgressive, type ProgressiveState, type RollSummary } from "./progressive-state.ts";

export { PROGRESSIVE_QUERY } from "./progressive-query.ts";

type Message = ChatMessage.Implementation;

/** The first state of a new card: side 0 and, when given, its first roll (what the GM builds; previews and tests). */
export function initialProgressiveState(options: Omit<StartProgressiveOptions, "rollFirst">, name: string, firstRoll?: RollSummary): ProgressiveState {
  const state = startProgressive({
    kind: options.kind,
    target: options.target,
    assistMode: options.assistMode ?? "add",
    purpose: options.purpose ?? "",
    sides: [{ name, actorUuid: options.actor?.uuid ?? null, expression: options.expression }],
    opponent: options.opponent ? { actorUuid: options.opponent.uuid, name: options.opponent.name ?? "" } : null,
  });
  if (!firstRoll) return state;
  const next = addPeriodRoll(state, 0, firstRoll);
  return next.ok ? next.state : state;
}

/** Reads the card state of a message (its sub-type data, or an older card's flags); `null` for other messages. */
export function progressiveStateOf(message: Message): ProgressiveState | null {
  return cardStateOf(PROGRESSIVE_CARD, message);
}

/** Dialog choices as an ask carries them: whole numbers 0–MAX_ROLL_MODIFIER. */
export function rollChoices(choices: FirstRollChoices = {}): RollChoices {
  const bound = (n: number | undefined) => Math.min(MAX_ROLL_MODIFIER, Math.max(0, Math.trunc(Number(n) || 0)));
  return { advantage: bound(choices.advantage), disadvantage: bound(choices.disadvantage), voluntary: bound(choices.voluntary) };
}

/**
 * Asks the active GM for `ask`: writes the slip on this user, then sends its id (core/slip.ts; with no GM nothing is
 * written). Resolves to the answer and the slip id; a refusal is shown here.
 */
export function requestProgressive(ask: ProgressiveAsk): Promise<SlipSent> {
  return sendSlip(PROGRESSIVE_QUERY, PROGRESSIVE_SLIP_FLAG, (id) => storeProgressiveSlip(id, ask), "MESHAL.Chat.progressive.noGM");
}

/** The starter the dice call: asks the GM for the card and resolves to it once this client has it. */
export async function postProgressiveCard(options: StartProgressiveOptions): Promise<Message | undefined> {
  const { rollFirst } = options;
  const ask: ProgressiveAsk = {
    op: "start",
    kind: options.kind,
    target: Math.max(0, Math.trunc(options.target)),
    expression: options.expression,
    actorUuid: options.actor?.uuid ?? null,
    purpose: options.purpose ?? "",
    assistMode: options.assistMode ?? "add",
    roll: rollFirst ? rollChoices(rollFirst === true ? {} : rollFirst) : null,
    opponent: options.kind === "contest" ? (options.opponent?.uuid ?? null) : null,
  };
  const { answer, slipId } = await requestProgressive(ask);
  if (!answer.ok) return undefined;
  return game.messages?.find((m) => isGmWritten(m) && m.getFlag(SYSTEM_ID, CARD_REQUEST_FLAG) === slipId) ?? undefined;
}

/** Registers the GM-side query handler; call during `init`. */
export function registerProgressiveQuery(): void {
  registerGmQuery(PROGRESSIVE_QUERY);
}
