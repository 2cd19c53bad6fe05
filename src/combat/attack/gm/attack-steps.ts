/**
 * The GM's work on one target line of a GM-written attack card (docs/queries.md, `meshal-lite.attack`): defend, take,
 * apply, undo. A step that writes the target's actor is made recoverable (attack-pending.ts): the card records the
 * decision and the actor write it owes first, the actor write carries its mark, then the card drops the debt. Any
 * later request on the line completes a debt left by a failed write, exactly once, before anything else (or drops it,
 * taking an application or undo back, when the actor can no longer take it). Runs inside
 * the card's and the actor's queues (attack-query.ts).
 */
import { showRoll } from "../../../dice/dsn.ts";
import { actorCombatTurn } from "../../../documents/actor-turn.ts";
import { formatData } from "../../../core/notify.ts";
import { refuse, type QueryAnswer } from "../../../core/query-core.ts";
import { optionalRule } from "../../../documents/runtime.ts";
import { decideAttackRequest, planDefense, settleState, type AttackEvidence, type AttackOutcome } from "../attack-decide.ts";
import { defenseSpend, pendingUpdate } from "./attack-effects.ts";
import { objectPendingUpdate } from "../object-target.ts";
import {
  actorAt, actorFlag, actorNowOf, defenderOf, effectView, objectViewOf, flagKey, lookupDefender, readAttackState, revivalsOf, rollDefense,
  validState, writeActor, writeCard, type TargetActor,
} from "./attack-gm-io.ts";
import {
  abandonPending, answersRetry, causedDeath, DEATH_FLAG, deathMark, wasWritten, withPending, writeId, WRITES_FLAG,
} from "./attack-pending.ts";
import { pendingFor, type PendingWrite } from "../target-write.ts";
import { rightsRefusalFor, type AttackRequest, type Requester } from "./attack-request.ts";
import type { AttackState } from "../attack-state.ts";

type LineRequest = Exclude<AttackRequest, { op: "assign" }>;

const OK: QueryAnswer = { ok: true };
/** The refusal for a line whose actor is neither a creature nor an object: nothing the attack can write. */
const NO_TARGET: { ok: false; warn: string; data?: Record<string, string | number> } = { ok: false, warn: "MESHAL.Attack.request.noActor" };
const strings = (data?: Record<string, string | number>): Record<string, string> | undefined => (data ? formatData(data) : undefined);
const answerOf = (outcome: Extract<AttackOutcome, { ok: false }>): QueryAnswer => refuse(outcome.reasonKey, outcome.data);

/** The requesting user's standing towards a card, with the real ownership of its attacker and the named target. */
export function requesterOf(user: User.Implementation, state: AttackState, target: TargetActor | null): Requester {
  const attacker = actorAt(state.attackerUuid);
  return {
    isGM: user.isGM,
    ownsTarget: target?.testUserPermission(user, "OWNER") ?? false,
    ownsAttacker: attacker?.testUserPermission(user, "OWNER") ?? false,
  };
}

/** The actor update of a pending write on line `index`, planned against the actor now (with its marks). */
function planWrite(message: ChatMessage.Implementation, state: AttackState, index: number, pending: PendingWrite, actor: TargetActor) {
  const id = message.id ?? "";
  const object = objectViewOf(actor);
  if (object) return objectPendingUpdate(object, pending, { keys: { writes: flagKey(WRITES_FLAG), death: flagKey(DEATH_FLAG) }, marks: actorFlag(actor, WRITES_FLAG), id: writeId(id, index, pending) });
  const view = effectView(actor);
  if (!view) return NO_TARGET;
  return pendingUpdate(view, pending, {
    attributes: state.attributes,
    inCombat: actorCombatTurn(actor).inCombat,
    keys: { writes: flagKey(WRITES_FLAG), death: flagKey(DEATH_FLAG) },
    marks: actorFlag(actor, WRITES_FLAG),
    id: writeId(id, index, pending),
    deathMark: deathMark(id, index, revivalsOf(actor)),
  });
}

/** Drops the debt of line `index` from the card as it is now. */
async function clearPending(message: ChatMessage.Implementation, index: number): Promise<void> {
  const now = readAttackState(message);
  if (now?.targets[index]?.pending) await writeCard(message, withPending(now, index, null));
}

/**
 * Writes a decision: with no actor write, the card alone; otherwise the card with the debt (1), the marked actor
 * write (2), the card without the debt (3). Nothing is written when the actor write cannot be planned now.
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
  const owed = withPending(next, index, pending);
  if (!validState(owed)) return refuse("MESHAL.Chat.cardInvalid");
  await writeCard(message, owed);
  afterCard?.();
  await writeActor(actor, plan.update);
  await clearPending(message, index);
  return OK;
}

/**
 * Completes the debt a failed write left on line `index`: the actor write is made unless its mark shows it was, then
 * the card drops the debt.
 */
async function completePending(message: ChatMessage.Implementation, state: AttackState, index: number, pending: PendingWrite, actor: TargetActor | null): Promise<QueryAnswer> {
  if (!actor) return refuse("MESHAL.Attack.request.noActor");
  const id = writeId(message.id ?? "", index, pending);
  if (!wasWritten(actorFlag(actor, WRITES_FLAG), id)) {
    const plan = planWrite(message, state, index, pending, actor);
    if (!plan.ok) {
      // Never made and no longer possible: the card drops the debt (abandonPending) and the requester is told why.
      await writeCard(message, abandonPending(state, index));
      return refuse(plan.warn, strings(plan.data));
    }
    await writeActor(actor, plan.update);
  }
  await clearPending(message, index);
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

/** Take, apply or undo (or a defense) on one target line; a debt left on the line is completed first. */
export async function onTarget(message: ChatMessage.Implementation, user: User.Implementation, req: LineRequest): Promise<QueryAnswer> {
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
  if (req.op === "apply") Object.assign(evidence, { coupDeGrace: optionalRule("coupDeGrace"), defender: defenderOf(actor) });
  if (req.op === "coupDeGrace") evidence.coupDeGrace = optionalRule("coupDeGrace");
  if (req.op === "react") evidence.defender = defenderOf(actor);
  if (req.op === "undo" && actor) evidence.deathCaused = causedDeath(actorFlag(actor, DEATH_FLAG), deathMark(message.id ?? "", req.target, revivalsOf(actor)));
  const outcome = decideAttackRequest(state, req, evidence);
  if (!outcome.ok) return answerOf(outcome);
  // A line the GM ruled in range settles like a new one (hits nobody can defend are taken).
  const next = req.op === "take" || req.op === "react" || req.op === "overrideRange" || req.op === "endCounter" ? settleState(outcome.state, lookupDefender) : outcome.state;
  return writeStep(message, next, req.target, pendingFor(outcome.effect), actor);
}
