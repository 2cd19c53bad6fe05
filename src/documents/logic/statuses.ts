/**
 * Pure status decision (§7.1–7.2): which life statuses an actor should carry for its life state, and what to store.
 * - Dead is stored (§7.2 [DEC]): when the dice reach it the sync stores `life.dead`; it adds the `dead` status but
 *   never removes it — not when dice come back, and not a GM's own `dead` (coup de grâce, a trap).
 * - Unconscious follows the dice, but the sync removes only an `unconscious` it added itself (remembered in
 *   `auto`), never one a GM set by hand. With the postures rule on (§9.4 [OPT]), falling unconscious also lays the
 *   creature prone (never removed here); without it there is no posture to change.
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

/** What the sync sees. */
export interface LifeSyncInput {
  /** Derived life state (stored death included). */
  state: Consciousness;
  /** `system.life.dead` as stored. */
  storedDead: boolean;
  /** The actor's current statuses. */
  current: ReadonlySet<string>;
  /** Statuses the sync added itself and may therefore remove. */
  auto: readonly string[];
  /** The postures rule (§9.4 [OPT]): falling unconscious lays the creature prone. */
  postures?: boolean;
}

/** What the sync does: toggles, then (if not empty) one actor update; `auto` is the new list to remember. */
export interface LifeSyncPlan {
  toggles: StatusToggle[];
  storeDead: boolean;
  auto: string[];
  autoChanged: boolean;
}

/** Decides the toggles and stored changes that bring an actor's statuses in line with its life state. */
export function lifeSync({ state, storedDead, current, auto, postures = false }: LifeSyncInput): LifeSyncPlan {
  const { dead, unconscious, prone } = LIFE_STATUSES;
  const mine = new Set(auto.filter((id) => current.has(id))); // someone else removed the rest
  const toggles: StatusToggle[] = [];
  if (state === "dead" && !current.has(dead)) toggles.push({ id: dead, active: true, overlay: true });
  if (state === "unconscious") {
    if (!current.has(unconscious)) {
      toggles.push({ id: unconscious, active: true });
      mine.add(unconscious);
      if (postures && !current.has(prone)) toggles.push({ id: prone, active: true });
    }
  } else if (current.has(unconscious) && mine.has(unconscious)) {
    // conscious again, or dead (dead replaces the unconscious the dice caused)
    toggles.push({ id: unconscious, active: false });
    mine.delete(unconscious);
  }
  const next = [...mine].sort();
  const before = [...auto].sort();
  return { toggles, storeDead: state === "dead" && !storedDead, auto: next, autoChanged: next.join() !== before.join() };
}
