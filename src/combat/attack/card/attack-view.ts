/**
 * The attack card's template context for one reader (templates/chat/attack.hbs): the attack as rolled (types,
 * penetration, extra damage, allowed defenses, ⚡, dice with their advantages and sources, each hit's faces) and
 * the target lines (attack-target-view.ts). Pure: every reader's client builds its own view from the stored state.
 */
import { hitRoll, type AttackState } from "../attack-state.ts";
import { attackTitle } from "../attack-item-text.ts";
import { claimedText, extraDamageText } from "./attack-working-view.ts";
import { nextStep, stepKey, waitWithoutStep } from "../attack-turn.ts";
import type { AttackReader } from "./attack-reader.ts";
import { hitIsChoice, targetView, type AttackViewRules, type TargetView } from "./attack-target-view.ts";
import { optionalRule } from "../../../documents/runtime.ts";
import { diceOf, type DieView } from "../../../chat/die-view.ts";
import { labelList, lineName } from "./attack-view-parts.ts";
import { formatFor } from "../../../chat/reader-format.ts";
import { changedView, type ChangedView } from "./attack-changed-view.ts";

const K = "MESHAL.Attack.card";

/** One hit of the attack roll. */
export interface HitRollView {
  number: number;
  dice: DieView[];
  roll: number;
}

/** The whole card for one reader. */
export interface AttackView {
  attacker: string;
  /** Item name, with the attack's own label when it has one. */
  title: string;
  types: string;
  penetration: number;
  /** Extra damage as the rules print it, said to be damage ("Damage ×2, +1🎲"), "" when none. */
  extra: string;
  undefendable: boolean;
  defenses: string;
  cost: number;
  /** "4d6" and how it came about. */
  dice: string;
  baseDice: number;
  /** Show the base dice beside the total (advantages or disadvantages changed it). */
  showBase: boolean;
  advantage: string;
  disadvantage: string;
  /** "+2 claimed": advantages the player claimed beyond the sheet's, "" when none. */
  claimed: string;
  sources: string;
  /** "points" or "face sum", the unit of each hit's roll. */
  unit: string;
  hits: HitRollView[];
  multiHit: boolean;
  /** "Rolled separately for each target" when the lines have rolls of their own (the header shows the first line's), else "". */
  perTarget: string;
  /** "Left out: Goran, Mira — the area excludes you and your allies", "" when nobody was left out. */
  leftOut: string;
  /** The note that allies could not be told apart (no attacker token), "" otherwise. */
  alliesUntold: string;
  targets: TargetView[];
  noTargets: boolean;
  /** The GM may (re)assign targets: no target line has resolved yet. */
  canAssign: boolean;
  /** Take all: the lines (comma-separated indexes) and count of the open hits this reader decides, when two or more; else null. */
  takeAll: ManyView | null;
  /** Apply all: the lines (comma-separated indexes) this reader applies, when two or more; else null. */
  applyAll: ManyView | null;
  /** Lang key of the assign button's text (assign vs replace). */
  assignKey: string;
  /** Buttons are shown disabled: nobody can record a change (no GM connected). */
  disabled: boolean;
  /** The "no GM connected" text, "" when a GM is there or the reader is the GM. */
  noGM: string;
  /** The card has at least one button for this reader. */
  hasButtons: boolean;
  /** The "posted by a player before cards were GM-written" notice, "" on a GM-written card. */
  untrusted: string;
  /** Who the card waits for ("Waiting for Goran to defend hit 2 — 1⚡ left"), "" when nothing waits. */
  waiting: string;
  /** The card waits for this reader's click (the line is highlighted, and the client tells its user once). */
  waitingYou: boolean;
  /** The step waited for ("defend:0:1"), "" when none: the client tells its user once per step. */
  step: string;
  /** Made or held with changes the GM has not accepted (attack-changed-view.ts), null when not. */
  changed: ChangedView | null;
  /** The card shows no attack of its own: held for the GM, or decided while held. */
  noAttack: boolean;
}

/** One button for many lines: the lines' indexes ("0,2") and how many hits or lines it decides. */
export interface ManyView {
  targets: string;
  count: number;
}

type Waiting = Pick<AttackView, "waiting" | "waitingYou" | "step">;

/** The GM in the reader's words: "you" to a GM, "the GM" to everyone else. */
const theGM = (reader: AttackReader) => reader.localize(`${K}.waiting.${reader.isGM === true ? "you" : "gm"}`);

/** What the card waits for when no click of the exchange is open: a counter card, the GM's ruling or targets (attack-turn.ts). */
function waitingWithoutStep(reader: AttackReader, state: AttackState): Waiting {
  const wait = waitWithoutStep(state);
  if (!wait) return { waiting: "", waitingYou: false, step: "" };
  if (wait.kind === "assign") return { waiting: formatFor(reader, `${K}.waiting.assign`, { name: theGM(reader) }), waitingYou: reader.isGM === true, step: "assign" };
  const line = state.targets[wait.target];
  const target = line ? lineName(reader, line) : wait.name;
  if (wait.kind === "counter") return { waiting: formatFor(reader, `${K}.waiting.counter`, { target }), waitingYou: false, step: "" };
  return { waiting: formatFor(reader, `${K}.waiting.rule`, { name: theGM(reader), target }), waitingYou: reader.isGM === true, step: `rule:${wait.target}` };
}

/** Who acts next and what for, in the reader's words (attack-turn.ts), with the defender's ⚡ left for a defense. */
function waitingFor(reader: AttackReader, state: AttackState): Waiting {
  const step = nextStep(state);
  if (!step) return waitingWithoutStep(reader, state);
  const open = state.targets[step.target];
  // A hit its defender has no defense against is no one's choice: the GM's client takes it.
  if (step.kind === "defend" && open && !hitIsChoice(reader, state, open, step.hit)) {
    return { waiting: formatFor(reader, `${K}.waiting.noDefense`, { target: lineName(reader, open), hit: step.hit + 1 }), waitingYou: false, step: "" };
  }
  const who = reader.actingUser?.(step.actorUuid) ?? null;
  const you = who?.isReader === true;
  const name = you ? reader.localize(`${K}.waiting.you`) : who?.name || reader.localize(`${K}.waiting.gm`);
  const line = state.targets[step.target];
  const data = { name, target: line ? lineName(reader, line) : step.name, hit: step.kind === "defend" ? step.hit + 1 : 0, mobility: reader.defender?.(step.actorUuid)?.mobility ?? "?" };
  const key = step.kind === "apply" ? "apply" : state.hits.length > 1 ? "defendHit" : "defend";
  return { waiting: formatFor(reader, `${K}.waiting.${key}`, data), waitingYou: you, step: stepKey(step) };
}

/** One button for the lines in `picked` when it decides `count` ≥ 2 things (hits or lines), else null. */
function many(picked: readonly TargetView[], count: number): ManyView | null {
  return count >= 2 ? { targets: picked.map((t) => t.index).join(","), count } : null;
}

/** A target line with no button: the card is read-only. */
const readOnly = (t: TargetView): TargetView => ({ ...t, canApply: false, suggested: "", canSplit: false, canUndo: false, canDeclare: false, hits: t.hits.map((h) => ({ ...h, canDecide: false, canReact: false, canCounter: false, options: [] })) });

/** Who the attack left out and why (target-exclusion.ts): the area's exclusion, else the attacker's own token. */
function leftOutText(reader: AttackReader, state: Pick<AttackState, "excludes" | "leftOut">): string {
  if (!state.leftOut?.length) return "";
  const reason = state.excludes === "self" || state.excludes === "selfAndAllies" ? state.excludes : "attacker";
  return formatFor(reader, `${K}.leftOut`, { names: state.leftOut.join(", "), reason: reader.localize(`${K}.leftOutReason.${reason}`) });
}

/** The optional rules as this client reads the world settings (all off where there are none to read). */
function worldRules(): AttackViewRules {
  try {
    return { coupDeGrace: optionalRule("coupDeGrace") === true };
  } catch {
    return { coupDeGrace: false };
  }
}

/**
 * Builds the card's view for `reader`. A card a player authored (every card posted before cards were GM-written) is
 * read-only for everyone: its author could have rewritten any of it (src/chat/card-trust.ts).
 */
export function attackView(state: AttackState, reader: AttackReader, rules: AttackViewRules = worldRules()): AttackView {
  const points = state.mode === "points";
  const trusted = reader.gmWritten !== false;
  const lines = state.targets.map((t, i) => targetView(reader, state, t, i, rules));
  const targets = trusted ? lines : lines.map(readOnly);
  const changed = changedView(reader, state);
  // A held card shows no attack yet: nothing to assign, nothing to wait for but the GM.
  const canAssign = trusted && reader.isGM === true && !changed?.noAttack && !state.targets.some((t) => t.resolved);
  const deciding = targets.filter((t) => t.hits.some((h) => h.canDecide));
  const applying = targets.filter((t) => t.canApply);
  const takeAll = many(deciding, deciding.reduce((n, t) => n + t.hits.filter((h) => h.canDecide).length, 0));
  const applyAll = many(applying, applying.length);
  const hasButtons = canAssign || changed?.canDecide === true || targets.some((t) => t.canApply || t.canUndo || t.canDeclare || t.hits.some((h) => h.canDecide));
  const disabled = reader.isGM !== true && reader.gmOnline === false;
  return {
    attacker: state.attackerName,
    title: attackTitle(state, reader.lang),
    types: labelList(reader, "MESHAL.AttackType", state.types),
    penetration: state.penetration,
    extra: extraDamageText(reader, state),
    undefendable: state.allowed.length === 0,
    defenses: labelList(reader, "MESHAL.Defense", state.allowed),
    cost: state.cost,
    dice: state.dice === 0 ? reader.localize("MESHAL.Roll.noDice") : `${state.dice}${points ? "🎲" : "🎲+"}`,
    baseDice: state.baseDice,
    showBase: state.baseDice !== state.dice || state.advantage > 0 || state.disadvantage > 0,
    advantage: state.advantage ? formatFor(reader, "MESHAL.Roll.advantageCount", { count: state.advantage }) : "",
    disadvantage: state.disadvantage ? formatFor(reader, "MESHAL.Roll.disadvantageCount", { count: state.disadvantage }) : "",
    claimed: claimedText(reader, state),
    sources: state.sources.join(", "),
    unit: reader.localize(points ? "MESHAL.Dice.points" : "MESHAL.Dice.faceSum"),
    hits: state.hits.map((faces, i) => ({ number: i + 1, dice: diceOf(faces, points), roll: hitRoll(state, faces) })),
    multiHit: state.hits.length > 1,
    perTarget: state.targets.some((t) => t.hits) ? reader.localize(`${K}.perTarget`) : "",
    leftOut: leftOutText(reader, state),
    alliesUntold: state.excludes === "selfAndAllies" && !state.attackerTokenUuid ? reader.localize(`${K}.alliesUntold`) : "",
    targets,
    noTargets: state.targets.length === 0,
    canAssign,
    takeAll,
    applyAll,
    assignKey: state.targets.length ? `${K}.reassign` : `${K}.assign`,
    disabled: hasButtons && disabled,
    noGM: hasButtons && disabled ? reader.localize("MESHAL.Chat.noGM") : "",
    hasButtons,
    untrusted: trusted ? "" : reader.localize(`${K}.untrusted`),
    ...(trusted && !changed?.noAttack ? waitingFor(reader, state) : { waiting: "", waitingYou: false, step: "" }),
    changed,
    noAttack: changed?.noAttack === true,
  };
}
