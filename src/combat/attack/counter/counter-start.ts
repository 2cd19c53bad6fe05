/**
 * The counter button on an attack card (counter.ts): the defender's counter-attack ability (Dirty Fighting) is made
 * with its natural weapon (borrowed-attack-start.ts) against the original attacker's token, as a request to the GM
 * that names the hit it answers. The GM checks everything again (counter-gm.ts); this side only picks the ids.
 */
import { warn } from "../../../core/notify.ts";
import { actorAt, isTokenDocument, tokenAt } from "../../actor-reads.ts";
import { attackStateOf } from "../gm/attack-query.ts";
import { startBorrowedAttack } from "../start/borrowed-attack-start.ts";
import { borrowsWeapon } from "../../../actions/attack-route.ts";
import { isCounterAbility } from "../start/borrowed-attack.ts";
import { isItemType } from "../../../documents/type-guards.ts";

/** The actor's counter ability and the index of its attack that borrows a weapon, or null. */
function counterAbilityOf(actor: Actor.Implementation): { ability: Item.Implementation; attackIndex: number } | null {
  for (const item of actor.items.contents) {
    if (!isItemType(item, "ability") || !isCounterAbility(item.system.identifier)) continue;
    const attackIndex = item.system.attacks.findIndex((a) => borrowsWeapon(a));
    if (attackIndex >= 0) return { ability: item, attackIndex };
  }
  return null;
}

/** The original attacker's token: the one it attacked from, else one of its tokens on the viewed scene. */
function attackerTokenOf(tokenUuid: string, actorUuid: string): TokenDocument.Implementation | null {
  const from = tokenAt(tokenUuid);
  if (from) return from;
  // cast: an active token named "Token" is taken for the configured token document (see isTokenDocument)
  return actorAt(actorUuid)?.getActiveTokens(false, true).find(isTokenDocument) ?? null;
}

/** Counters hit `hit` of target line `target` on `message`; resolves to the counter card, or null (said why). */
export async function startCounter(message: ChatMessage.Implementation, target: number, hit: number, event?: Event): Promise<ChatMessage.Implementation | null> {
  const state = attackStateOf(message);
  const line = state?.targets[target];
  const actor = line ? actorAt(line.actorUuid) : null;
  if (!state || !line || !actor || !message.id) return null;
  const counter = counterAbilityOf(actor);
  if (!counter) {
    warn("MESHAL.Attack.counter.notCounter");
    return null;
  }
  const token = attackerTokenOf(state.attackerTokenUuid, state.attackerUuid);
  if (!token) {
    warn("MESHAL.Attack.counter.noAttackerToken");
    return null;
  }
  return startBorrowedAttack(actor, counter.ability, counter.attackIndex, {
    ...(event ? { event } : {}),
    targets: [token],
    answers: { messageId: message.id, target, hit },
  });
}
