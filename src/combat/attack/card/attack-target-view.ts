/**
 * One target line of the attack card as one reader sees it: range and distance, per hit the decision or the defense
 * buttons (for whoever defends for the target), the resolution, the application and its undo. Pure; the rights
 * follow docs "who sees which button" and are enforced again by the GM's request handler.
 */
import { ATTRIBUTE_IDS, countPoints, suggestedDamageSplit, type DefenseKind } from "../../../rules/index.ts";
import type { AttackReader } from "./attack-reader.ts";
import { counterWaiting, hitRoll, targetDice, targetFaces, targetStage, type AttackState, type AttackTarget } from "../attack-state.ts";
import { diceOf, type DieView } from "../../../chat/die-view.ts";
import { chanceText, labelList, lineName } from "./attack-view-parts.ts";
import { chanceTier, type ChanceTier } from "../../../dice/chance-tier.ts";
import { formatFor } from "../../../chat/reader-format.ts";
import { countKey } from "../../../core/plural.ts";
import { defenseChoices, type DefenseBlock } from "../defense-options.ts";
import { needsGmRuling } from "../gm/attack-request.ts";
import { OVERRIDABLE_RANGES } from "../targets/attack-range.ts";
import { refusesLine } from "../targets/targets.ts";
import { splitChoiceLeft } from "./damage-split-view.ts";
import { defenderAtHit, earlierOpen, type DefenderAtHit } from "../hit-order.ts";
import type { DefenderState } from "../defense-options.ts";
import { failedByCounter, meleeAttack } from "../counter/counter.ts";
import { cappedNote, hitWorking, lossParts } from "./attack-working-view.ts";

const K = "MESHAL.Attack.card";

/** The optional rules the card's buttons depend on (read from the world settings by attack-view.ts). */
export interface AttackViewRules {
  coupDeGrace: boolean;
}

/** A defense button: the defense, its dice, its ⚡ cost and the chance that it stops the hit. */
export interface DefenseButtonView {
  kind: DefenseKind;
  label: string;
  dice: number;
  cost: number;
  chance: string;
  /** The chance's colour band (dice/chance-tier.ts). */
  chanceTier: ChanceTier;
}

/** The decision recorded on a hit: a defense with its faces and points, or "no defense". */
export interface DecisionView {
  taken: boolean;
  label: string;
  dice: DieView[];
  points: number;
}

/** One hit on a target line. */
export interface TargetHitView {
  index: number;
  number: number;
  /** This target's own faces of the hit (only when its range penalty drops dice; the header shows the full roll). */
  dice: DieView[] | null;
  roll: number;
  decision: DecisionView | null;
  /** The reader decides this hit now: the "take it" button and `options`. */
  canDecide: boolean;
  /** With `canDecide`: the "another reaction" button (the defender can act; §6.2: one reaction per hit). */
  canReact: boolean;
  /** With `canReact`: the counter button (a melee attack, the defender has a counter ability), named `counterLabel`. */
  canCounter: boolean;
  counterLabel: string;
  /** The GM may end this hit's wait for a counter card that has not resolved (counter.ts `endCounterWait`). */
  canEndCounter: boolean;
  options: DefenseButtonView[];
  /** Small text beside the buttons: what protection leaves to stop, why no defense is offered, or what is awaited. */
  note: string;
  /** On a resolved line: the hit's working step by step (roll, protection, defense, extra damage, damage), else []. */
  working: string[];
  /** The working as one line, for the hover tooltip in the chat log ("" when there is none). */
  tip: string;
  /** The reader decides this line's hits: the row keeps the buttons' height once decided, so later buttons stay put. */
  reserve: boolean;
}

/** What Apply removed, and what became of the target. */
export interface AppliedView {
  removed: string;
  /** "6 damage, 4 dice lost: …" when the attributes' dice capped the loss, else "". */
  capped: string;
  outcome: string;
  undone: boolean;
}

/** One target line. */
export interface TargetView {
  index: number;
  name: string;
  stage: ReturnType<typeof targetStage>;
  range: string;
  distance: string;
  /** "−N dice" when the target's range penalty applies, else "". */
  penalty: string;
  hits: TargetHitView[];
  resolved: boolean;
  hit: boolean;
  outcome: string;
  /** "Removes dice from …" (with the split note when several attributes may take it); "" on a miss. */
  attributes: string;
  applied: AppliedView | null;
  /** On a line out of the attack's range: why it cannot be hit (its distance and the attack's range), else "". */
  refused: string;
  /** [OPT] Facing (§9.5): "Attacked from behind — no defense" on a line attacked from a blind side, else "". */
  behind: string;
  /** The GM may rule this line in range (§4.3; out of range, beyond range or unmeasured, no hit decided yet). */
  canOverride: boolean;
  canApply: boolean;
  /**
   * With `canApply`, when the reader splits the damage (§6.3: the GM or the target's owner) and a choice is left: the
   * suggested split the Apply button applies in one click ("Might −2, Energy −1"); "" otherwise.
   */
  suggested: string;
  /** With `suggested`: the "Other split…" button that opens the split dialog. */
  canSplit: boolean;
  canUndo: boolean;
  /** "Coup de grâce declared" when it was (§7.2), else "". */
  coupDeGrace: string;
  /** The reader may declare a coup de grâce on this target now (the rule on, the target unconscious, not applied). */
  canDeclare: boolean;
  /** On a line hit: "Reminder: <rider>" for each rider the card does not act on (knock-back, moves), for the table. */
  reminders: string[];
}

/** Does this reader defend for the target (owns it, and its actor is one the client can read as a defender)? */
export function defendsFor(reader: AttackReader, actorUuid: string): boolean {
  return reader.owns(actorUuid) && (reader.defender?.(actorUuid) ?? null) !== null;
}

/** May this reader apply or undo the damage on a target line? */
export function managesTarget(reader: AttackReader, state: AttackState, target: AttackTarget): boolean {
  return reader.isGM === true || defendsFor(reader, target.actorUuid) || reader.owns(state.attackerUuid);
}

/** The name the card gives a counter: the defender's counter ability as this client reads it, else the generic one. */
function counterName(reader: AttackReader, target: AttackTarget): string {
  return reader.defender?.(target.actorUuid)?.counter || reader.localize(`${K}.counter.generic`);
}

function decisionView(reader: AttackReader, d: NonNullable<AttackTarget["defenses"][number]>, target: AttackTarget, failed: boolean): DecisionView {
  const counter = { ability: counterName(reader, target) };
  // A counter that hit fails this hit and the line's later ones; a counter still open or missed says so (counter.ts).
  if (failed) return { taken: true, label: formatFor(reader, `${K}.counter.failed`, counter), dice: [], points: 0 };
  if (d.counter) return { taken: true, label: formatFor(reader, `${K}.counter.${d.countered ?? "waiting"}`, counter), dice: [], points: 0 };
  if (d.kind === "take") return { taken: true, label: reader.localize(`${K}.taken`), dice: [], points: 0 };
  if (d.kind === "reaction") return { taken: true, label: reader.localize(`${K}.reacted`), dice: [], points: 0 };
  return { taken: false, label: reader.localize(`MESHAL.Defense.${d.kind}`), dice: diceOf(d.faces), points: countPoints(d.faces) };
}

function blockedNote(reader: AttackReader, blocked: readonly { reason: DefenseBlock }[]): string {
  const reasons = [...new Set(blocked.map((b) => b.reason))].map((r) => reader.localize(`${K}.blocked.${r}`));
  return formatFor(reader, `${K}.cannotDefend`, { reason: reasons.join(", ") });
}

/** The buttons of an undecided hit for a reader who defends for the target. */
function choicesFor(reader: AttackReader, state: AttackState, roll: number, at: DefenderAtHit | null): Pick<TargetHitView, "options" | "note"> {
  if (state.allowed.length === 0) return { options: [], note: reader.localize(`${K}.undefendable`) };
  if (!at) return { options: [], note: "" };
  if (at.knockedOutBy !== null) return { options: [], note: knockedOutNote(reader, at) };
  const defender = at.defender;
  const choices = defenseChoices({ roll, types: state.types, penetration: state.penetration, allowed: state.allowed, newerDice: state.newerDice === true }, defender);
  if (!choices.needed) return { options: [], note: reader.localize(`${K}.notNeeded`) };
  const options = choices.options.map((o) => ({
    kind: o.kind, label: reader.localize(`MESHAL.Defense.${o.kind}`), dice: o.dice, cost: o.cost, chance: chanceText(o.chance), chanceTier: chanceTier(o.chance),
  }));
  const note = options.length ? formatFor(reader, `${K}.toStop`, { points: choices.toStop }) : blockedNote(reader, choices.blocked);
  return { options, note };
}

/** "Knocked out by hit N" (§6.3: the hit met a defender an earlier hit knocked out), or "". */
function knockedOutNote(reader: AttackReader, at: DefenderAtHit | null): string {
  return at?.knockedOutBy == null ? "" : formatFor(reader, `${K}.knockedOut`, { hit: at.knockedOutBy + 1 });
}

/**
 * The defender as it was before this line's damage was applied (the reader's client reads it after): the dice the
 * application recorded it met, or on a card applied before those were kept, the dice it removed added back to the
 * creature's dice now; so each hit shows the state it met.
 */
function defenderBefore(reader: AttackReader, target: AttackTarget): DefenderState | null {
  const now = reader.defender?.(target.actorUuid) ?? null;
  const a = target.applied;
  if (!now || !a || a.undone) return now;
  const dice = a.dice ? { ...a.dice.before } : { ...now.dice };
  if (!a.dice) for (const id of ATTRIBUTE_IDS) if (dice[id] !== null) dice[id] = (dice[id] ?? 0) + a.removed[id];
  // A coup de grâce needs an unconscious target (§7.2); otherwise any non-void attribute at 0 (§7.1).
  return { ...now, dice, unconscious: a.killed || ATTRIBUTE_IDS.some((id) => dice[id] !== null && (dice[id] ?? 0) <= 0) };
}

function hitViews(reader: AttackReader, state: AttackState, target: AttackTarget, penalised: boolean): TargetHitView[] {
  // An out-of-range line offers no defense: it cannot be hit until the GM rules it in range (§4.3).
  const defends = !target.resolved && !refusesLine(target.range) && defendsFor(reader, target.actorUuid);
  const before = defenderBefore(reader, target);
  const points = state.mode === "points";
  return state.hits.map((_, index) => {
    const faces = targetFaces(state, target, index);
    const roll = hitRoll(state, faces);
    const recorded = target.defenses[index] ?? null;
    const working = hitWorking(reader, state, target, index);
    const base = { index, number: index + 1, dice: penalised ? diceOf(faces, points) : null, roll, working, tip: working.join(" · "), reserve: defends };
    // §6.3 hits in order: each hit meets the defender as the line's earlier hits left it.
    const at = before ? defenderAtHit(state, target, index, before) : null;
    const none = { canDecide: false, canReact: false, canCounter: false, counterLabel: "", canEndCounter: false, options: [] };
    const failed = failedByCounter(target, index);
    if (recorded && counterWaiting(recorded)) return { ...base, ...none, canEndCounter: reader.isGM === true, decision: decisionView(reader, recorded, target, false), note: knockedOutNote(reader, at) };
    if (recorded || failed) return { ...base, ...none, decision: decisionView(reader, recorded ?? { kind: "take", faces: [] }, target, failed), note: failed ? "" : knockedOutNote(reader, at) };
    if (!defends) return { ...base, ...none, decision: null, note: target.resolved || refusesLine(target.range) ? "" : knockedOutNote(reader, at) || reader.localize(`${K}.awaiting`) };
    const waits = earlierOpen(target, index);
    // A defense waits for the earlier hits; taking the hit (no reaction) does not depend on them.
    if (waits !== null) return { ...base, ...none, decision: null, canDecide: true, note: formatFor(reader, `${K}.earlierFirst`, { hit: waits + 1 }) };
    const choices = choicesFor(reader, state, roll, at);
    // No defense to choose is no choice: the GM's client takes such a hit (settleState), so only the reason shows.
    if (choices.options.length === 0) return { ...base, ...none, decision: null, note: choices.note };
    const canReact = at?.defender.unconscious !== true;
    // Dirty Fighting answers only a melee attack ("you are attacked in melee").
    const counterLabel = canReact && meleeAttack(state) ? (at?.defender.counter ?? "") : "";
    return { ...base, decision: null, canDecide: true, canReact, canCounter: counterLabel !== "", counterLabel, canEndCounter: false, ...choices };
  });
}

function appliedView(reader: AttackReader, target: AttackTarget): AppliedView | null {
  const a = target.applied;
  if (!a) return null;
  // An object (§8.2) loses durability, not dice.
  if (a.durability !== undefined) return { removed: formatFor(reader, `${K}.durabilityTaken`, { durability: a.durability }), capped: "", outcome: "", undone: a.undone };
  // "−4 of 8" against the dice it met when applied (kept on the card), only for a reader whose client sees the defender
  const seen = reader.defender?.(target.actorUuid) ?? null;
  const before = seen ? (a.dice?.before ?? defenderBefore(reader, target)?.dice ?? null) : null;
  const parts = lossParts(reader, a.removed, before);
  const capped = a.undone ? "" : cappedNote(reader, target.damage, a.removed);
  const removed = parts.length ? formatFor(reader, `${K}.removed`, { parts: parts.join(", ") }) : reader.localize(`${K}.noneRemoved`);
  const outcome = a.killed ? reader.localize(`${K}.life.killed`) : a.state === "conscious" ? "" : reader.localize(`${K}.life.${a.state}`);
  return { removed, capped, outcome, undone: a.undone };
}

/** The resolution's text: damage and the attributes it goes to. */
function outcomeOf(reader: AttackReader, state: AttackState, target: AttackTarget): Pick<TargetView, "outcome" | "attributes"> {
  if (!target.resolved) return { outcome: "", attributes: "" };
  if (!target.hit) return { outcome: reader.localize(`${K}.miss`), attributes: "" };
  const outcome = formatFor(reader, `${K}.damage`, { damage: target.damage });
  if (target.damage === 0) return { outcome, attributes: "" };
  if (reader.defender?.(target.actorUuid)?.object) return { outcome, attributes: reader.localize(`${K}.toDurability`) };
  const list = labelList(reader, "MESHAL.Attribute", state.attributes);
  const key = state.attributes.length > 1 ? `${K}.removesSplit` : `${K}.removesFrom`;
  return { outcome, attributes: formatFor(reader, key, { attributes: list }) };
}

/**
 * Does the reader apply this line's damage without splitting it (§6.3: the defender splits)? The GM and the target's
 * owner may split; anyone else (the attacker's owner) only when no choice is left — one listed attribute, or, as the
 * reader's client reads the target, one attribute with dice or every listed die going.
 */
function appliesWithoutChoice(reader: AttackReader, state: AttackState, target: AttackTarget): boolean {
  if (reader.isGM === true || defendsFor(reader, target.actorUuid)) return true;
  if (new Set(state.attributes).size < 2) return true;
  const defender = reader.defender?.(target.actorUuid);
  return defender ? !splitChoiceLeft(target.damage, state.attributes, defender.dice) : false;
}

/** May the reader declare a coup de grâce on the line (§7.2: the attacker's owner or the GM, before Apply)? */
function mayDeclare(reader: AttackReader, state: AttackState, target: AttackTarget, rules: AttackViewRules): boolean {
  if (!rules.coupDeGrace || target.applied || target.coupDeGrace) return false;
  if (reader.isGM !== true && !reader.owns(state.attackerUuid)) return false;
  return reader.defender?.(target.actorUuid)?.unconscious === true;
}

/** The attack's range as the card words it ("1~6 steps", "within 3 steps"), or "". */
function reachText(reader: AttackReader, state: AttackState): string {
  const reach = state.reach;
  if (!reach) return "";
  return reach.min === null ? formatFor(reader, `${K}.reach.within`, { max: reach.max }) : formatFor(reader, `${K}.reach.between`, { min: reach.min, max: reach.max });
}

/** A distance in the reader's words: "1 step", "3 steps", "3 步". */
function stepsText(reader: AttackReader, steps: number): string {
  return formatFor(reader, countKey("MESHAL.Grid.steps", steps), { n: steps });
}

/** Why an out-of-range or unmeasured line cannot be hit: its distance and the attack's range (§4.3); "" on any other line. */
function refusedText(reader: AttackReader, state: AttackState, target: AttackTarget): string {
  if (!refusesLine(target.range)) return "";
  if (target.range === "unmeasured") return reader.localize(`${K}.unmeasured`);
  return formatFor(reader, `${K}.outOfRange`, { distance: target.distance === null ? "?" : stepsText(reader, target.distance), reach: reachText(reader, state) });
}

/** May the reader rule the line in range (the GM, on a line the query would accept: attack-range.ts)? */
function mayOverride(reader: AttackReader, target: AttackTarget): boolean {
  return reader.isGM === true && OVERRIDABLE_RANGES.has(target.range) && !target.resolved && target.defenses.every((d) => d === null);
}

/** The reminders of a line hit (issue 21 #11): the attack's riders as stored, in the reader's wording of "Reminder: …". */
export function reminderTexts(reader: AttackReader, state: Pick<AttackState, "riders">, target: Pick<AttackTarget, "resolved" | "hit">): string[] {
  if (!target.resolved || !target.hit) return [];
  return (state.riders ?? []).map((rider) => formatFor(reader, `${K}.reminder`, { rider }));
}

/**
 * Is hit `hit` of a line a choice for its defender, as this client reads the defender? Not when no defense is left
 * to it (the GM's client takes the hit); unknown defenders and hits waiting for earlier ones count as a choice.
 */
export function hitIsChoice(reader: AttackReader, state: AttackState, target: AttackTarget, hit: number): boolean {
  const before = defenderBefore(reader, target);
  if (!before || earlierOpen(target, hit) !== null) return true;
  const at = defenderAtHit(state, target, hit, before);
  return choicesFor(reader, state, hitRoll(state, targetFaces(state, target, hit)), at).options.length > 0;
}

/** The suggested split of a line the reader applies and splits (the GM or the target's owner), "" when no choice is left. */
function suggestedFor(reader: AttackReader, state: AttackState, target: AttackTarget): string {
  if (reader.isGM !== true && !defendsFor(reader, target.actorUuid)) return "";
  const defender = reader.defender?.(target.actorUuid);
  if (!defender || defender.object || !splitChoiceLeft(target.damage, state.attributes, defender.dice)) return "";
  // With no dice before given, each share reads "Might −2".
  return lossParts(reader, suggestedDamageSplit(target.damage, state.attributes, defender.dice), null).join(", ");
}

/** The view of target line `index`. */
export function targetView(reader: AttackReader, state: AttackState, target: AttackTarget, index: number, rules: AttackViewRules = { coupDeGrace: false }): TargetView {
  const dropped = state.dice - targetDice(state, target);
  const manages = managesTarget(reader, state, target);
  const stage = targetStage(target);
  const canApply = manages && stage === "resolved" && target.hit && !needsGmRuling("apply", target.range) && appliesWithoutChoice(reader, state, target);
  const suggested = canApply ? suggestedFor(reader, state, target) : "";
  return {
    index,
    name: lineName(reader, target),
    stage,
    range: reader.localize(`${K}.range.${target.range}`),
    distance: target.distance === null ? "" : stepsText(reader, target.distance),
    penalty: dropped > 0 ? formatFor(reader, `${K}.penalty`, { dice: dropped }) : "",
    refused: refusedText(reader, state, target),
    behind: target.fromBehind ? reader.localize(`${K}.fromBehind`) : "",
    canOverride: mayOverride(reader, target),
    // A line with its own roll (one roll per target) shows its faces, as a line whose range penalty drops dice does.
    // A line out of range cannot be hit (§4.3): it shows its distance and the attack's range, no hit rows.
    hits: refusesLine(target.range) ? [] : hitViews(reader, state, target, dropped > 0 || target.hits !== undefined),
    resolved: target.resolved,
    hit: target.hit,
    ...outcomeOf(reader, state, target),
    applied: appliedView(reader, target),
    // A miss removes nothing and kills nothing (a coup de grâce needs a hit), so there is nothing to apply.
    // A line measured out of range takes no damage until the GM rules it in range (the query refuses Apply).
    canApply,
    suggested,
    canSplit: suggested !== "",
    canUndo: manages && stage === "applied",
    coupDeGrace: target.coupDeGrace ? reader.localize(`${K}.coupDeGrace.declared`) : "",
    canDeclare: mayDeclare(reader, state, target, rules),
    reminders: reminderTexts(reader, state, target),
  };
}
