/**
 * Posting and changing progressive cards. A change goes through `submitProgressiveOp`: applied on this client when
 * it may update the message, otherwise sent to the active GM through the `meshal-lite.progressive` query, whose
 * handler (`applyProgressiveOp`) is the one place a card's state is changed.
 */
import type { StartProgressiveOptions } from "../dice/progressive-starter.ts";
import type { PointsRoll } from "../dice/points-roll.ts";
import { SYSTEM_ID } from "../settings.ts";
import { readCardState } from "./card-spec.ts";
import { cardStateOf, isLegacyCard } from "./card-state.ts";
import { PROGRESSIVE_CARD, PROGRESSIVE_FIELDS } from "./progressive-card.ts";
import {
  addAssist,
  addPeriodRoll,
  joinContest,
  startProgressive,
  type ProgressiveSide,
  type ProgressiveState,
  type RollSummary,
  type Transition,
} from "./progressive-state.ts";

/** Name of the query that applies a card change on the GM's client. */
export const PROGRESSIVE_QUERY = `${SYSTEM_ID}.progressive`;

/** A change to a card, as sent to whoever may write it. */
export type ProgressiveOp =
  | { messageId: string; op: "roll" | "assist"; side: number; roll: RollSummary }
  | { messageId: string; op: "join"; side: ProgressiveSide };

/** Summary of an evaluated roll for the card. */
export function summarize(roll: PointsRoll, by: string): RollSummary {
  return { total: roll.total ?? 0, faces: roll.faces, by };
}

/** The first state of a new card: side 0 and, when given, its first roll. */
export function initialProgressiveState(options: Omit<StartProgressiveOptions, "firstRoll" | "rollMode">, name: string, firstRoll?: RollSummary): ProgressiveState {
  const state = startProgressive({
    kind: options.kind,
    target: options.target,
    assistMode: options.assistMode ?? "add",
    purpose: options.purpose ?? "",
    sides: [{ name, actorUuid: options.actor?.uuid ?? null, expression: options.expression }],
  });
  if (!firstRoll) return state;
  const next = addPeriodRoll(state, 0, firstRoll);
  return next.ok ? next.state : state;
}

/** Posts a new progressive card; resolves to the created message. No text is rendered here: each reader renders it. */
export async function postProgressiveCard(options: StartProgressiveOptions): Promise<ChatMessage.Implementation | undefined> {
  const name = options.actor?.name ?? game.user?.name ?? "";
  const state = initialProgressiveState(options, name, options.firstRoll ? summarize(options.firstRoll, name) : undefined);
  const data: Record<string, unknown> = {
    type: PROGRESSIVE_CARD.type,
    system: state,
    speaker: ChatMessage.getSpeaker(options.actor instanceof Actor ? { actor: options.actor as unknown as Actor.Implementation } : {}),
    rolls: options.firstRoll ? [options.firstRoll.toJSON()] : [],
  };
  ChatMessage.applyRollMode(data as never, (options.rollMode ?? game.settings.get("core", "rollMode")) as never);
  return (await ChatMessage.create(data as never)) ?? undefined;
}

/** Reads the card state of a message (its sub-type data, or an older card's flags); `null` for other messages. */
export function progressiveStateOf(message: ChatMessage.Implementation): ProgressiveState | null {
  return cardStateOf(PROGRESSIVE_CARD, message);
}

/** The state after `op`, or why it was refused. */
function transition(state: ProgressiveState, op: ProgressiveOp): Transition {
  if (op.op === "join") return joinContest(state, op.side);
  if (op.op === "roll") return addPeriodRoll(state, op.side, op.roll);
  return addAssist(state, op.side, op.roll);
}

/** Applies a change to the card on this client (which must be allowed to update the message). */
export async function applyProgressiveOp(op: ProgressiveOp): Promise<boolean> {
  const message = game.messages?.get(op.messageId);
  const state = message ? progressiveStateOf(message) : null;
  if (!message || !state) return false;
  const result = transition(state, op);
  if (!result.ok) {
    ui.notifications?.warn(game.i18n!.localize(result.reasonKey));
    return false;
  }
  // The model validates `system` updates; older flag-based cards are checked against the same fields here.
  if (!readCardState(PROGRESSIVE_FIELDS, result.state)) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.cardInvalid"));
    return false;
  }
  const update = isLegacyCard(PROGRESSIVE_CARD, message) ? { [`flags.${SYSTEM_ID}.progressive`]: result.state } : { system: result.state };
  await message.update(update as never);
  return true;
}

/** Sends a change to the card: applied here when allowed, otherwise by the active GM. */
export async function submitProgressiveOp(message: ChatMessage.Implementation, op: ProgressiveOp): Promise<boolean> {
  if (game.user && message.canUserModify(game.user, "update")) return applyProgressiveOp(op);
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.warn(game.i18n!.localize("MESHAL.Chat.noGM"));
    return false;
  }
  return Boolean(await gm.query(PROGRESSIVE_QUERY as never, op as never));
}

/** Registers the GM-side query handler; call during `init`. */
export function registerProgressiveQuery(): void {
  (CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<unknown>>)[PROGRESSIVE_QUERY] = async (data) =>
    game.user?.isGM ? applyProgressiveOp(data as ProgressiveOp) : false;
}
