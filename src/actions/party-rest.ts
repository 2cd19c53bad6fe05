/**
 * The GM's party rest (§7.3, §7.4): several creatures rest the same hours in one action, each through its own rest
 * (`MeshalActor#rest`, the single-actor rules), the world clock moves once by those hours, and one card tells the
 * table what each hour brought back, who is fully restored, what the days without enough supply cost, and who did not
 * rest (the dead, and those in a fight). The GM's client rolls and writes: it owns every actor and the clock.
 */
import { restStanding, type DaySupply } from "../rules/index.ts";
import { warn } from "../core/notify.ts";
import { clipName } from "../core/clip-name.ts";
import { advanceWorldTimeTo, worldTime } from "../core/world-time.ts";
import { SECONDS_PER_HOUR } from "../rules/world-day.ts";
import { actorCombatTurn } from "../documents/actor-turn.ts";
import { optionalRule } from "../documents/runtime.ts";
import { actorSystem, creatureOf } from "../documents/system-views.ts";
import { postPartyRestCard } from "./party-rest-card.ts";
import type { PartyMemberState, PartyRestState } from "./party-rest-view.ts";
import { restState } from "./rest-view.ts";

/** What the GM chose: the hours, and (replenishment on) what the rest included. */
export interface PartyRestChoice {
  hours: number;
  /** Ignored unless replenishment is on; absent = everything supplied. */
  supply?: DaySupply;
}

const NONE = { might: 0, energy: 0, spirit: 0 };

function refused(key: string, data?: Record<string, string | number>): null {
  warn(key, data);
  return null;
}

/** The creatures who would rest as "the party": every actor a player owns (actors listed once). */
export function partyActors<A extends { hasPlayerOwner: boolean }>(actors: readonly A[]): A[] {
  return [...new Set(actors.filter((a) => a.hasPlayerOwner))];
}

/**
 * Rests `actors` together (GM only) and posts the card; resolves to the card's state, or null when refused. Each
 * creature is judged before it rests: the dead and those in a started fight are listed, not rested.
 */
export async function partyRest(actors: readonly Actor.Implementation[], { hours, supply }: PartyRestChoice): Promise<PartyRestState | null> {
  if (game.user?.isGM !== true) return refused("MESHAL.Warn.gmOnly");
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 365) return refused("MESHAL.Warn.badNumber", { value: String(hours) });
  // Creatures rest; an object a player owns has no dice to get back.
  const creatures = [...new Set(actors)].flatMap((actor) => creatureOf(actor) ?? []);
  if (creatures.length === 0) return refused("MESHAL.Warn.partyRestNobody");
  const tracked = optionalRule("replenishment");
  const started = worldTime();
  const given = tracked ? (supply ?? { ate: true, drank: true, slept: true }) : null;
  const members: PartyMemberState[] = [];
  for (const actor of creatures) {
    const name = clipName(actor.name);
    const standing = restStanding(actorSystem(actor).consciousness === "dead", actorCombatTurn(actor).inCombat);
    const idle = { name, standing, rows: [], fullyRestored: false, fullRest: false, needsLost: NONE, needsReturned: NONE, deprived: NONE };
    if (standing !== "rests") {
      members.push(idle);
      continue;
    }
    const done = await actor.rest(hours, given ? { supply: given } : {});
    if (!done) continue; // refused with its own warning
    members.push({
      ...idle,
      rows: restState(hours, done.before, done.log, done.fullyRestored).rows,
      fullyRestored: done.fullyRestored,
      fullRest: done.fullRest,
      needsLost: done.needsLost,
      needsReturned: done.needsReturned,
      deprived: done.deprived,
    });
  }
  // The party rests together: the clock moves once by the hours (a creature already ahead of it stays ahead).
  if (members.some((m) => m.standing === "rests")) await advanceWorldTimeTo(started + hours * SECONDS_PER_HOUR);
  const state: PartyRestState = { hours, supply: given, members };
  await postPartyRestCard(state);
  return state;
}
