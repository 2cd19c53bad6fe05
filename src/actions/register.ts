/** Actions registration (`init`): the chat card the actions post (the rest and party rest cards). */
import { registerCardType } from "../chat/card-registry.ts";
import { REST_CARD } from "./rest-card.ts";
import { PARTY_REST_CARD } from "./party-rest-card.ts";

/** Registers the actions' card types; call once during `init`. */
export function registerActions(): void {
  registerCardType(REST_CARD);
  registerCardType(PARTY_REST_CARD);
}
