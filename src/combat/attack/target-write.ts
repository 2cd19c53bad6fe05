/**
 * What an attack-card decision owes the target's actor (docs/queries.md, `meshal-lite.attack`): the effect the GM
 * must write for the decision to hold, and the form the card records it in until the write is made (`pending`, see
 * gm/attack-pending.ts), each read as the other. Pure.
 */
import type { AttributeId } from "../../rules/index.ts";

/** What the GM must change on the target's actor for the decision to hold. */
export type AttackEffect =
  | { kind: "none" }
  | { kind: "spend"; cost: number }
  | { kind: "damage"; damage: number; allocation: Record<AttributeId, number>; kill: boolean }
  | { kind: "restore"; dice: Record<AttributeId, number>; clearDeath: boolean; durability?: number };

/** An actor write the GM decided and recorded on the card before making it. */
export interface PendingWrite {
  /** The write's own id, set when the GM records the debt (absent on a card older than write ids). */
  id?: string;
  kind: "spend" | "damage" | "restore";
  /** The hit of a defense (0 otherwise). */
  hit: number;
  /** spend: ⚡. */
  cost: number;
  /** damage: the damage (an object: the durability it takes); restore: an object's durability given back (0 otherwise). */
  damage: number;
  /** damage: dice removed; restore: dice given back. */
  dice: Record<AttributeId, number>;
  /** damage: the coup de grâce kills. */
  kill: boolean;
  /** restore: the death this application stored is cleared. */
  clearDeath: boolean;
}

const zero = (): Record<AttributeId, number> => ({ might: 0, energy: 0, spirit: 0 });

/** The pending write of an effect (null when it writes nothing). */
export function pendingFor(effect: AttackEffect, hit = 0): PendingWrite | null {
  const base = { hit, cost: 0, damage: 0, dice: zero(), kill: false, clearDeath: false };
  switch (effect.kind) {
    case "none":
      return null;
    case "spend":
      return effect.cost > 0 ? { ...base, kind: "spend", cost: effect.cost } : null;
    case "damage":
      return { ...base, kind: "damage", hit: 0, damage: effect.damage, dice: { ...effect.allocation }, kill: effect.kill };
    case "restore":
      return { ...base, kind: "restore", hit: 0, damage: effect.durability ?? 0, dice: { ...effect.dice }, clearDeath: effect.clearDeath };
  }
}

/** The effect a pending write stands for. */
export function effectOf(p: PendingWrite): AttackEffect {
  switch (p.kind) {
    case "spend":
      return { kind: "spend", cost: p.cost };
    case "damage":
      return { kind: "damage", damage: p.damage, allocation: { ...p.dice }, kill: p.kill };
    case "restore":
      return { kind: "restore", dice: { ...p.dice }, clearDeath: p.clearDeath, ...(p.damage > 0 ? { durability: p.damage } : {}) };
  }
}
