/** NPC actors: the same core as characters with GM-friendly direct values (base per attribute), strength rating, loot. */
import { htmlField, intField } from "../fields/helpers.ts";
import { commonActorFields, detailsField, npcAttributesField } from "./fields.ts";

/** The fields of an NPC's `system`. */
export function defineNpcSchema() {
  return {
    attributes: npcAttributesField(),
    ...commonActorFields(),
    strength: intField("strength", 0),
    loot: htmlField(),
    details: detailsField(),
  };
}

/** Schema type of NPCs. */
export type NpcSchema = ReturnType<typeof defineNpcSchema>;

