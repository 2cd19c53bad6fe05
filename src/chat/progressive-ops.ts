/**
 * Posting and changing progressive cards. Every change, the card author's too, is a request to the active GM through
 * the `meshal-lite.progressive` query (docs/queries.md), whose handler (`runProgressiveRequest`, one card at a time
 * through the shared write queue) is the one place a card's state is changed.
 */
import type { StartProgressiveOptions } from "../dice/progressive-starter.ts";
import type { PointsRoll } from "../dice/points-roll.ts";
import { SYSTEM_ID } from "../settings.ts";
import { readCardState } from "./card-schema.ts";
import { cardStateOf, isLegacyCard } from "./card-state.ts";
import { PROGRESSIVE_CARD } from "./progressive-card.ts";
import { askGm, registerGmQuery } from "../documents/queries.ts";
import { refuse, type GmQuery, type QueryAnswer } from "../documents/query-core.ts";
import { addPeriodRoll, startProgressive, type ProgressiveState, type RollSummary } from "./progressive-state.ts";
import { decideProgressiveRequest, parseProgressiveRequest, type ProgressiveRequest, type RollEvidence } from "./progressive-request.ts";

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

/** The roll message a request points at, read for the decision (nothing in it is trusted but its author). */
function rollEvidence(card: ChatMessage.Implementation, rollMessage: ChatMessage.Implementation): RollEvidence {
  const author = rollMessage.author;
  const speakerActor = ChatMessage.getSpeakerActor(rollMessage.speaker) as Actor.Implementation | null;
  const roll = rollMessage.rolls[0] as (Roll & { options?: Record<string, unknown> }) | undefined;
  const results = (roll?.dice ?? []).flatMap((d) => d.results as { result: unknown; active?: boolean }[]);
  const used = rollMessage.getFlag(SYSTEM_ID as never, USED_FLAG as never) as unknown;
  return {
    authorId: author?.id ?? "",
    authorIsGM: author?.isGM === true,
    actor: speakerActor && author
      ? { uuid: speakerActor.uuid, name: speakerActor.name ?? "", ownedByAuthor: speakerActor.testUserPermission(author, "OWNER") }
      : null,
    faces: roll ? results.filter((r) => r.active !== false).map((r) => r.result) : null,
    mode: roll?.options?.mode,
    expression: roll?.options?.expression,
    usedOn: typeof used === "string" ? used : null,
    afterCard: (rollMessage.timestamp ?? 0) >= (card.timestamp ?? 0),
  };
}

/** The flag a recorded roll message carries: the id of the card it was recorded on. */
const USED_FLAG = "recordedOn";

/** Applies a request on the active GM's client (run through the write queue of its card). */
async function runProgressiveRequest(request: ProgressiveRequest): Promise<QueryAnswer> {
  const message = game.messages?.get(request.messageId);
  const state = message ? progressiveStateOf(message) : null;
  if (!message || !state) return refuse("MESHAL.Query.noCard");
  const rollMessage = game.messages?.get(request.rollMessageId);
  if (!rollMessage || rollMessage.rolls.length === 0) return refuse("MESHAL.Query.noRoll");
  const outcome = decideProgressiveRequest({ state, authorId: message.author?.id ?? null }, request, rollEvidence(message, rollMessage));
  if (!outcome.ok) return refuse(outcome.reasonKey, outcome.data);
  // The model validates `system` updates; older flag-based cards are checked against the same fields here.
  if (!readCardState(PROGRESSIVE_CARD, outcome.state)) return refuse("MESHAL.Chat.cardInvalid");
  const update = isLegacyCard(PROGRESSIVE_CARD, message) ? { [`flags.${SYSTEM_ID}.progressive`]: outcome.state } : { system: outcome.state };
  // Mark the roll first so it can never be recorded twice; unmark it if the card refuses the change after all.
  await rollMessage.setFlag(SYSTEM_ID as never, USED_FLAG as never, message.id as never);
  try {
    await message.update(update as never);
  } catch (err) {
    await rollMessage.unsetFlag(SYSTEM_ID as never, USED_FLAG as never);
    throw err;
  }
  return { ok: true };
}

/** The GM-side query that changes a progressive card. */
export const PROGRESSIVE_QUERY: GmQuery<ProgressiveRequest> = {
  name: "progressive",
  parse: parseProgressiveRequest,
  queueKey: (request) => request.messageId,
  run: runProgressiveRequest,
};

/** Asks the active GM to record a change on the card (every writer, the card's author too, goes through it). */
export async function requestProgressiveChange(request: ProgressiveRequest): Promise<boolean> {
  return (await askGm(PROGRESSIVE_QUERY, request)).ok;
}

/** Registers the GM-side query handler; call during `init`. */
export function registerProgressiveQuery(): void {
  registerGmQuery(PROGRESSIVE_QUERY);
}
