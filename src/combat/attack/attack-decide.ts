/**
 * The GM's decision on an attack-card request (docs/queries.md, `meshal-lite.attack`): the card's next state and
 * what must change on the target's actor, or the lang key of the refusal. Every number comes from the card as the GM
 * holds it and from the actors as the GM reads them now (the evidence); the request only names a target, a hit and a
 * choice. Also the settling of a card: hits nobody can defend are taken, fully decided targets are resolved. Pure.
 */
import { suggestedDamageSplit, type AttributeId, type Consciousness } from "../../rules/index.ts";
import {
  assignTargets, counterWaiting, declareCoupDeGrace, defendHit, hitRoll, newTarget, reactionClash, recordApplication, recordUndo, resolveTarget, targetFaces,
  type AttackState, type AttackTarget, type AttackTransition,
} from "./attack-state.ts";
import { planApplication, undoRestore } from "./damage-record.ts";
import { splitChoiceLeft } from "./card/damage-split-view.ts";
import { defenseChoices, type DefenderState, type DefenseOption } from "./defense-options.ts";
import { mayRequest, rightsRefusal, rightsRefusalFor, type AttackRequest, type Requester } from "./gm/attack-request.ts";
import { refusesLine, type TargetLine } from "./targets/targets.ts";
import { overrideRange } from "./targets/attack-range.ts";
import { defenderAtHit, earlierOpen } from "./hit-order.ts";
import { objectApplication, objectUndo } from "./object-target.ts";
import type { AttackEffect } from "./target-write.ts";
import { endCounterWait } from "./counter/counter.ts";

/** A target's actor as the GM reads it now: each attribute's current and total dice (null = void), its life state. */
export interface TargetActorNow {
  pools: Record<AttributeId, { value: number; total: number } | null>;
  consciousness: Consciousness;
  /** An attackable object's durability (§8.2, object-target.ts); absent = a creature. */
  durability?: { value: number; max: number };
}

/** What the GM's client gathered for one request. */
export interface AttackEvidence {
  who: Requester;
  /** defend and apply: the target's defender now — its dice, protection, immunities (null when its actor cannot be read). */
  defender?: DefenderState | null;
  /** defend: the faces the GM rolled for the chosen defense. */
  defenseFaces?: readonly number[];
  /** apply / undo / coupDeGrace: the target's actor now (null when it cannot be read). */
  actor?: TargetActorNow | null;
  /** apply and coupDeGrace: the coup de grâce optional rule is on. */
  coupDeGrace?: boolean;
  /** undo: the actor's stored death is the one this application stored (its mark, with the revivals unchanged since). */
  deathCaused?: boolean;
  /** assign: the GM's targeted tokens as measured target lines. */
  lines?: readonly TargetLine[];
  /** apply (Apply all): with no split asked, the suggested split is taken where the defender has a choice. */
  suggestSplit?: boolean;
}

export type AttackRefusal = { ok: false; reasonKey: string; data?: Record<string, string> };

export type AttackOutcome = { ok: true; state: AttackState; effect: AttackEffect } | AttackRefusal;

function no(reasonKey: string, data?: Record<string, string>): AttackRefusal {
  return data ? { ok: false, reasonKey, data } : { ok: false, reasonKey };
}

function refused(reason: string): AttackRefusal {
  return no(`MESHAL.Attack.refused.${reason}`);
}

function request(reason: string): AttackRefusal {
  return no(`MESHAL.Attack.request.${reason}`);
}

/**
 * The choices of one hit for one target's defender, as the defender is at that hit (§6.3 hits in order: after the
 * damage of the line's earlier decided hits; a creature an earlier hit knocked out cannot defend).
 */
export function hitChoices(state: AttackState, target: AttackTarget, hit: number, defender: DefenderState) {
  const at = defenderAtHit(state, target, hit, defender).defender;
  return defenseChoices({ roll: hitRoll(state, targetFaces(state, target, hit)), types: state.types, penetration: state.penetration, allowed: state.allowed, newerDice: state.newerDice === true }, at);
}

/** The target line a request names, after checking the requester's rights on it. */
function targetFor(state: AttackState, req: Exclude<AttackRequest, { op: "assign" }>, who: Requester): AttackTarget | AttackRefusal {
  const target = state.targets[req.target];
  if (!target) return refused("noTarget");
  const refusal = rightsRefusalFor(req.op, who, target.range);
  return refusal ? no(refusal) : target;
}

function isRefusal(v: AttackTarget | AttackRefusal): v is AttackRefusal {
  return "ok" in v;
}

/**
 * Checks a defense before its dice are rolled: the requester defends for the target, the hit is open, the attack
 * allows the defense, the hit still needs one, and the defender can use it now. Resolves to the option (its dice).
 */
export function planDefense(state: AttackState, req: Extract<AttackRequest, { op: "defend" }>, who: Requester, defender: DefenderState | null | undefined): { ok: true; option: DefenseOption } | AttackRefusal {
  const target = targetFor(state, req, who);
  if (isRefusal(target)) return target;
  if (target.resolved) return refused("alreadyResolved");
  if (req.hit >= state.hits.length || req.hit >= target.defenses.length) return refused("noHit");
  const prior = target.defenses[req.hit];
  // §6.2: one reaction per attack (per hit of a multi-hit attack): a hit answered with another reaction is not defended.
  if (prior) return refused(reactionClash(prior.kind, req.kind) ? "oneReaction" : "alreadyDefended");
  if (!state.allowed.includes(req.kind)) return refused("notAllowed");
  // §6.3: hits in order — a hit's defense sees the defender after the earlier hits, so they are decided first.
  if (earlierOpen(target, req.hit) !== null) return refused("earlierHit");
  if (!defender) return request("noActor");
  if (defender.object) return request("objectNoDefense");
  const choices = hitChoices(state, target, req.hit, defender);
  if (!choices.needed) return request("notNeeded");
  const option = choices.options.find((o) => o.kind === req.kind);
  if (option) return { ok: true, option };
  // Stryker disable next-line ConditionalExpression,OptionalChaining: a defender's blocks share one reason; an allowed kind is listed
  const blocked = choices.blocked.find((b) => b.kind === req.kind)?.reason;
  if (blocked === "unconscious") return no("MESHAL.Warn.cannotActUnconscious");
  if (blocked === "noMobility") return no("MESHAL.Warn.notEnoughMobility", { cost: "1", value: String(defender.mobility) });
  return request("cannotDefend");
}

function validFaces(faces: readonly number[] | undefined, dice: number): faces is readonly number[] {
  return Array.isArray(faces) && faces.length === dice && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

function withEffect(t: AttackTransition, effect: AttackEffect): AttackOutcome {
  return t.ok ? { ok: true, state: t.state, effect } : t;
}

const NONE: AttackEffect = { kind: "none" };

/** Decides one request against the card as the GM holds it now. */
export function decideAttackRequest(state: AttackState, req: AttackRequest, evidence: AttackEvidence): AttackOutcome {
  const who = evidence.who;
  switch (req.op) {
    case "defend": {
      const plan = planDefense(state, req, who, evidence.defender);
      if (!plan.ok) return plan;
      if (!validFaces(evidence.defenseFaces, plan.option.dice)) return no("MESHAL.Query.badRoll");
      return withEffect(defendHit(state, req.target, req.hit, { kind: req.kind, faces: [...evidence.defenseFaces] }), { kind: "spend", cost: plan.option.cost });
    }
    case "take": {
      const target = targetFor(state, req, who);
      if (isRefusal(target)) return target;
      return withEffect(defendHit(state, req.target, req.hit, { kind: "take", faces: [] }), NONE);
    }
    case "react":
      return decideReact(state, req, evidence);
    case "coupDeGrace":
      return decideCoupDeGrace(state, req, evidence);
    case "apply":
      return decideApply(state, req, evidence);
    case "undo":
      return decideUndo(state, req, evidence);
    case "overrideRange":
      // §4.3: only the GM rules an out-of-range target in range; nothing changes on an actor.
      // Stryker disable next-line StringLiteral: equivalent — mayRequest grants no player an op it does not know either
      if (!mayRequest("overrideRange", who)) {
        return no(rightsRefusal("overrideRange"));
      }
      return withEffect(overrideRange(state, req.target), NONE);
    case "endCounter":
      // Only the GM settles a waiting counter by hand; nothing changes on an actor.
      if (!mayRequest("endCounter", who)) return no(rightsRefusal("endCounter"));
      return withEffect(endCounterWait(state, req), NONE);
    case "assign": {
      // Stryker disable next-line StringLiteral: equivalent — mayRequest grants no player an op it does not know either
      if (!mayRequest("assign", who)) {
        return no(rightsRefusal("assign"));
      }
      const lines = evidence.lines ?? [];
      if (lines.length === 0) return request("noTargets");
      return withEffect(assignTargets(state, lines), NONE);
    }
  }
}

/**
 * Another reaction (an ability such as Dirty Fighting, whose ⚡ its own card pays) answers one hit: recorded so the
 * hit takes no defense on top (§6.2: one reaction per attack, per hit of a multi-hit attack). The defender must be
 * able to act (§7.1).
 */
function decideReact(state: AttackState, req: Extract<AttackRequest, { op: "react" }>, evidence: AttackEvidence): AttackOutcome {
  const target = targetFor(state, req, evidence.who);
  if (isRefusal(target)) return target;
  if (!evidence.defender) return request("noActor");
  if (earlierOpen(target, req.hit) !== null && !target.defenses[req.hit]) return refused("earlierHit");
  // §6.3: a creature an earlier hit knocked out cannot react to the next.
  if (defenderAtHit(state, target, req.hit, evidence.defender).defender.unconscious) return no("MESHAL.Warn.cannotActUnconscious");
  return withEffect(defendHit(state, req.target, req.hit, { kind: "reaction", faces: [] }), NONE);
}

/**
 * A coup de grâce declared on a target (§7.2: a declared attack against an unconscious creature): with the rule on,
 * on a target unconscious as the GM reads it now, before its Apply. Apply then kills it if the attack hits.
 */
function decideCoupDeGrace(state: AttackState, req: Extract<AttackRequest, { op: "coupDeGrace" }>, evidence: AttackEvidence): AttackOutcome {
  const target = targetFor(state, req, evidence.who);
  if (isRefusal(target)) return target;
  if (target.applied) return refused("alreadyApplied");
  if (target.coupDeGrace) return refused("alreadyDeclared");
  if (evidence.coupDeGrace !== true) return request("coupDeGraceOff");
  if (!evidence.actor) return request("noActor");
  if (evidence.actor.consciousness !== "unconscious") return request("notUnconscious");
  return withEffect(declareCoupDeGrace(state, req.target), NONE);
}

/** Current dice (null = void) of a target actor. */
function diceOf(actor: TargetActorNow): Record<AttributeId, number | null> {
  return {
    might: actor.pools.might?.value ?? null,
    energy: actor.pools.energy?.value ?? null,
    spirit: actor.pools.spirit?.value ?? null,
  };
}

function decideApply(state: AttackState, req: Extract<AttackRequest, { op: "apply" }>, evidence: AttackEvidence): AttackOutcome {
  const target = targetFor(state, req, evidence.who);
  if (isRefusal(target)) return target;
  if (!target.resolved) return refused("notResolved");
  if (target.applied) return refused("alreadyApplied");
  const actor = evidence.actor;
  if (!actor || !evidence.defender) return request("noActor");
  // Damage to the dead changes nothing, and undo must be able to tell a death this application caused.
  if (actor.consciousness === "dead") return request("targetDead");
  // The damage is worked out again from the card's dice and defenses against the target as it is now: a number
  // stored on the card (which its author can edit) is never what is removed. The card then shows what was applied.
  const again = resolveTarget({ ...state, targets: state.targets.map((t, i) => (i === req.target ? { ...t, resolved: false } : t)) }, req.target, evidence.defender);
  if (!again.ok) return again;
  const now = again.line;
  if (actor.durability) {
    const applied = objectApplication(now.damage, actor.durability);
    return withEffect(recordApplication(again.state, req.target, applied.record), applied.effect);
  }
  const dice = diceOf(actor);
  // §6.3: the defender splits. While a choice is left, only the target's owner or the GM applies; the attacker's
  // owner applies only a damage with one possible split (one attribute with dice, or every listed die going).
  const choice = splitChoiceLeft(now.damage, state.attributes, dice);
  if (choice && !evidence.who.isGM && !evidence.who.ownsTarget) return request("defenderSplits");
  if (!req.allocation && choice && evidence.suggestSplit !== true) return request("splitNeeded");
  const allocation = req.allocation ?? (choice ? suggestedDamageSplit(now.damage, state.attributes, dice) : null);
  const plan = planApplication({
    damage: now.damage, targets: state.attributes, dice, ...(allocation ? { allocation } : {}),
    hit: now.hit, wasUnconscious: actor.consciousness === "unconscious", coupDeGrace: evidence.coupDeGrace === true && target.coupDeGrace === true,
  });
  if (!plan.ok) return no(`MESHAL.Attack.split.${plan.code}`);
  const effect: AttackEffect = { kind: "damage", damage: now.damage, allocation: { ...plan.record.removed }, kill: plan.record.killed };
  return withEffect(recordApplication(again.state, req.target, plan.record), effect);
}

function decideUndo(state: AttackState, req: Extract<AttackRequest, { op: "undo" }>, evidence: AttackEvidence): AttackOutcome {
  const target = targetFor(state, req, evidence.who);
  if (isRefusal(target)) return target;
  const record = target.applied;
  if (!record) return refused("notApplied");
  if (record.undone) return refused("alreadyUndone");
  const actor = evidence.actor;
  if (!actor) return request("noActor");
  // §7.2: death is stored and only an explicit revival clears it. Undo clears a death only when this application
  // stored it (the actor's mark says so); a death another attack or the GM set stays, and the dice come back anyway.
  if (actor.durability) {
    const back = objectUndo(record, actor.durability);
    // Stryker disable next-line StringLiteral: unreachable — an undone record was refused above
    return back ? withEffect(recordUndo(state, req.target), back) : refused("alreadyUndone");
  }
  const clearDeath = actor.consciousness === "dead" && evidence.deathCaused === true;
  const dice = undoRestore(record, actor.pools);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable (types only) — undone was refused above
  if (!dice) return refused("alreadyUndone");
  return withEffect(recordUndo(state, req.target), { kind: "restore", dice, clearDeath });
}

/** The defender behind an actor UUID as the GM reads it now, or null. */
export type DefenderLookup = (actorUuid: string) => DefenderState | null;

/**
 * A new card as the GM accepts it: every target line open (no decision, nothing resolved or applied), whatever its
 * author stored — decisions, resolutions and applications are the GM's to record. Unchanged when already so.
 */
export function openTargets(state: AttackState): AttackState {
  const open = (t: AttackTarget) => !t.resolved && !t.hit && t.damage === 0 && !t.applied && !t.coupDeGrace && t.defenses.length === state.hits.length && t.defenses.every((d) => d === null);
  if (state.targets.every(open)) return state;
  return {
    ...state,
    targets: state.targets.map(({ tokenUuid, actorUuid, name, distance, range, disadvantage }) =>
      newTarget({ tokenUuid, actorUuid, name, distance, range, disadvantage }, state.hits.length)),
  };
}

/** Does the card still wait on a defense decision of this actor (a change to it may settle the card)? */
export function waitsOn(state: Pick<AttackState, "targets">, actorUuid: string): boolean {
  return state.targets.some((t) => !t.resolved && t.actorUuid === actorUuid);
}

/**
 * Settles a card (GM): on each open target, a hit without a decision is taken when it needs no defense (it does
 * nothing after protection) or its defender has no defense to use (undefendable, unconscious — also knocked out by
 * an earlier hit of the line, §6.3 — out of ⚡); a target
 * whose hits all have a decision is resolved with its defender's protection. A target whose actor cannot be read is
 * left as it is. Settling a settled card changes nothing.
 */
export function settleState(state: AttackState, defenders: DefenderLookup): AttackState {
  let next = state;
  next.targets.forEach((target, index) => {
    // An out-of-range target cannot be hit (§4.3): its line waits for the GM's ruling, nothing is taken or resolved.
    if (target.resolved || refusesLine(target.range)) return;
    // A hit answered by a counter whose card is still open: the line waits for it (counter.ts).
    if (target.defenses.some(counterWaiting)) return;
    const defender = defenders(target.actorUuid);
    if (!defender) return;
    // The line as decided so far (only this line's own transitions change it).
    let current = target;
    target.defenses.forEach((decision, hit) => {
      if (decision || hit >= next.hits.length) return;
      // In hit order, against the line as decided so far: a hit an earlier one knocked the defender out for is taken.
      const choices = hitChoices(next, current, hit, defender);
      if (choices.needed && choices.options.length > 0) return;
      const taken = defendHit(next, index, hit, { kind: "take", faces: [] });
      // Stryker disable next-line ConditionalExpression: types only — taking an open hit of a line is never refused
      if (taken.ok) ({ state: next, line: current } = taken);
    });
    if (current.defenses.length === next.hits.length && current.defenses.every((d) => d !== null)) {
      const resolved = resolveTarget(next, index, defender);
      // Stryker disable next-line ConditionalExpression: types only — a line checked above, with every hit decided, resolves
      if (resolved.ok) next = resolved.state;
    }
  });
  return next;
}
