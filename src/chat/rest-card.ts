/** Posts the rest card for an actor (§7.3), so the table sees what each hour of rest recovered. */
import type { AttributeId, RestHour } from "../rules/index.ts";
import { restView } from "./rest-view.ts";

const REST_TEMPLATE = "systems/meshal-lite/templates/chat/rest.hbs";

/** Renders and posts the card; the rest itself is already applied by the actor. */
export async function postRestCard(
  actor: Actor.Implementation,
  hours: number,
  before: Record<AttributeId, { value: number; total: number }>,
  log: Record<AttributeId, readonly RestHour[]>,
  fullyRestored: boolean,
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(REST_TEMPLATE, { ...restView(hours, before, log, fullyRestored) });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor }) });
}
