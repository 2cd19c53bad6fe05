/**
 * Making a counter-attack on the GM's client (counter.ts, docs/queries.md `meshal-lite.attackStart`): the request is
 * checked against the original card as the GM holds it, in that card's write queue; the counter card is then made as
 * any ability attack (its ⚡ and use limit paid there) and the answered hit linked (counter-gm.ts).
 */
import { runQueued } from "../../../core/queries.ts";
import { refuse, type QueryAnswer } from "../../../core/query-core.ts";
import { isGmWritten } from "../../../chat/card-trust.ts";
import { lookupDefender, readAttackState } from "../gm/attack-gm-io.ts";
import { issueAttack, type IssueInput } from "../start/attack-issue.ts";
import type { CounterLink } from "../attack-state.ts";
import { isCounterAbility } from "../start/borrowed-attack.ts";
import { isItemType } from "../../../documents/type-guards.ts";
import { decideCounter } from "./counter.ts";
import { reconcileHere } from "./counter-gm.ts";
import { defenderAtHit } from "../hit-order.ts";

/**
 * Makes a counter: checked against the original card (queued on it), then issued as any ability attack, then the
 * answered hit linked. A refusal writes nothing.
 */
export function issueCounter(input: IssueInput, ability: Item.Implementation, answers: CounterLink): Promise<QueryAnswer> {
  return runQueued(answers.messageId, async () => {
    const original = game.messages?.get(answers.messageId);
    const state = original ? readAttackState(original) : null;
    if (!original || !state) return refuse("MESHAL.Query.noCard");
    const line = state.targets[answers.target];
    const defender = line ? lookupDefender(line.actorUuid) : null;
    const identifier = isItemType(ability, "ability") ? ability.system.identifier : undefined;
    const verdict = decideCounter(state, answers, {
      gmWritten: isGmWritten(original),
      counterActorUuid: input.actor.uuid,
      counterAbility: isCounterAbility(identifier),
      counterTargets: input.targets.map((t) => t.actor?.uuid ?? ""),
      cannotAct: Boolean(line && defender && defenderAtHit(state, line, answers.hit, defender).defender.unconscious),
    });
    if (!verdict.ok) return verdict;
    const issued = await issueAttack({ ...input, answers });
    if (!issued.ok) return issued;
    if (issued.message) await reconcileHere(original, issued.message);
    return { ok: true };
  });
}
