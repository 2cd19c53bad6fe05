/**
 * Serving a player's attack request on the active GM's client (attack-start-query.ts reads the slip): finds the
 * attacker, its item and the ability the attack is made through, spends the slip, checks the requester owns the
 * attacker, then makes the card (attack-issue.ts) or the counter-attack (counter-issue.ts). A lazy chunk: players never
 * load it.
 */
import { SYSTEM_ID } from "../../../core/settings.ts";
import { refuse, ServedSlips, type QueryAnswer } from "../../../core/query-core.ts";
import { actorAt, tokenAt } from "../../actor-reads.ts";
import { issueAttack } from "./attack-issue.ts";
import { ATTACK_START_SLIP_FLAG, decideAttackStart, type AttackStartPayload } from "./attack-start-request.ts";
import { throughFor } from "./attack-start-through.ts";
import { issueCounter } from "../counter/counter-issue.ts";
import { watchAttack } from "../../gm-watch/held-attack.ts";

const served = new ServedSlips();

/** Serves one slip on the active GM's client (already queued on its attacker). */
export async function runAttackStart(payload: AttackStartPayload): Promise<QueryAnswer> {
  const user = game.users?.get(payload.userId);
  const { slip } = payload;
  const actor = actorAt(slip.actorUuid);
  const ability = slip.through ? actor?.items.get(slip.through.abilityItemId) : undefined;
  const item = actor?.items.get(slip.itemId);
  const through = actor && ability && slip.through ? throughFor(actor, ability, slip.through.attackIndex, slip) : null;
  if (!user || !actor || !item || (slip.through && !through)) {
    return decideAttackStart({ isGM: false, actorFound: Boolean(actor), ownsActor: true, itemFound: false, tokenFits: true });
  }
  // Parsed and found: the slip is spent now, whatever is decided below (a replay is refused, not served twice).
  if (!served.claim(payload.userId, slip.id)) return refuse("MESHAL.Attack.request.slipUsed");
  await user.setFlag(SYSTEM_ID, ATTACK_START_SLIP_FLAG, null);
  const attackerToken = slip.attackerTokenUuid ? tokenAt(slip.attackerTokenUuid) : null;
  const tokenFits = !slip.attackerTokenUuid || attackerToken?.actor?.uuid === actor.uuid;
  const verdict = decideAttackStart({ isGM: user.isGM, actorFound: true, ownsActor: actor.testUserPermission(user, "OWNER"), itemFound: true, tokenFits });
  if (!verdict.ok) return verdict;
  const found = slip.tokenUuids.map(tokenAt);
  // A player cannot target a hidden token; the answer is the same as for a token that does not exist, so it tells nothing.
  // A counter may answer a hidden attacker: it is checked to target that card's attacker only (its line keeps no name).
  if (!user.isGM && found.some((t) => !t || (t.hidden === true && !slip.answers))) return refuse("MESHAL.Attack.start.unknownTarget");
  const targets = found.filter((t) => t !== null);
  const asked = { actor, item, attackIndex: slip.attackIndex, through: through ?? undefined, config: slip.config, attackerToken, targets, own: false, byPlayer: !user.isGM, slipId: slip.id };
  // Made with changes the GM has not accepted: held for the GM, or marked (gm-watch/held-attack.ts).
  const watched = await watchAttack(user, slip, asked);
  if ("held" in watched) return watched.held;
  const { input } = watched;
  // A counter-attack is checked against the card it answers, which it then settles (counter-gm.ts).
  if (slip.answers) return ability ? issueCounter(input, ability, slip.answers) : refuse("MESHAL.Attack.counter.notCounter");
  const issued = await issueAttack(input);
  return issued.ok ? { ok: true } : issued;
}
