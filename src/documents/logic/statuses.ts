/**
 * Pure status decision (§7.1–7.2): which of our life statuses an actor should carry for its consciousness state.
 * Dead replaces unconscious; falling unconscious also lays the creature prone (never removed automatically).
 */
import type { Consciousness } from "../../rules/index.ts";

/** Status ids the system manages. */
export const LIFE_STATUSES = { unconscious: "unconscious", dead: "dead", prone: "prone" } as const;

/** A toggle to perform: status id and whether it must be on. */
export interface StatusToggle {
  id: string;
  active: boolean;
  overlay?: boolean;
}

/** The toggles that bring `current` statuses in line with `state` (empty when nothing changes). */
export function statusToggles(state: Consciousness, current: ReadonlySet<string>): StatusToggle[] {
  const wantDead = state === "dead";
  const wantUnconscious = state === "unconscious";
  const out: StatusToggle[] = [];
  if (current.has(LIFE_STATUSES.dead) !== wantDead) out.push({ id: LIFE_STATUSES.dead, active: wantDead, overlay: true });
  if (current.has(LIFE_STATUSES.unconscious) !== wantUnconscious) {
    out.push({ id: LIFE_STATUSES.unconscious, active: wantUnconscious });
  }
  if (wantUnconscious && !current.has(LIFE_STATUSES.unconscious) && !current.has(LIFE_STATUSES.prone)) {
    out.push({ id: LIFE_STATUSES.prone, active: true });
  }
  return out;
}
