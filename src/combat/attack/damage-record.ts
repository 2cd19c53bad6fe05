/**
 * What Apply did and how Undo reverses it (§6.3, §7.2): the dice removed per attribute, recorded so that undo puts
 * back exactly those dice, once. Pure.
 */
import { ATTRIBUTE_IDS, applyDamage, coupDeGraceKills, type AttributeDice, type AttributeId, type Consciousness } from "../../rules/index.ts";

/** One application, stored on the card. */
export interface DamageRecord {
  /** Dice removed per attribute. */
  removed: Record<AttributeId, number>;
  /** Life state after the application. */
  state: Consciousness;
  /** The coup de grâce killed the creature (the stored death is set; undo clears it). */
  killed: boolean;
  undone: boolean;
  /** An attackable object's durability taken (§8.2, object-target.ts); absent = a creature's dice. */
  durability?: number;
  /**
   * The creature's dice when it was applied, before and after: the card shows these ever after, whatever a rest or
   * a heal did since. Absent (or null) on cards applied before they were kept: those read the creature as it is now.
   */
  dice?: { before: AttributeDice; after: AttributeDice } | null;
}

/** The result of planning an application: the record, or a stable refusal code (localised by the caller). */
export type ApplyPlan =
  | { ok: true; record: DamageRecord; diceAfter: AttributeDice }
  | { ok: false; code: "notTarget" | "voidTarget" | "badShare" | "overShare" | "wrongTotal"; required?: number };

/** Input of an application. */
export interface ApplyInput {
  damage: number;
  targets: readonly AttributeId[];
  dice: AttributeDice;
  allocation?: Partial<Record<AttributeId, number>>;
  /** The attack hit (for the coup de grâce). */
  hit: boolean;
  /** The target was unconscious before this attack. */
  wasUnconscious: boolean;
  coupDeGrace: boolean;
}

function zero(): Record<AttributeId, number> {
  return { might: 0, energy: 0, spirit: 0 };
}

/** Plans an application: the dice after it and the record that undoes it. */
export function planApplication(input: ApplyInput): ApplyPlan {
  const outcome = applyDamage({
    damage: input.damage, targets: input.targets, dice: input.dice, ...(input.allocation ? { allocation: input.allocation } : {}),
  });
  if (!outcome.valid) return { ok: false, code: outcome.code, ...(outcome.required === undefined ? {} : { required: outcome.required }) };
  const removed = zero();
  for (const id of ATTRIBUTE_IDS) {
    const before = input.dice[id];
    const after = outcome.diceAfter[id];
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — a void attribute stays void, and null − null is 0
    if (before !== null && after !== null) removed[id] = before - after;
  }
  const killed = coupDeGraceKills(input.hit, input.wasUnconscious, input.coupDeGrace);
  const dice = { before: { ...input.dice }, after: { ...outcome.diceAfter } };
  return { ok: true, diceAfter: outcome.diceAfter, record: { removed, state: killed ? "dead" : outcome.state, killed, undone: false, dice } };
}

/** Does the split need asking (§6.3: several listed attributes that could each take part of it)? */
export function needsSplit(damage: number, targets: readonly AttributeId[], dice: AttributeDice): boolean {
  if (damage <= 0) return false;
  const live = [...new Set(targets)].filter((id) => (dice[id] ?? 0) > 0);
  return live.length > 1;
}

/**
 * Dice to give back on undo, per attribute: exactly what was removed, never above the attribute's total (a heal in
 * between already gave some back). Null when the record was already undone (undo works once).
 */
export function undoRestore(
  record: DamageRecord,
  current: Record<AttributeId, { value: number; total: number } | null>,
): Record<AttributeId, number> | null {
  if (record.undone) return null;
  const back = zero();
  for (const id of ATTRIBUTE_IDS) {
    const pool = current[id];
    if (!pool) continue;
    back[id] = Math.max(0, Math.min(record.removed[id], pool.total - pool.value));
  }
  return back;
}

/** The record after its undo. */
export function markUndone(record: DamageRecord): DamageRecord {
  return { ...record, undone: true };
}
