/** Helpers for progressive-roll states (src/dice/progressive/progressive-state.ts). */
import type { ProgressiveState, Transition } from "../../src/dice/progressive/progressive-state.ts";

/** The state a transition moved to; throws with its reason key when it was refused. */
export function ok(t: Transition): ProgressiveState {
  if (!t.ok) throw new Error(t.reasonKey);
  return t.state;
}
