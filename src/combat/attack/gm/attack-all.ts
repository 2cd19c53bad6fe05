/**
 * The GM's side of Take all and Apply all (docs/queries.md, `meshal-lite.attack`): one request for the named target
 * lines, each decided by that line's own rights, so a player's request decides nothing for a creature they do not own.
 * Take all writes the card once; Apply all applies line after line (each a recoverable step on its own actor).
 */
import { refuse, type QueryAnswer, type WriteQueue } from "../../../core/query-core.ts";
import { settleState } from "../attack-decide.ts";
import { targetStage } from "../attack-state.ts";
import { takeOpenHits } from "../take-all.ts";
import { actorAt, lookupDefender, readAttackState, validState, writeCard } from "./attack-gm-io.ts";
import { onTarget, requesterOf } from "./attack-steps.ts";

const NONE_LEFT = "MESHAL.Attack.request.noneLeft";

/** Takes every open hit the user may take on lines `targets`, settles the card and writes it once. */
export async function takeAll(message: ChatMessage.Implementation, user: User.Implementation, targets: readonly number[]): Promise<QueryAnswer> {
  const state = readAttackState(message);
  if (!state) return refuse("MESHAL.Query.noCard");
  const outcome = takeOpenHits(state, targets, (line) => requesterOf(user, state, actorAt(line.actorUuid)));
  if (outcome.taken === 0) return refuse(outcome.refusal ?? NONE_LEFT);
  const settled = settleState(outcome.state, lookupDefender);
  if (!validState(settled)) return refuse("MESHAL.Chat.cardInvalid");
  await writeCard(message, settled);
  return { ok: true };
}

/**
 * Applies each named line that hit and waits for Apply, with the suggested split where the defender has a choice
 * (the rights of Apply per line: the attacker's owner only where no choice is left). Answers ok when one line was
 * applied; a line refused is left for its own button.
 */
export async function applyAll(message: ChatMessage.Implementation, user: User.Implementation, targets: readonly number[], actors: WriteQueue): Promise<QueryAnswer> {
  let applied = 0;
  let first: QueryAnswer | null = null;
  for (const index of new Set(targets)) {
    const line = readAttackState(message)?.targets[index];
    if (!line || !line.hit || targetStage(line) !== "resolved") continue;
    const answer = await actors.run(line.actorUuid, () => onTarget(message, user, { op: "apply", target: index, allocation: null }, true));
    if (answer.ok) applied++;
    else first ??= answer;
  }
  return applied > 0 ? { ok: true } : (first ?? refuse(NONE_LEFT));
}
