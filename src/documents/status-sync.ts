/**
 * Keeps the unconscious/dead statuses in line with the actor's attribute dice. Runs on exactly one client: the user
 * whose change triggered it (the GM applying damage, or the owner editing their sheet).
 */
import type { Consciousness } from "../rules/index.ts";
import { statusToggles } from "./logic/statuses.ts";

/** The actor surface the sync needs. */
interface StatusActor {
  system: unknown;
  statuses: Set<string>;
  toggleStatusEffect(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
}

/** Applies the status toggles for the actor's current consciousness, if `userId` is this client's user. */
export async function syncLifeStatuses(actor: StatusActor, userId: string | undefined): Promise<void> {
  if (!userId || userId !== game.user?.id) return;
  const state = (actor.system as { consciousness?: Consciousness }).consciousness;
  if (!state) return;
  for (const t of statusToggles(state, actor.statuses)) {
    await actor.toggleStatusEffect(t.id, { active: t.active, ...(t.overlay ? { overlay: true } : {}) });
  }
}

/** Adds localised unconscious/dead entries to CONFIG.statusEffects and makes "dead" the defeated marker. */
export function registerStatuses(): void {
  const wanted = [
    { id: "unconscious", name: "MESHAL.Status.unconscious", img: "icons/svg/unconscious.svg" },
    { id: "dead", name: "MESHAL.Status.dead", img: "icons/svg/skull.svg" },
  ];
  const list = CONFIG.statusEffects as unknown as { id: string; name: string; img: string }[];
  for (const w of wanted) {
    const found = list.find((s) => s.id === w.id);
    if (found) found.name = w.name;
    else list.push({ ...w });
  }
  (CONFIG.specialStatusEffects as unknown as Record<string, string>).DEFEATED = "dead";
}
