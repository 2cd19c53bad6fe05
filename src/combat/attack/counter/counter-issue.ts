/**
 * Making a counter-attack on the GM's client (counter.ts, docs/queries.md `meshal-lite.attackStart`): the request is
 * checked against the original card as the GM holds it, in that card's write queue — the counter ability's terms
 * against the rules' and its reach measured between the two tokens the original card names — before anything is
 * spent; the counter card is then made as any ability attack (its ⚡ and use limit paid there) and the answered hit
 * linked (counter-gm.ts).
 */
import { runQueued } from "../../../core/queries.ts";
import { refuse, type QueryAnswer } from "../../../core/query-core.ts";
import { isGmWritten } from "../../../chat/card-trust.ts";
import { limitMax } from "../../../rules/use-limits.ts";
import { attributeDiceOf } from "../../../dice/actor-dice.ts";
import { creatureOf } from "../../../documents/system-views.ts";
import { limitOf } from "../../../actions/use-limit.ts";
import { lookupDefender, readAttackState } from "../gm/attack-gm-io.ts";
import { issueAttack, totalsOf, type IssueInput } from "../start/attack-issue.ts";
import { attackToMake } from "../start/attack-start-plan.ts";
import { attackReach } from "../attack-plan.ts";
import type { AttackState, AttackTarget, CounterLink } from "../attack-state.ts";
import { isCounterAbility } from "../start/borrowed-attack.ts";
import { isItemType } from "../../../documents/type-guards.ts";
import { tokenAt } from "../../actor-reads.ts";
import { targetLinesFor } from "../targets/attack-targets.ts";
import type { RangeStatus } from "../targets/targets.ts";
import { decideCounter, type CounterTerms } from "./counter.ts";
import { reconcileHere } from "./counter-gm.ts";
import { defenderAtHit } from "../hit-order.ts";

/** The counter ability's activation as its item reads now: ⚡ and kind as the attack pays them, uses per round. */
function termsOf(input: IssueInput, ability: Item.Implementation): CounterTerms {
  const limit = limitOf(ability);
  const dice = attributeDiceOf(input.actor.system);
  const perRound = limit?.per === "round" && dice.ok ? limitMax(limit, dice.dice) : null;
  return { cost: input.through?.cost ?? 0, kind: input.through?.kind ?? "", perRound };
}

/**
 * The counter made from the tokens the original card names: the countering creature's token is the answered line's,
 * its target the original attacker's token (the requester's own picks stay only where the card names none).
 */
function fromCardTokens(input: IssueInput, state: AttackState, line: AttackTarget): IssueInput {
  const own = tokenAt(line.tokenUuid);
  const attacker = state.attackerTokenUuid ? tokenAt(state.attackerTokenUuid) : null;
  return { ...input, attackerToken: own?.actor?.uuid === input.actor.uuid ? own : input.attackerToken, targets: attacker ? [attacker] : input.targets };
}

/** The counter's own line as the GM measures it now (the weapon's reach from the actor's dice), or null without one. */
function counterRange(input: IssueInput): RangeStatus | null {
  const made = attackToMake(input.item, input.attackIndex, input.through);
  const creature = creatureOf(input.actor);
  const dice = creature ? attributeDiceOf(creature.system) : null;
  if (!made.ok || !creature || !dice?.ok) return null;
  const reach = attackReach(made.attack, { current: dice.dice, total: totalsOf(creature) });
  const { lines } = targetLinesFor({ reach, attackerTokenUuid: input.attackerToken?.uuid ?? "", attackerUuid: input.actor.uuid, excludes: "" }, input.targets);
  return lines[0]?.range ?? null;
}

/**
 * Makes a counter: checked against the original card (queued on it), then issued as any ability attack, then the
 * answered hit linked. A refusal spends and writes nothing.
 */
export function issueCounter(input: IssueInput, ability: Item.Implementation, answers: CounterLink): Promise<QueryAnswer> {
  return runQueued(answers.messageId, async () => {
    const original = game.messages?.get(answers.messageId);
    const state = original ? readAttackState(original) : null;
    if (!original || !state) return refuse("MESHAL.Query.noCard");
    const line = state.targets[answers.target];
    const defender = line ? lookupDefender(line.actorUuid) : null;
    const identifier = isItemType(ability, "ability") ? ability.system.identifier : undefined;
    const counter = line ? fromCardTokens(input, state, line) : input;
    const verdict = decideCounter(state, answers, {
      gmWritten: isGmWritten(original),
      counterActorUuid: input.actor.uuid,
      counterAbility: isCounterAbility(identifier),
      // The requester's own pick of target must already be the attacker (then the card's token of it is used).
      counterTargets: input.targets.map((t) => t.actor?.uuid ?? ""),
      cannotAct: Boolean(line && defender && defenderAtHit(state, line, answers.hit, defender).defender.unconscious),
      identifier: identifier ?? "",
      terms: termsOf(input, ability),
      reach: counterRange(counter),
    });
    if (!verdict.ok) return verdict;
    const issued = await issueAttack({ ...counter, answers });
    if (!issued.ok) return issued;
    if (issued.message) await reconcileHere(original, issued.message);
    return { ok: true };
  });
}
