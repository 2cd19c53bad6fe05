/**
 * The rest card (§7.3) as a ChatMessage sub-type, so the table sees what each hour of rest recovered, each reader in
 * their own language. The card has no buttons. Posting needs Foundry; the rest of this file is pure.
 */
import { ATTRIBUTE_IDS, type AttributeId, type RestHour } from "../rules/index.ts";
import { cardBool, cardChoice, cardInt, cardList, cardObject } from "../chat/card-fields.ts";
import type { ChatCardType } from "../chat/card-type.ts";
import { createChatMessage } from "../core/document-writes.ts";
import { restState, restViewOf, type Dice, type RestState } from "./rest-view.ts";

/** Bounds of the stored state: a year of rest at most (the actor refuses more), pools as large as the data allows. */
export const REST_LIMITS = { hours: 24 * 365, dice: 9999 } as const;

const dice = () => cardInt(0, REST_LIMITS.dice);

/** The field of `RestState.rows`: each rested attribute's dice and hours (the party rest card stores them too). */
export function restRowsField() {
  return cardList(
    cardObject({
      attribute: cardChoice(ATTRIBUTE_IDS),
      before: dice(),
      after: dice(),
      total: dice(),
      steps: cardList(cardObject({ dice: dice(), points: dice(), recovered: dice() }), REST_LIMITS.hours),
    }),
    ATTRIBUTE_IDS.length,
  );
}

/** The schema of `RestState` (needs `foundry.data.fields`). */
export function defineRestSchema(): foundry.data.fields.DataSchema {
  return {
    hours: cardInt(1, REST_LIMITS.hours, 1), rows: restRowsField(), fullyRestored: cardBool(),
    // the dice unmet needs still hold (rest-view.ts); absent on cards posted before
    held: new foundry.data.fields.SchemaField(Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, dice()])), { required: false, nullable: true, initial: null }),
  };
}

/** The rest card type. */
export const REST_CARD: ChatCardType<RestState> = {
  type: "rest",
  template: "templates/chat/rest.hbs",
  defineSchema: defineRestSchema,
  context: (state) => restViewOf(state),
};

/** Posts the card for an actor; the rest itself is already applied by the actor. */
export async function postRestCard(
  actor: Actor.Implementation,
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
  held: Dice | null = null,
): Promise<void> {
  await createCardMessage(REST_CARD.type, restState(hours, before, log, fullyRestored, held), ChatMessage.getSpeaker({ actor }));
}

/** Creates a card message of one of the actions' sub-types (the rest and party rest cards). */
export async function createCardMessage(type: string, system: object, speaker: ChatMessage.SpeakerData): Promise<void> {
  await createChatMessage({ type, system, speaker });
}
