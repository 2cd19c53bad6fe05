/**
 * Whose click the attack card waits for: the first open step in the card's order (target lines in order; on a line,
 * its first undecided hit, then Apply once it resolved with a hit). Pure: every reader's client derives the same step
 * from the stored state, so the card can name who acts and that user's client can tell them once per step.
 */
import type { AttackState } from "./attack-state.ts";
import { counterWaiting } from "./attack-state.ts";
import { refusesLine } from "./targets/targets.ts";

/** The step the card waits for. */
export type AttackStep =
  | { kind: "defend"; target: number; hit: number; actorUuid: string; name: string }
  | { kind: "apply"; target: number; actorUuid: string; name: string };

/** The first open step of the card, or null when nothing waits for a click (all decided, applied, or out of range). */
export function nextStep(state: Pick<AttackState, "targets">): AttackStep | null {
  for (const [target, line] of state.targets.entries()) {
    // A line out of range waits for the GM's ruling, which is no step of the exchange; a counter waits for its own card.
    if (refusesLine(line.range) || line.defenses.some(counterWaiting)) continue;
    if (!line.resolved) {
      const hit = line.defenses.findIndex((d) => d === null);
      if (hit >= 0) return { kind: "defend", target, hit, actorUuid: line.actorUuid, name: line.name };
      continue;
    }
    if (line.hit && !line.applied) return { kind: "apply", target, actorUuid: line.actorUuid, name: line.name };
  }
  return null;
}

/**
 * What the card waits for when no exchange step is open (nextStep is null): a line's counter card, the GM's ruling on
 * a line out of range, or the GM's targets for a card with none; null when nothing waits (all decided and applied).
 */
export type AttackWait = { kind: "counter" | "rule"; target: number; name: string } | { kind: "assign" };

export function waitWithoutStep(state: Pick<AttackState, "targets">): AttackWait | null {
  if (state.targets.length === 0) return { kind: "assign" };
  const open = [...state.targets.entries()].filter(([, line]) => !line.resolved);
  const counter = open.find(([, line]) => line.defenses.some(counterWaiting));
  const far = open.find(([, line]) => refusesLine(line.range));
  const [target, line] = counter ?? far ?? [];
  return line && target !== undefined ? { kind: counter ? "counter" : "rule", target, name: line.name } : null;
}

/** A key naming the step on this card, so a client tells its user once per step ("defend:0:1", "apply:0"). */
export function stepKey(step: AttackStep): string {
  return step.kind === "defend" ? `defend:${step.target}:${step.hit}` : `apply:${step.target}`;
}
