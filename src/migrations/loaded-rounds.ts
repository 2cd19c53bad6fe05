/**
 * Schema 5 step (pure): weapons now record which rounds they hold (`reload.rounds`, docs/rules.md §4.3 [DEC] special
 * rounds). Before, only variant-free reloads existed, so a weapon's loaded rounds were all its usual ammunition: a
 * weapon of an actor that owns that ammunition gets its loaded count named as that round, with the round's effects
 * (a bolt's penetration keeps applying to the bolt already in the crossbow). A weapon whose usual round the actor does
 * not own keeps an empty list: its rounds read as plain rounds until its next reload.
 */
import { isRecord, recordAt, stringOr } from "../rules/guards.ts";
import { roundEffectsOf, type RoundGroup } from "../actions/loaded-rounds.ts";

const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);

/** An item the actor owns, as the step reads it. */
export interface OwnedItem {
  name?: string | null;
  system?: unknown;
}

/** The rounds to record for a weapon's stored `system`, or null when there is nothing to name. */
export function planNamedRounds(system: unknown, owned: readonly OwnedItem[]): RoundGroup[] | null {
  const reload = recordAt(system, "reload");
  const count = Math.min(whole(reload?.value), whole(reload?.capacity));
  const ammo = stringOr(reload?.ammunition, "");
  if (!reload || count === 0 || !ammo || (Array.isArray(reload.rounds) && reload.rounds.length)) return null;
  const round = owned.find((i) => isRecord(i.system) && i.system.identifier === ammo);
  if (!round) return null;
  return [{ identifier: ammo, name: round.name ?? "", count, ...roundEffectsOf(recordAt(round.system, "ammunition")) }];
}
