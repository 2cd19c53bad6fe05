/**
 * The attack card's state as stored (issue 34, item 5: a card's stored size has a budget). A defense roll of many dice
 * is the bulk of a large card (24 lines × 19 defended hits × up to 200 dice), and the order of a defense's dice counts
 * for nothing (its points are counted, attack-working-view.ts), so a defense of more than `LISTED_DEFENSE_DICE` dice is
 * stored as how many of each face it rolled (`counts`, faces 1–6) and read back as its faces in order of face. Smaller
 * defenses, every hit's faces (a range penalty reads their first dice) and cards stored before keep their face lists.
 * Pure.
 */
import { ATTACK_CARD_LIMITS } from "./attack-card-schema.ts";
import type { AttackState, HitDefense } from "./attack-state.ts";

/** Defenses of up to this many dice keep their list of faces as rolled (every defense of a typical card). */
export const LISTED_DEFENSE_DICE = 12;

/** How many of each face (1–6) `faces` holds. */
function countsOf(faces: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of faces) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  return counts;
}

/** A stored defense as the card stores it: counted when it rolled many dice. */
function storedDefense(d: HitDefense | null): HitDefense | null {
  if (!d || d.faces.length <= LISTED_DEFENSE_DICE) return d;
  return { ...d, faces: [], counts: countsOf(d.faces) };
}

/** A stored defense read back: its faces in order of face, or undefined when its counts are no roll the card holds. */
function readDefense(d: HitDefense | null): HitDefense | null | undefined {
  if (!d?.counts?.length) return d; // none, or an empty list a model may fill in: the faces are listed
  const { counts, ...rest } = d;
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (counts.length !== 6 || rest.faces.length > 0 || total > ATTACK_CARD_LIMITS.dice) return undefined;
  return { ...rest, faces: counts.flatMap((n, i) => Array.from({ length: n }, () => i + 1)) };
}

/** The state to write on the card. */
export function storedAttackState(state: AttackState): AttackState {
  return { ...state, targets: state.targets.map((t) => ({ ...t, defenses: t.defenses.map(storedDefense) })) };
}

/** A stored state (already valid against the schema) as the transitions read it, or null when a defense's counts are no roll. */
export function readStoredAttack(state: AttackState): AttackState | null {
  if (!state.targets.some((t) => t.defenses.some((d) => d?.counts?.length))) return state;
  const targets: AttackState["targets"] = [];
  for (const t of state.targets) {
    const defenses = t.defenses.map(readDefense);
    if (defenses.some((d) => d === undefined)) return null;
    targets.push({ ...t, defenses: defenses.filter((d) => d !== undefined) });
  }
  return { ...state, targets };
}
