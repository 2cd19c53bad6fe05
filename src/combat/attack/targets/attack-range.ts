/**
 * The GM's ruling on an attack's range (§4.3): a target measured out of range cannot be hit, but the GM may rule it in
 * range (a map with no grid, a measurement the table disagrees with). The line reopens as "ruledIn": no range
 * penalty, defended, resolved and applied like any line in range, and the card says the GM ruled it. Pure.
 */
import type { AttackState, AttackTransition } from "../attack-state.ts";
import type { RangeStatus } from "./targets.ts";

/** Lines the GM may rule in range: measured out of range, beyond it (its penalty dropped), or not measured. */
export const OVERRIDABLE_RANGES: ReadonlySet<RangeStatus> = new Set<RangeStatus>(["outOfRange", "beyond", "unmeasured"]);

const refuse = (reason: string): AttackTransition => ({ ok: false, reasonKey: `MESHAL.Attack.refused.${reason}` });

/**
 * Rules target line `index` in range. Refused when there is no such line, when it is already in range (or ruled so),
 * or once any of its hits has a decision (the penalty would change dice already defended against).
 */
export function overrideRange(state: AttackState, index: number): AttackTransition {
  const target = state.targets[index];
  if (!target) return refuse("noTarget");
  if (!OVERRIDABLE_RANGES.has(target.range)) return refuse("inRange");
  if (target.resolved || target.defenses.some((d) => d !== null)) return refuse("alreadyDefended");
  const next = { ...target, range: "ruledIn" as const, disadvantage: 0 };
  return { ok: true, state: { ...state, targets: state.targets.map((t, i) => (i === index ? next : t)) } };
}
