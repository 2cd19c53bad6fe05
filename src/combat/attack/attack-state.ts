/**
 * The attack card's state and its transitions (§6): the attack rolled hit by hit, each target's defense per hit,
 * the resolution with the full per-hit resolver, the application and its undo. Every change is a pure function
 * from state to state, refused with a lang key when it does not fit; the card's model stores the result.
 */
import {
  countPoints, effectiveProtection, poolSize, resolveAttackHits, sumFaces,
  type AttackType, type AttributeId, type DefenderProfile, type DefenseKind, type ExtraDamageOp, type RollMode,
} from "../../rules/index.ts";
import { ATTACK_CARD_LIMITS } from "./attack-card-schema.ts";
import type { DamageRecord } from "./damage-record.ts";
import type { PendingWrite } from "./target-write.ts";
import type { AttackReach, TargetLine } from "./targets/targets.ts";
import type { AreaExclusion } from "./targets/target-exclusion.ts";
import type { ChangeMark } from "./attack-changed.ts";

/**
 * A decision on one hit: a defense with its rolled faces, "take" (no reaction), or "reaction" — the hit answered
 * with another reaction (an ability such as Dirty Fighting, paid on its own card): no defense on this card, and no
 * second reaction to the same hit (§6.2).
 */
export interface HitDefense {
  kind: DefenseKind | "take" | "reaction";
  faces: number[];
  /** A reaction that is a counter-attack (Dirty Fighting): the counter card's message id; absent = none (counter.ts). */
  counter?: string;
  /**
   * The counter's result once its card resolved: "hit" fails this hit and the line's later ones, "missed" leaves it
   * taken; "lapsed" = the GM ended the wait by hand (taken as not made: the hit stands, taken); absent = waiting.
   */
  countered?: "hit" | "missed" | "lapsed";
  /** Stored form only: how many of each face (1–6) a defense of many dice rolled, `faces` then empty (attack-stored.ts). */
  counts?: number[];
}

/** One target line on the card. */
export interface AttackTarget extends TargetLine {
  /** One entry per hit; null = not decided yet. */
  defenses: (HitDefense | null)[];
  resolved: boolean;
  hit: boolean;
  damage: number;
  applied: DamageRecord | null;
  /** An actor write the GM recorded here and has not confirmed yet (target-write.ts, gm/attack-pending.ts); absent or null = none. */
  pending?: PendingWrite | null;
  /** The attacker's owner or the GM declared a coup de grâce on this target before Apply (§7.2); absent = no. */
  coupDeGrace?: boolean;
  /**
   * This line's own faces of each hit, when the attack rolls separately for each creature ("attacks each creature
   * once", Sweeping Blow: issue 21 #11); absent = the card's shared `hits`. Read through `targetFaces`.
   */
  hits?: number[][];
  /** Each counted hit's working as the resolution met it (the card explains every number); absent = resolved before it was kept. */
  working?: HitWorking[];
}

/** One hit's working at resolution: the protection it met before penetration (null = immune or no roll) and its damage. */
export interface HitWorking {
  protection: number | null;
  damage: number;
}

/** A decision that is no defense roll ("take" or another reaction): the hit counts as taken on this card. */
export const undefended = (kind: HitDefense["kind"]): kind is "take" | "reaction" => kind === "take" || kind === "reaction";

/** Extra damage as stored: op and its number (dice count for addDice), with the faces rolled per hit for addDice. */
export interface StoredExtra {
  op: "mul" | "div" | "add" | "addDice" | "sub";
  value: number;
}

/** The item a card names in one catalogue language (attack-item-text.ts). */
export interface CardItemText {
  lang: "en" | "cn";
  name: string;
  label: string;
}

/** The whole card. */
export interface AttackState {
  attackerUuid: string;
  /** The attacker's token when it attacked from one (its own token is never a target). */
  attackerTokenUuid: string;
  attackerName: string;
  itemName: string;
  /** The attack's own label on the item (blank for an item with one unnamed attack). */
  attackLabel: string;
  /** The item's name and attack label in each catalogue language, when it carries the catalogue's text; absent = as stored. */
  itemText?: CardItemText[];
  mode: RollMode;
  /** The attack's reach, kept so targets assigned later are measured against it (null = no range to check). */
  reach: AttackReach | null;
  /** The area's exclusion (target-exclusion.ts), kept so targets assigned later are left out alike; absent = no area. */
  excludes?: AreaExclusion;
  /** Names of the targeted creatures the attack left out (its attacker, an area's exclusions); absent = none. */
  leftOut?: string[];
  types: AttackType[];
  penetration: number;
  allowed: DefenseKind[];
  /** Attributes the damage goes to (the defender splits among several). */
  attributes: AttributeId[];
  extra: StoredExtra[];
  /** Dice of the attack's expression for this attacker, before any advantage or disadvantage. */
  baseDice: number;
  advantage: number;
  disadvantage: number;
  /** Where the advantages and disadvantages come from (item names), shown on the card. */
  sources: string[];
  /** Of `advantage`, the situational ones a player claimed in the roll dialog (capped by a world setting); absent = none. */
  claimed?: number;
  /** Dice rolled per hit: `baseDice` with the advantages and disadvantages (a target's range penalty drops dice from these, see targetDice). */
  dice: number;
  /** The newer-edition dice rule (§10.2) was on when the GM made the card: its pools may be 0 dice. Absent = seed. */
  newerDice?: boolean;
  /** ⚡ spent by the attacker. */
  cost: number;
  /** Riders the card does not act on (knock-back, moves), as stored on the item: a reminder on each line hit; absent = none. */
  riders?: string[];
  /** Faces of each hit. */
  hits: number[][];
  /** Faces of the +N🎲 extra damage, per hit (empty when the attack has none). */
  extraFaces: number[][];
  targets: AttackTarget[];
  /** A counter-attack card (Dirty Fighting): the hit of the card it answers (counter.ts); absent or null = none. */
  answers?: CounterLink | null;
  /** Made (or held) with changes a player made that the GM has not accepted (attack-changed.ts); absent or null = none. */
  changed?: ChangeMark | null;
}

/** The hit a counter-attack answers: the attack card's message id, its target line and hit (ids and indices only). */
export interface CounterLink {
  messageId: string;
  target: number;
  hit: number;
}

/** Is this decision a counter whose card has not resolved yet (the line waits for it)? */
export function counterWaiting(d: HitDefense | null | undefined): boolean {
  if (!d?.counter) return false;
  return d.countered === undefined;
}

/** The first hit of a line a counter that hit made fail (it and every later hit fail), or null. */
export function failedFrom(target: Pick<AttackTarget, "defenses">): number | null {
  const i = target.defenses.findIndex((d) => d?.countered === "hit");
  return i < 0 ? null : i;
}

/** A transition's result. */
export type AttackTransition = { ok: true; state: AttackState } | { ok: false; reasonKey: string };
/** The result of a transition of one target line, with the line as it is after it. */
export type LineTransition = { ok: true; state: AttackState; line: AttackTarget } | { ok: false; reasonKey: string };

function refuse(reason: string): { ok: false; reasonKey: string } {
  return { ok: false, reasonKey: `MESHAL.Attack.refused.${reason}` };
}

/** The roll of one hit (points, or face sum for face-sum attacks). */
export function hitRoll(state: Pick<AttackState, "mode">, faces: readonly number[]): number {
  return state.mode === "faceSum" ? sumFaces(faces) : countPoints(faces);
}

/**
 * Dice of the attack roll that count against one target: the range penalty is a disadvantage for that target only,
 * so it reads the first `targetDice` faces of each hit (dice are independent, so this is the same as rolling fewer).
 */
export function targetDice(state: Pick<AttackState, "baseDice" | "advantage" | "disadvantage" | "newerDice">, target: Pick<TargetLine, "disadvantage">): number {
  return poolSize(state.baseDice, state.advantage, state.disadvantage + target.disadvantage, state.newerDice === true);
}

/** The faces of hit `hitIndex` as they count against `target`: its own roll when it has one, else the card's. */
export function targetFaces(state: AttackState, target: Pick<AttackTarget, "disadvantage" | "hits">, hitIndex: number): number[] {
  return ((target.hits ?? state.hits)[hitIndex] ?? []).slice(0, targetDice(state, target));
}

/** A fresh target line for the card. */
export function newTarget(line: TargetLine, hits: number): AttackTarget {
  return { ...line, defenses: Array.from({ length: hits }, () => null), resolved: false, hit: false, damage: 0, applied: null };
}

/**
 * The card's state with the names of the creatures left out replaced (the GM assigning targets later replaces them
 * too); none = no field. Names are cut to the card's text limit.
 */
export function withLeftOut(state: AttackState, names: readonly string[]): AttackState {
  const { leftOut: _replaced, ...rest } = state;
  const max = ATTACK_CARD_LIMITS.text;
  return names.length ? { ...rest, leftOut: names.map((n) => n.slice(0, max)) } : rest;
}

/** Replaces the targets (the GM assigning them later); refused once any target has resolved. */
export function assignTargets(state: AttackState, lines: readonly TargetLine[]): AttackTransition {
  if (state.targets.some((t) => t.resolved)) return refuse("alreadyResolved");
  return { ok: true, state: { ...state, targets: lines.map((l) => newTarget(l, state.hits.length)) } };
}

function withTarget(state: AttackState, index: number, change: (t: AttackTarget) => AttackTarget | string): LineTransition {
  const target = state.targets[index];
  if (!target) return refuse("noTarget");
  const line = change(target);
  if (typeof line === "string") return refuse(line);
  return { ok: true, state: { ...state, targets: state.targets.map((t, i) => (i === index ? line : t)) }, line };
}

/**
 * Records a defense (with its rolled faces), "take" or another reaction on one hit of one target. One decision per
 * hit: a defense and another reaction on the same hit are two reactions to one attack (§6.2), refused as such.
 */
export function defendHit(state: AttackState, targetIndex: number, hitIndex: number, defense: HitDefense): LineTransition {
  return withTarget(state, targetIndex, (t) => {
    if (t.resolved) return "alreadyResolved";
    if (hitIndex < 0 || hitIndex >= t.defenses.length) return "noHit";
    const prior = t.defenses[hitIndex];
    if (prior) return reactionClash(prior.kind, defense.kind) ? "oneReaction" : "alreadyDefended";
    if (!undefended(defense.kind) && !state.allowed.includes(defense.kind)) return "notAllowed";
    if (undefended(defense.kind) && defense.faces.length) return "noHit";
    return { ...t, defenses: t.defenses.map((d, i) => (i === hitIndex ? { kind: defense.kind, faces: [...defense.faces] } : d)) };
  });
}

/** Is a second decision on a hit a second reaction (a defense and another reaction, either way round)? */
export function reactionClash(prior: HitDefense["kind"], next: HitDefense["kind"]): boolean {
  return prior !== "take" && next !== "take" && (prior === "reaction" || next === "reaction");
}

/**
 * Declares a coup de grâce on one target (§7.2): refused once its damage was applied, or when already declared. The
 * caller checks the rule, the requester and that the target is unconscious.
 */
export function declareCoupDeGrace(state: AttackState, targetIndex: number): AttackTransition {
  return withTarget(state, targetIndex, (t) => {
    if (t.applied) return "alreadyApplied";
    if (t.coupDeGrace) return "alreadyDeclared";
    return { ...t, coupDeGrace: true };
  });
}

/** Extra damage in the rules core's terms. */
export function extraOps(extra: readonly StoredExtra[]): ExtraDamageOp[] {
  return extra.map((e) => {
    switch (e.op) {
      case "mul": return { op: "mul", k: e.value };
      case "div": return { op: "div", k: e.value };
      case "add": return { op: "add", n: e.value };
      case "sub": return { op: "sub", n: e.value };
      case "addDice": return { op: "addDice", dice: e.value };
    }
  });
}

/**
 * Resolves a target with the full per-hit resolver (§6.1–6.3) against its profile (protection by type, immunity):
 * undecided hits count as taken. Resolving twice is refused (the card keeps the first result).
 */
export function resolveTarget(state: AttackState, targetIndex: number, defender: DefenderProfile): LineTransition {
  return withTarget(state, targetIndex, (t) => {
    if (t.resolved) return "alreadyResolved";
    if (t.defenses.some(counterWaiting)) return "counterWaiting";
    // A counter that hit makes the answered hit and every later one fail (counter.ts): only the hits before it count.
    const counted = failedFrom(t) ?? state.hits.length;
    const { hits, totalDamage } = resolveAttackHits(
      { types: state.types, penetration: state.penetration, extraDamage: extraOps(state.extra), allowedDefenses: state.allowed, mode: state.mode },
      defender,
      state.hits.slice(0, counted).map((_, i) => {
        const faces = targetFaces(state, t, i);
        const d = t.defenses[i];
        const defense = d && !undefended(d.kind) ? { kind: d.kind, faces: d.faces } : null;
        // Read by +N🎲 ops only; a hit with no stored extra faces adds no points.
        return { faces, defense, extraFaces: [state.extraFaces[i] ?? []] };
      }),
    );
    const working = hits.map((h) => ({ protection: protectionBeforePenetration(h.effectiveProtection, defender, state.types), damage: h.damage }));
    return { ...t, defenses: t.defenses.map((d) => d ?? { kind: "take", faces: [] }), resolved: true, hit: hits.some((h) => h.hit), damage: totalDamage, working };
  });
}

/** The protection a hit met before penetration, for the card's working; null when the hit met none (immune, or no roll). */
function protectionBeforePenetration(met: number | null, defender: DefenderProfile, types: readonly AttackType[]): number | null {
  if (met === null) return null;
  const raw = effectiveProtection(defender, types, 0);
  // Stryker disable next-line ConditionalExpression,StringLiteral: met is non-null only when some type is not immune
  return raw === "immune" ? null : raw;
}

/** Records what Apply removed; once per target, only after it resolved. */
export function recordApplication(state: AttackState, targetIndex: number, record: DamageRecord): AttackTransition {
  return withTarget(state, targetIndex, (t) => {
    if (!t.resolved) return "notResolved";
    if (t.applied) return "alreadyApplied";
    return { ...t, applied: { ...record, undone: false } };
  });
}

/** Marks the application undone (the caller restored the dice); refused when nothing was applied or it was undone. */
export function recordUndo(state: AttackState, targetIndex: number): AttackTransition {
  return withTarget(state, targetIndex, (t) => {
    if (!t.applied) return "notApplied";
    if (t.applied.undone) return "alreadyUndone";
    return { ...t, applied: { ...t.applied, undone: true } };
  });
}

/** Which stage a target line is in, for the card's view. */
export function targetStage(t: AttackTarget): "awaitingDefense" | "resolved" | "applied" | "undone" {
  if (t.applied) return t.applied.undone ? "undone" : "applied";
  return t.resolved ? "resolved" : "awaitingDefense";
}
