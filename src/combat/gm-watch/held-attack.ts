/**
 * A player's attack made with changes the GM has not accepted (docs/queries.md, "What the GM sees a player change"),
 * on the active GM's client. `watchAttack` is the one call the start run makes: no such change → the attack as asked;
 * the world's setting on "mark" (and always for a counter-attack, whose answered hit must not wait) → the attack
 * marked; on "hold" → a held card and nothing else: no ⚡, use, round or die is spent or rolled before the GM decides.
 * Accept makes the attack then as asked (all its checks again, a card of its own) and accepts the actor's changes;
 * Refuse ends the card; either only on a card still held, and only by a GM.
 */
import { refuse, type QueryAnswer } from "../../core/query-core.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { createChatMessage } from "../../core/document-writes.ts";
import { fingerprint } from "../../documents/change-log/deciding-fields.ts";
import type { ChangeEntry } from "../../documents/change-log/change-log.ts";
import { actorAt, tokenAt } from "../actor-reads.ts";
import type { AttackState } from "../attack/attack-state.ts";
import { CHANGE_MARK_LIMITS, type ChangeMark, type ChangeStatus } from "../attack/attack-changed.ts";
import { ATTACK_CARD_LIMITS } from "../attack/attack-card-schema.ts";
import { issueAttack, type IssueInput } from "../attack/start/attack-issue.ts";
import { ATTACK_START_CARD_FLAG, parseAttackStartSlip, type AttackStartSlip } from "../attack/start/attack-start-request.ts";
import { throughFor } from "../attack/start/attack-start-through.ts";
import { attacksOf } from "../attack/start/stored-item-fields.ts";
import { readAttackState, writeCard } from "../attack/gm/attack-gm-io.ts";
import { acceptChangesOf, unacceptedOf } from "./change-watch.ts";
import { changedAttacks } from "./watch-settings.ts";

/** The card mark for `entries`, the list cut to the card's bound. */
function changeMark(status: ChangeStatus, entries: readonly ChangeEntry[], print: string, held?: { request: string; userId: string }): ChangeMark {
  const L = CHANGE_MARK_LIMITS;
  const shown = entries.slice(0, L.entries).map(({ name, path, from, to, by, at }) => ({ name: name.slice(0, L.text), path: path.slice(0, L.text), from, to, by: by.slice(0, L.text), at }));
  return { status, request: held?.request ?? "", userId: held?.userId ?? "", print, more: Math.max(0, entries.length - L.entries), entries: shown };
}

/** What the start run does next: the held card's answer, or the attack to make (marked when it must be). */
export type Watched = { held: QueryAnswer } | { input: IssueInput };

const clipName = (name: string | null | undefined) => (name ?? "").slice(0, ATTACK_CARD_LIMITS.text);

/** The card of a held attack: who attacks with what, and the mark; no roll, no target line, nothing spent. */
function heldState(input: IssueInput, mark: ChangeMark): AttackState {
  const label = input.through?.name ?? attacksOf(input.item)[input.attackIndex]?.label ?? "";
  return {
    attackerUuid: input.actor.uuid, attackerTokenUuid: input.attackerToken?.uuid ?? "", attackerName: clipName(input.actor.name),
    itemName: clipName(input.item.name), attackLabel: clipName(label), mode: input.config.mode, reach: null, types: [], penetration: 0,
    allowed: [], attributes: [], extra: [], baseDice: 0, advantage: 0, disadvantage: 0, sources: [], dice: 0, cost: 0, hits: [],
    extraFaces: [], targets: [], changed: mark,
  };
}

/** Posts the held card (the GM its author, the attacker its speaker, the request's slip id in its flag). */
async function postHeld(user: User.Implementation, slip: AttackStartSlip, input: IssueInput, entries: ChangeEntry[], print: string): Promise<QueryAnswer> {
  const mark = changeMark("held", entries, print, { request: JSON.stringify(slip), userId: user.id ?? "" });
  const data = {
    type: "attack",
    system: heldState(input, mark),
    speaker: ChatMessage.getSpeaker({ actor: input.actor, ...(input.attackerToken ? { token: input.attackerToken } : {}) }),
    flags: { [SYSTEM_ID]: { [ATTACK_START_CARD_FLAG]: slip.id } },
  };
  return (await createChatMessage(data)) ? { ok: true } : refuse("MESHAL.Query.failed");
}

/** Decides whether `user`'s attack (`slip`, read into `input`) is held, marked or made as asked. */
export async function watchAttack(user: User.Implementation, slip: AttackStartSlip, input: IssueInput): Promise<Watched> {
  if (user.isGM) return { input };
  const { entries, reading } = await unacceptedOf(input.actor);
  if (entries.length === 0) return { input };
  const print = fingerprint(reading.prints);
  if (changedAttacks() === "mark" || slip.answers) return { input: { ...input, changed: changeMark("marked", entries, print) } };
  return { held: await postHeld(user, slip, input, entries, print) };
}

/** The held request read back from the card (a GM wrote it; read strictly all the same). */
function heldSlip(mark: ChangeMark): AttackStartSlip | null {
  try {
    const parsed = parseAttackStartSlip(JSON.parse(mark.request));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

/** The attack a held card asked for, read again from the documents as they are now; null when it cannot be made. */
function heldInput(slip: AttackStartSlip): IssueInput | null {
  const actor = actorAt(slip.actorUuid);
  const item = actor?.items.get(slip.itemId);
  const ability = slip.through ? actor?.items.get(slip.through.abilityItemId) : undefined;
  const through = actor && ability && slip.through ? throughFor(actor, ability, slip.through.attackIndex, slip) : null;
  if (!actor || !item || (slip.through && !through)) return null;
  const attackerToken = slip.attackerTokenUuid ? tokenAt(slip.attackerTokenUuid) : null;
  const targets = slip.tokenUuids.map(tokenAt).filter((t) => t !== null);
  // Still the player's request when the GM accepts it: their claimed advantages stay capped.
  return { actor, item, attackIndex: slip.attackIndex, through: through ?? undefined, config: slip.config, attackerToken, targets, own: false, byPlayer: true };
}

/** The GM accepts (the attack is made, the changes accepted) or refuses (the card ends, nothing made) a held card. */
export async function decideHeld(message: ChatMessage.Implementation, user: User.Implementation, op: "acceptChanges" | "refuseChanges"): Promise<QueryAnswer> {
  if (!user.isGM) return refuse("MESHAL.Attack.request.gmOnly");
  const state = readAttackState(message);
  const mark = state?.changed;
  if (!state || mark?.status !== "held") return refuse("MESHAL.Attack.changed.notHeld");
  const ended = (status: "accepted" | "refused"): AttackState => ({ ...state, changed: { ...mark, status, request: "" } });
  if (op === "refuseChanges") {
    await writeCard(message, ended("refused"));
    return { ok: true };
  }
  const slip = heldSlip(mark);
  const input = slip ? heldInput(slip) : null;
  if (!input) return refuse("MESHAL.Attack.start.noItem");
  // What the GM accepts is what the card shows: a player who changed more since must be seen again.
  const { reading } = await unacceptedOf(input.actor);
  if (fingerprint(reading.prints) !== mark.print) return refuse("MESHAL.Attack.changed.changedAgain");
  const issued = await issueAttack(input);
  if (!issued.ok) return issued;
  await acceptChangesOf(input.actor);
  await writeCard(message, ended("accepted"));
  return { ok: true };
}

/** Is the card held (every request but the GM's Accept or Refuse waits)? */
export const isHeld = (state: Pick<AttackState, "changed">): boolean => state.changed?.status === "held";
