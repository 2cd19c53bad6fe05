/** Actions registration (`init`): the chat card the actions post (the rest card). */
import { registerCardType } from "../chat/card-registry.ts";
import { REST_CARD } from "./rest-card.ts";

/** Registers the actions' card types; call once during `init`. */
export function registerActions(): void {
  registerCardType(REST_CARD);
}
