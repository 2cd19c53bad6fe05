/**
 * The system's chat card types, each from the layer that owns it (chat itself lists none). test/manifest.test.ts checks
 * this list against the ChatMessage sub-types system.json declares, and the bundle smoke test that `init` registers a
 * model for each declared sub-type.
 */
import { REST_CARD } from "../../src/actions/rest-card.ts";
import { PARTY_REST_CARD } from "../../src/actions/party-rest-card.ts";
import type { AnyChatCardType } from "../../src/chat/card-type.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { INITIATIVE_CARD } from "../../src/combat/initiative/initiative-card.ts";
import { PROGRESSIVE_CARD } from "../../src/dice/progressive/progressive-card.ts";

export const SYSTEM_CARD_TYPES: readonly AnyChatCardType[] = [PROGRESSIVE_CARD, REST_CARD, PARTY_REST_CARD, ATTACK_CARD, INITIATIVE_CARD];
