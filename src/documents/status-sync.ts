/**
 * Keeps the unconscious/dead statuses in line with the actor's life state (logic/statuses.ts decides), and stores a
 * death the dice reached. Runs on exactly one client: the user
 * whose change triggered it (the GM applying damage, or the owner editing their sheet).
 *
 * Toggling a status creates or deletes an ActiveEffect, which fires the descendant-document callbacks that call this
 * again. Runs are therefore queued per actor: each one reads `actor.statuses` only after the previous run's toggles
 * have finished, so it never creates a status twice or deletes one that is already being deleted, and the queue ends
 * as soon as the statuses match (a run with nothing to toggle makes no change, so it triggers nothing).
 */
import { isOneOf, isRecord, recordAt, stringsOf } from "../rules/guards.ts";
import { CONSCIOUSNESS_STATES } from "../rules/types.ts";
import { LIFE_STATUSES, lifeSync } from "./logic/statuses.ts";
import { posturesOn } from "../data/actor/posture.ts";
import { coreStatuses } from "../core/version/status-effects.ts";

/** Flag (system scope) listing the statuses the sync added itself. */
export const AUTO_STATUS_FLAG = "lifeStatuses";
const SCOPE = "meshal-lite";

/** The actor surface the sync needs. */
export interface StatusActor {
  uuid: string;
  system: unknown;
  statuses: Set<string>;
  flags: unknown;
  toggleStatusEffect(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Pending sync per actor UUID (the tail of that actor's queue). */
const queues = new Map<string, Promise<void>>();

/** The statuses the sync added to this actor earlier. */
function autoStatuses(actor: StatusActor): string[] {
  return stringsOf(recordAt(actor.flags, SCOPE)?.[AUTO_STATUS_FLAG]);
}

/** Brings one actor's statuses (and stored death) in line with its current life state. */
async function applyToggles(actor: StatusActor): Promise<void> {
  const consciousness = isRecord(actor.system) ? actor.system.consciousness : undefined;
  if (!isOneOf(CONSCIOUSNESS_STATES, consciousness)) return;
  const plan = lifeSync({ state: consciousness, storedDead: recordAt(actor.system, "life")?.dead === true, current: actor.statuses, auto: autoStatuses(actor), postures: posturesOn() });
  for (const t of plan.toggles) {
    await actor.toggleStatusEffect(t.id, { active: t.active, ...(t.overlay ? { overlay: true } : {}) });
  }
  const update: Record<string, unknown> = {};
  if (plan.storeDead) update["system.life.dead"] = true;
  if (plan.autoChanged) update[`flags.${SCOPE}.${AUTO_STATUS_FLAG}`] = plan.auto;
  if (Object.keys(update).length) await actor.update(update);
}

/**
 * Applies the status toggles for the actor's current consciousness, if `userId` is this client's user.
 * `currentUserId` defaults to `game.user.id` (a parameter so the queue can be tested without Foundry).
 */
export function syncLifeStatuses(actor: StatusActor, userId: string | undefined, currentUserId = game.user?.id): Promise<void> {
  if (!userId || userId !== currentUserId) return Promise.resolve();
  const key = actor.uuid;
  const run = (queues.get(key) ?? Promise.resolve())
    .then(() => applyToggles(actor))
    .catch((err: unknown) => {
      console.error("meshal-lite | could not update life statuses", err);
    });
  queues.set(key, run);
  void run.then(() => {
    if (queues.get(key) === run) queues.delete(key);
  });
  return run;
}

/** Adds localised unconscious/dead entries to CONFIG.statusEffects and makes "dead" the defeated marker. */
export function registerStatuses(): void {
  const wanted = [
    { id: LIFE_STATUSES.unconscious, name: "MESHAL.Status.unconscious", img: "icons/svg/unconscious.svg" },
    { id: LIFE_STATUSES.dead, name: "MESHAL.Status.dead", img: "icons/svg/skull.svg" },
  ];
  for (const w of wanted) {
    const found = coreStatuses.find(w.id);
    if (found) found.name = w.name;
    else coreStatuses.add({ ...w });
  }
  CONFIG.specialStatusEffects.DEFEATED = LIFE_STATUSES.dead;
}
