/**
 * The GM's work on one target line of a GM-written attack card (docs/queries.md, `meshal-lite.attack`): defend, take,
 * apply, undo. A step that writes the target's actor is made recoverable (attack-pending.ts): the card records the
 * decision and the actor write it owes (with the write's id) first, then the actor is written, then the card drops
 * the debt; this GM client keeps its own record of each debt it opened until its card no longer owes it. Any later
 * request on the line completes a debt left by a failed write before anything else: made once, from the card and that
 * record, never from marks on the actor (or dropped, taking an application or undo back, when the actor can no longer
 * take it). Runs inside the card's and the actor's queues (attack-query.ts).
 */
import { showRoll } from "../../../dice/dsn.ts";
import { actorCombatTurn } from "../../../documents/actor-turn.ts";
import { formatData, warn } from "../../../core/notify.ts";
import { ID_LENGTH } from "../../../core/query-core.ts";
import { refuse, type QueryAnswer } from "../../../core/query-core.ts";
import { optionalRule } from "../../../documents/runtime.ts";
import { decideAttackRequest, planDefense, settleState, type AttackEvidence, type AttackOutcome } from "../attack-decide.ts";
import { defenseSpend, pendingUpdate } from "./attack-effects.ts";
import { objectPendingUpdate } from "../object-target.ts";
import {
  actorAt, actorFlag, actorNowOf, defenderOf, effectView, objectViewOf, flagKey, lookupDefender, readAttackState, revivalsOf, rollDefense,
  validState, writeActor, writeCard, type TargetActor,
} from "./attack-gm-io.ts";
import { abandonPending, answersRetry, causedDeath, DEATH_FLAG, deathMark, OwedWrites, withPending } from "./attack-pending.ts";
import { pendingFor, type PendingWrite } from "../target-write.ts";
import { rightsRefusalFor, type AttackRequest, type Requester } from "./attack-request.ts";
import type { AttackState } from "../attack-state.ts";

type LineRequest = Exclude<AttackRequest, { op: "assign" }>;

const OK: QueryAnswer = { ok: true };
/** The refusal for a line whose actor is neither a creature nor an object: nothing the attack can write. */
const NO_TARGET: { ok: false; warn: string; data?: Record<string, string | number> } = { ok: false, warn: "MESHAL.Attack.request.noActor" };
const strings = (data?: Record<string, string | number>): Record<string, string> | undefined => (data ? formatData(data) : undefined);
const answerOf = (outcome: Extract<AttackOutcome, { ok: false }>): QueryAnswer => refuse(outcome.reasonKey, outcome.data);

/** The debts this GM client opened and their cards still owe (lives as long as the client: see attack-pending.ts). */
const owed = new OwedWrites();

/** The requesting user's standing towards a card, with the real ownership of its attacker and the named target. */
export function requesterOf(user: User.Implementation, state: AttackState, target: TargetActor | null): Requester {
  const attacker = actorAt(state.attackerUuid);
  return {
    isGM: user.isGM,
    ownsTarget: target?.testUserPermission(user, "OWNER") ?? false,
    ownsAttacker: attacker?.testUserPermission(user, "OWNER") ?? false,
  };
}

/** The actor update of a pending write on line `index`, planned against the actor now. */
function planWrite(message: ChatMessage.Implementation, state: AttackState, index: number, pending: PendingWrite, actor: TargetActor) {
  const object = objectViewOf(actor);
  if (object) return objectPendingUpdate(object, pending);
  const view = effectView(actor);
  if (!view) return NO_TARGET;
  return pendingUpdate(view, pending, {
    attributes: state.attributes,
    inCombat: actorCombatTurn(actor).inCombat,
    deathKey: flagKey(DEATH_FLAG),
    deathMark: deathMark(message.id ?? "", index, revivalsOf(actor)),
  });
}

/** Drops the debt `id` from line `index` of the card as it is now (a debt the line no longer holds is left alone). */
async function clearPending(message: ChatMessage.Implementation, index: number, id: string | undefined): Promise<void> {
  const now = readAttackState(message);
  const pending = now?.targets[index]?.pending;
  if (now && pending && pending.id === id) await writeCard(message, withPending(now, index, null));
}

/** Makes the actor write of debt `id` (recorded as made once it succeeded), then drops the debt from the card. */
async function payDebt(message: ChatMessage.Implementation, index: number, id: string, actor: TargetActor, update: Record<string, unknown>): Promise<void> {
  await writeActor(actor, update);
  owed.made(id);
  await clearPending(message, index, id);
  owed.close(id);
}

/**
 * Writes a decision: with no actor write, the card alone; otherwise the card with the debt (1), the actor (2), the
 * card without the debt (3). Nothing is written when the actor write cannot be planned now.
 */
async function writeStep(message: ChatMessage.Implementation, next: AttackState, index: number, pending: PendingWrite | null, actor: TargetActor | null, afterCard?: () => void): Promise<QueryAnswer> {
  if (!pending || !actor) {
    if (!validState(next)) return refuse("MESHAL.Chat.cardInvalid");
    await writeCard(message, next);
    afterCard?.();
    return OK;
  }
  const plan = planWrite(message, next, index, pending, actor);
  if (!plan.ok) return refuse(plan.warn, strings(plan.data));
  const id = foundry.utils.randomID(ID_LENGTH);
  const card = withPending(next, index, { ...pending, id });
  if (!validState(card)) return refuse("MESHAL.Chat.cardInvalid");
  // Entered before the card write: should that write fail yet reach the card, the debt is still known as unpaid.
  owed.open(id);
  await writeCard(message, card);
  afterCard?.();
  await payDebt(message, index, id, actor, plan.update);
  return OK;
}

/**
 * Completes the debt a failed write left on line `index`, from this client's record of it: still owed, the actor
 * write is made (or, when the actor can no longer take it, the debt is dropped and the step taken back); made, the
 * card only drops it. A debt this client never opened (it reloaded since, or another GM opened it) may have been
 * made: it is counted as made, so nothing is written twice, and the GM is told to check the actor.
 */
async function completePending(message: ChatMessage.Implementation, state: AttackState, index: number, pending: PendingWrite, actor: TargetActor | null): Promise<QueryAnswer> {
  const { id } = pending;
  const status = owed.statusOf(id);
  if (id !== undefined && status === "owed") {
    if (!actor) return refuse("MESHAL.Attack.request.noActor");
    const plan = planWrite(message, state, index, pending, actor);
    if (!plan.ok) {
      // Never made and no longer possible: the card drops the debt (abandonPending) and the requester is told why.
      await writeCard(message, abandonPending(state, index));
      owed.close(id);
      return refuse(plan.warn, strings(plan.data));
    }
    await payDebt(message, index, id, actor, plan.update);
    return OK;
  }
  if (status === "unknown") warn("MESHAL.Attack.request.debtUnknown", { name: state.targets[index]?.name ?? "" });
  await clearPending(message, index, id);
  if (id !== undefined) owed.close(id);
  return OK;
}

/** Defend: checked, rolled here, recorded on the card, then the ⚡ spent; the card settles (the last open hit may resolve it). */
async function defend(message: ChatMessage.Implementation, state: AttackState, req: Extract<AttackRequest, { op: "defend" }>, who: Requester, actor: TargetActor | null): Promise<QueryAnswer> {
  const defender = defenderOf(actor);
  const plan = planDefense(state, req, who, defender);
  if (!plan.ok) return answerOf(plan);
  if (!actor) return refuse("MESHAL.Attack.request.noActor");
  const view = effectView(actor);
  if (!view) return refuse(NO_TARGET.warn);
  const spend = defenseSpend(view, plan.option.cost, actorCombatTurn(actor).inCombat);
  if (!spend.ok) return refuse(spend.warn, strings(spend.data));
  const { roll, faces } = await rollDefense(plan.option.dice);
  const outcome = decideAttackRequest(state, req, { who, defender, defenseFaces: faces });
  if (!outcome.ok) return answerOf(outcome);
  const settled = settleState(outcome.state, lookupDefender);
  const next = validState(settled) ? settled : outcome.state;
  const pending = Object.keys(spend.update).length ? pendingFor(outcome.effect, req.hit) : null;
  return writeStep(message, next, req.target, pending, actor, () => void showRoll(roll, message));
}

/**
 * Take, apply or undo (or a defense) on one target line; a debt left on the line is completed first. `suggestSplit`
 * (Apply all): an apply with no split takes the suggested one where the defender has a choice.
 */
export async function onTarget(message: ChatMessage.Implementation, user: User.Implementation, req: LineRequest, suggestSplit = false): Promise<QueryAnswer> {
  let state = readAttackState(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const line = state.targets[req.target];
  const actor = actorAt(line?.actorUuid ?? "");
  const who = requesterOf(user, state, actor);
  if (line?.pending) {
    const done = await completePending(message, state, req.target, line.pending, actor);
    if (!done.ok) return done;
    // A retry of the step that left the debt is answered by completing it.
    if (answersRetry(req, line.pending) && rightsRefusalFor(req.op, who, line.range) === null) return OK;
    state = readAttackState(message);
    if (!state) return refuse("MESHAL.Query.noCard");
  }
  if (req.op === "defend") return defend(message, state, req, who, actor);
  const evidence: AttackEvidence = { who, actor: actor ? actorNowOf(actor) : null };
  if (req.op === "apply") Object.assign(evidence, { coupDeGrace: optionalRule("coupDeGrace"), defender: defenderOf(actor), suggestSplit });
  if (req.op === "coupDeGrace") evidence.coupDeGrace = optionalRule("coupDeGrace");
  if (req.op === "react") evidence.defender = defenderOf(actor);
  if (req.op === "undo" && actor) evidence.deathCaused = causedDeath(actorFlag(actor, DEATH_FLAG), deathMark(message.id ?? "", req.target, revivalsOf(actor)));
  const outcome = decideAttackRequest(state, req, evidence);
  if (!outcome.ok) return answerOf(outcome);
  // A line the GM ruled in range settles like a new one (hits nobody can defend are taken).
  const next = req.op === "take" || req.op === "react" || req.op === "overrideRange" || req.op === "endCounter" ? settleState(outcome.state, lookupDefender) : outcome.state;
  return writeStep(message, next, req.target, pendingFor(outcome.effect), actor);
}
