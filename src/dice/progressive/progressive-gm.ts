/**
 * The `meshal-lite.progressive` query on the active GM's client (docs/queries.md): reads the requester's slip from
 * their User document, decides with the pure rules (progressive-decide.ts), rolls every die itself with the actor's
 * dice as it reads them, and writes the card as its author. A slip is marked served (remembered and cleared from the
 * user) once it was parsed and its card or actor found, before any roll or write. Requests for one card run one at a
 * time (the shared write queue, keyed by the card; a start by the requesting user). A lazy chunk: the query
 * (progressive-query.ts, parsed there) loads it on the first request this client runs.
 */
import { isRecord, stringsOf } from "../../rules/guards.ts";
import { createChatMessage, updateDocument } from "../../core/document-writes.ts";
import { optionalRule, SYSTEM_ID } from "../../core/settings.ts";
import { attributeDiceOf, NO_ATTRIBUTES } from "../actor-dice.ts";
import { defaultCheckConfig } from "../check-config.ts";
import { PointsRoll } from "../points-roll.ts";
import { showRoll } from "../dsn.ts";
import { refuse, ServedSlips, type QueryAnswer } from "../../core/query-core.ts";
import { readCardState } from "../../chat/card-schema.ts";
import { cardStateOf, isLegacyCard } from "../../chat/card-state.ts";
import { isGmWritten } from "../../chat/card-trust.ts";
import { PROGRESSIVE_CARD } from "./progressive-card.ts";
import { applyRoll, assistedEntry, choicesFor, decideChange, decideStart, newCardState, NO_ROLL, type FoundActor, type Requester, type RollPlanOk } from "./progressive-decide.ts";
import { findActor } from "../../core/document-guards.ts";
import { CARD_REQUEST_FLAG, parseProgressiveSlip, PROGRESSIVE_SLIP_FLAG, type ProgressiveAsk, type ProgressivePayload, type RollChoices } from "./progressive-request.ts";
import { addPeriodRoll, type ProgressiveState, type RollSummary } from "./progressive-state.ts";

type Message = ChatMessage.Implementation;
type Start = Extract<ProgressiveAsk, { op: "start" }>;
type Change = Exclude<ProgressiveAsk, { op: "start" }>;

/** Slip ids served on this client (the slip is also cleared from the user; this catches one written back). */
const served = new ServedSlips();

const facts = (actor: Actor.Implementation | null): FoundActor | null => (actor ? { uuid: actor.uuid, name: actor.name ?? "" } : null);

/** Rolls `expression` with `actor`'s current dice (none: numbers only) on this client. */
async function rollHere(actor: Actor.Implementation | null, expression: string, choices: RollChoices, purpose: string): Promise<PointsRoll | null> {
  const read = actor ? attributeDiceOf(actor.system) : { ok: true as const, dice: NO_ATTRIBUTES };
  if (!read.ok) return null;
  const config = defaultCheckConfig({ expression, ...choices, difficulty: null, purpose, newerDice: optionalRule("newerDice") });
  try {
    const roll = PointsRoll.fromCheck(config, read.dice, actor?.uuid ?? null);
    await roll.evaluate();
    return roll;
  } catch {
    return null; // more dice than a roll may have, or an expression this actor cannot roll
  }
}

const summaryOf = (roll: PointsRoll, by: string): RollSummary => ({ total: roll.total ?? 0, faces: roll.faces, by });

/** Marks the slip served: remembered here and cleared from its user, before anything is rolled or written. */
async function markServed(user: User.Implementation, slipId: string): Promise<void> {
  served.claim(user.id ?? "", slipId);
  await user.unsetFlag(SYSTEM_ID, PROGRESSIVE_SLIP_FLAG);
}

async function startCard(user: User.Implementation, slipId: string, ask: Start, requester: Requester): Promise<QueryAnswer> {
  const actor = findActor(ask.actorUuid);
  const opponent = findActor(ask.opponent);
  if ((ask.actorUuid && !actor) || (ask.opponent && !opponent)) return refuse("MESHAL.Chat.progressive.noActor");
  await markServed(user, slipId);
  const plan = decideStart(ask, requester, facts(actor), facts(opponent));
  if (!plan.ok) return refuse(plan.reasonKey);
  const name = plan.roller ? plan.name : (user.name ?? "");
  let state = newCardState(ask, { name, actorUuid: plan.roller?.uuid ?? null }, facts(opponent));
  let roll: PointsRoll | null = null;
  if (ask.roll) {
    roll = await rollHere(actor, ask.expression, ask.roll, ask.purpose);
    if (!roll) return refuse("MESHAL.Chat.progressive.noDice");
    const first = addPeriodRoll(state, 0, summaryOf(roll, state.sides[0]?.name ?? name));
    if (!first.ok) return refuse(first.reasonKey);
    state = first.state;
  }
  if (!readCardState(PROGRESSIVE_CARD, state)) return refuse("MESHAL.Chat.cardInvalid");
  const speaker = ChatMessage.getSpeaker(actor ? { actor } : { alias: name });
  const data = { type: PROGRESSIVE_CARD.type, system: state, speaker, rolls: roll ? [roll.toJSON()] : [], flags: { [SYSTEM_ID]: { [CARD_REQUEST_FLAG]: slipId } } };
  await createChatMessage(data);
  return { ok: true };
}

async function changeCard(user: User.Implementation, slipId: string, ask: Change, requester: Requester): Promise<QueryAnswer> {
  const message = game.messages?.get(ask.messageId);
  const state = message ? cardStateOf(PROGRESSIVE_CARD, message) : null;
  if (!message || !state) return refuse("MESHAL.Query.noCard");
  await markServed(user, slipId);
  const named = findActor(ask.op === "roll" ? (state.sides[ask.side]?.actorUuid ?? null) : ask.actorUuid);
  const entry = ask.op === "assist" ? assistedEntry(state, ask.side) : -1;
  const plan = decideChange({ state, gmWritten: isGmWritten(message) }, ask, requester, facts(named), helpersOf(message, entry));
  if (!plan.ok) return refuse(plan.reasonKey);
  const dry = applyRoll(state, ask, plan, NO_ROLL);
  if (!dry.ok) return refuse(dry.reasonKey);
  return recordRoll(message, state, ask, plan, named, entry);
}

/** The flag of a GM-written card listing, per entry index, the actor UUIDs that assisted that roll. */
const HELPERS_FLAG = "helpers" as const;

/** The helpers already on entry `index` of the card (written by the GM with each assist). */
function helpersOf(message: Message, index: number): string[] {
  if (index < 0) return [];
  const all: unknown = message.getFlag(SYSTEM_ID, HELPERS_FLAG);
  return stringsOf(isRecord(all) ? all[String(index)] : undefined);
}

async function recordRoll(message: Message, state: ProgressiveState, ask: Change, plan: RollPlanOk, actor: Actor.Implementation | null, entry: number): Promise<QueryAnswer> {
  const roll = await rollHere(actor, plan.expression, choicesFor(ask), state.purpose);
  if (!roll) return refuse("MESHAL.Chat.progressive.noDice");
  const next = applyRoll(state, ask, plan, summaryOf(roll, plan.name));
  if (!next.ok) return refuse(next.reasonKey);
  if (!readCardState(PROGRESSIVE_CARD, next.state)) return refuse("MESHAL.Chat.cardInvalid");
  const update: Record<string, unknown> = isLegacyCard(PROGRESSIVE_CARD, message) ? { [`flags.${SYSTEM_ID}.progressive`]: next.state } : { system: next.state };
  if (entry >= 0 && plan.roller) update[`flags.${SYSTEM_ID}.${HELPERS_FLAG}.${entry}`] = [...helpersOf(message, entry), plan.roller.uuid];
  await updateDocument(message, update);
  await showRoll(roll, message);
  return { ok: true };
}

/** Serves one slip on the active GM's client (already queued); the query (progressive-query.ts) loads this module to call it. */
export async function runProgressive(payload: ProgressivePayload): Promise<QueryAnswer> {
  const user = game.users?.get(payload.userId);
  if (!user) return refuse("MESHAL.Attack.request.noSlip");
  // Read again inside the queue: an earlier run may have served this very slip.
  const current = parseProgressiveSlip(user.getFlag(SYSTEM_ID, PROGRESSIVE_SLIP_FLAG));
  if (served.has(payload.userId, payload.slipId) || !current.ok || current.value.id !== payload.slipId) return refuse("MESHAL.Attack.request.slipUsed");
  const requester: Requester = { isGM: user.isGM, owns: (uuid) => findActor(uuid)?.testUserPermission(user, "OWNER") === true };
  const { ask } = payload.slip;
  return ask.op === "start" ? startCard(user, payload.slipId, ask, requester) : changeCard(user, payload.slipId, ask, requester);
}
