/**
 * A counter-attack that answers one hit (Dirty Fighting, 不讲武德: "attack that attacker once with your natural weapon;
 * if it hits, the attacker's original attack fails at once"). The defender's counter is an attack card of its own
 * that names the hit it answers (`answers`); the answered hit records the counter card's id (a reaction, §6.2) and
 * waits for it. When the counter card's line resolves, a hit makes the answered hit and every later hit of that line
 * fail, a miss leaves the answered hit taken (docs/rules.md, issue 21). Every check reads the two cards as the GM
 * holds them; the requester only names ids and indices. Pure.
 */
import { counterWaiting, failedFrom, type AttackState, type AttackTarget, type AttackTransition, type CounterLink } from "../attack-state.ts";
import { earlierOpen } from "../hit-order.ts";
import { needsGmRuling } from "../gm/attack-request.ts";
import { refusesLine, type RangeStatus } from "../targets/targets.ts";

export { COUNTER_ABILITIES, isCounterAbility } from "../start/borrowed-attack.ts";

/** Is the card's attack a melee attack (the counter answers only those: "you are attacked in melee")? */
export const meleeAttack = (state: Pick<AttackState, "reach">): boolean => state.reach !== null && state.reach.ranged === false;

/**
 * What the rules make of each counter ability's activation, by identifier (data/abilities: Dirty Fighting is a 1⚡
 * reaction, at most once a round). The ability item is its owner's to edit, so the GM refuses a counter whose item
 * asks less than this: a 0⚡ counter would fail any melee hit for free.
 */
export const COUNTER_TERMS: Readonly<Record<string, { cost: number; kind: "reaction"; perRound: number }>> = {
  "dirty-fighting": { cost: 1, kind: "reaction", perRound: 1 },
};

/** A counter ability's activation as its item reads now: ⚡, action kind, and uses allowed per round (null: no round limit). */
export interface CounterTerms {
  cost: number;
  kind: string;
  perRound: number | null;
}

/** Does the item's activation ask at least what the rules ask of that counter (an unknown counter: nothing to compare)? */
export function termsHold(identifier: string, terms: CounterTerms): boolean {
  const rule = COUNTER_TERMS[identifier];
  if (!rule) return true;
  return terms.cost >= rule.cost && terms.kind === rule.kind && terms.perRound !== null && terms.perRound <= rule.perRound;
}

/**
 * Can the counter reach the attacker ("the attacker must be within reach of your natural weapon")? `answered` is the
 * range of the line the counter answers, `counter` the counter's own line as the GM measures it (null: no line). A
 * line the card would refuse (its card would wait for a ruling, and the answered hit with it) never reaches, nor one
 * the GM cannot measure while the answered line was measured; where the answered line was not measured (ruled in by
 * the GM, or unmeasured where the card allows that), the counter's line is held to the card's own rule alone.
 */
export function counterReaches(answered: RangeStatus, counter: RangeStatus | null): boolean {
  if (counter === null || refusesLine(counter)) return false;
  return counter !== "unmeasured" || answered === "unmeasured" || answered === "ruledIn";
}

/** What the GM read for a counter request, besides the original card's state. */
export interface CounterEvidence {
  /** The original card was written by a GM. */
  gmWritten: boolean;
  /** The countering actor (the slip's attacker), whose owner asked (checked as for any attack start). */
  counterActorUuid: string;
  /** The ability the counter is made through is a counter ability. */
  counterAbility: boolean;
  /** The actor UUIDs of the counter's targeted tokens, as the GM reads them. */
  counterTargets: readonly string[];
  /** The countering creature cannot act at that hit (unconscious, also knocked out by an earlier hit of the line). */
  cannotAct: boolean;
  /** The counter ability's identifier and its activation as the item reads now (checked against COUNTER_TERMS). */
  identifier: string;
  terms: CounterTerms;
  /** The counter's own line, measured by the GM from the card's tokens before anything is spent; null: no line. */
  reach: RangeStatus | null;
}

const no = (reason: string) => ({ ok: false as const, reasonKey: `MESHAL.Attack.counter.${reason}` });

/** May this counter answer hit `link.hit` of line `link.target`? Refusals are lang keys. */
export function decideCounter(state: AttackState, link: Omit<CounterLink, "messageId">, evidence: CounterEvidence): { ok: true } | { ok: false; reasonKey: string } {
  if (!evidence.gmWritten) return { ok: false, reasonKey: "MESHAL.Attack.request.playerCard" };
  if (!evidence.counterAbility) return no("notCounter");
  const line = state.targets[link.target];
  if (!line || link.hit >= state.hits.length || link.hit >= line.defenses.length) return no("noHit");
  if (line.actorUuid !== evidence.counterActorUuid) return no("notDefender");
  if (needsGmRuling("react", line.range)) return { ok: false, reasonKey: "MESHAL.Attack.request.outOfRange" };
  if (line.resolved) return { ok: false, reasonKey: "MESHAL.Attack.refused.alreadyResolved" };
  // §6.2: one reaction per hit; a decided hit takes no counter.
  if (line.defenses[link.hit]) return { ok: false, reasonKey: "MESHAL.Attack.refused.oneReaction" };
  if (earlierOpen(line, link.hit) !== null) return { ok: false, reasonKey: "MESHAL.Attack.refused.earlierHit" };
  if (!meleeAttack(state)) return no("notMelee");
  if (evidence.counterTargets.length !== 1 || evidence.counterTargets[0] !== state.attackerUuid) return no("notAttacker");
  if (evidence.cannotAct) return { ok: false, reasonKey: "MESHAL.Warn.cannotActUnconscious" };
  if (!termsHold(evidence.identifier, evidence.terms)) return no("editedTerms");
  if (!counterReaches(line.range, evidence.reach)) return no(evidence.reach === "unmeasured" ? "unmeasured" : "outOfReach");
  return { ok: true };
}

const withLine = (state: AttackState, index: number, line: AttackTarget): AttackState => ({ ...state, targets: state.targets.map((t, i) => (i === index ? line : t)) });

/**
 * Records on the original card that the counter card `counterId` answers the hit (a reaction waiting for it). Same
 * state when it already does; null when the hit is no longer open (decided otherwise, resolved).
 */
export function linkCounter(state: AttackState, link: Omit<CounterLink, "messageId">, counterId: string): AttackState | null {
  const line = state.targets[link.target];
  const prior = line?.defenses[link.hit];
  if (!line || prior === undefined) return null;
  if (prior) return prior.counter === counterId ? state : null;
  if (line.resolved || earlierOpen(line, link.hit) !== null) return null;
  return withLine(state, link.target, { ...line, defenses: line.defenses.map((d, i) => (i === link.hit ? { kind: "reaction", faces: [], counter: counterId } : d)) });
}

/** The counter card's result, once its (single) target line resolved: "hit", "missed", or null while it is open. */
export function counterResult(counter: Pick<AttackState, "targets">): "hit" | "missed" | null {
  const line = counter.targets[0];
  if (!line || !line.resolved) return null;
  return line.hit ? "hit" : "missed";
}

/**
 * The original card once the counter card `counterId` resolved: a hit fails the answered hit and every later hit of
 * the line (they are decided as failed, nothing left to defend), a miss leaves the answered hit taken. Same state
 * while the counter is open or when the result is already recorded; the hit must carry this counter's id.
 */
export function settleCounter(state: AttackState, link: Omit<CounterLink, "messageId">, counterId: string, result: "hit" | "missed" | null): AttackState {
  const line = state.targets[link.target];
  const answered = line?.defenses[link.hit];
  if (!line || !answered || answered.counter !== counterId || !counterWaiting(answered) || !result) return state;
  const defenses = line.defenses.map((d, i) => {
    if (i === link.hit) return { ...answered, countered: result };
    // The attack as made against this defender failed: later hits of the line are not rolled against it any more.
    return result === "hit" && i > link.hit && d === null ? { kind: "take" as const, faces: [] } : d;
  });
  return withLine(state, link.target, { ...line, defenses });
}

/** Does a hit of this line fail because a counter hit (it or an earlier hit answered by a counter that hit)? */
export function failedByCounter(line: Pick<AttackTarget, "defenses">, hit: number): boolean {
  const from = failedFrom(line);
  return from !== null && hit >= from;
}

/**
 * The original card brought in line with the counter card `counterId` (both GM-written, the caller checks): the hit
 * linked when the counter card names it and it is still open, then its result recorded once the counter resolved.
 * Idempotent: the same inputs give the same state, and a settled state is returned unchanged.
 */
export function reconcileCounter(state: AttackState, counterId: string, counter: Pick<AttackState, "answers" | "targets">): AttackState {
  const link = counter.answers;
  if (!link) return state;
  const linked = linkCounter(state, link, counterId);
  if (!linked) return state;
  return settleCounter(linked, link, counterId, counterResult(counter));
}

/**
 * The GM ends the wait of hit `link.hit` of line `link.target`, answered by a counter whose card never resolved (out
 * of reach, forgotten): the counter is taken as not made — the reaction stays spent (§6.2), the hit stands, taken, and
 * the line settles as usual. Final: the counter card resolving later changes nothing (`settleCounter` finds no wait).
 * Refused when that hit waits for no counter.
 */
export function endCounterWait(state: AttackState, link: Omit<CounterLink, "messageId">): AttackTransition {
  const line = state.targets[link.target];
  const answered = line?.defenses[link.hit];
  if (!line || !answered || !counterWaiting(answered)) return { ok: false, reasonKey: "MESHAL.Attack.counter.notWaiting" };
  return { ok: true, state: withLine(state, link.target, { ...line, defenses: line.defenses.map((d, i) => (i === link.hit ? { ...answered, countered: "lapsed" as const } : d)) }) };
}
