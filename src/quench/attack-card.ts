/**
 * The attack card's state as the combat batch reads it (the card's schema is in src/combat/attack/attack-state.ts). A
 * message's `system` is not typed per card type, so it is checked here; a shape the batch does not expect fails the
 * test with a message naming the field.
 */
import { isRecord } from "../rules/guards.ts";

/** One target's line on the card. */
export interface AttackCardLine {
  actorUuid: string;
  defenses: ({ kind: string; faces: number[] } | null)[];
  resolved: boolean;
  damage: number;
  applied: { removed: Record<string, number>; undone: boolean } | null;
}

/** The part of the card's state the batch reads. */
export interface AttackCardState {
  hits: number[][];
  targets: AttackCardLine[];
}

function unexpected(what: string): never {
  throw new Error(`the attack card's ${what} is not what the batch expects`);
}

const fieldsOf = (value: unknown, what: string): Record<string, unknown> => (isRecord(value) ? value : unexpected(what));
const numberAt = (value: unknown, what: string): number => (typeof value === "number" ? value : unexpected(what));
const booleanAt = (value: unknown, what: string): boolean => (typeof value === "boolean" ? value : unexpected(what));
const stringAt = (value: unknown, what: string): string => (typeof value === "string" ? value : unexpected(what));
const arrayAt = <T>(value: unknown, read: (entry: unknown) => T, what: string): T[] => (Array.isArray(value) ? value.map(read) : unexpected(what));
const numbersAt = (value: unknown, what: string): number[] => arrayAt(value, (n) => numberAt(n, what), what);

function defenseOf(value: unknown): AttackCardLine["defenses"][number] {
  if (value === null) return null;
  const defense = fieldsOf(value, "defense");
  return { kind: stringAt(defense.kind, "defense kind"), faces: numbersAt(defense.faces, "defense faces") };
}

function appliedOf(value: unknown): AttackCardLine["applied"] {
  if (value === null || value === undefined) return null;
  const applied = fieldsOf(value, "applied damage");
  const removed = Object.entries(fieldsOf(applied.removed, "dice removed")).map(([id, n]) => [id, numberAt(n, "dice removed")] as const);
  return { removed: Object.fromEntries(removed), undone: booleanAt(applied.undone, "undone flag") };
}

function lineOf(value: unknown): AttackCardLine {
  const line = fieldsOf(value, "target line");
  return {
    actorUuid: stringAt(line.actorUuid, "target actor"),
    defenses: arrayAt(line.defenses, defenseOf, "defenses"),
    resolved: booleanAt(line.resolved, "resolved flag"),
    damage: numberAt(line.damage, "damage"),
    applied: appliedOf(line.applied),
  };
}

/** The state an attack card message holds now; throws when it does not look like an attack card. */
export function attackCardState(message: { system: unknown }): AttackCardState {
  const state = fieldsOf(message.system, "state");
  return { hits: arrayAt(state.hits, (faces) => numbersAt(faces, "hit faces"), "hits"), targets: arrayAt(state.targets, lineOf, "targets") };
}
