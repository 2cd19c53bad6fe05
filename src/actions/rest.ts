/**
 * Resting as an action (§7.3): the actor applies the rest (`MeshalActor#rest`, which rolls and writes the dice), the
 * world clock moves by the rest's hours (./rest-clock.ts), and the rest card tells the table what each hour brought
 * back. The document never posts the card itself.
 */
import type { DaySupply } from "../rules/index.ts";
import { postRestCard } from "./rest-card.ts";
import { followRestOnClock } from "./rest-clock.ts";

/** Options of `restActor`. */
export interface RestOptions {
  /** false applies the rest without posting the card. */
  chat?: boolean;
  /** With replenishment on (§7.4): what the rest included (everything when absent). */
  supply?: DaySupply;
}

/**
 * Rests `hours` whole hours, moves the world clock to the rest's end and posts the card; resolves to the actor's
 * result, null when the rest was refused.
 */
export async function restActor(actor: Actor.Implementation, hours = 1, { chat = true, supply }: RestOptions = {}): ReturnType<Actor.Implementation["rest"]> {
  const done = await actor.rest(hours, supply ? { supply } : {});
  if (!done) return done;
  await followRestOnClock(actor, done.until);
  if (chat) await postRestCard(actor, hours, done.before, done.log, done.fullyRestored, done.deprived);
  return done;
}
