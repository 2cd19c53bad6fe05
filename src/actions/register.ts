/**
 * Actions registration (`init`): the chat cards the actions post (the rest and party rest cards), the GM's query
 * that moves the world clock after a player's rest, and the start of a day on that clock.
 */
import { registerCardType } from "../chat/card-registry.ts";
import { registerGmQuery } from "../core/queries.ts";
import { REST_CARD } from "./rest-card.ts";
import { PARTY_REST_CARD } from "./party-rest-card.ts";
import { REST_CLOCK_QUERY } from "./rest-clock.ts";
import { registerDayStart } from "./day-start.ts";

/** Registers the actions' card types, query and hooks; call once during `init`. */
export function registerActions(): void {
  registerCardType(REST_CARD);
  registerCardType(PARTY_REST_CARD);
  registerGmQuery(REST_CLOCK_QUERY);
  registerDayStart();
}
