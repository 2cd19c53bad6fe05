/**
 * One target line of the attack card as one reader sees it: range and distance, per hit the decision or the defense
 * buttons (for whoever defends for the target), the resolution, the application and its undo. Pure; the rights
 * follow docs "who sees which button" and are enforced again by the GM's request handler.
 */
import { ATTRIBUTE_IDS, countPoints, type DefenseKind } from "../rules/index.ts";
import type { CardReader } from "../chat/card-type.ts";
import { hitRoll, targetDice, targetFaces, targetStage, type AttackState, type AttackTarget } from "./attack-state.ts";
import { diceOf, type DieView } from "../chat/die-view.ts";
import { chanceText, labelList } from "./attack-view-parts.ts";
import { formatFor } from "../chat/reader-format.ts";
import { defenseChoices, type DefenseBlock } from "./defense-options.ts";
import { needsGmRuling } from "./attack-request.ts";

const K = "MESHAL.Attack.card";

/** A defense button: the defense, its dice, its ⚡ cost and the chance that it stops the hit. */
export interface DefenseButtonView {
  kind: DefenseKind;
  label: string;
  dice: number;
  cost: number;
  chance: string;
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
  options: DefenseButtonView[];
  /** Small text beside the buttons: what protection leaves to stop, why no defense is offered, or what is awaited. */
  note: string;
}

/** What Apply removed, and what became of the target. */
export interface AppliedView {
  removed: string;
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
  canApply: boolean;
  canUndo: boolean;
}

/** Does this reader defend for the target (owns it, and its actor is one the client can read as a defender)? */
export function defendsFor(reader: CardReader, actorUuid: string): boolean {
  return reader.owns(actorUuid) && (reader.defender?.(actorUuid) ?? null) !== null;
}

/** May this reader apply or undo the damage on a target line? */
export function managesTarget(reader: CardReader, state: AttackState, target: AttackTarget): boolean {
  return reader.isGM === true || defendsFor(reader, target.actorUuid) || reader.owns(state.attackerUuid);
}

function decisionView(reader: CardReader, d: NonNullable<AttackTarget["defenses"][number]>): DecisionView {
  if (d.kind === "take") return { taken: true, label: reader.localize(`${K}.taken`), dice: [], points: 0 };
  return { taken: false, label: reader.localize(`MESHAL.Defense.${d.kind}`), dice: diceOf(d.faces), points: countPoints(d.faces) };
}

function blockedNote(reader: CardReader, blocked: readonly { reason: DefenseBlock }[]): string {
  const reasons = [...new Set(blocked.map((b) => b.reason))].map((r) => reader.localize(`${K}.blocked.${r}`));
  return formatFor(reader, `${K}.cannotDefend`, { reason: reasons.join(", ") });
}

/** The buttons of an undecided hit for a reader who defends for the target. */
function choicesFor(reader: CardReader, state: AttackState, target: AttackTarget, roll: number): Pick<TargetHitView, "options" | "note"> {
  if (state.allowed.length === 0) return { options: [], note: reader.localize(`${K}.undefendable`) };
  const defender = reader.defender?.(target.actorUuid);
  if (!defender) return { options: [], note: "" };
  const choices = defenseChoices({ roll, types: state.types, penetration: state.penetration, allowed: state.allowed }, defender);
  if (!choices.needed) return { options: [], note: reader.localize(`${K}.notNeeded`) };
  const options = choices.options.map((o) => ({
    kind: o.kind, label: reader.localize(`MESHAL.Defense.${o.kind}`), dice: o.dice, cost: o.cost, chance: chanceText(o.chance),
  }));
  const note = options.length ? formatFor(reader, `${K}.toStop`, { points: choices.toStop }) : blockedNote(reader, choices.blocked);
  return { options, note };
}

function hitViews(reader: CardReader, state: AttackState, target: AttackTarget, penalised: boolean): TargetHitView[] {
  const defends = !target.resolved && defendsFor(reader, target.actorUuid);
  const points = state.mode === "points";
  return state.hits.map((_, index) => {
    const faces = targetFaces(state, target, index);
    const roll = hitRoll(state, faces);
    const recorded = target.defenses[index] ?? null;
    const base = { index, number: index + 1, dice: penalised ? diceOf(faces, points) : null, roll };
    if (recorded) return { ...base, decision: decisionView(reader, recorded), canDecide: false, options: [], note: "" };
    if (!defends) return { ...base, decision: null, canDecide: false, options: [], note: target.resolved ? "" : reader.localize(`${K}.awaiting`) };
    return { ...base, decision: null, canDecide: true, ...choicesFor(reader, state, target, roll) };
  });
}

function appliedView(reader: CardReader, target: AttackTarget): AppliedView | null {
  const a = target.applied;
  if (!a) return null;
  const parts = ATTRIBUTE_IDS.filter((id) => a.removed[id] > 0)
    .map((id) => formatFor(reader, `${K}.removedPart`, { attribute: reader.localize(`MESHAL.Attribute.${id}`), dice: a.removed[id] }));
  const removed = parts.length ? formatFor(reader, `${K}.removed`, { parts: parts.join(", ") }) : reader.localize(`${K}.noneRemoved`);
  const outcome = a.killed ? reader.localize(`${K}.life.killed`) : a.state === "conscious" ? "" : reader.localize(`${K}.life.${a.state}`);
  return { removed, outcome, undone: a.undone };
}

/** The resolution's text: damage and the attributes it goes to. */
function outcomeOf(reader: CardReader, state: AttackState, target: AttackTarget): Pick<TargetView, "outcome" | "attributes"> {
  if (!target.resolved) return { outcome: "", attributes: "" };
  if (!target.hit) return { outcome: reader.localize(`${K}.miss`), attributes: "" };
  const outcome = formatFor(reader, `${K}.damage`, { damage: target.damage });
  if (target.damage === 0) return { outcome, attributes: "" };
  const list = labelList(reader, "MESHAL.Attribute", state.attributes);
  const key = state.attributes.length > 1 ? `${K}.removesSplit` : `${K}.removesFrom`;
  return { outcome, attributes: formatFor(reader, key, { attributes: list }) };
}

/** The view of target line `index`. */
export function targetView(reader: CardReader, state: AttackState, target: AttackTarget, index: number): TargetView {
  const dropped = state.dice - targetDice(state, target);
  const manages = managesTarget(reader, state, target);
  const stage = targetStage(target);
  return {
    index,
    name: target.name,
    stage,
    range: reader.localize(`${K}.range.${target.range}`),
    distance: target.distance === null ? "" : formatFor(reader, `${K}.distance`, { distance: target.distance }),
    penalty: dropped > 0 ? formatFor(reader, `${K}.penalty`, { dice: dropped }) : "",
    hits: hitViews(reader, state, target, dropped > 0),
    resolved: target.resolved,
    hit: target.hit,
    ...outcomeOf(reader, state, target),
    applied: appliedView(reader, target),
    // A miss removes nothing and kills nothing (a coup de grâce needs a hit), so there is nothing to apply.
    // A line measured out of range is the GM's to rule on (the query refuses anyone else's Apply).
    canApply: manages && stage === "resolved" && target.hit && (reader.isGM === true || !needsGmRuling("apply", target.range)),
    canUndo: manages && stage === "applied",
  };
}
