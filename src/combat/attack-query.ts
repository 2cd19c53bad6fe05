/**
 * Changes to an attack card go through the active GM (docs/queries.md, `meshal-lite.attack`). The requester writes
 * its request as a slip on its own User document and sends only `{userId, slipId}`; the GM reads the slip from that
 * user, refuses a slip it has already served, checks the user's real ownership, gathers the evidence (its own reading
 * of the actors, its own defense roll) for the pure decision (attack-decide.ts), then writes the actor and the card.
 * Work on one card runs one request at a time (the shared write queue), work on one actor too (a second queue here),
 * so two cards cannot both spend a defender's last ⚡.
 */
import { SYSTEM_ID } from "../settings.ts";
import { askGm, registerGmQuery, runQueued, warnRefusal } from "../documents/queries.ts";
import { refuse, WriteQueue, type GmQuery, type Parsed, type QueryAnswer } from "../documents/query-core.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import { formatData } from "../documents/notify.ts";
import { optionalRule } from "../documents/runtime.ts";
import { readCardState } from "../chat/card-schema.ts";
import { cardStateOf, type MessageLike } from "../chat/card-state.ts";
import { showRoll } from "../dice/dsn.ts";
import { ATTACK_CARD } from "./attack-card.ts";
import { decideAttackRequest, openTargets, planDefense, settleState, waitsOn, type AttackEvidence, type AttackOutcome } from "./attack-decide.ts";
import { damageUpdate, defenseSpend, restoreUpdate, targetActorNow, type EffectView } from "./attack-effects.ts";
import {
  parseAttackQuery, parseAttackSlip, ServedSlips, storeAttackSlip,
  type AttackQuery, type AttackRequest, type AttackSlip, type Requester,
} from "./attack-request.ts";
import type { AttackState } from "./attack-state.ts";
import { targetLinesFor } from "./attack-targets.ts";
import { defenderStateOf, type DefenderSource } from "./defender-state.ts";
import { changesTrackerRow } from "./tracker-refresh.ts";
import type { DefenderState } from "./defense-options.ts";

/** The User flag holding a requester's slip. */
export const SLIP_FLAG = "attackSlip";

/** The attack card's state kept by a message (valid against the card's schema), or null. */
export function attackStateOf(message: MessageLike): AttackState | null {
  return cardStateOf(ATTACK_CARD, message);
}

/** What the handler works on: the wire payload and the slip it names, read from the requesting user. */
export interface AttackPayload extends AttackQuery {
  slip: AttackSlip;
}

const served = new ServedSlips();
const actorQueue = new WriteQueue();

/** Reads `{userId, slipId}`, then that user's slip, which must carry that id. */
function parseAttackPayload(data: unknown): Parsed<AttackPayload> {
  const query = parseAttackQuery(data);
  if (!query.ok) return query;
  const user = game.users?.get(query.value.userId);
  const raw: unknown = user?.getFlag(SYSTEM_ID, SLIP_FLAG);
  if (!user || raw === undefined || raw === null) return { ok: false, reasonKey: "MESHAL.Attack.request.noSlip" };
  const slip = parseAttackSlip(raw);
  if (!slip.ok) return slip;
  if (slip.value.id !== query.value.slipId) return { ok: false, reasonKey: "MESHAL.Attack.request.staleSlip" };
  return { ok: true, value: { ...query.value, slip: slip.value } };
}

type TargetActor = Actor.Implementation;

/** The actor behind a UUID on this client, or null (never throws on a stale or malformed UUID). */
function actorAt(uuid: string): TargetActor | null {
  if (!uuid) return null;
  const doc = fromUuidSync(uuid, { strict: false }) as { documentName?: string } | null;
  // Cast: checked to be an Actor by its document name.
  return doc?.documentName === "Actor" ? (doc as unknown as TargetActor) : null;
}

// Casts (the next two): an actor's prepared `system` is read through the plain shapes the pure planners take.
const effectView = (actor: TargetActor): EffectView => actor.system as unknown as EffectView;
function defenderOf(actor: TargetActor | null): DefenderState | null {
  const source = actor as unknown as DefenderSource | null;
  return actor && source?.system?.attributes ? defenderStateOf(source, { mobilityTracked: actorCombatTurn(actor).inCombat }) : null;
}

function requesterOf(user: User.Implementation, state: AttackState, target: TargetActor | null): Requester {
  const attacker = actorAt(state.attackerUuid);
  return {
    isGM: user.isGM,
    ownsTarget: target?.testUserPermission(user, "OWNER") ?? false,
    ownsAttacker: attacker?.testUserPermission(user, "OWNER") ?? false,
  };
}

const strings = (data?: Record<string, string | number>): Record<string, string> | undefined => (data ? formatData(data) : undefined);

/** Writes an actor update; a cancelled update (resolving to undefined) is a failure. */
async function writeActor(actor: TargetActor, update: Record<string, unknown>): Promise<void> {
  if (!Object.keys(update).length) return;
  if ((await actor.update(update)) === undefined) throw new Error(`${SYSTEM_ID} | the update of ${actor.uuid} was refused`);
}

const validState = (state: AttackState): boolean => readCardState(ATTACK_CARD, state) !== null;

/** Writes the card's next state (checked against the card's schema first). */
async function writeCard(message: ChatMessage.Implementation, state: AttackState): Promise<void> {
  if (!validState(state)) throw new Error(`${SYSTEM_ID} | attack card ${message.id ?? ""}: the next state does not fit the card`);
  // Cast: `system` of a system sub-type is not declared on the update type.
  if ((await message.update({ system: state } as never)) === undefined) throw new Error(`${SYSTEM_ID} | the card update was refused`);
}

/** The defenders as this client reads them now, for settling. */
const lookupDefender = (uuid: string) => defenderOf(actorAt(uuid));

/** Rolls `dice` d6 with Foundry's dice; resolves to the roll and its faces. */
async function rollDefense(dice: number): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(`${dice}d6`).evaluate();
  const faces = roll.dice.flatMap((d) => d.results.filter((r) => r.active !== false).map((r) => r.result));
  return { roll, faces };
}

const answerOf = (outcome: Extract<AttackOutcome, { ok: false }>): QueryAnswer => refuse(outcome.reasonKey, outcome.data);

/** Defend: checked, paid in ⚡ and rolled here; then the card settles (the last open hit may resolve the target). */
async function defend(message: ChatMessage.Implementation, state: AttackState, req: Extract<AttackRequest, { op: "defend" }>, who: Requester, actor: TargetActor | null): Promise<QueryAnswer> {
  const defender = defenderOf(actor);
  const plan = planDefense(state, req, who, defender);
  if (!plan.ok) return answerOf(plan);
  if (!actor) return refuse("MESHAL.Attack.request.noActor");
  const spend = defenseSpend(effectView(actor), plan.option.cost, actorCombatTurn(actor).inCombat);
  if (!spend.ok) return refuse(spend.warn, strings(spend.data));
  const { roll, faces } = await rollDefense(plan.option.dice);
  const outcome = decideAttackRequest(state, req, { who, defender, defenseFaces: faces });
  if (!outcome.ok) return answerOf(outcome);
  if (!validState(outcome.state)) return refuse("MESHAL.Chat.cardInvalid");
  await writeActor(actor, spend.update);
  void showRoll(roll, message);
  const settled = settleState(outcome.state, lookupDefender);
  await writeCard(message, validState(settled) ? settled : outcome.state);
  return { ok: true };
}

/** Take, apply or undo on one target line, after the request's defense or alone. */
async function onTarget(message: ChatMessage.Implementation, user: User.Implementation, req: Exclude<AttackRequest, { op: "assign" }>): Promise<QueryAnswer> {
  const state = attackStateOf(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const actor = actorAt(state.targets[req.target]?.actorUuid ?? "");
  const who = requesterOf(user, state, actor);
  if (req.op === "defend") return defend(message, state, req, who, actor);
  const evidence: AttackEvidence = { who, actor: actor ? targetActorNow(effectView(actor)) : null };
  if (req.op === "apply") Object.assign(evidence, { coupDeGrace: optionalRule("coupDeGrace"), defender: defenderOf(actor) });
  const outcome = decideAttackRequest(state, req, evidence);
  if (!outcome.ok) return answerOf(outcome);
  let next = outcome.state;
  if (req.op === "take") next = settleState(next, lookupDefender);
  if (!validState(next)) return refuse("MESHAL.Chat.cardInvalid");
  const effect = outcome.effect;
  if (actor && (effect.kind === "damage" || effect.kind === "restore")) {
    const plan = effect.kind === "damage" ? damageUpdate(effectView(actor), effect, state.attributes) : restoreUpdate(effectView(actor), effect);
    if (!plan.ok) return refuse(plan.warn, strings(plan.data));
    await writeActor(actor, plan.update);
  }
  await writeCard(message, next);
  return { ok: true };
}

/** Assign (GM): the named tokens, measured against the card's reach, replace the target lines. */
async function assign(message: ChatMessage.Implementation, user: User.Implementation, req: Extract<AttackRequest, { op: "assign" }>): Promise<QueryAnswer> {
  const state = attackStateOf(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const who = requesterOf(user, state, null);
  const tokens = req.tokenUuids
    .map((uuid) => fromUuidSync(uuid, { strict: false }) as { documentName?: string } | null)
    // Cast: checked to be a token by its document name.
    .filter((doc): doc is TokenDocument.Implementation => doc?.documentName === "Token") as TokenDocument.Implementation[];
  const outcome = decideAttackRequest(state, req, { who, lines: who.isGM ? targetLinesFor(state, tokens) : [] });
  if (!outcome.ok) return answerOf(outcome);
  const settled = settleState(outcome.state, lookupDefender);
  if (!validState(settled)) return refuse("MESHAL.Chat.cardInvalid");
  await writeCard(message, settled);
  return { ok: true };
}

/** Serves one slip on the active GM's client (already queued on its card). */
async function runAttackRequest(payload: AttackPayload): Promise<QueryAnswer> {
  if (!served.claim(payload.slipId)) return refuse("MESHAL.Attack.request.slipUsed");
  const user = game.users?.get(payload.userId);
  const message = game.messages?.get(payload.slip.messageId);
  if (!user) return refuse("MESHAL.Attack.request.noSlip");
  const state = message ? attackStateOf(message) : null;
  if (!message || !state) return refuse("MESHAL.Query.noCard");
  const req = payload.slip.request;
  if (req.op === "assign") return assign(message, user, req);
  // One actor at a time as well: its ⚡ and dice are read, checked and written in one go.
  return actorQueue.run(state.targets[req.target]?.actorUuid ?? "", () => onTarget(message, user, req));
}

/** The GM-side query that changes an attack card. */
export const ATTACK_QUERY: GmQuery<AttackPayload> = {
  name: "attack",
  parse: parseAttackPayload,
  queueKey: (payload) => payload.slip.messageId,
  run: runAttackRequest,
};

const requesterQueue = new WriteQueue();

/** Refusals meaning the GM has not seen the slip yet, and how long to wait before asking once more. */
const SLIP_NOT_SEEN = new Set(["MESHAL.Attack.request.noSlip", "MESHAL.Attack.request.staleSlip"]);
const SLIP_RETRY_MS = 500;

/**
 * Asks the active GM to change an attack card (the GM asks itself the same way): writes the slip on this user, then
 * sends its id. This client's requests go one at a time, so a slip is never replaced before the GM has read it.
 * Resolves to the answer; a refusal is shown here.
 */
export function requestAttackChange(message: ChatMessage.Implementation, request: AttackRequest): Promise<QueryAnswer> {
  return requesterQueue.run("slip", async () => {
    const user = game.user;
    if (!user?.id || !message.id) return refuse("MESHAL.Query.failed");
    if (!game.users?.activeGM) {
      const answer = refuse("MESHAL.Chat.noGM");
      warnRefusal(answer);
      return answer;
    }
    const slip: AttackSlip = { id: foundry.utils.randomID(16), messageId: message.id, request };
    await user.setFlag(SYSTEM_ID, SLIP_FLAG, storeAttackSlip(slip));
    const sent: AttackQuery = { userId: user.id, slipId: slip.id };
    let answer = await askGm<AttackPayload, AttackQuery>(ATTACK_QUERY, sent, { quiet: true });
    // The GM may read this user before the slip's update has reached it: the same slip is asked for once more.
    if (!answer.ok && SLIP_NOT_SEEN.has(answer.reasonKey)) {
      await new Promise((resolve) => setTimeout(resolve, SLIP_RETRY_MS));
      answer = await askGm<AttackPayload, AttackQuery>(ATTACK_QUERY, sent, { quiet: true });
    }
    warnRefusal(answer);
    return answer;
  });
}

/**
 * Settles a card on the active GM's client (through the card's write queue): see `settleState`. A new card (`fresh`)
 * first has its target lines opened (`openTargets`): only the GM records decisions and results.
 */
export function settleAttackCard(message: ChatMessage.Implementation, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  const id = message.id;
  if (!id) return Promise.resolve();
  return runQueued(id, async () => {
    const current = game.messages?.get(id);
    const stored = current ? attackStateOf(current) : null;
    if (!current || !stored) return;
    const state = fresh ? openTargets(stored) : stored;
    const next = settleState(state, lookupDefender);
    if (next !== stored && validState(next)) await writeCard(current, next);
  });
}

/** How many of the newest chat messages are looked at when an actor changes (cards still open are recent ones). */
const RECENT_MESSAGES = 50;

const settleLogged = (message: ChatMessage.Implementation, fresh = false): void => {
  settleAttackCard(message, { fresh }).catch((err: unknown) => console.error(`${SYSTEM_ID} | settling attack card ${message.id ?? ""} failed`, err));
};

/**
 * Settles the recent cards still waiting on `actor`: when it falls unconscious or runs out of ⚡ elsewhere, its open
 * hits there can no longer be defended and are taken without another click.
 */
function settleCardsOf(actor: { uuid: string }): void {
  for (const message of (game.messages?.contents ?? []).slice(-RECENT_MESSAGES)) {
    if (message.type !== ATTACK_CARD.type) continue;
    // A quick look at the stored lines first (this runs on every ⚡ or dice change in a fight); settling itself reads
    // the card through its schema before anything is written.
    // Cast: the message's `system` is read only for the target lines this looks at.
    const stored = message.system as unknown as Partial<Pick<AttackState, "targets">>;
    if (Array.isArray(stored.targets) && waitsOn({ targets: stored.targets }, actor.uuid)) settleLogged(message);
  }
}

/** Registers the query and the settling of new attack cards and of cards whose defender changed (active GM only); call during `init`. */
export function registerAttackQuery(): void {
  registerGmQuery(ATTACK_QUERY);
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (game.user?.isActiveGM && message.type === ATTACK_CARD.type) settleLogged(message, true);
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown) => {
    if (game.user?.isActiveGM && changesTrackerRow(changes)) settleCardsOf(actor);
  });
}
