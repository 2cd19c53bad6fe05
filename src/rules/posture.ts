/**
 * [OPT] Postures (§9.4) as statuses: which posture a creature is in, its speed there and the roll modifiers it brings.
 * The table itself (`POSTURES`, `POSTURE_CHANGE_COST`) is in facing.ts.
 */
import { POSTURES, type Posture } from "./facing.ts";
import type { RollModifierData } from "./roll-modifiers.ts";

/** Every posture, standing first. */
export const POSTURE_IDS = ["standing", "crouching", "sitting", "prone"] as const satisfies readonly Posture[];

/** Is `value` a posture id? */
export function isPosture(value: unknown): value is Posture {
  return POSTURE_IDS.some((p) => p === value);
}

/** Postures other than standing, most restrictive first: each is a status a token can carry. */
export const POSTURE_STATUSES = ["prone", "sitting", "crouching"] as const satisfies readonly Posture[];

/**
 * The posture a creature is in from its statuses; with several, the one that restricts most (prone, then sitting,
 * then crouching). With the rule off every creature stands.
 */
export function postureOf(statuses: Iterable<string>, ruleOn: boolean): Posture {
  if (!ruleOn) return "standing";
  const set = new Set(statuses);
  return POSTURE_STATUSES.find((p) => set.has(p)) ?? "standing";
}

/** A speed in a posture: crouching ÷2, prone ÷3, sitting 0 (no voluntary move). */
export function postureSpeed(speed: number, posture: Posture): number {
  const p = POSTURES[posture];
  if (!p.canMove) return 0;
  return speed / p.speedDivisor;
}

/** The roll modifiers a posture brings (prone: 2 disadvantages on any roll with Energy dice). */
export function postureRollModifiers(posture: Posture): RollModifierData[] {
  const n = POSTURES[posture].energyDisadvantage;
  return n ? [{ roll: "energy", mode: "", weaponKind: "", style: "", perEquipped: false, modifier: -n, condition: "" }] : [];
}

/** A posture as a roll-modifier source: an always-active pseudo item named `name`. */
export interface PostureSource {
  name: string;
  type: "posture";
  system: { equipped: true; rollModifiers: RollModifierData[] };
}

/** The posture's modifier source, or null when it changes no roll. Callers add it to the items they pass on. */
export function postureModifierSource(posture: Posture, name: string): PostureSource | null {
  const rollModifiers = postureRollModifiers(posture);
  return rollModifiers.length ? { name, type: "posture", system: { equipped: true, rollModifiers } } : null;
}

/** A posture change as status toggles: the posture statuses to switch off and the one to switch on (standing: none). */
export function postureToggles(current: ReadonlySet<string>, posture: Posture): { id: string; active: boolean }[] {
  const out: { id: string; active: boolean }[] = [];
  for (const id of POSTURE_STATUSES) {
    const wanted = id === posture;
    if (current.has(id) !== wanted) out.push({ id, active: wanted });
  }
  return out;
}
