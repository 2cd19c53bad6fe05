/**
 * Apply and Undo on an attack card (§6.3, §7.2). Done here when this user may write both the card and the target,
 * otherwise asked of the active GM through the `meshal-lite.attackDamage` query. The GM re-derives everything from
 * the card's stored state (the damage, the attributes, the coup de grâce); the request carries only ids, the target
 * index and an optional split, read by `readDamagePayload`.
 *
 * The requester is checked for ownership of the target. The payload names the requesting user because the query
 * handler's sender could not be confirmed from the public v13 API; when the security helper's shared path exposes
 * the sender, check that instead of `userId` (marked below).
 */
import { attributeDice, type AttributeId, type DerivedAttribute } from "../rules/index.ts";
import { optionalRule } from "../documents/runtime.ts";
import { warn } from "../documents/notify.ts";
import { SYSTEM_ID } from "../settings.ts";
import { recordApplication, recordUndo, type AttackState, type AttackTransition } from "./attack-state.ts";
import { planApplication, undoRestore } from "./damage-record.ts";
import { mayRequestDamage, readDamagePayload, type DamageRequestPayload } from "./damage-payload.ts";

/** Name of the GM-side query. */
export const ATTACK_DAMAGE_QUERY = `${SYSTEM_ID}.attackDamage`;

interface TargetActor {
  system: { attributes: Record<AttributeId, DerivedAttribute>; consciousness?: string };
  testUserPermission(user: User, level: "OWNER"): boolean;
  update(data: object): Promise<unknown>;
  takeDamage(damage: number, targets: AttributeId[], allocation?: Partial<Record<AttributeId, number>>): Promise<unknown>;
  recoverDice(attribute: AttributeId, amount: number): Promise<unknown>;
}

/** Carries out a request on this client (which must be able to write the card and the actor). */
export async function performDamageRequest(request: DamageRequestPayload): Promise<boolean> {
  const message = game.messages?.get(request.messageId);
  // Casts (state, actor): the attack card's system and the target are read through the plain shapes the pure parts use.
  const state = message?.system as unknown as AttackState | undefined;
  const target = state?.targets?.[request.targetIndex];
  const requester = game.users?.get(request.userId); // see the file comment: replace with the query's sender when available
  if (!message || !state || !target || !requester) return false;
  const actor = (await fromUuid(target.actorUuid)) as unknown as TargetActor | null;
  if (!actor || !mayRequestDamage(requester, actor.testUserPermission(requester, "OWNER"))) {
    warn("MESHAL.Attack.notYours");
    return false;
  }
  const next = request.op === "apply" ? await applyTo(actor, state, request) : await undoOn(actor, state, request.targetIndex);
  if (!next.ok) {
    warn(next.reasonKey);
    return false;
  }
  await message.update({ system: next.state });
  return true;
}

async function applyTo(actor: TargetActor, state: AttackState, request: DamageRequestPayload): Promise<AttackTransition> {
  const target = state.targets[request.targetIndex]!;
  if (!target.resolved) return { ok: false, reasonKey: "MESHAL.Attack.refused.notResolved" };
  if (target.applied) return { ok: false, reasonKey: "MESHAL.Attack.refused.alreadyApplied" };
  const plan = planApplication({
    damage: target.damage, targets: state.attributes, dice: attributeDice(actor.system.attributes),
    ...(request.allocation ? { allocation: request.allocation } : {}),
    hit: target.hit, wasUnconscious: actor.system.consciousness === "unconscious", coupDeGrace: optionalRule("coupDeGrace"),
  });
  if (!plan.ok) return { ok: false, reasonKey: `MESHAL.Attack.split.${plan.code}` };
  const removed = Object.entries(plan.record.removed).filter(([, n]) => n > 0);
  if (removed.length) {
    const done = await actor.takeDamage(target.damage, state.attributes, Object.fromEntries(removed) as Partial<Record<AttributeId, number>>);
    if (!done) return { ok: false, reasonKey: "MESHAL.Attack.refused.notApplied" };
  }
  if (plan.record.killed) await actor.update({ "system.life.dead": true });
  return recordApplication(state, request.targetIndex, plan.record);
}

async function undoOn(actor: TargetActor, state: AttackState, index: number): Promise<AttackTransition> {
  const record = state.targets[index]?.applied;
  if (!record) return { ok: false, reasonKey: "MESHAL.Attack.refused.notApplied" };
  const attrs = actor.system.attributes;
  const back = undoRestore(record, {
    might: attrs.might.invalid ? null : { value: attrs.might.value, total: attrs.might.total },
    energy: attrs.energy.invalid ? null : { value: attrs.energy.value, total: attrs.energy.total },
    spirit: attrs.spirit.invalid ? null : { value: attrs.spirit.value, total: attrs.spirit.total },
  });
  if (!back) return { ok: false, reasonKey: "MESHAL.Attack.refused.alreadyUndone" };
  // The kill is cleared first: recovering dice refuses the dead.
  if (record.killed) await actor.update({ "system.life.dead": false });
  for (const [id, n] of Object.entries(back) as [AttributeId, number][]) if (n > 0) await actor.recoverDice(id, n);
  return recordUndo(state, index);
}

/** Apply or Undo from the card: here when allowed, otherwise by the active GM (a clear warning when none is online). */
export async function submitDamageRequest(message: ChatMessage.Implementation, targetIndex: number, op: "apply" | "undo", allocation?: Partial<Record<AttributeId, number>>): Promise<boolean> {
  const user = game.user;
  if (!user?.id) return false;
  const request: DamageRequestPayload = { messageId: message.id ?? "", userId: user.id, targetIndex, op, ...(allocation ? { allocation } : {}) };
  if (user.isGM) return performDamageRequest(request);
  const gm = game.users?.activeGM;
  if (!gm) {
    warn("MESHAL.Chat.noGM");
    return false;
  }
  // Casts: the query name is not (yet) declared in the configured query table; see the file comment.
  return Boolean(await gm.query(ATTACK_DAMAGE_QUERY as never, request as never));
}

/** Registers the GM-side handler; every payload is read strictly before anything is looked up. */
export function registerAttackDamageQuery(): void {
  // Cast: the query table is keyed by declared names; this one is registered dynamically.
  (CONFIG.queries as unknown as Record<string, (data: unknown) => Promise<unknown>>)[ATTACK_DAMAGE_QUERY] = async (data) => {
    if (!game.user?.isGM) return false;
    const request = readDamagePayload(data);
    return request ? performDamageRequest(request) : false;
  };
}
