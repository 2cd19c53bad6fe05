/** Every chat card type of the system (pure descriptions; their buttons are bound in cards.ts). */
import { ATTACK_CARD } from "../combat/attack-card.ts";
import { INITIATIVE_CARD } from "../combat/initiative-card.ts";
import type { AnyChatCardType } from "./card-type.ts";
import { PROGRESSIVE_CARD } from "./progressive-card.ts";
import { REST_CARD } from "./rest-card.ts";

/** The card types, each a ChatMessage sub-type declared in system.json. */
export const CHAT_CARD_TYPES: readonly AnyChatCardType[] = [PROGRESSIVE_CARD, REST_CARD, ATTACK_CARD, INITIATIVE_CARD];
