/**
 * The party rest card (§7.3, §7.4) as a ChatMessage sub-type: one card for everyone the GM rested together, each
 * reader in their own language. The card has no buttons. Posting needs Foundry; the schema and context are pure.
 */
import { ATTRIBUTE_IDS } from "../rules/index.ts";
import { cardBool, cardChoice, cardInt, cardList, cardObject, cardText } from "../chat/card-fields.ts";
import type { ChatCardType } from "../chat/card-type.ts";
import { createCardMessage, REST_LIMITS, restRowsField } from "./rest-card.ts";
import { partyRestViewOf, type PartyRestState } from "./party-rest-view.ts";
import { localize } from "../core/i18n.ts";
import { NAME_LENGTH } from "../core/clip-name.ts";

/** Bounds of the stored state: how many creatures one card lists, and a name's length. */
export const PARTY_REST_LIMITS = { members: 100, name: NAME_LENGTH } as const;

const diceByAttribute = () => cardObject(Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, cardInt(0, REST_LIMITS.dice)])));

/** The schema of `PartyRestState` (needs `foundry.data.fields`). */
export function definePartyRestSchema(): foundry.data.fields.DataSchema {
  const f = foundry.data.fields;
  return {
    hours: cardInt(1, REST_LIMITS.hours, 1),
    supply: new f.SchemaField({ ate: cardBool(true), drank: cardBool(true), slept: cardBool(true) }, { required: true, nullable: true, initial: null }),
    members: cardList(
      cardObject({
        name: cardText(PARTY_REST_LIMITS.name),
        standing: cardChoice(["rests", "dead", "fighting"]),
        rows: restRowsField(),
        fullyRestored: cardBool(),
        fullRest: cardBool(),
        needsLost: diceByAttribute(),
        needsReturned: diceByAttribute(),
        deprived: diceByAttribute(),
      }),
      PARTY_REST_LIMITS.members,
    ),
  };
}

/** The party rest card type. */
export const PARTY_REST_CARD: ChatCardType<PartyRestState> = {
  type: "partyRest",
  template: "templates/chat/party-rest.hbs",
  defineSchema: definePartyRestSchema,
  context: (state) => partyRestViewOf(state),
};

/** Posts the card (the rests are already applied). */
export async function postPartyRestCard(state: PartyRestState): Promise<void> {
  await createCardMessage(PARTY_REST_CARD.type, state, ChatMessage.getSpeaker({ alias: localize("MESHAL.PartyRest.speaker") }));
}
