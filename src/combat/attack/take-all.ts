/**
 * Take all (one click for many lines): every open hit of the named target lines is taken (no defense), each line by
 * its own rights — a line the requester may not decide (not the target's owner, out of range) is left as it is, as is
 * a line that waits for a counter card or a write the GM has not confirmed. Pure; the GM then settles the card.
 */
import { counterWaiting, defendHit, type AttackState, type AttackTarget } from "./attack-state.ts";
import { rightsRefusalFor, type Requester } from "./gm/attack-request.ts";

/** The card after taking, how many hits were taken, and the first refusal by rights met (null = none). */
export interface TakeAllOutcome {
  state: AttackState;
  taken: number;
  refusal: string | null;
}

/** Takes every open hit of lines `targets` that `who` (the requester's standing towards each line) may take. */
export function takeOpenHits(state: AttackState, targets: readonly number[], who: (line: AttackTarget) => Requester): TakeAllOutcome {
  let next = state;
  let taken = 0;
  let refusal: string | null = null;
  for (const index of new Set(targets)) {
    const line = next.targets[index];
    if (!line || line.resolved || line.pending || line.defenses.some(counterWaiting)) continue;
    const refused = rightsRefusalFor("take", who(line), line.range);
    if (refused) {
      refusal ??= refused;
      continue;
    }
    line.defenses.forEach((decision, hit) => {
      if (decision || hit >= next.hits.length) return;
      const t = defendHit(next, index, hit, { kind: "take", faces: [] });
      if (t.ok) {
        next = t.state;
        taken++;
      }
    });
  }
  return { state: next, taken, refusal };
}
