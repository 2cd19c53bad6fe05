/**
 * An attackable object (§8.2) as an attack card's target: it never defends, takes no ⚡ and has no life state; a hit
 * is resolved against its protections like a creature's (the points must exceed the protection, immune types do
 * nothing) and Apply takes the damage off its durability, never below 0; Undo gives back what Apply took. The GM's
 * client reads the object's prepared data and writes its durability. Pure.
 */
import { isRecord } from "../../rules/guards.ts";
import type { AttackType, AttributeId, Protections } from "../../rules/index.ts";
import type { Plan } from "../../documents/logic/plan.ts";
import { effectOf, type AttackEffect, type PendingWrite } from "./target-write.ts";
import type { DamageRecord } from "./damage-record.ts";
import type { DefenderState } from "./defense-options.ts";

/** The actor type of attackable objects. */
export const OBJECT_ACTOR_TYPE = "object";

/** An object's prepared `system` as the card reads it. */
export interface ObjectTargetView {
  durability: { value: number; max: number };
  protection: Protections;
  immune: readonly AttackType[];
}

const NO_DICE = { might: null, energy: null, spirit: null };
const zero = (): Record<AttributeId, number> => ({ might: 0, energy: 0, spirit: 0 });

/** The object as a defender: its protections and immunities, no dice, no ⚡, no defense (`object`). */
export function objectDefender(view: ObjectTargetView): DefenderState {
  return { object: true, protection: { ...view.protection }, immune: [...view.immune], dice: { ...NO_DICE }, mobility: 0, unconscious: false };
}

/** Apply on an object: the durability it takes (at most what is left), the record kept on the card and the write. */
export function objectApplication(damage: number, durability: { value: number }): { record: DamageRecord; effect: AttackEffect } {
  const taken = Math.max(0, Math.min(Math.trunc(damage), durability.value));
  return {
    record: { removed: zero(), state: "conscious", killed: false, undone: false, durability: taken },
    effect: { kind: "damage", damage: taken, allocation: zero(), kill: false },
  };
}

/** Undo on an object: what Apply took, never above its maximum (a repair in between already gave some back). */
export function objectUndo(record: DamageRecord, durability: { value: number; max: number }): AttackEffect | null {
  if (record.undone) return null;
  const back = Math.max(0, Math.min(record.durability ?? 0, durability.max - durability.value));
  return { kind: "restore", dice: zero(), clearDeath: false, durability: back };
}

/** The object's update for a pending write (its durability); a defense's ⚡ writes nothing. */
export function objectPendingUpdate(view: ObjectTargetView, pending: PendingWrite): Plan {
  const effect = effectOf(pending);
  const update: Record<string, unknown> = {};
  const { value, max } = view.durability;
  if (effect.kind === "damage") update["system.durability.value"] = Math.max(0, value - effect.damage);
  if (effect.kind === "restore") update["system.durability.value"] = Math.min(max, value + (effect.durability ?? 0));
  return { ok: true, update };
}

/** Does a prepared `system` read as an object's (durability with a maximum, protections, immunities)? */
export function isObjectView(system: unknown): system is ObjectTargetView {
  if (!isRecord(system) || !isRecord(system.durability) || !isRecord(system.protection)) return false;
  return typeof system.durability.value === "number" && typeof system.durability.max === "number" && Array.isArray(system.immune);
}

/** The defender of a document read by UUID on any client, when it is an object (null otherwise). */
export function objectDefenderOf(doc: { type?: unknown; system?: unknown } | null): DefenderState | null {
  return doc?.type === OBJECT_ACTOR_TYPE && isObjectView(doc.system) ? objectDefender(doc.system) : null;
}
